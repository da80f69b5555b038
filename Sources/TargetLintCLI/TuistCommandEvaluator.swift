import FileAccess
import ProjectModel
import TuistImporter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Evaluates a Tuist manifest with `tuist dump project|workspace --path FOLDER`, and keeps what it
/// prints in the user's cache folder, so that an unchanged manifest is evaluated once.
///
/// Evaluating a manifest runs code from the branch being linted; targetlint does it only under
/// `--evaluate`. An answer is kept under a key of everything it depends on that targetlint can
/// tell: the manifest's kind, its folder's real path and bytes, every helper Tuist compiles with
/// it (`Tuist/ProjectDescriptionHelpers`, and its local plugins'), Tuist's configuration
/// (`Tuist.swift`, `Tuist/Config.swift`), and what `tuist version` prints, asked once per evaluator. When any part
/// cannot be told, the answer is not kept. The cache folder and its files are trusted only as
/// ``EvaluationCache`` says, and ``notes`` say what was not used and why.
struct TuistCommandEvaluator: TuistEvaluator {
    /// The `tuist` program, looked up on the `PATH` of ``environment`` unless the text holds a `/`.
    var tuist = "tuist"
    /// How long one evaluation may take: Tuist compiles the manifest and its helpers first.
    var timeout: Duration = .seconds(300)
    /// Where answers are kept; nil for no cache.
    var cache: EvaluationCache?
    /// The environment the evaluation runs in, also the values kept out of messages.
    var environment: [String: String]
    /// The user who must own the cache folder and its files.
    var user: uid_t = geteuid()
    private let memo = EvaluationMemo()

    /// Creates an evaluator running in `environment`, with its cache in the user's cache folder.
    init(environment: [String: String]) {
        self.environment = environment
        cache = EvaluationCache.userCache(environment: environment)
    }

    /// Creates an evaluator with every setting given.
    init(tuist: String, timeout: Duration, cache: EvaluationCache?, environment: [String: String]) {
        self.tuist = tuist
        self.timeout = timeout
        self.cache = cache
        self.environment = environment
    }

    /// What `--verbose` says about the cache, each once, in the order they came.
    var notes: [String] { memo.notes }

    func dump(
        _ kind: TuistManifestKind, folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(TuistEvaluationError) -> [UInt8] {
        guard ChildProcess.locate(tuist, searchPath: environment["PATH"]) != nil else {
            throw TuistEvaluationError(
                "'\(tuist)' is not on PATH; install Tuist (https://tuist.dev) where targetlint runs, or lint the Xcode project Tuist generates"
            )
        }
        var keyToStore: String?
        if let cache, cache.isTrusted(by: user, memo: memo),
            let key = cacheKey(kind, folder: folder, manifest: manifest, fileSystem: fileSystem)
        {
            let kept = cache.kept(key, user: user, memo: memo)
            if let answer = kept.answer { return answer }
            if kept.mayStore { keyToStore = key }
        }
        // By its real path: the child runs in this process's folder, which need not be the one
        // `folder` is relative to.
        let process = ChildProcess(
            arguments: [tuist, "dump", kind.rawValue, "--path", fileSystem.realPath(of: folder) ?? folder],
            environment: environment, timeout: timeout)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try process.run()
        } catch {
            throw TuistEvaluationError(
                "tuist dump failed: \(ChildProcess.Outcome.redacted(error.reason, hiding: environment))")
        }
        guard outcome.status == 0 else {
            throw TuistEvaluationError(
                "tuist dump \(kind.rawValue) failed with exit status \(outcome.status)"
                    + ChildProcess.Outcome.excerpt(of: outcome.errors + outcome.output, hiding: environment))
        }
        if let cache, let keyToStore { cache.store(outcome.output, for: keyToStore) }
        return outcome.output
    }

    /// The cache key of the manifest in `folder`: `tuist-dump-` and the hash of its parts; nil,
    /// with a note, when a part cannot be told.
    private func cacheKey(
        _ kind: TuistManifestKind, folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) -> String? {
        guard let realFolder = fileSystem.realPath(of: folder) else {
            memo.note("the answer for '\(folder)' is not cached: its folder's real path cannot be told")
            return nil
        }
        guard let version = memo.toolchain(askVersion) else {
            memo.note("the answer for '\(folder)' is not cached: '\(tuist) version' did not answer")
            return nil
        }
        var parts: [[UInt8]] = [
            Array("tuist-dump 1".utf8), Array(kind.rawValue.utf8), version, Array(realFolder.utf8), manifest,
        ]
        let folders = TuistFolders(manifest: Path.join(folder, kind.fileName), fileSystem: fileSystem)
        for file in folders.inputs {
            guard let bytes = try? fileSystem.contents(of: file) else {
                memo.note("the answer for '\(folder)' is not cached: '\(file)' cannot be read")
                return nil
            }
            parts.append(Array(file.utf8))
            parts.append(bytes)
        }
        return "tuist-dump-" + EvaluationCache.hash(parts)
    }

    /// What `tuist version` prints, or nil when it fails.
    private func askVersion() -> [UInt8]? {
        let process = ChildProcess(arguments: [tuist, "version"], environment: environment, timeout: timeout)
        guard let outcome = try? process.run(), outcome.status == 0, !outcome.output.isEmpty else { return nil }
        return outcome.output
    }
}
