import FileAccess

/// Where the files of a Tuist project are: the root Tuist resolves `//` paths against, the helpers
/// every manifest may call, and the paths Tuist prints turned back into paths under the project
/// root as targetlint names them.
public struct TuistFolders: Sendable {
    /// The folder holding `Tuist/` (or `Tuist.swift`): the manifest's folder or the nearest above it
    /// inside the project root; the manifest's folder when there is none.
    var root: String
    /// The root's real path, to turn the absolute paths Tuist prints back into ``root``-based ones;
    /// for a graph file, the folder Tuist recorded, wherever it was.
    var realRoot: String?
    /// The Swift files of `Tuist/ProjectDescriptionHelpers`, by path, in name order.
    let helpers: [String]

    /// The files Tuist compiles with every manifest, by path: Tuist's configuration
    /// (`Tuist.swift`, `Tuist/Config.swift`) where it exists, the helpers, and the helpers of the
    /// local plugins the configuration names (`.local(path: "Plugins/Templates")`).
    public var inputs: [String] {
        configuration + helpers + pluginHelpers
    }
    /// Tuist's configuration files that exist.
    private let configuration: [String]
    /// The Swift files of the local plugins' `ProjectDescriptionHelpers`.
    private var pluginHelpers: [String] = []

    /// The most helper files read, and the deepest folder of them looked into.
    static let maximumHelpers = 1_000
    static let maximumHelperDepth = 8

    /// The folders of the manifest at `manifest`.
    public init(manifest: String, fileSystem: any FileSystem) {
        let start = Path.directory(of: manifest)
        var folder = start
        var found: String?
        for _ in 0..<64 {
            if fileSystem.kind(of: Path.join(folder, "Tuist")) == .directory
                || fileSystem.kind(of: Path.join(folder, "Tuist.swift")) == .file
            {
                found = folder
                break
            }
            let parent = Path.join(folder, "..")
            // Up to the project root only: the confined file system says nothing is above it.
            guard fileSystem.kind(of: parent) == .directory, !fileSystem.refuses(parent), parent != folder else {
                break
            }
            folder = parent
        }
        let root = found ?? start
        self.root = root
        realRoot = fileSystem.realPath(of: root)
        helpers = Self.swiftFiles(below: Path.join(root, "Tuist/ProjectDescriptionHelpers"), in: fileSystem)
        configuration = ["Tuist.swift", "Tuist/Config.swift"].map { Path.join(root, $0) }.filter {
            fileSystem.kind(of: $0) == .file
        }
        for file in configuration {
            guard let bytes = try? fileSystem.contents(of: file) else { continue }
            for literal in SwiftLiteralIndex(bytes, file: file).literals where literal.call == "local" {
                let plugin = literal.text.hasPrefix("//") ? String(literal.text.dropFirst(2)) : literal.text
                for folder in Set([Path.join(root, plugin), Path.join(Path.directory(of: file), plugin)]).sorted() {
                    pluginHelpers += Self.swiftFiles(
                        below: Path.join(folder, "ProjectDescriptionHelpers"), in: fileSystem)
                }
            }
        }
    }

    /// The Swift files below `folder`, breadth first, each folder's in name order.
    private static func swiftFiles(below folder: String, in fileSystem: any FileSystem) -> [String] {
        var files: [String] = []
        var queue: [(path: String, depth: Int)] = [(folder, 0)]
        var index = 0
        while index < queue.count && files.count < maximumHelpers {
            let (path, depth) = queue[index]
            index += 1
            guard let entries = try? fileSystem.entries(of: path) else { continue }
            for entry in entries {
                if entry.kind == .file && entry.name.hasSuffix(".swift") {
                    files.append(Path.join(path, entry.name))
                } else if entry.kind == .directory && depth < maximumHelperDepth && !entry.name.hasPrefix(".") {
                    queue.append((Path.join(path, entry.name), depth + 1))
                }
            }
        }
        return Array(files.prefix(maximumHelpers))
    }

    /// `path` as a path targetlint reads: relative to the manifest's folder `manifestFolder`, to the
    /// root, to the Swift file that wrote it, or absolute (made relative to the root when it lies
    /// under it).
    func resolve(_ path: TuistPath, manifestFolder: String) -> String {
        switch path.base {
        case .manifest: return Path.join(manifestFolder, path.path)
        case .root: return Path.join(root, path.path)
        case .file(let caller): return Path.join(Path.directory(of: local(caller)), path.path)
        case .absolute: return local(path.path)
        }
    }

    /// An absolute path Tuist printed, relative to the root when it lies under the root's real path;
    /// as it is otherwise (the confined file system refuses it).
    func local(_ absolute: String) -> String {
        guard absolute.hasPrefix("/"), let realRoot else { return absolute }
        if absolute == realRoot { return root }
        let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        guard absolute.hasPrefix(prefix) else { return absolute }
        return Path.join(root, String(absolute.dropFirst(prefix.count)))
    }

    /// The folder a pattern starts from: its components before the first with a wildcard
    /// (`Widget/Sources` of `Widget/Sources/**/*.swift`); empty when the first has one.
    static func start(of pattern: String) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).prefix {
            !$0.contains("*") && !$0.contains("?") && !$0.contains("{")
        }.joined(separator: "/")
    }
}
