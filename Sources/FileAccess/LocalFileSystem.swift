#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk, read with POSIX calls so that the tool starts without loading Foundation.
public struct LocalFileSystem: FileSystem {
    /// The folder relative paths are resolved against; nil for the process's current folder.
    public var workingDirectory: String?
    /// The largest file read, in bytes: 256 MiB, the most the YAML parser accepts. A larger file is
    /// an error before it is read into memory.
    public var maximumFileSize = 256 << 20

    /// Creates the file system.
    /// - Parameter workingDirectory: the folder relative paths are resolved against; by default the
    ///   process's current folder. Paths in messages stay as given.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    private func resolve(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/") else { return path }
        return workingDirectory + "/" + path
    }

    /// The bytes of a regular file. Folders, pipes, sockets and devices are errors, so that a path
    /// such as a FIFO or `/dev/zero` cannot block or fill memory, and so is a file over
    /// ``maximumFileSize``.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(path, keeping: nil)
    }

    /// The first `limit` bytes of a regular file, read without reading the rest, whatever its size;
    /// what is not a regular file is an error, as for ``contents(of:)``.
    public func prefix(of path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8] {
        try readFile(path, keeping: max(0, limit))
    }

    /// The whole file (nil `limit`: over ``maximumFileSize`` is an error), or its first `limit` bytes.
    private func readFile(_ path: String, keeping limit: Int?) throws(FileSystemError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO with no writer returns at once; regular files ignore it.
        let descriptor = open(resolve(path), O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: Self.lastError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileSystemError(path: path, reason: Self.lastError()) }
        if let reason = FileSystemError.notAFileReason(mode: status.st_mode) {
            throw FileSystemError(path: path, reason: reason)
        }
        let tooLarge = FileSystemError(
            path: path, reason: "it is larger than \(maximumFileSize >> 20) MiB, the most targetlint reads")
        guard limit != nil || status.st_size <= maximumFileSize else { throw tooLarge }
        var bytes: [UInt8] = []
        // The file's size and one byte more, so that the first read normally meets the end; then
        // twice what was read, for a file that grows while it is read.
        var chunkSize = min(max(Int(status.st_size), 0), limit ?? Int.max - 1) + 1
        while true {
            if let limit, bytes.count >= limit { break }
            // A file that grows while it is read is held to the same limit.
            guard limit != nil || bytes.count <= maximumFileSize else { throw tooLarge }
            let wanted = min(chunkSize, (limit ?? Int.max) - bytes.count)
            var failure: String?
            // Read into memory not yet written, rather than into an array first filled with zeros:
            // one pass over the file instead of two.
            let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                initialized = 0
                guard let base = buffer.baseAddress else { return }
                let result = Self.readFully(descriptor, into: base, count: buffer.count, fileOffset: bytes.count)
                if let error = result.failure {
                    failure = error
                    return
                }
                initialized = result.count
            }
            if let failure { throw FileSystemError(path: path, reason: failure) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            // Short of what was asked: the end of the file.
            if chunk.count < wanted { break }
            chunkSize = bytes.count
        }
        return bytes
    }

    public func size(of path: String) -> Int? {
        var status = stat()
        guard stat(resolve(path), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    public func kind(of path: String) -> FileKind? {
        var status = stat()
        guard stat(resolve(path), &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    public func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(resolve(path)) else {
            throw FileSystemError(path: path, reason: Self.lastError())
        }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            let kind: DirectoryEntry.Kind =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_UNKNOWN): Self.entryKind(resolve(Path.join(path, name)))
                default: .other
                }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    public func realPath(of path: String) -> String? {
        guard let resolved = realpath(resolve(path), nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What `lstat` says a path is, for file systems whose listings do not tell.
    private static func entryKind(_ path: String) -> DirectoryEntry.Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Reads up to `wanted` bytes of a regular file, from `fileOffset`, into `buffer`, stopping at
    /// the first short read, which for a regular file is its end (a file read to its size and one
    /// byte more takes one read, not two): how many it read, and the error that stopped it, if one did.
    private static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count wanted: Int, fileOffset: Int
    ) -> (count: Int, failure: String?) {
        var count = 0
        while count < wanted {
            let asked = wanted - count
            let read = pread(descriptor, buffer + count, asked, off_t(fileOffset + count))
            if read < 0 {
                if errno == EINTR { continue }
                return (count, lastError())
            }
            count += read
            // Short of what was asked: a regular file's end, whatever a second read would say.
            if read < asked { break }
        }
        return (count, nil)
    }

    private static func lastError() -> String {
        FileSystemError.reason(errno: errno)
    }
}

extension FileSystemError {
    /// The words targetlint uses for a system error number, such as "permission denied": lowercase,
    /// as every message is, and the same whether a file is read or written.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder, not a file"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        case EFBIG: return "the file is larger than the system allows"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
