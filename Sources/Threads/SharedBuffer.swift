/// Memory that jobs run at once write into, each only its own part of it: a pointer that may be
/// handed to jobs on other threads, since no two of them touch the same element.
public struct SharedBuffer<Element>: @unchecked Sendable {
    /// The first element.
    public let base: UnsafeMutablePointer<Element>

    /// Shares the memory at `base`.
    public init(_ base: UnsafeMutablePointer<Element>) {
        self.base = base
    }
}
