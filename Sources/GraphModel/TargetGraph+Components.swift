extension TargetGraph {
    /// Strongly connected components of the subgraph of edges whose kind is in `kinds`,
    /// computed with an iterative (explicit-stack) Tarjan algorithm.
    ///
    /// Every node is in exactly one component (a node without a cycle through it is a
    /// component of its own). Each component's nodes are sorted ascending. Components are in
    /// Tarjan's natural order, which is reverse topological: if an edge leads from component A
    /// to component B, B comes before A (dependencies first). The depth-first search starts
    /// from roots in increasing id order and scans successors in edge insertion order, so the
    /// output is deterministic.
    ///
    /// - Complexity: O(nodeCount + edgeCount + Σ cᵢ log cᵢ) time for component sizes cᵢ (the
    ///   per-component sort), O(nodeCount) extra memory; no recursion.
    func stronglyConnectedComponents(following kinds: EdgeKinds = .link) -> [[Int]] {
        tarjan(mask: kinds.rawValue).components
    }

    /// The cycles to report: for each strongly connected component (over edges whose kind is
    /// in `kinds`) with more than one node, or with one node that has a self-edge, one
    /// concrete cycle.
    ///
    /// Each cycle is a list of edges that starts at one node of the component and returns to
    /// it: the node `start` picks from the component's nodes (sorted ascending; the smallest id
    /// by default), so a caller can make the choice independent of node numbering. It is a
    /// shortest cycle through that node (fewest edges) and stays inside the component. Among
    /// equally short cycles, the one found first by a breadth-first search from that node
    /// (successors in edge insertion order) is chosen. Cycles are sorted by their first node id.
    ///
    /// - Complexity: O(nodeCount + edgeCount + Σ cᵢ log cᵢ + k log k) for component sizes cᵢ
    ///   and k reported cycles; every node and edge is scanned by at most one component's
    ///   breadth-first search.
    public func cycles(
        following kinds: EdgeKinds = .link, startingAt start: ([Int]) -> Int = { $0[0] }
    ) -> [[Edge]] {
        let mask = kinds.rawValue
        let (components, componentOf) = tarjan(mask: mask)
        // Components are disjoint, so one shared "visited"/parent array serves all searches.
        var parentEdge = [Int32](repeating: -1, count: nodeCount)
        var visited = [Bool](repeating: false, count: nodeCount)
        var found: [(start: Int, edges: [Edge])] = []
        var queue: [Int] = []
        for (index, component) in components.enumerated() {
            guard !component.isEmpty else { continue }
            let start = start(component)
            if component.count == 1 && !hasSelfEdge(start, mask: mask) { continue }
            let id = Int32(truncatingIfNeeded: index)
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            visited[start] = true
            var closing = -1
            var head = 0
            search: while head < queue.count {
                let node = queue[head]
                head += 1
                for edge in offsets[node]..<offsets[node + 1] where Self.arc(arcs[edge], follows: mask) {
                    let next = Self.arcHead(arcs[edge])
                    if next == start {
                        closing = edge
                        break search
                    }
                    if componentOf[next] == id && !visited[next] {
                        visited[next] = true
                        parentEdge[next] = Int32(truncatingIfNeeded: edge)
                        queue.append(next)
                    }
                }
            }
            // A component with a cycle always has an edge back to `start`.
            guard closing >= 0 else { continue }
            var cycle: [Edge] = [storage[closing]]
            var node = storage[closing].source
            while node != start {
                let edge = storage[Int(parentEdge[node])]
                cycle.append(edge)
                node = edge.source
            }
            cycle.reverse()
            found.append((start, cycle))
        }
        found.sort { $0.start < $1.start }
        return found.map(\.edges)
    }

    private func hasSelfEdge(_ node: Int, mask: UInt8) -> Bool {
        for edge in offsets[node]..<offsets[node + 1]
        where Self.arc(arcs[edge], follows: mask) && Self.arcHead(arcs[edge]) == node {
            return true
        }
        return false
    }

    /// Iterative Tarjan. Returns the components (each sorted, in emission order) and, per
    /// node, its component index.
    ///
    /// - Complexity: O(nodeCount + edgeCount + Σ cᵢ log cᵢ).
    func tarjan(mask: UInt8) -> (components: [[Int]], componentOf: [Int32]) {
        var index = [Int32](repeating: -1, count: nodeCount)
        var lowLink = [Int32](repeating: 0, count: nodeCount)
        var componentOf = [Int32](repeating: -1, count: nodeCount)
        var tarjanStack: [Int32] = []
        // Explicit call stack: the node and the next edge index to scan.
        var callStack: [(node: Int, edge: Int)] = []
        var components: [[Int]] = []
        var counter: Int32 = 0
        for root in 0..<nodeCount where index[root] < 0 {
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            tarjanStack.append(Int32(truncatingIfNeeded: root))
            callStack.append((root, offsets[root]))
            while let frame = callStack.last {
                let node = frame.node
                var edge = frame.edge
                let end = offsets[node + 1]
                var descended = false
                while edge < end {
                    if Self.arc(arcs[edge], follows: mask) {
                        let next = Self.arcHead(arcs[edge])
                        if index[next] < 0 {
                            callStack[callStack.count - 1].edge = edge + 1
                            index[next] = counter
                            lowLink[next] = counter
                            counter += 1
                            tarjanStack.append(Int32(truncatingIfNeeded: next))
                            callStack.append((next, offsets[next]))
                            descended = true
                            break
                        }
                        // On the Tarjan stack exactly when visited but not yet assigned.
                        if componentOf[next] < 0 && index[next] < lowLink[node] {
                            lowLink[node] = index[next]
                        }
                    }
                    edge += 1
                }
                if descended { continue }
                callStack.removeLast()
                if let parent = callStack.last, lowLink[node] < lowLink[parent.node] {
                    lowLink[parent.node] = lowLink[node]
                }
                if lowLink[node] == index[node] {
                    let id = Int32(truncatingIfNeeded: components.count)
                    var component: [Int] = []
                    while let member = tarjanStack.popLast() {
                        componentOf[Int(member)] = id
                        component.append(Int(member))
                        if Int(member) == node { break }
                    }
                    component.sort()
                    components.append(component)
                }
            }
        }
        return (components, componentOf)
    }
}
