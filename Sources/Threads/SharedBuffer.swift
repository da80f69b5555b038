/// Memory that jobs run at once write into, each only its own part of it: a pointer that may be
/// handed to jobs on other threads, since no two of them touch the same element.
///
/// `@unchecked Sendable` on that condition, which its users keep: each job writes elements no other
/// job reads or writes, and the starter reads them only once every job has finished
/// (``ConcurrentJobs/map(count:threads:startOrder:_:)`` returns after joining the threads).
public struct SharedBuffer<Element>: @unchecked Sendable {
    /// The first element.
    public let base: UnsafeMutablePointer<Element>

    /// Shares the memory at `base`.
    public init(_ base: UnsafeMutablePointer<Element>) {
        self.base = base
    }
}
