/// A fixed-size set of node ids `0..<capacity`, stored as a bit set. Its tests and updates are
/// inlinable: the rules, in another module, ask them for every node they visit, and as calls they
/// cost the 10,000-target text lint 4.6 M instructions.
public struct NodeSet: Sendable, Hashable {
    /// The ids this set can hold are `0..<capacity`.
    @usableFromInline let capacity: Int
    /// 64 ids per word; bit `i % 64` of word `i / 64` is id `i`. Bits at or above `capacity`
    /// are always zero.
    @usableFromInline var words: [UInt64]

    /// Creates an empty set that can hold the ids `0..<capacity`.
    ///
    /// - Precondition: `capacity >= 0`.
    /// - Complexity: O(capacity / 64).
    public init(capacity: Int) {
        precondition(capacity >= 0, "negative capacity")
        self.capacity = capacity
        self.words = [UInt64](repeating: 0, count: (capacity + 63) >> 6)
    }

    /// Adds `node`; returns `true` if it was not already a member.
    ///
    /// - Precondition: `node` is in `0..<capacity`.
    /// - Complexity: O(1).
    @discardableResult @inlinable
    public mutating func insert(_ node: Int) -> Bool {
        precondition(node >= 0 && node < capacity, "node out of range")
        let bit: UInt64 = 1 << UInt64(node & 63)
        let word = words[node >> 6]
        if word & bit != 0 {
            return false
        }
        words[node >> 6] = word | bit
        return true
    }

    /// Removes `node`; returns `true` if it was a member.
    ///
    /// - Precondition: `node` is in `0..<capacity`.
    /// - Complexity: O(1).
    @discardableResult @inlinable
    public mutating func remove(_ node: Int) -> Bool {
        precondition(node >= 0 && node < capacity, "node out of range")
        let bit: UInt64 = 1 << UInt64(node & 63)
        let word = words[node >> 6]
        if word & bit == 0 {
            return false
        }
        words[node >> 6] = word & ~bit
        return true
    }

    /// Whether `node` is a member. Ids outside `0..<capacity` are never members.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ node: Int) -> Bool {
        guard node >= 0 && node < capacity else { return false }
        return words[node >> 6] & (1 << UInt64(node & 63)) != 0
    }
}
