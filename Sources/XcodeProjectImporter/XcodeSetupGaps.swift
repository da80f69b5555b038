import FileAccess
import ProjectModel

/// The xcconfig files a project's configurations are based on (or include) that do not exist, as in
/// a project checked out before its setup step, grouped by what would make them: CocoaPods'
/// `Pods/` folder (`pod install`), a submodule not checked out (`git submodule update --init`), or
/// a script or other setup step. Each cause is reported once for the project, with how many
/// configurations of how many targets it leaves unknown, at the first reference to one of its files.
struct XcodeSetupGaps {
    /// What would make a missing file.
    enum Cause: Hashable {
        /// CocoaPods, whose folder (`Pods/`, with its parents) exists or not.
        case cocoaPods(folder: String, exists: Bool)
        /// A submodule, by folder, that is not checked out: its folder is empty and `.gitmodules`
        /// names it.
        case submodule(String)
        /// Anything else: a script or a setup step.
        case setupStep
    }

    /// The configurations one cause leaves unknown.
    struct Gap {
        var cause: Cause
        /// The configurations, as target and configuration name.
        var configurations: Set<String> = []
        /// The targets, in the order met.
        var targets: [String] = []
        /// The missing files, in the order met.
        var files: [String] = []
        /// ``targets`` and ``files``, to find one in constant time.
        var seenTargets: Set<String> = []
        var seenFiles: Set<String> = []
        /// Where the first configuration based on one of the files names what it is based on.
        var location: SourceLocation
    }

    /// The gaps, in the order their causes were first met.
    private(set) var gaps: [Gap] = []
    /// What each folder a missing file lies in was found to be.
    private var causes: [String: Cause] = [:]

    /// How many files a warning names before it says how many more there are.
    static let namedFiles = 3

    /// The first ``namedFiles`` of `paths`, quoted: `'A', 'B', 'C' and 2 more`.
    static func named(_ paths: [String]) -> String {
        var names = paths.prefix(namedFiles).map { "'\($0)'" }.joined(separator: ", ")
        if paths.count > namedFiles { names += " and \(paths.count - namedFiles) more" }
        return names
    }

    /// Records that the configuration `configuration` of `target` is based on `files`, which do
    /// not exist; `references` says where each is first named.
    mutating func record(
        _ files: [String], target: String, configuration: String, references: [String: SourceLocation],
        fileSystem: any FileSystem
    ) {
        for file in files {
            let cause = cause(of: file, fileSystem: fileSystem)
            let location = references[file] ?? SourceLocation(file: file, line: 1, column: 1)
            let index: Int
            if let existing = gaps.firstIndex(where: { $0.cause == cause }) {
                index = existing
            } else {
                gaps.append(Gap(cause: cause, location: location))
                index = gaps.count - 1
            }
            gaps[index].configurations.insert(target + "\u{0}" + configuration)
            if gaps[index].seenTargets.insert(target).inserted { gaps[index].targets.append(target) }
            if gaps[index].seenFiles.insert(file).inserted { gaps[index].files.append(file) }
        }
    }

    /// One warning per cause, in the order the causes were met.
    func warnings() -> [InputWarning] {
        gaps.map { gap in
            let count = gap.configurations.count
            let configurations = count == 1 ? "1 configuration" : "\(count) configurations"
            let targets = gap.targets.count == 1 ? "1 target" : "\(gap.targets.count) targets"
            let are = count == 1 ? "is" : "are"
            let files = gap.files.count == 1 ? "an xcconfig file" : "xcconfig files"
            let which = gap.files.count == 1 ? "that does not exist" : "that do not exist"
            let subject = "\(configurations) of \(targets) \(are) based on \(files)"
            let settings = gap.files.count == 1 ? "the settings it sets" : "the settings they set"
            let message: String
            switch gap.cause {
            case .cocoaPods(let folder, let exists):
                let (state, step) =
                    exists
                    ? ("CocoaPods' files are not up to date", "run 'pod install' again")
                    : ("CocoaPods is not installed", "run 'pod install' first")
                message = "\(state): \(subject) under \(folder)/ \(which); \(step) to check \(settings)"
            case .submodule(let folder):
                message =
                    "submodule '\(folder)' is not checked out: \(subject) in it \(which); "
                    + "run 'git submodule update --init' first to check \(settings)"
            case .setupStep:
                let names = Self.named(gap.files)
                message =
                    "\(subject) \(which), which a script or setup step may make: \(names); "
                    + "run it first to check \(settings)"
            }
            return InputWarning(message, at: gap.location)
        }
    }

    /// What would make `file`: CocoaPods when a folder on its path is `Pods`, a submodule when the
    /// deepest folder on its path that exists is empty and `.gitmodules` names it, else a setup step.
    mutating func cause(of file: String, fileSystem: any FileSystem) -> Cause {
        let components = file.split(separator: "/", omittingEmptySubsequences: false)
        if let pods = components.dropLast().firstIndex(of: "Pods") {
            let folder = components[...pods].joined(separator: "/")
            if let known = causes[folder] { return known }
            let cause = Cause.cocoaPods(folder: folder, exists: fileSystem.kind(of: folder) == .directory)
            causes[folder] = cause
            return cause
        }
        // The deepest folder of the path that exists; a path has fewer folders than components.
        var folder = Path.directory(of: file)
        var steps = components.count
        while steps > 0, folder != ".", folder != "/", !folder.hasSuffix(".."), fileSystem.kind(of: folder) == nil {
            folder = Path.directory(of: folder)
            steps -= 1
        }
        if let known = causes[folder] { return known }
        let cause: Cause = isUncheckedSubmodule(folder, fileSystem: fileSystem) ? .submodule(folder) : .setupStep
        causes[folder] = cause
        return cause
    }

    /// Whether `folder` is an empty folder that the `.gitmodules` of a folder above it, inside the
    /// project root, names as a submodule.
    private func isUncheckedSubmodule(_ folder: String, fileSystem: any FileSystem) -> Bool {
        guard folder != ".", folder != "/", !folder.hasSuffix(".."), fileSystem.kind(of: folder) == .directory,
            let entries = try? fileSystem.entries(of: folder), entries.isEmpty
        else { return false }
        var above = folder
        // At most as many folders up as the path has, and a few above the working folder.
        for _ in 0..<(folder.utf8.count + 8) {
            above = above == "." || above.hasSuffix("..") ? Path.join(above, "..") : Path.directory(of: above)
            guard !fileSystem.refuses(above), fileSystem.kind(of: above) == .directory else { return false }
            let modules = Path.join(above, ".gitmodules")
            guard fileSystem.kind(of: modules) == .file else { continue }
            guard let bytes = try? fileSystem.prefix(of: modules, upTo: 1 << 20) else { return false }
            return Self.submodulePaths(in: bytes).contains { Path.join(above, $0) == Path.normalize(folder) }
        }
        return false
    }

    /// The `path = ...` values of a `.gitmodules` file.
    static func submodulePaths(in bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            guard String(parts[0]).trimmingBlanks == "path" else { return nil }
            let value = String(parts[1]).trimmingBlanks
            return value.isEmpty ? nil : value
        }
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingBlanks: String {
        var text = Substring(self).drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
