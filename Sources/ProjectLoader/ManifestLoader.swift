import FileAccess
import ManifestImporter
import ProjectModel
import SourceText
import SwiftPackageImporter
import TuistImporter
import XcodeGenImporter
import XcodeProjectImporter
import YAML

/// Reads a manifest and every file it includes into one ``Manifest``.
///
/// Problems are collected across all files and thrown together, each with its location, so one run
/// shows everything there is to fix.
public struct ManifestLoader: Sendable {
    /// Includes nested deeper than this are an error (a cycle is reported as such before).
    public static let maximumIncludeDepth = IncludeWalk.maximumDepth

    /// Where the files are read from.
    public var fileSystem: any FileSystem
    /// How YAML is parsed.
    public var parser: YAMLParser
    /// The environment variables that `${NAME}` in XcodeGen specs expands to.
    public var environment: [String: String]
    /// The folder no file may be read outside of; nil for the manifest's project root (see
    /// ``ProjectRoot/enclosing(manifest:in:)``).
    public var root: ProjectRoot?
    /// How far an XcodeGen spec may grow through aliases, `${NAME}` and templates, all counted
    /// together; targetlint manifests have only aliases, which ``parser`` limits.
    public var expansionLimit: ExpansionLimit
    /// Evaluates the `Package.swift` files of local packages that go beyond the declarative form
    /// targetlint reads itself; nil (the default) never runs `swift`, since evaluating a manifest
    /// runs the code of the branch being linted.
    public var packageEvaluator: (any PackageEvaluator)?
    /// The bytes of memory reading an Xcode import's local packages may take: what the process may
    /// have, less what the rest of the run needs; nil for no limit. A package manifest past it is
    /// not read: its problem says so, marked ``InputProblem/exceedsMemoryLimit``.
    public var packageMemory: Int?
    /// Evaluates Tuist manifests (`tuist dump`); nil (the default) never runs Tuist, since
    /// evaluating a manifest runs the code of the branch being linted.
    public var tuistEvaluator: (any TuistEvaluator)?
    /// Whether ``load(path:)`` reads the manifest's closure snapshot (see
    /// ``ManifestLoader/snapshotPath(of:)``); false for `targetlint snapshot`, which replaces it.
    public var readsSnapshot = true

    /// Creates a loader.
    public init(
        fileSystem: any FileSystem = LocalFileSystem(), parser: YAMLParser = YAMLParser(),
        environment: [String: String] = [:], root: ProjectRoot? = nil,
        expansionLimit: ExpansionLimit = ExpansionLimit()
    ) {
        self.fileSystem = fileSystem
        self.parser = parser
        self.environment = environment
        self.root = root
        self.expansionLimit = expansionLimit
    }

    /// The importer for XcodeGen specs, with this loader's files, variables and limit.
    var importer: XcodeGenSpecImporter {
        XcodeGenSpecImporter(fileSystem: fileSystem, variables: environment, expansionLimit: expansionLimit)
    }

    /// Reads the manifest at `path` (a file) and its includes. A file that is an XcodeGen spec (its top
    /// level has `name:`, or it is not called `targetlint.yml` and has none of targetlint's top-level
    /// keys) is imported as XcodeGen resolves it, with the default layers and rules.
    ///
    /// Every file is read inside the project root ( ``root``, or the manifest's): a path that leads
    /// outside it, symbolic links followed, is an error at the entry that names it, and nothing of
    /// that file is read.
    ///
    /// Values that `${NAME}` put in are shown as written in every problem, and the manifest's
    /// ``Manifest/redaction`` does the same for what is made of it, its warnings included.
    /// - Throws: ``InputError`` with every problem found.
    public func load(path: String) throws(InputError) -> Manifest {
        var confined = self
        let root = root ?? ProjectRoot.enclosing(manifest: path, in: fileSystem)
        if let root { confined.fileSystem = ConfinedFileSystem(fileSystem, root: root) }
        var manifest = try confined.loadConfined(path: path)
        manifest.root = root
        if readsSnapshot { try confined.readSnapshot(into: &manifest) }
        return manifest
    }

