extension TargetGraph {
    /// The nodes from which `target` is reached over edges of `kinds` without entering a node of
    /// `barriers`: the members of `reversed().reachability(from: target, following: kinds,
    /// barriers: barriers)`, found without building the reversed graph.
    ///
    /// The search runs over the incoming edges of `kinds` alone, kept as 4 bytes per node and per
    /// such edge, where ``reversed()`` copies every edge whole, with its declaration, for the
    /// life of the result.
    ///
    /// - Precondition: `target` is in `0..<nodeCount`.
    /// - Complexity: O(nodeCount + edgeCount).
    public func nodesReaching(
        _ target: Int, following kinds: EdgeKinds = .link, barriers: NodeSet? = nil
    ) -> NodeSet {
        precondition(target >= 0 && target < nodeCount, "target out of range")
        let mask = kinds.rawValue
        // The sources of each node's incoming edges, grouped by node: `starts[v]..<starts[v + 1]`
        // in `sources`, in increasing source order as the reversed graph keeps them.
        var starts = [Int32](repeating: 0, count: nodeCount + 1)
        for edge in arcs.indices where Self.arc(arcs[edge], follows: mask) {
            starts[Self.arcHead(arcs[edge]) + 1] += 1
        }
        for node in 0..<nodeCount { starts[node + 1] += starts[node] }
        var sources = [Int32](repeating: 0, count: Int(starts[nodeCount]))
        var cursor = starts
        for node in 0..<nodeCount {
            for edge in offsets[node]..<offsets[node + 1] where Self.arc(arcs[edge], follows: mask) {
                let head = Self.arcHead(arcs[edge])
                sources[Int(cursor[head])] = Int32(truncatingIfNeeded: node)
                cursor[head] += 1
            }
        }
        var found = NodeSet(capacity: nodeCount)
        var search = BreadthFirstQueue(nodeCount: nodeCount, start: target)
        while let node = search.next() {
            for index in Int(starts[node])..<Int(starts[node + 1]) {
                let source = Int(sources[index])
                if search.reach(source, unlessIn: barriers) { _ = found.insert(source) }
            }
        }
        return found
    }
}
