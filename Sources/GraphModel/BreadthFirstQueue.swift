/// The nodes a breadth-first search has reached, and the queue of those it has yet to expand, in
/// the order reached: a bit per node of the graph and 4 bytes per queued node.
struct BreadthFirstQueue {
    private var reached: NodeSet
    private var queue: [Int32]
    private var position = 0

    /// A search of a graph of `nodeCount` nodes from `start`, reached and queued.
    init(nodeCount: Int, start: Int) {
        reached = NodeSet(capacity: nodeCount)
        _ = reached.insert(start)
        queue = [Int32(truncatingIfNeeded: start)]
    }

    /// The next node to expand; nil once every queued node has been.
    @inline(__always)
    mutating func next() -> Int? {
        guard position < queue.count else { return nil }
        position += 1
        return Int(queue[position - 1])
    }

    /// Marks `node` reached and, the first time, queues it unless `barriers` holds it; whether it
    /// was queued.
    @inline(__always)
    mutating func reach(_ node: Int, unlessIn barriers: NodeSet?) -> Bool {
        guard reached.insert(node), barriers?.contains(node) != true else { return false }
        queue.append(Int32(truncatingIfNeeded: node))
        return true
    }
}
