/// A file system that refuses every path leading outside a project root, symbolic links followed,
/// before anything of it is read: manifests from untrusted branches cannot make targetlint read
/// (and then quote) `/proc/self/environ`, `~/.netrc` or `../../etc/shadow`.
public struct ConfinedFileSystem: FileSystem {
    /// The file system paths are read from once they pass.
    public let base: any FileSystem
    /// The folder paths must stay in.
    public let root: ProjectRoot

    /// Confines `base` to `root`.
    public init(_ base: any FileSystem, root: ProjectRoot) {
        // Confining twice would only check twice.
        self.base = (base as? ConfinedFileSystem)?.base ?? base
        self.root = root
    }

    /// The words every refusal uses, so that a message can say it as it is.
    public static let leavesProjectReason =
        "it leaves the project; targetlint reads only files inside the project root (widen it with --root)"

    private func refusal(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: Self.leavesProjectReason, leavesProject: true)
    }

    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        guard !root.excludes(path, in: base) else { throw refusal(path) }
        return try base.contents(of: path)
    }

    public func prefix(of path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8] {
        guard !root.excludes(path, in: base) else { throw refusal(path) }
        return try base.prefix(of: path, upTo: limit)
    }

    /// The size of the file at `path`; nil for a path outside the root, as if nothing were there.
    public func size(of path: String) -> Int? {
        guard !root.excludes(path, in: base) else { return nil }
        return base.size(of: path)
    }

    /// What is at `path`; nil for a path outside the root, as if nothing were there.
    public func kind(of path: String) -> FileKind? {
        guard !root.excludes(path, in: base) else { return nil }
        return base.kind(of: path)
    }

    public func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard !root.excludes(path, in: base) else { throw refusal(path) }
        return try base.entries(of: path)
    }

    public func realPath(of path: String) -> String? {
        base.realPath(of: path)
    }

    /// Whether `path` leads outside the root.
    public func leavesProject(_ path: String) -> Bool {
        root.excludes(path, in: base)
    }
}

extension FileSystem {
    /// Whether this file system refuses `path` because it leads outside the project root; always
    /// false for a file system that is not confined.
    public func refuses(_ path: String) -> Bool {
        (self as? ConfinedFileSystem)?.leavesProject(path) ?? false
    }
}
