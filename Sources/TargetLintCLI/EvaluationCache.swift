import FileAccess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where the answers of evaluations (`swift package dump-package`, `tuist dump`) are
/// kept between runs, a file per cache key, and the trust they need: the folder and each file must belong to the user, be
/// writable by no one else, and not be symbolic links. What fails that is neither read nor written,
/// so that another user cannot hand targetlint an answer, nor a link lead a write elsewhere.
struct EvaluationCache: Sendable {
    /// What looking a key up found.
    enum Lookup: Sendable, Hashable {
        /// The answer kept for the key.
        case found([UInt8])
        /// No answer (or an empty file): one may be stored.
        case missing
        /// A file that is not trusted, and why: it is neither read nor replaced.
        case untrusted(String)
    }

    /// The folder's path.
    var folder: String
    /// The folder as messages name it: `${XDG_CACHE_HOME}/targetlint` rather than the variable's value.
    var displayName: String
    /// The largest answer read back: what ``ChildProcess`` lets a program print.
    static let maximumSize = 64 << 20

    /// The file that keeps the answer for `key`.
    func file(for key: String) -> String { "\(folder)/\(key).json" }

    /// 16 hex digits of the 64-bit FNV-1a hash of `parts`, each ended by a NUL so that no two
    /// different lists of parts run together alike. Not a cryptographic hash: it tells apart
    /// versions of one's own manifests, it does not defend against a crafted collision, and
    /// anything that can write a manifest that gets evaluated can run code anyway.
    static func hash(_ parts: [[UInt8]]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The user's cache folder for targetlint: `$XDG_CACHE_HOME/targetlint` (when it is an absolute
    /// path) or `~/.cache/targetlint` on Linux, `~/Library/Caches/targetlint` on macOS; nil without
    /// a home folder. Messages name it by the variable it comes from, never by its value.
    static func userCache(environment: [String: String]) -> EvaluationCache? {
        #if os(macOS)
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return EvaluationCache(
                folder: home + "/Library/Caches/targetlint", displayName: "${HOME}/Library/Caches/targetlint")
        #else
            if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
                return EvaluationCache(folder: cache + "/targetlint", displayName: "${XDG_CACHE_HOME}/targetlint")
            }
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return EvaluationCache(folder: home + "/.cache/targetlint", displayName: "${HOME}/.cache/targetlint")
        #endif
    }

    /// Why what a status describes (`lstat`'s, or `fstat`'s of a file opened without following a
    /// link) is not trusted as a cache folder or file of the kind `kind` (`S_IFDIR`, `S_IFREG`) for
    /// the user `user`; nil when it is.
    static func distrust(mode: mode_t, owner: uid_t, kind: mode_t, user: uid_t) -> String? {
        if (mode & S_IFMT) == S_IFLNK { return "it is a symbolic link" }
        if (mode & S_IFMT) != kind { return kind == S_IFDIR ? "it is not a folder" : "it is not a regular file" }
        if owner != user { return "it belongs to another user" }
        if mode & (S_IWGRP | S_IWOTH) != 0 { return "other users can write it" }
        return nil
    }

    /// Makes the folder, and the folders above it that are missing, readable by the user only, and
    /// says why it cannot be used: nil when it can.
    func prepare(user: uid_t) -> String? {
        var current = ""
        for component in folder.split(separator: "/") {
            current += "/" + component
            var status = stat()
            if stat(current, &status) == 0 { continue }
            guard mkdir(current, 0o700) == 0 || errno == EEXIST else {
                return "it cannot be made (\(FileSystemError.reason(errno: errno)))"
            }
        }
        var status = stat()
        guard lstat(folder, &status) == 0 else { return FileSystemError.reason(errno: errno) }
        return Self.distrust(mode: status.st_mode, owner: status.st_uid, kind: S_IFDIR, user: user)
    }

    /// The answer kept for `key`, read without following a link, when the file is trusted.
    func lookUp(_ key: String, user: uid_t) -> Lookup {
        let descriptor = open(file(for: key), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            return .untrusted(errno == ELOOP ? "it is a symbolic link" : FileSystemError.reason(errno: errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .untrusted(FileSystemError.reason(errno: errno)) }
        if let reason = Self.distrust(mode: status.st_mode, owner: status.st_uid, kind: S_IFREG, user: user) {
            return .untrusted(reason)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= Self.maximumSize {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .untrusted(FileSystemError.reason(errno: errno))
            }
            bytes += buffer[0..<count]
        }
        guard bytes.count <= Self.maximumSize else {
            return .untrusted("it is larger than \(Self.maximumSize >> 20) MiB")
        }
        return bytes.isEmpty ? .missing : .found(bytes)
    }

    /// Whether the folder may be used by `user`: checked, and made when missing, once per `memo`,
    /// which notes why not.
    func isTrusted(by user: uid_t, memo: EvaluationMemo) -> Bool {
        memo.folderProblem {
            prepare(user: user).map { "the cache folder '\(displayName)' is neither read nor written: \($0)" }
        } == nil
    }

    /// What is kept for `key`: the answer, or nil and whether one may be stored; a file that is not
    /// trusted is noted in `memo` and neither read nor replaced.
    func kept(_ key: String, user: uid_t, memo: EvaluationMemo) -> (answer: [UInt8]?, mayStore: Bool) {
        switch lookUp(key, user: user) {
        case .found(let answer): return (answer, false)
        case .missing: return (nil, true)
        case .untrusted(let reason):
            memo.note("the cache file '\(displayName)/\(key).json' is neither read nor written: \(reason)")
            return (nil, false)
        }
    }

    /// Keeps `answer` for `key`, written whole (see ``AtomicFileWriter``) and readable by the user
    /// only; a cache that cannot be written is skipped.
    func store(_ answer: [UInt8], for key: String) {
        try? AtomicFileWriter(mode: 0o600).write(String(decoding: answer, as: UTF8.self), to: file(for: key))
    }
}
