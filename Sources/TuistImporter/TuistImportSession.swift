import FileAccess
import ProjectModel

/// One import of a Tuist workspace or project: the manifests read, what they declare, and what
/// was found wrong, turned into one ``ImportResult`` at the end.
struct TuistImportSession {
    let fileSystem: any FileSystem
    let evaluator: (any TuistEvaluator)?
    private(set) var folders: TuistFolders
    private(set) var result = ImportResult()
    /// The projects read, in the order their manifests were listed.
    private var projects: [ReadProject] = []
    /// The folders of the external packages' projects a graph holds.
    private var externalFolders: Set<String> = []

    /// A project as read, before its targets are named and their dependencies resolved.
    struct ReadProject {
        /// Its `Project.swift`.
        var manifest: String
        var dump: TuistProjectDump
        /// The literals of its manifest, to locate what Tuist gave without positions.
        var literals: SwiftLiteralIndex
        /// The project's folder: its manifest's, unless a graph says otherwise.
        var folder: String
        /// Where the manifest makes its project (`Project.app(...)`), where findings about a target
        /// whose name it does not write point; its first line when that cannot be told.
        let madeAt: SourceLocation

        /// A project Tuist or the manifest's own text describes as `dump`, its manifest's `bytes`
        /// indexed for locating; where the project is made is `madeAt`, else what reading the
        /// manifest as written finds (only for that: what it says is Tuist's).
        init(
            manifest: String, bytes: [UInt8], dump: TuistProjectDump, folder: String? = nil,
            madeAt: SourceLocation? = nil
        ) {
            self.manifest = manifest
            self.dump = dump
            literals = SwiftLiteralIndex(bytes, file: manifest)
            self.folder = folder ?? Path.directory(of: manifest)
            self.madeAt =
                madeAt ?? TuistManifestReader.read(bytes, file: manifest).projectLocation
                ?? SourceLocation(file: manifest, line: 1, column: 1)
        }
    }

    init(fileSystem: any FileSystem, evaluator: (any TuistEvaluator)?, folders: TuistFolders) {
        self.fileSystem = fileSystem
        self.evaluator = evaluator
        self.folders = folders
    }

