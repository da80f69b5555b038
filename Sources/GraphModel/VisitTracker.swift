/// Remembers which nodes a breadth-first search has already entered. Internal; lets the
/// search loop be specialized for sparse (hash table) and dense (generation stamp) tracking.
protocol VisitTracker {
    /// Marks `node` as entered unless it already was or `barrier` blocks it; returns whether
    /// it was newly marked. `position` is the index `node` will get among the entered nodes.
    mutating func enter<B: NodeBarrier>(
        _ node: Int, barrier: B, position: Int
    ) -> Bool
}

/// Sparse tracking: the result's own node-to-position hash table doubles as the visited set,
/// so the search never allocates anything proportional to the graph's node count.
struct TableVisitTracker: VisitTracker {
    var table: NodeIndexTable

    @inline(__always)
    mutating func enter<B: NodeBarrier>(
        _ node: Int, barrier: B, position: Int
    ) -> Bool {
        table.insertIfAbsent(node, position: position) { !barrier.blocks(node) }
    }
}

/// Dense tracking with generation stamps: `stamps[node] == generation` means "seen in this
/// search" (entered, or found to be a barrier). Reset is O(1) by bumping the generation.
struct StampVisitTracker: VisitTracker {
    var stamps: [UInt32]
    var generation: UInt32

    @inline(__always)
    mutating func enter<B: NodeBarrier>(
        _ node: Int, barrier: B, position: Int
    ) -> Bool {
        if stamps[node] == generation { return false }
        stamps[node] = generation
        return !barrier.blocks(node)
    }
}
