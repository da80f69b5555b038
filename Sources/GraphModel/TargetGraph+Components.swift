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
        let components = tarjan(mask: kinds.rawValue)
        return components.indices.map { components.members(of: $0).map(Int.init) }
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
        let components = tarjan(mask: mask)
        let componentOf = components.componentOf
        // Components are disjoint, so one shared "visited"/parent array serves all searches.
        var parentEdge = [Int32](repeating: -1, count: nodeCount)
        var visited = [Bool](repeating: false, count: nodeCount)
        var found: [(start: Int, edges: [Edge])] = []
        var queue: [Int] = []
        for index in components.indices {
            let members = components.members(of: index)
            // Most nodes are components of their own, with no cycle to search for.
            if members.count == 1 && !hasSelfEdge(Int(members[members.startIndex]), mask: mask) { continue }
            let start = start(members.map(Int.init))
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

    /// Iterative Tarjan: the strongly connected components of the edges `mask` selects, each
    /// sorted, in the order found, with each node's component. They lie side by side in one array
    /// rather than in an array each: most nodes are a component of their own, and an array for
    /// each was most of the search's cost.
    ///
    /// - Complexity: O(nodeCount + edgeCount + Σ cᵢ log cᵢ).
    func tarjan(mask: UInt8) -> Components {
        var index = [Int32](repeating: -1, count: nodeCount)
        var lowLink = [Int32](repeating: 0, count: nodeCount)
        var components = Components(nodeCount: nodeCount)
        var tarjanStack: [Int32] = []
        // Explicit call stack: the node and the next edge index to scan.
        var callStack: [(node: Int, edge: Int)] = []
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
                        if components.componentOf[next] < 0 && index[next] < lowLink[node] {
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
                    var first = tarjanStack.count - 1
                    while tarjanStack[first] != Int32(truncatingIfNeeded: node) { first -= 1 }
                    // The stack and where the component starts on it: a slice of the stack, or a
                    // closure over the components, cost a retain and a release for every node of
                    // an acyclic graph.
                    components.append(tarjanStack, from: first)
                    tarjanStack.removeLast(tarjanStack.count - first)
                }
            }
        }
        return components
    }

    /// Strongly connected components, each one's nodes sorted, side by side in the order found.
    struct Components {
        /// Each node's component.
        private(set) var componentOf: [Int32]
        /// Every component's nodes, one component after another.
        private var members: [Int32] = []
        /// Where each component's nodes end in ``members``.
        private var ends: [Int] = []

        init(nodeCount: Int) {
            componentOf = [Int32](repeating: -1, count: nodeCount)
            members.reserveCapacity(nodeCount)
        }

        /// The components' numbers, in the order found.
        var indices: Range<Int> { ends.indices }

        /// The nodes of component `index`, sorted.
        func members(of index: Int) -> ArraySlice<Int32> {
            members[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
        }

        /// Records a component of the nodes of `stack` from `first` on.
        mutating func append(_ stack: [Int32], from first: Int) {
            let id = Int32(truncatingIfNeeded: ends.count)
            let start = members.count
            for index in first..<stack.count {
                componentOf[Int(stack[index])] = id
                members.append(stack[index])
            }
            if stack.count - first > 1 { members[start...].sort() }
            ends.append(members.count)
        }
    }
}
