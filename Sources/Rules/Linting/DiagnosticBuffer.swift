/// Diagnostics in memory they can be moved out of, which an `Array`'s elements cannot: a job of
/// the linter fills one, and the report moves its diagnostics straight to their sorted places
/// instead of copying them into one array first, five reference counts a copy.
///
/// Not thread-safe: one job fills a buffer, and hands it over once done, through the job queue's
/// lock; hence `@unchecked Sendable`.
final class DiagnosticBuffer: @unchecked Sendable {
    /// The first of `count` initialized diagnostics, room for `capacity`.
    private var start: UnsafeMutablePointer<Diagnostic>
    /// How many diagnostics the buffer holds.
    private(set) var count = 0
    private var capacity: Int

    /// Creates an empty buffer.
    init() {
        capacity = 16
        start = .allocate(capacity: capacity)
    }

    deinit {
        start.deinitialize(count: count)
        start.deallocate()
    }

    /// Adds `diagnostic` at the end.
    func append(_ diagnostic: consuming Diagnostic) {
        if count == capacity { grow() }
        (start + count).initialize(to: diagnostic)
        count += 1
    }

    /// The diagnostics where they lie, until the next `append`.
    var contents: UnsafeMutableBufferPointer<Diagnostic> {
        UnsafeMutableBufferPointer(start: start, count: count)
    }

    /// Says that every diagnostic of `contents` has been moved out (with `moveInitialize` or
    /// `move`): the buffer is empty, and frees only its memory.
    func markMovedOut() {
        count = 0
    }

    /// Doubles the room, moving the diagnostics over.
    private func grow() {
        let larger = UnsafeMutablePointer<Diagnostic>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }
}
