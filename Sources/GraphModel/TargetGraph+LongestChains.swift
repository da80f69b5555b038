extension TargetGraph {
    /// For every node, the longest chain of edges (whose kind is in `kinds`) that starts at it,
    /// counted in nodes, and the next node on one such chain (`-1` at the end).
    ///
    /// Cycles are cut: edges between two nodes of one strongly connected component are ignored, so
    /// every chain is finite and no node appears twice on one. Among equally long continuations
    /// the first edge in insertion order wins, so the result is deterministic.
    ///
    /// - Complexity: O(nodeCount + edgeCount) after the strongly connected components; no recursion.
    public func longestChains(following kinds: EdgeKinds = .link) -> (length: [Int], next: [Int]) {
        let mask = kinds.rawValue
        let components = tarjan(mask: mask)
        let componentOf = components.componentOf
        var length = [Int](repeating: 1, count: nodeCount)
        var next = [Int](repeating: -1, count: nodeCount)
        // Components come dependencies first, so every successor outside a node's own component
        // is final when the node is reached.
        for index in components.indices {
            for member in components.members(of: index) {
                let node = Int(member)
                for edge in offsets[node]..<offsets[node + 1] where Self.arc(arcs[edge], follows: mask) {
                    let destination = storage[edge].destination
                    if componentOf[destination] != index && length[destination] + 1 > length[node] {
                        length[node] = length[destination] + 1
                        next[node] = destination
                    }
                }
            }
        }
        return (length, next)
    }
}
