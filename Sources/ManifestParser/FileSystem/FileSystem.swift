/// The file access that reading a manifest needs: whole files, what a path is, and folder listings.
///
/// ``LocalFileSystem`` reads the disk; tests may supply their own.
public protocol FileSystem: Sendable {
    /// The bytes of the file at `path`.
    func contents(of path: String) throws(FileSystemError) -> [UInt8]
    /// What is at `path`, or nil when nothing is.
    func kind(of path: String) -> FileKind?
    /// The names in the folder at `path`, sorted.
    func entries(of path: String) throws(FileSystemError) -> [String]
}

/// What a path names.
public enum FileKind: Sendable, Hashable {
    /// A regular file (or a link to one).
    case file
    /// A folder (or a link to one).
    case directory
}

/// A file that could not be read, with the reason in words.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path that could not be read.
    public var path: String
    /// Why, e.g. "no such file" or "it is a folder".
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: cannot read it: reason`.
    public var description: String { "\(path): cannot read it: \(reason)" }
}