    private func loadConfined(path: String) throws(InputError) -> Manifest {
        if let container = XcodeImporter.container(named: path, in: fileSystem) {
            return try manifest(from: xcodeImporter.load(path: container), manifestPath: path)
        }
        if TuistImporter.isManifest(path) {
            return try manifest(from: tuistImporter.load(path: path), manifestPath: path)
        }
        if XcodeImporter.isPackageManifest(path) {
            return try manifest(from: xcodeImporter.load(path: path), manifestPath: path)
        }
        // The root file is read once: what tells a spec from a manifest is handed to the session.
        let bytes = try? fileSystem.contents(of: path)
        if let bytes, TuistImporter.isGraph(path: path, bytes: bytes) {
            return try manifest(from: tuistImporter.load(path: path), manifestPath: path)
        }
        if let bytes, XcodeGenSpecImporter.mayBeSpec(bytes, path: path),
            let document = try? YAMLParser(options: XcodeGenSpecImporter.parserOptions).parse(bytes),
            XcodeGenSpecImporter.isSpec(document.root, path: path)
        {
            return try manifest(from: importer.load(path: path, document: (document, bytes.count)), manifestPath: path)
        }
        var session = LoadSession(loader: self)
        let manifest = session.load(root: path, bytes: consume bytes)
        if !session.problems.isEmpty {
            throw InputError(
                session.problems.map(manifest.redaction.redact).sorted(), manifestFiles: session.manifestFiles)
        }
        return manifest
    }
}

extension ManifestLoader {
    /// The importer for Tuist projects and workspaces, with this loader's files and evaluator.
    var tuistImporter: TuistImporter {
        TuistImporter(fileSystem: fileSystem, evaluator: tuistEvaluator)
    }

    /// The importer for Xcode projects and workspaces, with this loader's files.
    var xcodeImporter: XcodeImporter {
        XcodeImporter(fileSystem: fileSystem, evaluator: packageEvaluator, packageMemory: packageMemory)
    }

    /// The manifest an importer's `result` makes, with the default layers and rules, its names
    /// checked; what `${NAME}` put in is shown as written in every problem.
    fileprivate func manifest(from result: ImportResult, manifestPath: String) throws(InputError) -> Manifest {
        let redaction = result.redaction
        if !result.problems.isEmpty {
            throw InputError(result.problems.map(redaction.redact).sorted(), manifestFiles: result.manifestFiles)
        }
        var manifest = Manifest(
            path: manifestPath, project: result.project, targets: result.targets,
            layers: .standard(file: manifestPath), files: result.files)
        manifest.manifestFiles = result.manifestFiles
        manifest.warnings = result.warnings.sorted()
        manifest.notes = result.notes.sorted()
        manifest.redaction = redaction
        var session = LoadSession(loader: self)
        manifest.targetIndex.ids = session.checkNames(manifest)
        if !session.problems.isEmpty {
            throw InputError(session.problems.map(redaction.redact).sorted(), manifestFiles: result.manifestFiles)
        }
        return manifest
    }
}

/// The state of one load: files read so far and problems found.
struct LoadSession {
    let loader: ManifestLoader
    var problems: [InputProblem] = []
    var files: [String] = []
    /// The files of ``files`` read as manifests.
    var manifestFiles: [String] = []

    init(loader: ManifestLoader) {
        self.loader = loader
    }

