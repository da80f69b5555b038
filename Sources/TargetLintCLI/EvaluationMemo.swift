import Threads

/// What an evaluator learns once and shares between its evaluations, whatever thread asks:
/// the program's version (`swift --version`, `tuist version`), whether its cache folder can be
/// trusted, and the notes `--verbose` prints.
///
/// `@unchecked Sendable`: every stored property but `lock` is read and written only with `lock`
/// held.
final class EvaluationMemo: @unchecked Sendable {
    private let lock = PosixLock()
    /// What `swift --version` printed: nil until asked, then nil inside when it failed.
    private var toolchain: [UInt8]??
    /// Why the cache folder is not used: nil until checked, then nil inside when it is used.
    private var folderProblem: String??
    private var recordedNotes: [String] = []

    /// The toolchain's version, from `ask` the first time and remembered after.
    func toolchain(_ ask: () -> [UInt8]?) -> [UInt8]? {
        lock.withLock {
            if let toolchain { return toolchain }
            let answer = ask()
            toolchain = .some(answer)
            return answer
        }
    }

    /// Why the cache folder is not used (nil when it is), from `check` the first time, which is
    /// noted once.
    func folderProblem(_ check: () -> String?) -> String? {
        lock.withLock {
            if let folderProblem { return folderProblem }
            let problem = check()
            folderProblem = .some(problem)
            if let problem { recordedNotes.append(problem) }
            return problem
        }
    }

    /// Adds a note for `--verbose`, once however often it comes.
    func note(_ text: String) {
        lock.withLock {
            if !recordedNotes.contains(text) { recordedNotes.append(text) }
        }
    }

    /// The notes in the order they came.
    var notes: [String] {
        lock.withLock { recordedNotes }
    }
}
