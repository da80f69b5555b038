extension Array {
    /// Whether `other` is this very array, its storage shared, not merely an equal one: how a
    /// finding's path ids are known to index a particular graph's names.
    @inlinable
    package func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress && $0.count == mine.count }
        }
    }
}
