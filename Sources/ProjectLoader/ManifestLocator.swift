import FileAccess
import ProjectModel
import TuistImporter
import XcodeGenImporter
import XcodeProjectImporter

/// Finds the manifest a command should read: a `targetlint.yml`, or, in an XcodeGen repository
/// without one, the XcodeGen spec.
public struct ManifestLocator: Sendable {
    /// The name looked for in folders first.
    public static let fileName = Manifest.fileName
    /// The names XcodeGen reads a spec by, looked for, in this order, in a folder without a
    /// ``fileName``.
    public static let specNames = ["project.yml", "project.yaml"]
    /// How much of each other YAML file is read to tell whether it is a spec: its first MiB.
    public static let specScanLimit = 1 << 20
    /// What a folder is searched for, in words, for the messages that say nothing was found.
    static let lookedFor =
        "looked for \(([fileName] + specNames).joined(separator: ", ")), a *.yml or *.yaml file with top-level 'name' and 'targets', Workspace.swift, Project.swift, and an .xcworkspace or .xcodeproj"

    /// Where the files are looked up.
    public var fileSystem: any FileSystem

    /// Creates a locator.
    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The deepest a search for the repository root climbs; past the top of the disk `..` names the
    /// top again, so a search outside any repository ends here.
    static let maximumDepth = 256

    /// The path ``find(_:)`` chooses.
    /// - Returns: the path, relative when the search started from the current folder.
    public func locate(_ argument: String?) throws(InputError) -> String {
        try find(argument).path
    }

    /// The manifest for a command-line path: the file itself, or what a folder holds; with no path,
    /// what the current folder or the nearest parent up to the repository root (the folder holding
    /// `.git`) holds. Outside a repository only the current folder is looked in, so a file left in
    /// a parent such as `/tmp` or a home folder is never picked up.
    ///
    /// In each folder, nearest first: `targetlint.yml`; else `project.yml`, then `project.yaml`;
    /// else the one `*.yml` or `*.yaml` file whose top level has both `name` and `targets` keys, told
    /// from its first ``specScanLimit`` bytes; else the one `.xcworkspace`, then the one
    /// `.xcodeproj`. Several such files in one folder are an error that lists them. A path naming an
    /// `.xcodeproj` or `.xcworkspace` folder is taken as it is.
    /// - Throws: ``InputError`` when nothing is found, saying what was looked for and naming what
    ///   the folders below hold (``projects(below:)``), or when a folder holds several candidate specs.
    public func find(_ argument: String?) throws(InputError) -> FoundManifest {
        if let argument {
            switch fileSystem.kind(of: argument) {
            case .file:
                return FoundManifest(path: argument, reason: .named)
            case .directory:
                // An Xcode project or workspace is a folder, but it is what is named, not where to look.
                if XcodeImporter.isXcodeContainer(argument) { return FoundManifest(path: argument, reason: .named) }
                if let found = try look(in: argument) { return found }
                let below = Self.suggestion(naming: projects(below: argument)).map { "; \($0)" } ?? ""
                throw InputError([
                    InputProblem(
                        "no \(Self.fileName), XcodeGen spec, Tuist manifest or Xcode project in this folder; \(Self.lookedFor)\(below)",
                        file: argument)
                ])
            case nil:
                throw InputError([InputProblem("no such file or folder", file: argument)])
            }
        }
        let repository = foldersUpToRepositoryRoot()
        let folders = repository ?? ["."]
        for (index, folder) in folders.enumerated() {
            guard var found = try look(in: folder) else { continue }
            if found.reason != .manifest {
                found.fartherManifest = folders[(index + 1)...].lazy.map { Path.join($0, Self.fileName) }.first {
                    fileSystem.kind(of: $0) == .file
                }
            }
            return found
        }
        let searched =
            repository == nil
            ? "here, and outside a repository parent folders are not searched"
            : "here or in a parent folder up to the repository root"
        // Only the current folder's own subfolders are named: they lie inside the project.
        let next = Self.suggestion(naming: projects(below: ".")) ?? "pass a manifest path"
        throw InputError([
            InputProblem(
                "no \(Self.fileName), XcodeGen spec, Tuist manifest or Xcode project \(searched); \(Self.lookedFor); \(next)",
                file: "."
            )
        ])
    }

