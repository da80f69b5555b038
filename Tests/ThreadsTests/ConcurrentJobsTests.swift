import Synchronization
import Testing

@testable import Threads

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Jobs on several threads")
struct ConcurrentJobsTests {
    @Test("jobs run once each and their results come back in order, on any number of threads")
    func jobsInOrder() {
        for count in [0, 1, 2, 3, 7, 40] {
            for threads in [0, 1, 2, 3, 8] {
                let results = ConcurrentJobs.map(count: count, threads: threads) { index in index * index }
                #expect(results == (0..<count).map { $0 * $0 }, "\(count) jobs on \(threads) threads")
            }
        }
    }

    @Test("jobs start in the order asked for, and their results still come back by index")
    func startOrder() {
        let order = [5, 4, 0, 1, 2, 3]
        let started = StartLog()
        let results = ConcurrentJobs.map(count: order.count, threads: 2, startOrder: order) { index in
            started.record(index)
            // Held until the other thread has started one too (or a second has passed), so that
            // neither takes a third job before both have taken their first.
            let deadline = ContinuousClock.now + .seconds(1)
            while started.indices.count < 2 && ContinuousClock.now < deadline {}
            return index * 10
        }
        #expect(results == [0, 10, 20, 30, 40, 50])
        #expect(Set(started.indices.prefix(2)) == [5, 4])
        #expect(started.indices.sorted() == [0, 1, 2, 3, 4, 5])
    }

    #if canImport(Glibc)
        @Test("a thread started away from the caller's core may use every core the process may, once running")
        func workersTakeBackEveryCore() throws {
            typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            let symbol = try #require(dlsym(nil, "sched_getaffinity"))
            let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
            @Sendable func affinity() -> [UInt64] {
                var words = [UInt64](repeating: 0, count: 16)
                _ = words.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
                return words
            }
            // Each job holds its thread until both have run, so that the second runs on the other.
            let started = StartLog()
            let seen = ConcurrentJobs.map(count: 2, threads: 2) { index in
                started.record(index)
                let deadline = ContinuousClock.now + .seconds(1)
                while started.indices.count < 2 && ContinuousClock.now < deadline {}
                return affinity()
            }
            #expect(seen == [affinity(), affinity()])
        }
    #endif

    /// The jobs started so far, in the order they started.
    private final class StartLog: Sendable {
        private let lock = Mutex<[Int]>([])
        func record(_ index: Int) { lock.withLock { $0.append(index) } }
        var indices: [Int] { lock.withLock { $0 } }
    }
}
