/// Files held in memory, for tests and for tools that lint generated manifests without writing them.
public struct InMemoryFileSystem: FileSystem {
    /// File contents by normalized path; folders are implied by the paths.
    public var files: [String: [UInt8]]

    /// Creates a file system holding `files` (path to UTF-8 text).
    public init(_ files: [String: String] = [:]) {
        self.files = files.reduce(into: [:]) { $0[Path.normalize($1.key)] = Array($1.value.utf8) }
    }

    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let path = Path.normalize(path)
        if let bytes = files[path] { return bytes }
        throw FileSystemError(
            path: path, reason: kind(of: path) == .directory ? "it is a folder, not a file" : "no such file or folder")
    }

    public func kind(of path: String) -> FileKind? {
        let path = Path.normalize(path)
        if files[path] != nil { return .file }
        if path == "." { return .directory }
        return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
    }

    public func entries(of path: String) throws(FileSystemError) -> [String] {
        let path = Path.normalize(path)
        let prefix = path == "." ? "" : path + "/"
        guard kind(of: path) == .directory else { throw FileSystemError(path: path, reason: "no such folder") }
        let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
            $0.dropFirst(prefix.count).split(separator: "/").first
        }
        return Set(names.map(String.init)).sorted()
    }
}
