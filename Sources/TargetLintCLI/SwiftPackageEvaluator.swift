import FileAccess
import ProjectModel
import SwiftPackageImporter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Evaluates a package manifest with `swift package dump-package --package-path FOLDER`, and keeps
/// what it prints in the user's cache folder, so that an unchanged package is evaluated once.
///
/// Evaluating a manifest runs code from the branch being linted; targetlint does it only when the
/// user asks. An answer is kept under a key of everything it depends on that targetlint can tell:
/// the package folder's real path, the name and bytes of each manifest SwiftPM may choose there
/// (`Package.swift`, `Package@swift-6.0.swift`), and what `swift --version` prints, asked once per
/// evaluator. `swift` may be a shim (`xcrun`'s, `swiftly`'s) that picks the toolchain each time
/// it runs, by `DEVELOPER_DIR`, `xcode-select` or a `.swift-version` file, so the program's own
/// path and file identity would not tell toolchains apart; its version does. When any part cannot
/// be told, the answer is not kept. The key is the 64-bit FNV-1a hash of those parts (not a
/// cryptographic hash: it tells apart versions of one's own packages, it does not defend against a
/// crafted collision, and anything that can write a manifest that gets evaluated can run code
/// anyway). The cache folder and its files are trusted only as ``EvaluationCache`` says, and
/// ``notes`` say what was not used and why.
struct SwiftPackageEvaluator: PackageEvaluator {
    /// The `swift` program, looked up on the `PATH` of ``environment`` unless the text holds a `/`.
    var swift = "swift"
    /// How long one evaluation may take.
    var timeout: Duration = .seconds(120)
    /// Where answers are kept; nil for no cache.
    var cache: EvaluationCache?
    /// The environment the evaluation runs in, also the values kept out of messages.
    var environment: [String: String]
    /// The user who must own the cache folder and its files.
    var user: uid_t = geteuid()
    /// What this evaluator and its copies learned once: the toolchain, the cache folder's trust,
    /// the notes.
    private let memo = EvaluationMemo()

    /// Creates an evaluator running in `environment`, with its cache in the default folder for it
    /// (see ``EvaluationCache/userCache(environment:)``).
    init(environment: [String: String], timeout: Duration = .seconds(120)) {
        self.environment = environment
        self.timeout = timeout
        cache = EvaluationCache.userCache(environment: environment)
    }

    /// Creates an evaluator with every setting given.
    init(swift: String, timeout: Duration, cache: EvaluationCache?, environment: [String: String]) {
        self.swift = swift
        self.timeout = timeout
        self.cache = cache
        self.environment = environment
    }

    /// What `--verbose` says about the cache: a folder or file not used and why, an answer not kept
    /// and why; each once, in the order they came.
    var notes: [String] { memo.notes }

    /// The dump of the package in `folder`, from the cache or from SwiftPM.
    func dumpPackage(
        folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(PackageEvaluationError) -> [UInt8] {
        var keyToStore: String?
        if let cache, cache.isTrusted(by: user, memo: memo) {
            do throws(Unkeyable) {
                let key = try cacheKey(folder: folder, manifest: manifest, fileSystem: fileSystem)
                let kept = cache.kept(key, user: user, memo: memo)
                if let answer = kept.answer { return answer }
                if kept.mayStore { keyToStore = key }
            } catch {
                memo.note("the answer for the package '\(folder)' is not cached: \(error.reason)")
            }
        }
        let process = ChildProcess(
            arguments: [swift, "package", "dump-package", "--package-path", folder], environment: environment,
            timeout: timeout)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try process.run()
        } catch {
            throw PackageEvaluationError(
                "swift package dump-package failed: \(ChildProcess.Outcome.redacted(error.reason, hiding: environment))"
            )
        }
        guard outcome.status == 0 else {
            throw PackageEvaluationError(
                "swift package dump-package failed with exit status \(outcome.status)"
                    + ChildProcess.Outcome.excerpt(of: outcome.errors, hiding: environment))
        }
        if let cache, let keyToStore { cache.store(outcome.output, for: keyToStore) }
        return outcome.output
    }

    /// The cache key of the package in `folder`.
    /// - Throws: ``Unkeyable`` when its real path, a manifest or the toolchain cannot be told.
    private func cacheKey(
        folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(Unkeyable) -> String {
        guard let realFolder = fileSystem.realPath(of: folder) else {
            throw Unkeyable(reason: "its folder's real path cannot be told")
        }
        let manifests = try Self.manifestFiles(in: folder, manifest: manifest, fileSystem: fileSystem)
        guard let toolchain = memo.toolchain(askToolchain) else {
            throw Unkeyable(reason: "'\(swift) --version' did not answer")
        }
        return Self.cacheKey(toolchain: toolchain, realFolder: realFolder, manifests: manifests)
    }

    /// What `swift --version` prints on both streams, or nil when it fails.
    private func askToolchain() -> [UInt8]? {
        let process = ChildProcess(arguments: [swift, "--version"], environment: environment, timeout: timeout)
        guard let outcome = try? process.run(), outcome.status == 0, !(outcome.output + outcome.errors).isEmpty
        else { return nil }
        return outcome.output + [0] + outcome.errors
    }
}
