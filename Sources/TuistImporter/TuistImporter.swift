import FileAccess
import ProjectModel

/// Reads a Tuist project, a `Project.swift` or a `Workspace.swift` and the projects it lists, or the
/// graph `tuist graph` writes, as a ``ProjectImporter``.
///
/// With an evaluator (`--evaluate`), Tuist itself evaluates each manifest (`tuist dump`), which is
/// how the targets most Tuist projects make through helper functions are read; names are located
/// where the manifest, else a helper, writes them. Without one, targetlint reads what a manifest
/// writes out literally and says where it cannot follow.
public struct TuistImporter: ProjectImporter {
    /// The file names of Tuist's manifests, workspace first.
    public static let manifestNames = [TuistManifestKind.workspace.fileName, TuistManifestKind.project.fileName]

    /// Where the files are read from.
    public var fileSystem: any FileSystem
    /// Evaluates manifests; nil never runs Tuist.
    public var evaluator: (any TuistEvaluator)?

    /// Creates an importer.
    public init(fileSystem: any FileSystem, evaluator: (any TuistEvaluator)? = nil) {
        self.fileSystem = fileSystem
        self.evaluator = evaluator
    }

    /// Whether `path` names a Tuist manifest by its file name.
    public static func isManifest(_ path: String) -> Bool {
        manifestNames.contains(Path.lastComponent(of: path))
    }

    /// Whether `bytes`, a `.json` file's first bytes, look like what `tuist graph --format json`
    /// or `legacyJSON` writes: an object whose keys include `projects` and `path`.
    public static func isGraph(path: String, bytes: [UInt8]) -> Bool {
        guard path.hasSuffix(".json"), bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "{") else { return false }
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        return text.contains("\"projects\"") && text.contains("\"path\"")
    }

    /// Imports the workspace or project whose manifest is at `path`.
    public func load(path: String) -> ImportResult {
        var session = TuistImportSession(
            fileSystem: fileSystem, evaluator: evaluator, folders: TuistFolders(manifest: path, fileSystem: fileSystem))
        if Path.lastComponent(of: path) == TuistManifestKind.workspace.fileName {
            session.loadWorkspace(path)
        } else if path.hasSuffix(".json") {
            session.loadGraph(path)
        } else {
            session.loadProjects([path])
        }
        return session.finish()
    }
}
