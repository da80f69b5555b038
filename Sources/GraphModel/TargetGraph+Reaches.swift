extension TargetGraph {
    /// Whether a path of one edge or more of `kinds` leads from `start` to `target` through no node
    /// of `barriers` on the way (`start` and `target` themselves may be in it): whether one of
    /// `start`'s edges of `kinds` leads to `target` or to a node of `nodesReaching(target, following:
    /// kinds, barriers: barriers)`. Searched breadth-first from `start`, stopping at `target`, where
    /// that search runs backwards over the whole graph.
    ///
    /// - Precondition: `start` and `target` are in `0..<nodeCount`.
    /// - Complexity: O(nodeCount / 64 + nodes reached + their edges), stopping at `target`.
    public func reaches(
        _ target: Int, from start: Int, following kinds: EdgeKinds = .link, barriers: NodeSet? = nil
    ) -> Bool {
        precondition(start >= 0 && start < nodeCount && target >= 0 && target < nodeCount, "node out of range")
        let mask = kinds.rawValue
        var search = BreadthFirstQueue(nodeCount: nodeCount, start: start)
        while let node = search.next() {
            for edge in offsets[node]..<offsets[node + 1] where Self.arc(arcs[edge], follows: mask) {
                let head = Self.arcHead(arcs[edge])
                if head == target { return true }
                _ = search.reach(head, unlessIn: barriers)
            }
        }
        return false
    }
}
