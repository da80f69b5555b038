import FileAccess
import Threads

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads objects of a git repository through one `git cat-file --batch`, started once and asked
/// for one object at a time, from any thread: a revision's files are read without checking it out,
/// and without a process for each file. `cat-file` applies no filter, hook or attribute of the
/// repository, so no code of a branch runs.
final class GitObjectReader: @unchecked Sendable {
    /// Guards the pipes: one question and its answer at a time.
    private let lock = PosixLock()
    private let pid: pid_t
    /// Where questions go: `git`'s standard input.
    private let questions: Int32
    /// Where answers come from: its standard output.
    private let answers: Int32
    /// Bytes read past the last answer.
    private var pending: [UInt8] = []
    /// Why the reader stopped answering, once it has.
    private var broken: String?
    /// Where each read from `answers` lands, kept from one read to the next.
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)

    /// How long one answer may take.
    static let timeout: Duration = .seconds(60)

    /// Starts `git -C repository cat-file --batch`.
    /// - Throws: ``ChildProcess/Failure`` when it cannot be started.
    init(repository: String, environment: [String: String]) throws(ChildProcess.Failure) {
        let input = try ChildProcess.makePipe()
        let output: (read: Int32, write: Int32)
        do { output = try ChildProcess.makePipe() } catch {
            close(input.read)
            close(input.write)
            throw error
        }
        let errors = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let process = ChildProcess(
            arguments: ["git", "-C", repository, "cat-file", "--batch"], environment: environment,
            timeout: Self.timeout)
        let spawned = process.spawn(input: input.read, output: output.write, errors: errors)
        close(input.read)
        close(output.write)
        if errors >= 0 { close(errors) }
        guard case .success(let pid) = spawned else {
            close(input.write)
            close(output.read)
            if case .failure(let failure) = spawned { throw failure }
            throw ChildProcess.Failure(reason: "it could not be started")
        }
        self.pid = pid
        questions = input.write
        answers = output.read
    }

    deinit {
        // Its input closed, `git` reads the end and exits.
        close(questions)
        close(answers)
        _ = ChildProcess.wait(for: pid)
    }

    /// The bytes of the object `id`, which the tree says is a blob of `size` bytes.
    func blob(_ id: String, size: Int) throws(FileSystemError) -> [UInt8] {
        try lock.withLock { () throws(FileSystemError) -> [UInt8] in try answer(id, size: size) }
    }

    /// ``blob(_:size:)``, with the lock held.
    private func answer(_ id: String, size: Int) throws(FileSystemError) -> [UInt8] {
        if let broken { throw FileSystemError(path: id, reason: broken) }
        do throws(FileSystemError) {
            try send(Array("\(id)\n".utf8))
            let header = String(decoding: try nextLine(), as: UTF8.self)
            // `<id> blob <size>`, or `<id> missing`.
            let fields = header.split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", let answered = Int(fields[2]), answered == size else {
                throw FileSystemError(path: id, reason: "git has no such file in the revision (\(header))")
            }
            var bytes = try take(count: size + 1)
            bytes.removeLast()
            return bytes
        } catch {
            broken = error.reason
            throw error
        }
    }

    private func send(_ bytes: [UInt8]) throws(FileSystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(questions, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw FileSystemError(
                    path: "git", reason: "git cat-file stopped reading: \(FileSystemError.reason(errno: errno))")
            }
            offset += written
        }
    }

    /// The next line of the answers, without its line feed.
    private func nextLine() throws(FileSystemError) -> [UInt8] {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[..<end])
                pending.removeSubrange(...end)
                return line
            }
            try fill()
        }
    }

    /// The next `count` bytes of the answers.
    private func take(count: Int) throws(FileSystemError) -> [UInt8] {
        while pending.count < count { try fill() }
        let bytes = Array(pending[..<count])
        pending.removeSubrange(..<count)
        return bytes
    }

    /// Reads what `git` has written, waiting at most ``timeout``.
    private func fill() throws(FileSystemError) {
        var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(Self.timeout.components.seconds * 1000)
        var ready: Int32
        repeat { ready = poll(&descriptor, 1, milliseconds) } while ready < 0 && errno == EINTR
        guard ready > 0 else {
            throw FileSystemError(path: "git", reason: "git cat-file did not answer within \(Self.timeout)")
        }
        let count = buffer.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
        guard count > 0 else { throw FileSystemError(path: "git", reason: "git cat-file stopped answering") }
        pending += buffer[..<count]
    }
}
