import ManifestParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Evaluates a package manifest with `swift package dump-package --package-path FOLDER`, and keeps
/// what it prints in the user's cache folder, so that an unchanged manifest is evaluated once.
///
/// Evaluating a manifest runs code from the branch being linted; targetlint does it only when the
/// user asks. The cache key is the 64-bit FNV-1a hash of the folder's path and the manifest's bytes
/// (not a cryptographic hash: it tells apart versions of one's own manifests, it does not defend
/// against a crafted collision, and anything that can write a manifest that gets evaluated can run
/// code anyway). Cache files are written whole (a temporary file renamed into place); a cache that
/// cannot be read or written is skipped without a word.
struct SwiftPackageEvaluator: PackageEvaluator {
    /// The `swift` program, looked up on `PATH` unless the text holds a `/`.
    var swift = "swift"
    /// How long one evaluation may take.
    var timeout: Duration = .seconds(120)
    /// The folder of cached dumps; nil for no cache.
    var cacheFolder: String?
    /// The environment the evaluation runs in, also the values kept out of messages.
    var environment: [String: String]

    /// Creates an evaluator running in `environment`, with its cache in the default folder for it
    /// (see ``defaultCacheFolder(environment:)``).
    init(environment: [String: String], timeout: Duration = .seconds(120)) {
        self.environment = environment
        self.timeout = timeout
        cacheFolder = Self.defaultCacheFolder(environment: environment)
    }

    /// Creates an evaluator with every setting given.
    init(swift: String, timeout: Duration, cacheFolder: String?, environment: [String: String]) {
        self.swift = swift
        self.timeout = timeout
        self.cacheFolder = cacheFolder
        self.environment = environment
    }

    /// The user's cache folder for targetlint: `$XDG_CACHE_HOME/targetlint` (when it is an absolute
    /// path) or `~/.cache/targetlint` on Linux, `~/Library/Caches/targetlint` on macOS; nil without
    /// a home folder.
    static func defaultCacheFolder(environment: [String: String]) -> String? {
        #if os(macOS)
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return home + "/Library/Caches/targetlint"
        #else
            if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/targetlint" }
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return home + "/.cache/targetlint"
        #endif
    }

    /// The dump of the package in `folder`, from the cache or from SwiftPM.
    func dumpPackage(folder: String, manifest: [UInt8]) throws(PackageEvaluationError) -> [UInt8] {
        let cacheFile = cacheFolder.map {
            "\($0)/dump-package-\(Self.cacheKey(folder: folder, manifest: manifest)).json"
        }
        if let cacheFile, let cached = try? LocalFileSystem().contents(of: cacheFile), !cached.isEmpty {
            return cached
        }
        let process = ChildProcess(
            arguments: [swift, "package", "dump-package", "--package-path", folder], environment: environment,
            timeout: timeout)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try process.run()
        } catch {
            throw PackageEvaluationError("swift package dump-package failed: \(redacted(error.reason))")
        }
        guard outcome.status == 0 else {
            throw PackageEvaluationError(
                "swift package dump-package failed with exit status \(outcome.status)"
                    + redacted(Self.excerpt(of: outcome.errors)))
        }
        if let cacheFolder, let cacheFile, Self.makeFolder(cacheFolder) {
            try? AtomicFileWriter(mode: 0o600).write(String(decoding: outcome.output, as: UTF8.self), to: cacheFile)
        }
        return outcome.output
    }

    /// The cache key of a manifest: 16 hex digits of the 64-bit FNV-1a hash of a format tag, the
    /// folder's path and the manifest's bytes, each ended by a NUL.
    static func cacheKey(folder: String, manifest: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            // A NUL byte ends each part, so that no two different parts run together alike.
            hash &*= 0x0000_0100_0000_01B3
        }
        add("dump-package 1".utf8)
        add(folder.utf8)
        add(manifest)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The first lines of what SwiftPM printed to standard error, after a colon, or nothing.
    private static func excerpt(of errors: [UInt8]) -> String {
        let lines = String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(12)
        let text = lines.joined(separator: "\n")
        guard !text.isEmpty else { return "" }
        return ":\n" + String(text.prefix(4000))
    }

    /// `text` with the value of every environment variable put back as `${NAME}`, so that no
    /// message shows one, whatever a manifest printed.
    private func redacted(_ text: String) -> String {
        var redaction = VariableRedaction()
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { redaction.record(value: value, of: name) }
        return redaction.redact(text)
    }

    /// Creates `path` and the folders above it that are missing, readable by the user only.
    /// - Returns: whether the folder is there.
    private static func makeFolder(_ path: String) -> Bool {
        let fileSystem = LocalFileSystem()
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if fileSystem.kind(of: current) == .directory { continue }
            guard mkdir(current, 0o700) == 0 || errno == EEXIST else { return false }
        }
        return fileSystem.kind(of: path) == .directory
    }
}
