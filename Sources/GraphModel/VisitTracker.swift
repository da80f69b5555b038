/// Remembers which nodes a breadth-first search has already entered. Internal; lets the
/// search loop be specialized for a bit set per search and for generation stamps reused across
/// searches.
protocol VisitTracker {
    /// Marks `node` as entered unless it already was or `barrier` blocks it; returns whether
    /// it was newly marked. `position` is the index `node` will get among the entered nodes.
    mutating func enter<B: NodeBarrier>(
        _ node: Int, barrier: B, position: Int
    ) -> Bool
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

/// Tracks visited nodes in a bit set over the whole graph: a bit per node, set on the first visit.
struct SetVisitTracker: VisitTracker {
    var visited: NodeSet

    @inline(__always)
    mutating func enter<B: NodeBarrier>(
        _ node: Int, barrier: B, position: Int
    ) -> Bool {
        visited.insert(node) && !barrier.blocks(node)
    }
}