    /// What `folder` holds, in the order ``find(_:)`` describes; nil when it holds nothing of it.
    private func look(in folder: String) throws(InputError) -> FoundManifest? {
        let manifest = Path.join(folder, Self.fileName)
        if fileSystem.kind(of: manifest) == .file { return FoundManifest(path: manifest, reason: .manifest) }
        // A manifest under the other YAML extension would be passed over for a spec without a word.
        let misnamed = Path.join(folder, "targetlint.yaml")
        if fileSystem.kind(of: misnamed) == .file {
            throw InputError([
                InputProblem("targetlint reads its manifest from \(Self.fileName); rename this file", file: misnamed)
            ])
        }
        for name in Self.specNames where fileSystem.kind(of: Path.join(folder, name)) == .file {
            return FoundManifest(path: Path.join(folder, name), reason: .specByName)
        }
        let specs = specsByKeys(in: folder)
        guard specs.count <= 1 else {
            var names = specs.prefix(Self.listedSpecs).map { Path.lastComponent(of: $0) }.joined(separator: ", ")
            if specs.count > Self.listedSpecs { names += " and more" }
            throw InputError([
                InputProblem(
                    "several files in this folder may be XcodeGen specs (\(names)); pass the one to lint as PATH",
                    file: folder)
            ])
        }
        if let spec = specs.first { return FoundManifest(path: spec, reason: .specByKeys) }
        // Tuist's manifests describe the project its generated Xcode project is made from.
        for name in TuistImporter.manifestNames where fileSystem.kind(of: Path.join(folder, name)) == .file {
            var found = FoundManifest(path: Path.join(folder, name), reason: .tuistManifest)
            found.passedOver = try? xcodeProject(in: folder)
            return found
        }
        return try xcodeProject(in: folder).map { FoundManifest(path: $0, reason: .xcodeProject) }
    }

    /// The one `.xcworkspace` of `folder`, or else its one `.xcodeproj`; several of the kind found
    /// first are an error that lists them.
    private func xcodeProject(in folder: String) throws(InputError) -> String? {
        guard let entries = try? fileSystem.entries(of: folder) else { return nil }
        for suffix in [".xcworkspace", ".xcodeproj"] {
            let found = entries.filter { $0.kind == .directory && $0.name.hasSuffix(suffix) }.map(\.name)
            guard found.count <= 1 else {
                throw InputError([
                    InputProblem(
                        "this folder holds several Xcode \(suffix == ".xcodeproj" ? "projects" : "workspaces") (\(found.prefix(Self.listedSpecs).joined(separator: ", "))); pass the one to lint as PATH",
                        file: folder)
                ])
            }
            if let name = found.first { return Path.join(folder, name) }
        }
        return nil
    }

    /// The regular `*.yml` and `*.yaml` files of `folder`, by name, whose first ``specScanLimit``
    /// bytes have top-level `name` and `targets` keys. Symbolic links are passed over: a name that
    /// points elsewhere is no reason to read what it points to.
    /// The search stops once it has found one more than this many, which the error lists.
    private func specsByKeys(in folder: String) -> [String] {
        guard let entries = try? fileSystem.entries(of: folder) else { return [] }
        var specs: [String] = []
        for entry in entries
        where entry.kind == .file && (entry.name.hasSuffix(".yml") || entry.name.hasSuffix(".yaml")) {
            let path = Path.join(folder, entry.name)
            guard let bytes = try? fileSystem.prefix(of: path, upTo: Self.specScanLimit) else { continue }
            let keys = XcodeGenSpecImporter.topLevelKeys(bytes)
            guard keys.contains("name") && keys.contains("targets") else { continue }
            specs.append(path)
            if specs.count > Self.listedSpecs { break }
        }
        return specs
    }

    /// How many candidate specs the error for several lists by name.
    static let listedSpecs = 10

    /// The current folder and each parent up to the nearest folder holding `.git`, nearest first;
    /// nil when no folder above holds one.
    private func foldersUpToRepositoryRoot() -> [String]? {
        var folders = ["."]
        while fileSystem.kind(of: Path.join(folders[folders.count - 1], ".git")) == nil {
            let parent = Path.join(folders[folders.count - 1], "..")
            guard folders.count < Self.maximumDepth, fileSystem.kind(of: parent) == .directory else { return nil }
            folders.append(parent)
        }
        return folders
    }
}
