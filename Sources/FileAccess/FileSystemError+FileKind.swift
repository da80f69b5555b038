#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystemError {
    /// Why what `stat` describes by `mode` is not read or written as a file: nil for a regular
    /// file, else a reason naming what it is, so that a FIFO is never taken for a missing file.
    public static func notAFileReason(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        case S_IFIFO: return "it is not a regular file (a FIFO)"
        case S_IFSOCK: return "it is not a regular file (a socket)"
        case S_IFCHR: return "it is not a regular file (a character device)"
        case S_IFBLK: return "it is not a regular file (a block device)"
        default: return "it is not a regular file"
        }
    }
}
