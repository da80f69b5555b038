/// Files held in memory, for tests and for tools that lint generated manifests without writing them.
///
/// Relative paths are taken from the folder ``workingDirectory``; there are no symbolic links.
public struct InMemoryFileSystem: FileSystem {
    /// The absolute folder that relative paths start from, as ``realPath(of:)`` reports them.
    public static let workingDirectory = "/project"

    /// File contents by normalized path; folders are implied by the paths.
    public var files: [String: [UInt8]]

    /// Creates a file system holding `files` (path to UTF-8 text).
    public init(_ files: [String: String] = [:]) {
        self.files = files.reduce(into: [:]) { $0[Self.key($1.key)] = Array($1.value.utf8) }
    }

    /// The key of a path: normalized, and relative when it lies in ``workingDirectory``.
    private static func key(_ path: String) -> String {
        let path = Path.normalize(path)
        if path == workingDirectory { return "." }
        if path.hasPrefix(workingDirectory + "/") { return String(path.dropFirst(workingDirectory.count + 1)) }
        return path
    }

    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let path = Self.key(path)
        if let bytes = files[path] { return bytes }
        throw FileSystemError(
            path: path, reason: kind(of: path) == .directory ? "it is a folder, not a file" : "no such file or folder")
    }

    public func size(of path: String) -> Int? {
        files[Self.key(path)]?.count
    }

    public func kind(of path: String) -> FileKind? {
        let path = Self.key(path)
        if files[path] != nil { return .file }
        if path == "." { return .directory }
        return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
    }

    public func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry] {
        let path = Self.key(path)
        let prefix = path == "." ? "" : path + "/"
        guard kind(of: path) == .directory else { throw FileSystemError(path: path, reason: "no such folder") }
        var kinds: [String: DirectoryEntry.Kind] = [:]
        for key in files.keys where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            guard let name = rest.split(separator: "/").first else { continue }
            kinds[String(name)] = name.count == rest.count ? .file : .directory
        }
        return kinds.map { DirectoryEntry(name: $0.key, kind: $0.value) }.sorted { $0.name < $1.name }
    }

    public func realPath(of path: String) -> String? {
        guard kind(of: path) != nil else { return nil }
        let key = Self.key(path)
        if key.hasPrefix("/") { return key }
        return Path.normalize(Self.workingDirectory + "/" + key)
    }
}
