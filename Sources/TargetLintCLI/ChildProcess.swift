import FileAccess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to completion with `posix_spawn`, collecting its standard output and error,
/// with a time limit and a limit on what it prints.
///
/// The child gets `/dev/null` as its input and a process group of its own, so that at the time
/// limit it is killed with every process it started (a compiler, a linker) and none is left behind.
struct ChildProcess: Sendable {
    /// What a finished program gave.
    struct Outcome: Sendable, Hashable {
        /// Its exit status; for a program killed by a signal, 128 plus the signal's number.
        var status: Int32
        /// What it printed to standard output.
        var output: [UInt8]
        /// What it printed to standard error.
        var errors: [UInt8]
    }

    /// Why a program could not be run to completion, in words such as "no such file or directory".
    struct Failure: Error, Sendable, Hashable {
        /// What went wrong.
        var reason: String
    }

    /// The program and its arguments; the program is looked up on the `PATH` of ``environment``
    /// unless it holds a `/` (see ``locate(_:searchPath:)``).
    var arguments: [String]
    /// The environment of the child, as `NAME=value` entries.
    var environment: [String: String]
    /// How long the program may run.
    var timeout: Duration
    /// The most bytes the program may print to each stream; more kills it.
    var maximumOutput = 64 << 20

    /// Runs the program and waits for it.
    /// - Throws: ``Failure`` when it cannot be started, runs past ``timeout`` or prints past
    ///   ``maximumOutput``; it is killed, with its process group, in the last two cases.
    func run() throws(Failure) -> Outcome {
        let output = try Self.makePipe()
        let errors: (read: Int32, write: Int32)
        do { errors = try Self.makePipe() } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        let spawned = spawn(output: output.write, errors: errors.write)
        close(output.write)
        close(errors.write)
        guard case .success(let pid) = spawned else {
            close(output.read)
            close(errors.read)
            if case .failure(let failure) = spawned { throw failure }
            throw Failure(reason: "it could not be started")
        }
        let deadline = Self.now() + timeout
        var collected = Collected(output: output.read, errors: errors.read)
        let finished = collected.readAll(until: deadline, limit: maximumOutput, timeout: timeout)
        close(output.read)
        close(errors.read)
        guard finished == nil else {
            kill(-pid, SIGKILL)
            _ = Self.wait(for: pid)
            throw Failure(reason: finished ?? "")
        }
        // Both streams are closed; the program is exiting or has exited.
        while Self.now() < deadline {
            if let status = Self.poll(pid) {
                return Outcome(status: status, output: collected.bytes[0], errors: collected.bytes[1])
            }
            usleep(10_000)
        }
        kill(-pid, SIGKILL)
        _ = Self.wait(for: pid)
        throw Failure(reason: "it did not finish within \(timeout)")
    }

    /// Starts the program with its output and errors going to the given descriptors, reading
    /// `input`, or `/dev/null` when it is nil; in a process group of its own.
    func spawn(input: Int32? = nil, output: Int32, errors: Int32) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let program = arguments.first ?? ""
        guard let file = Self.locate(program, searchPath: environment["PATH"]) else {
            return .failure(Failure(reason: "cannot run '\(program)': \(FileSystemError.reason(errno: ENOENT))"))
        }
        let code = posix_spawn(&pid, file, &actions, &attributes, argv, envp)
        guard code == 0 else {
            return .failure(
                Failure(reason: "cannot run '\(arguments.first ?? "")': \(FileSystemError.reason(errno: code))"))
        }
        return .success(pid)
    }

    /// A pipe whose ends are not inherited by other programs this process starts.
    static func makePipe() throws(Failure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Failure(reason: FileSystemError.reason(errno: errno)) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// The status of `pid` if it has exited, else nil.
    private static func poll(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return decode(status) }
        if result < 0 && errno != EINTR { return -1 }
        return nil
    }

    /// Waits for `pid` to exit.
    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        return decode(status)
    }

    /// The time on the monotonic clock, which no change of the wall clock moves: what a deadline is
    /// set and checked against. (`ContinuousClock` lives in the `_Concurrency` runtime library,
    /// which targetlint does not load; it also counts time the system spends suspended, which a
    /// deadline of a few seconds can do without.)
    static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// An exit status from `waitpid`'s, as shells give it.
    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// The bytes read from a child's two streams, read as they come with `poll`.
private struct Collected {
    /// The descriptors still open: output, then errors; -1 once closed.
    var descriptors: [Int32]
    /// What each has given.
    var bytes: [[UInt8]] = [[], []]

    init(output: Int32, errors: Int32) {
        descriptors = [output, errors]
    }

    /// Reads both streams until both end.
    /// - Returns: nil when they ended; else why reading stopped (the deadline, or the limit).
    mutating func readAll(until deadline: Duration, limit: Int, timeout: Duration) -> String? {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while descriptors.contains(where: { $0 >= 0 }) {
            let remaining = deadline - ChildProcess.now()
            guard remaining > .zero else { return "it did not finish within \(timeout)" }
            let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + 1)
            var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), milliseconds)
            if ready < 0 && errno != EINTR {
                return "reading its output failed: \(FileSystemError.reason(errno: errno))"
            }
            for index in polled.indices where polled[index].fd >= 0 && polled[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(polled[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    bytes[index].append(contentsOf: buffer[0..<count])
                    if bytes[index].count > limit { return "it printed more than \(limit) bytes" }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    descriptors[index] = -1
                }
            }
        }
        return nil
    }
}