    /// Loads the root manifest at `path` and what it includes or names; `bytes` are its contents
    /// when they were read already.
    mutating func load(root path: String, bytes: consuming [UInt8]? = nil) -> Manifest {
        var manifest = Manifest(path: path, layers: .standard(file: path))
        guard let root = read(path, includedAt: nil, bytes: consume bytes) else { return manifest }
        manifest.project = root.project
        manifest.rules = root.rules
        manifest.customRules = root.customRules
        manifest.snapshotSetting = root.snapshot
        manifest.baselineSetting = root.baseline
        if let layers = root.layers { manifest.layers = layers }
        manifest.targets = root.targets
        var declaresTargets = root.declaresTargets
        if let source = root.source {
            importSource(source, into: &manifest, alongside: root)
            declaresTargets = true
        }
        var walkProblems: [InputProblem] = []
        // Beside `source:`, an include is an error (see `importSource`) and is not read.
        IncludeWalk.walk(
            root: (path, 0), includes: root.source == nil ? root.includes : [], problems: &walkProblems,
            resolve: { include, _ in include.value },
            location: \.location
        ) { target, include, _ -> (id: Int, includes: [Located<String>])? in
            guard let file = read(target, includedAt: include.location) else { return nil }
            for key in file.rootOnlyKeys {
                problems.append(
                    InputProblem(
                        "'\(key.value)' can only be set in the root manifest \(path), not in an included file",
                        at: key.location))
            }
            declaresTargets = declaresTargets || file.declaresTargets
            manifest.targets += file.targets
            return (0, file.includes)
        }
        problems += walkProblems
        if !declaresTargets && problems.isEmpty {
            problems.append(InputProblem("the manifest declares no targets; add a 'targets:' map", file: path))
        }
        let ids = checkNames(manifest)
        // A spec read through `source:` checks its own paths, as it does when linted directly.
        if root.source == nil { checkPaths(&manifest) }
        manifest.files = files
        manifest.manifestFiles = manifestFiles
        // After the last change to the targets, which would drop it.
        manifest.targetIndex.ids = ids
        return manifest
    }

    /// Reads and decodes one file, unless its `bytes` were read already; nil when it cannot be read
    /// or parsed.
    private mutating func read(
        _ path: String, includedAt: SourceLocation?, bytes given: consuming [UInt8]? = nil
    ) -> ManifestFile? {
        let wasGiven = given != nil
        var bytes = (consume given) ?? []
        do {
            if !wasGiven { bytes = try loader.fileSystem.contents(of: path) }
        } catch {
            if let includedAt, error.leavesProject {
                problems.append(.leavesProject("include", path, at: includedAt))
            } else if let includedAt {
                problems.append(InputProblem("cannot read included file \(path): \(error.reason)", at: includedAt))
            } else {
                problems.append(InputProblem("cannot read the manifest: \(error.reason)", file: path))
            }
            return nil
        }
        files.append(path)
        manifestFiles.append(path)
        let document: YAMLDocument
        do {
            document = try loader.parser.parse(bytes)
        } catch {
            problems.append(InputProblem(error.message, at: SourceLocation(file: path, position: error.position)))
            return nil
        }
        // The document holds what it needs: the file's bytes go before it is decoded.
        bytes = []
        var decoder = ManifestDecoder(file: path)
        let file = decoder.decode(document.root)
        problems += decoder.reader.problems
        return file
    }

    /// Reads the targets of the XcodeGen spec that `source:` names, refined by the root file's
    /// `targets:` entries.
    private mutating func importSource(
        _ source: Located<String>, into manifest: inout Manifest, alongside root: ManifestFile
    ) {
        if let include = root.includes.first {
            problems.append(
                InputProblem(
                    "'include' cannot stand beside 'source', which reads the targets from \(source.value); refine them under 'targets:' in this file",
                    at: include.location))
            return
        }
        if loader.fileSystem.refuses(source.value) {
            problems.append(.leavesProject("source", source.value, at: source.location))
            return
        }
        let result: ImportResult
        if let container = XcodeImporter.container(named: source.value, in: loader.fileSystem) {
            result = loader.xcodeImporter.load(path: container)
        } else if TuistImporter.isManifest(source.value), loader.fileSystem.kind(of: source.value) == .file {
            result = loader.tuistImporter.load(path: source.value)
        } else if XcodeImporter.isPackageManifest(source.value), loader.fileSystem.kind(of: source.value) == .file {
            result = loader.xcodeImporter.load(path: source.value)
        } else {
            guard loader.fileSystem.kind(of: source.value) == .file else {
                let reason =
                    loader.fileSystem.kind(of: source.value) == .directory
                    ? "is a folder; name the XcodeGen spec in it, such as project.yml, its Project.swift or Workspace.swift, or an .xcodeproj or .xcworkspace"
                    : "does not exist"
                problems.append(InputProblem("source \(source.value) \(reason)", at: source.location))
                return
            }
            result = loader.importer.load(path: source.value)
        }
        problems += result.problems
        files += result.files
        manifestFiles += result.manifestFiles
        manifest.project = manifest.project ?? result.project
        manifest.targets += result.targets
        // A source with problems may lack targets the refinements name; its own problems come first.
        if result.problems.isEmpty {
            refine(&manifest.targets, with: root.refinements, splits: result.platformSplits, spec: source.value)
        }
        manifest.warnings += result.warnings.sorted()
        manifest.notes += result.notes.sorted()
        manifest.redaction = result.redaction
    }

