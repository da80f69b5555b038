#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs independent jobs at once on several threads: the calling one and POSIX threads besides it,
/// each taking the next job not yet started. POSIX threads load no library, so a run too small to
/// use them pays nothing for them.
public enum ConcurrentJobs {
    /// The cores online, at least one and at most eight: past a handful of rules and clips' parts
    /// more threads gain little, and a container allowed fewer CPUs than its host has would start
    /// a thread per host CPU.
    public static let coreCount: Int = min(max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), 8)

    /// `job(0)`, `job(1)`, ..., `job(count - 1)`, in that order, run on up to `threads` threads,
    /// the calling one among them, which start them in the order `startOrder` gives (a permutation
    /// of `0..<count`; nil for `0, 1, ...`): a long job started last keeps one thread busy while
    /// the others wait. With one thread, or when no other thread starts, the jobs run in order on
    /// the calling thread.
    public static func map<Result: Sendable>(
        count: Int, threads: Int, startOrder: [Int]? = nil, _ job: @Sendable (Int) -> Result
    ) -> [Result] {
        let threads = min(threads, count)
        guard threads > 1 else { return (0..<count).map(job) }
        precondition(startOrder.map { $0.count == count && Set($0) == Set(0..<count) } ?? true, "not a permutation")
        return withoutActuallyEscaping(job) { job in
            let queue = JobQueue(count: count, order: startOrder ?? Array(0..<count), job: job)
            var started: [PosixThread] = []
            for _ in 1..<threads {
                guard let thread = PosixThread.start({ queue.work() }) else { break }
                started.append(thread)
            }
            queue.work()
            for thread in started { thread.join() }
            return queue.results
        }
    }
}

/// The jobs of one ``ConcurrentJobs/map(count:threads:startOrder:_:)``: which is next, and the results so far.
///
/// `@unchecked Sendable`: `next` and `finished`, the only properties that change, are read and
/// written only with `lock` held; `job` is `@Sendable`, and `count` and `order` never change.
private final class JobQueue<Result: Sendable>: @unchecked Sendable {
    private let job: @Sendable (Int) -> Result
    private let count: Int
    /// The jobs in the order they start.
    private let order: [Int]
    private var next = 0
    private var finished: [Result?]
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(count: Int, order: [Int], job: @escaping @Sendable (Int) -> Result) {
        self.job = job
        self.count = count
        self.order = order
        self.finished = Array(repeating: nil, count: count)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Runs jobs until none is left.
    func work() {
        while let index = take() {
            let result = job(index)
            pthread_mutex_lock(lock)
            finished[index] = result
            pthread_mutex_unlock(lock)
        }
    }

    /// Every job's result, once `work()` has returned on every thread.
    var results: [Result] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return finished.map { $0! }
    }

    private func take() -> Int? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard next < count else { return nil }
        next += 1
        return order[next - 1]
    }
}
