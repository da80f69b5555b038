/// A binary min-heap of node ids. Internal helper for ordered worklists.
struct NodeHeap: Sendable {
    private var items: [Int32] = []

    /// Whether the heap is empty.
    var isEmpty: Bool { items.isEmpty }

    /// Adds `node`.
    ///
    /// - Complexity: O(log count).
    mutating func push(_ node: Int) {
        var child = items.count
        let value = Int32(truncatingIfNeeded: node)
        items.append(value)
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= value { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = value
    }

    /// Removes and returns the smallest node, or `nil` if empty.
    ///
    /// - Complexity: O(log count).
    mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard let top = items.first else { return Int(last) }
        let count = items.count
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && items[child + 1] < items[child] { child += 1 }
            if last <= items[child] { break }
            items[parent] = items[child]
            parent = child
        }
        items[parent] = last
        return Int(top)
    }
}
