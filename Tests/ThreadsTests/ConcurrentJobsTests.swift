import Synchronization
import Testing

@testable import Threads

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

    @Test("a thread runs its closure once, and join returns after it has")
    func threadRunsAndJoins() throws {
        let log = StartLog()
        let thread = try #require(PosixThread.start { log.record(7) })
        thread.join()
        #expect(log.indices == [7])
    }

    @Test("jobs each write their own elements of one buffer, which holds every result once they return")
    func sharedBuffer() {
        let count = 1_000
        let buffer = UnsafeMutablePointer<Int>.allocate(capacity: count)
        defer { buffer.deallocate() }
        let shared = SharedBuffer(buffer)
        // Four jobs, each filling a quarter of the buffer.
        _ = ConcurrentJobs.map(count: 4, threads: 2) { job in
            for index in job * count / 4..<(job + 1) * count / 4 { (shared.base + index).initialize(to: index * 3) }
        }
        #expect((0..<count).allSatisfy { buffer[$0] == $0 * 3 })
    }

    /// The jobs started so far, in the order they started.
    private final class StartLog: Sendable {
        private let lock = Mutex<[Int]>([])
        func record(_ index: Int) { lock.withLock { $0.append(index) } }
        var indices: [Int] { lock.withLock { $0 } }
    }
}
