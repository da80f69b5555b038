import Threads

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory a process may map (`ulimit -v`, and `ulimit -d`, which Linux applies to the same
/// mappings), held against what reading a manifest will need, so that a limit too small for the
/// input is an error naming it rather than death by a signal: Swift cannot recover from a failed
/// allocation.
///
/// What a run needs grows with its main file: measured as the smallest `ulimit -v` a lint passes
/// under, 28 MiB for a small project on two cores (two job threads, each reserving an 8 MiB
/// stack), and per byte of the file about 26 for a `targetlint.yml` or XcodeGen spec (2 and 23 MB
/// manifests of 10,000 and 100,000 targets) and 12 for a `project.pbxproj` (22 MB, 100,000
/// targets). The estimate takes 32 and 16, and ``base``; a baseline read adds its own share
/// (``Input/baseline(_:size:)``).
struct MemoryLimit: Sendable, Hashable {
    /// The bytes the process may map; nil for no limit.
    var bytes: Int?

    /// The memory needed whatever the input: 24 MiB for the runtime and the program, and 8 MiB for
    /// the stack of each job thread, one per core up to ``ConcurrentJobs/coreCount``'s eight.
    static let base = (24 << 20) + (8 << 20) * ConcurrentJobs.coreCount

    /// The limit of this process: the smaller of `RLIMIT_AS` and `RLIMIT_DATA`, nil when neither is set.
    static func ofThisProcess() -> MemoryLimit {
        var limits: [Int] = []
        for resource in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            #if canImport(Glibc)
                let read = getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0
            #else
                let read = getrlimit(resource, &limit) == 0
            #endif
            if read && limit.rlim_cur < rlim_t(Int.max) {
                limits.append(Int(limit.rlim_cur))
            }
        }
        return MemoryLimit(bytes: limits.min())
    }

    /// One file a run reads, and about how many bytes of memory each of its bytes takes.
    struct Input: Sendable, Hashable {
        var file: String
        var size: Int
        var bytesPerByte: Int

        /// A manifest: a `project.pbxproj` 16 bytes a byte, a YAML manifest or spec 32.
        static func manifest(_ file: String, size: Int) -> Input {
            Input(file: file, size: size, bytesPerByte: file.hasSuffix(".pbxproj") ? 16 : 32)
        }

        /// A baseline, 8 bytes a byte (measured: 4.5, 225 MiB for a 50 MB baseline of 1.6 million
        /// findings).
        static func baseline(_ file: String, size: Int) -> Input {
            Input(file: file, size: size, bytesPerByte: 8)
        }
    }

    /// About the most memory a run reading `inputs` takes.
    static func needed(toRead inputs: [Input]) -> Int {
        inputs.reduce(base) { $0 + $1.bytesPerByte * $1.size }
    }

    /// The message when this limit is too small to read `inputs`; nil when it is not.
    func shortfall(reading inputs: [Input]) -> String? {
        guard let bytes, !inputs.isEmpty else { return nil }
        let needed = Self.needed(toRead: inputs)
        guard bytes < needed else { return nil }
        let files = inputs.map { "'\($0.file)' (\(Self.mebibytes($0.size)))" }.joined(separator: " and ")
        // The limit rounded down and the need up, so that a need just over the limit reads as more.
        return "the memory limit (ulimit -v or -d) of \(bytes >> 20) MiB is too small to read \(files): "
            + "targetlint needs about \(Self.mebibytes(needed)) for it"
    }

    /// `bytes` in whole MiB, rounded up.
    private static func mebibytes(_ bytes: Int) -> String {
        "\((bytes + (1 << 20) - 1) >> 20) MiB"
    }
}