    /// Reads `Workspace.swift` at `path` and every project it lists.
    mutating func loadWorkspace(_ path: String) {
        guard let bytes = read(path) else { return }
        let folder = Path.directory(of: path)
        let literals = SwiftLiteralIndex(bytes, file: path)
        let listed: [(path: TuistPath, location: SourceLocation)]
        if let evaluator {
            let start = SourceLocation(file: path, line: 1, column: 1)
            guard let output = evaluate(.workspace, path: path, bytes: bytes, with: evaluator) else { return }
            var reader = TuistProjectDumpReader(manifest: path)
            let paths = reader.workspaceProjects(output)
            result.problems += reader.problems
            listed = (paths ?? []).map { projectPath in
                let position = literals.position(of: projectPath.path)
                return (projectPath, position.map { SourceLocation(file: path, position: $0) } ?? start)
            }
        } else {
            listed = literals.literals.filter { $0.list == "projects" }.map {
                (TuistPath(base: .manifest, path: $0.text), SourceLocation(file: path, position: $0.position))
            }
            if listed.isEmpty {
                // `projects: Layer.allCases.map { ... }`: a list only running the manifest gives.
                result.problems.append(
                    InputProblem(
                        "Workspace.swift lists its projects with code targetlint does not run, or lists none; pass "
                            + "--evaluate to let Tuist evaluate it, which runs its code",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                return
            }
        }
        var manifests: [String] = []
        for entry in listed {
            let pattern = folders.resolve(entry.path, manifestFolder: folder)
            let found = TuistProjectGlob.manifests(matching: pattern, in: fileSystem)
            if found.isEmpty {
                result.warnings.append(
                    InputWarning(
                        "the workspace lists '\(entry.path.path)', where no Project.swift is; nothing is read from it",
                        at: entry.location))
            }
            for manifest in found where !manifests.contains(manifest) { manifests.append(manifest) }
        }
        if manifests.isEmpty && result.problems.isEmpty {
            result.problems.append(
                InputProblem("the workspace lists no project that holds a Project.swift", file: path))
        }
        loadProjects(manifests)
    }

    /// The most projects one import reads, those its projects depend on included.
    static let maximumProjects = 1_000

    /// Reads the projects whose manifests are `manifests`, and the projects their `.project`
    /// dependencies name, as Tuist loads them, then makes their targets.
    mutating func loadProjects(_ manifests: [String]) {
        var queue = manifests
        var index = 0
        while index < queue.count && index < Self.maximumProjects {
            let manifest = queue[index]
            index += 1
            guard let project = readProject(manifest) else { continue }
            projects.append(project)
            for target in project.dump.targets {
                for case .project(let path) in target.dependencies.map(\.kind) {
                    let named = Path.join(
                        folders.resolve(path, manifestFolder: project.folder), TuistManifestKind.project.fileName)
                    if !queue.contains(named) && fileSystem.kind(of: named) == .file { queue.append(named) }
                }
            }
        }
        if result.project == nil { result.project = projects.first?.dump.name }
        makeTargets()
    }

    /// Reads the graph `tuist graph` wrote at `path`: its projects, each located in its folder's
    /// `Project.swift` under the folder the graph is in, which stands for the one Tuist ran in; a
    /// project without one there is a problem.
    mutating func loadGraph(_ path: String) {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
            result.files.append(path)
        } catch {
            result.problems.append(InputProblem("cannot read it: \(error.reason)", file: path))
            return
        }
        var reader = TuistGraphReader(file: path)
        let graph = reader.read(bytes)
        result.problems += reader.problems
        guard let graph else { return }
        // The graph's folder stands for the one Tuist ran in; the projects may lie beside it
        // (`../Modules`), so paths are mapped from the folder that holds them all.
        var ancestor = graph.path.split(separator: "/")
        for project in graph.projects {
            let parts = project.folder.split(separator: "/")
            var common = 0
            while common < min(ancestor.count, parts.count) && ancestor[common] == parts[common] { common += 1 }
            ancestor = Array(ancestor.prefix(common))
        }
        let levelsUp = graph.path.split(separator: "/").count - ancestor.count
        folders.root = (0..<levelsUp).reduce(Path.directory(of: path)) { folder, _ in Path.join(folder, "..") }
        folders.realRoot = "/" + ancestor.joined(separator: "/")
        for project in graph.projects {
            let folder = folders.local(project.folder)
            if project.isExternal {
                externalFolders.insert(folder)
                continue
            }
            let manifest = Path.join(folder, TuistManifestKind.project.fileName)
            guard let text = try? fileSystem.contents(of: manifest) else {
                // Findings point at the manifests, never into Tuist's JSON.
                result.problems.append(
                    InputProblem(
                        "the graph's project '\(project.dump.name)' has no Project.swift at \(manifest): the graph must lie in the folder 'tuist graph' ran in (its default) inside the project; or lint the manifests themselves",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            result.files.append(manifest)
            result.manifestFiles.append(manifest)
            projects.append(ReadProject(manifest: manifest, bytes: text, dump: project.dump, folder: folder))
        }
        if result.project == nil { result.project = projects.first?.dump.name }
        makeTargets()
    }

    /// Makes the targets of every project read.
    private mutating func makeTargets() {
        var builder = TuistTargetBuilder(
            fileSystem: fileSystem, folders: folders, projects: projects, externalFolders: externalFolders)
        result.targets = builder.targets()
        result.problems += builder.problems
        result.warnings += builder.warnings
        result.notes += builder.notes
        result.files += builder.files
    }

    /// The result, once every project is read.
    func finish() -> ImportResult { result }

    /// Reads one `Project.swift`: through the evaluator when there is one, else as written.
    private mutating func readProject(_ manifest: String) -> ReadProject? {
        guard let bytes = read(manifest) else { return nil }
        if let evaluator {
            guard let output = evaluate(.project, path: manifest, bytes: bytes, with: evaluator) else { return nil }
            var reader = TuistProjectDumpReader(manifest: manifest)
            let dump = reader.project(output)
            result.problems += reader.problems
            return dump.map { ReadProject(manifest: manifest, bytes: bytes, dump: $0) }
        }
        let reading = TuistManifestReader.read(bytes, file: manifest)
        result.problems += reading.problems
        result.notes += reading.notes
        return reading.project.map {
            ReadProject(
                manifest: manifest, bytes: bytes, dump: $0,
                madeAt: reading.projectLocation ?? SourceLocation(file: manifest, line: 1, column: 1))
        }
    }

    /// The bytes of a manifest, recorded as read; nil, with a problem, when it cannot be read.
    private mutating func read(_ path: String) -> [UInt8]? {
        do {
            let bytes = try fileSystem.contents(of: path)
            result.files.append(path)
            result.manifestFiles.append(path)
            return bytes
        } catch {
            result.problems.append(InputProblem("cannot read it: \(error.reason)", file: path))
            return nil
        }
    }

    /// What `tuist dump` prints for the manifest at `path`; nil, with a problem at its first line,
    /// when Tuist could not evaluate it.
    private mutating func evaluate(
        _ kind: TuistManifestKind, path: String, bytes: [UInt8], with evaluator: any TuistEvaluator
    ) -> [UInt8]? {
        do {
            return try evaluator.dump(kind, folder: Path.directory(of: path), manifest: bytes, fileSystem: fileSystem)
        } catch {
            result.problems.append(
                InputProblem(
                    "Tuist could not evaluate \(kind.fileName): \(error.message)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
            return nil
        }
    }
}
