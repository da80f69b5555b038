/// Decides which nodes a reachability search must not enter. Internal; lets the search loop be
/// specialized for "no barrier" and a ``NodeSet`` barrier.
protocol NodeBarrier {
    /// Whether the search must not enter `node`.
    func blocks(_ node: Int) -> Bool
}

/// No node is a barrier.
struct NoBarrier: NodeBarrier {
    @inline(__always)
    func blocks(_ node: Int) -> Bool { false }
}

/// The members of a ``NodeSet`` are barriers.
struct NodeSetBarrier: NodeBarrier {
    let set: NodeSet

    @inline(__always)
    func blocks(_ node: Int) -> Bool { set.contains(node) }
}
