#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a thread on another core than the one starting it, where glibc can say which.
///
/// On a 2-core Linux machine a new thread waited 1.4 to 3.8 ms before it first ran in more than half
/// of the runs of a 10,000-target lint: the kernel queued it behind the thread that started it
/// rather than on the idle core, and the rules, some 4 ms of work, ran mostly on one thread. A
/// thread whose affinity leaves out the starting thread's core ran within 0.25 ms every time. Once
/// running, the thread takes back every core the process may use, so that the kernel is free to
/// move it again.
///
/// The calls are glibc's, declared where the `Glibc` module does not import them, so they are found
/// by name; where they are missing (musl, Darwin) threads start as the system places them.
struct CoreAffinity: Sendable {
    private typealias CurrentCPU = @convention(c) () -> Int32
    private typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private typealias SetAttributeAffinity =
        @convention(c) (UnsafeMutablePointer<pthread_attr_t>, Int, UnsafeRawPointer) -> Int32
    private typealias SetThreadAffinity = @convention(c) (pthread_t, Int, UnsafeRawPointer) -> Int32

    /// A CPU set as the kernel's calls take it: 1,024 bits.
    private static let wordCount = 16

    /// The cores the process may use, to take back once started.
    private let allowed: [UInt64]
    /// The same cores but the starting thread's.
    private let elsewhere: [UInt64]
    private let setAttributeAffinity: SetAttributeAffinity
    private let setThreadAffinity: SetThreadAffinity

    /// The affinity away from the calling thread's core; nil where the calls are missing, the core
    /// cannot be told, or the process may use that core only.
    init?() {
        #if canImport(Glibc)
            guard let currentCPU = dlsym(nil, "sched_getcpu"), let getAffinity = dlsym(nil, "sched_getaffinity"),
                let setAttribute = dlsym(nil, "pthread_attr_setaffinity_np"),
                let setThread = dlsym(nil, "pthread_setaffinity_np")
            else { return nil }
            var allowed = [UInt64](repeating: 0, count: Self.wordCount)
            let status = allowed.withUnsafeMutableBytes { bytes in
                unsafeBitCast(getAffinity, to: GetAffinity.self)(0, bytes.count, bytes.baseAddress!)
            }
            let cpu = Int(unsafeBitCast(currentCPU, to: CurrentCPU.self)())
            guard status == 0, (0..<64 * Self.wordCount).contains(cpu) else { return nil }
            var elsewhere = allowed
            elsewhere[cpu / 64] &= ~(1 << UInt64(cpu % 64))
            guard elsewhere.contains(where: { $0 != 0 }) else { return nil }
            self.allowed = allowed
            self.elsewhere = elsewhere
            setAttributeAffinity = unsafeBitCast(setAttribute, to: SetAttributeAffinity.self)
            setThreadAffinity = unsafeBitCast(setThread, to: SetThreadAffinity.self)
        #else
            return nil
        #endif
    }

    /// Sets `attributes` to start a thread away from the calling thread's core.
    func applyAway(to attributes: inout pthread_attr_t) {
        _ = elsewhere.withUnsafeBytes { setAttributeAffinity(&attributes, $0.count, $0.baseAddress!) }
    }

    /// Lets the calling thread run on every core the process may use again.
    func restoreOnCurrentThread() {
        _ = allowed.withUnsafeBytes { setThreadAffinity(pthread_self(), $0.count, $0.baseAddress!) }
    }
}
