import FileAccess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file as a whole. The text goes to a new file in the same folder (a unique
/// `.targetlint-*.tmp`, created exclusively), is flushed to disk, and the new file is renamed over
/// the path. So a reader, a killed process or a full disk sees the old file or the new one, never a
/// part of either; two writers at once leave one's text whole; and a symbolic link at the path is
/// replaced by the file, never written through to what it points at.
///
/// A regular file at the path keeps its permissions: the new file gets the old one's mode, so a
/// baseline made readable to the group only stays so.
///
/// Only regular files are replaced: a folder, pipe or device at the path (or a link to one, such as
/// `/dev/stdout`) is an error. A process killed before the rename may leave its
/// `.targetlint-*.tmp` behind; the file at the path is untouched.
struct AtomicFileWriter: Sendable {
    /// Why a file could not be written, in words such as "permission denied".
    struct Failure: Error, Sendable, Hashable {
        /// What went wrong.
        var reason: String
    }

    /// The permissions of a new file, before the process's umask takes its share; a file that
    /// replaces a regular file gets that file's permissions instead.
    var mode: mode_t = 0o644

    /// Replaces the file at `path` with `text`.
    /// - Throws: ``Failure`` when a step fails; the file at `path` is then as it was, and the
    ///   temporary file is removed.
    func write(_ text: String, to path: String) throws(Failure) {
        // Only a regular file is replaced (or a link to one, or to nothing): a folder, a device or
        // a pipe at the path, or a link to one such as /dev/stdout, is left alone.
        var status = stat()
        if stat(path, &status) == 0, let reason = FileSystemError.notAFileReason(mode: status.st_mode) {
            throw Failure(reason: reason)
        }
        // The permissions of the file itself, not of what a link at the path points at.
        var replaced = stat()
        let keptMode = lstat(path, &replaced) == 0 && (replaced.st_mode & S_IFMT) == S_IFREG
        let (descriptor, temporary) = try createTemporaryFile(besides: path)
        guard !keptMode || fchmod(descriptor, replaced.st_mode & 0o777) == 0, writeAll(text, to: descriptor),
            Self.synchronize(descriptor)
        else {
            let reason = FileSystemError.reason(errno: errno)
            close(descriptor)
            unlink(temporary)
            throw Failure(reason: reason)
        }
        // close reports errors that some file systems (NFS) keep until then.
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let reason = FileSystemError.reason(errno: errno)
            unlink(temporary)
            throw Failure(reason: reason)
        }
        // The rename itself reaches the disk with the folder; if that fails, the file is in place
        // anyway, so there is nothing to report.
        let folder = open(Self.folder(of: path), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = Self.synchronize(folder)
            close(folder)
        }
    }

    /// A new file next to `path` under a name no one else holds, opened for writing.
    private func createTemporaryFile(besides path: String) throws(Failure) -> (Int32, String) {
        let folder = Self.folder(of: path)
        var generator = SystemRandomNumberGenerator()
        while true {
            let suffix = String(generator.next() as UInt64, radix: 16)
            let temporary = "\(folder)/.targetlint-\(suffix).tmp"
            // O_EXCL creates the file or fails; it never opens what is there, a link included.
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST && errno != EINTR { throw Failure(reason: FileSystemError.reason(errno: errno)) }
        }
    }

    /// The folder holding `path`: what comes before its last `/`, or `.`.
    private static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// Flushes `descriptor` to disk; false when that fails (errno says why).
    private static func synchronize(_ descriptor: Int32) -> Bool {
        while fsync(descriptor) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }
}