    /// Target names declared twice, and `layer:` values (of targets and custom rule selectors) that
    /// name no layer; returns the targets' ids by name, the first target of each name.
    mutating func checkNames(_ manifest: Manifest) -> NameTable {
        var seen = NameTable(capacity: manifest.targets.count)
        var layers = LayerNames(manifest.layers.order.map(\.value))
        // Indexed: binding each target would copy all its fields.
        for index in manifest.targets.indices {
            let name = manifest.targets[index].name
            if !seen.insertIfAbsent(name, id: index), let first = seen[name] {
                problems.append(
                    InputProblem(
                        "target '\(name)' is declared twice; first at \(manifest.targets[first].location)",
                        at: manifest.targets[index].location))
            }
            if let layer = manifest.targets[index].layer { checkLayer(layer, in: &layers) }
        }
        for rule in manifest.customRules {
            for layer in rule.selector.layers { checkLayer(layer, in: &layers) }
        }
        return seen
    }

    /// The layers of `layers.order`, for the checks of names that should be one of them.
    struct LayerNames {
        /// How many layers a message lists before it says how many more there are.
        static let listed = 10
        let order: [String]
        /// The names to look a layer up in, past a handful of them.
        private let names: Set<String>
        var suggestions = SuggestionCache()

        init(_ order: [String]) {
            self.order = order
            names = order.count > 8 ? Set(order) : []
        }

        /// Whether `layer` is one of the layers. A few are compared in turn: hashing each target's
        /// layer for the set cost more than comparing it with the three or four a project has.
        func contains(_ layer: String) -> Bool {
            names.isEmpty ? order.contains(layer) : names.contains(layer)
        }

        /// The message's list: every layer, or the first ``listed`` and a count of the rest.
        var list: String {
            let shown = order.prefix(Self.listed).joined(separator: ", ")
            return order.count > Self.listed ? "\(shown) and \(order.count - Self.listed) more" : shown
        }
    }

    private mutating func checkLayer(_ layer: Located<String>, in layers: inout LayerNames) {
        guard !layers.contains(layer.value) else { return }
        let order = layers.order
        let suggestion = layers.suggestions.didYouMean(layer.value, among: order)
        problems.append(
            InputProblem(
                "unknown layer '\(layer.value)'; 'layers.order' has \(layers.list)\(suggestion)", at: layer.location))
    }

    /// Source paths that lead outside the project (an error), exist only in another letter case
    /// (taken as the real path, as macOS finds them), or do not exist (a warning about the target).
    private mutating func checkPaths(_ manifest: inout Manifest) {
        var resolver = SourcePathResolver(fileSystem: loader.fileSystem)
        // Changed apart from the manifest: a change to an element of `manifest.targets` in place
        // copied the whole array each time, through the property's observer.
        var targets = manifest.targets
        manifest.targets = []
        defer { manifest.targets = targets }
        for index in targets.indices {
            let name = targets[index].name
            // Assigned once: each change to a target's sources replaces its shared details.
            var sources = targets[index].sources
            guard !sources.isEmpty else { continue }
            for (number, source) in sources.enumerated() {
                switch resolver.resolve(source.value) {
                case .found(let path):
                    sources[number].value = path
                case .leavesProject:
                    problems.append(.leavesProject("source path", source.value, at: source.location))
                case .missing:
                    manifest.warnings.append(
                        InputWarning(
                            "source path \(source.value) of target '\(name)' does not exist, so app-group-constant cannot scan it",
                            at: source.location, target: name))
                }
            }
            targets[index].sources = sources
        }
    }
}
