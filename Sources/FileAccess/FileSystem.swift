/// The file access that reading a manifest needs: whole files, what a path is, folder listings and
/// real paths.
///
/// ``LocalFileSystem`` reads the disk; ``InMemoryFileSystem`` holds files for tests;
/// ``ConfinedFileSystem`` keeps either inside a project root.
public protocol FileSystem: Sendable {
    /// The bytes of the file at `path`.
    func contents(of path: String) throws(FileSystemError) -> [UInt8]
    /// The first `limit` bytes of the file at `path` (all of it when it is shorter), to look at the
    /// start of a file that may be large; by default the whole file's first bytes.
    func prefix(of path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8]
    /// What is at `path`, or nil when nothing is.
    func kind(of path: String) -> FileKind?
    /// The entries of the folder at `path`, sorted by name, without `.` and `..`.
    func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// The absolute path of what `path` names, with `.`, `..` and every symbolic link resolved; nil
    /// when nothing is there (or a link loops).
    func realPath(of path: String) -> String?
    /// The size in bytes of the regular file at `path`, told without reading it; nil when nothing
    /// readable is there, or the file system cannot tell.
    func size(of path: String) -> Int?
}

extension FileSystem {
    /// Nil: this file system cannot tell a file's size without reading it.
    public func size(of path: String) -> Int? { nil }

    /// The first `limit` bytes of ``contents(of:)``.
    public func prefix(of path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8] {
        Array(try contents(of: path).prefix(max(0, limit)))
    }
}

/// What a path names.
public enum FileKind: Sendable, Hashable {
    /// A regular file (or a link to one).
    case file
    /// A folder (or a link to one).
    case directory
}

/// One name in a folder, and what it is without following a symbolic link.
public struct DirectoryEntry: Sendable, Hashable {
    /// What an entry is, as the folder listing tells it.
    public enum Kind: Sendable, Hashable {
        /// A regular file.
        case file
        /// A folder.
        case directory
        /// A symbolic link, to be resolved before it is trusted.
        case symbolicLink
        /// A pipe, socket, device, or a kind the listing does not tell.
        case other
    }

    /// The entry's name within its folder.
    public var name: String
    /// What it is.
    public var kind: Kind

    /// Creates an entry.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A file that could not be read, with the reason in words.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path that could not be read.
    public var path: String
    /// Why, e.g. "no such file" or "it is a folder".
    public var reason: String
    /// Whether the path was refused because it leads outside the project root (nothing of it was read).
    public var leavesProject: Bool

    /// Creates an error.
    public init(path: String, reason: String, leavesProject: Bool = false) {
        self.path = path
        self.reason = reason
        self.leavesProject = leavesProject
    }

    /// `path: cannot read it: reason`.
    public var description: String { "\(path): cannot read it: \(reason)" }
}
