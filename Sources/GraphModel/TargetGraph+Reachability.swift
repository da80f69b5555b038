extension TargetGraph {
    /// Breadth-first search from `root` following only edges whose kind is in `kinds`.
    ///
    /// Nodes in `barriers` are never entered (not reached, not expanded), except that the root
    /// itself is always expanded. Successors are scanned in edge insertion order, so
    /// ``Reachability/members`` and the shortest-path tree are deterministic (see
    /// ``Reachability``).
    ///
    /// The visited set is a bit per node, `nodeCount / 8` bytes for the search's duration; the
    /// result keeps a hash table sized to what it reached, built once at the end. When running
    /// many searches over the same graph, a ``ReachabilitySearch`` (dense visited stamps,
    /// allocated once) is somewhat faster.
    ///
    /// - Precondition: `root` is in `0..<nodeCount`.
    /// - Complexity: O(r + e + nodeCount / 64) expected time and O(r + nodeCount / 64) memory,
    ///   where r is the number of reached nodes and e the number of their outgoing edges.
    public func reachability(
        from root: Int,
        following kinds: EdgeKinds = .link,
        barriers: NodeSet? = nil
    ) -> Reachability {
        if let barriers {
            return oneOffReachability(from: root, kinds: kinds, barrier: NodeSetBarrier(set: barriers))
        }
        return oneOffReachability(from: root, kinds: kinds, barrier: NoBarrier())
    }

    private func oneOffReachability<B: NodeBarrier>(
        from root: Int, kinds: EdgeKinds, barrier: B
    ) -> Reachability {
        var tracker = SetVisitTracker(visited: NodeSet(capacity: nodeCount))
        let (members, steps) = breadthFirst(
            from: root, mask: kinds.rawValue, barrier: barrier, tracker: &tracker
        )
        var table = NodeIndexTable(minimumCapacity: members.count)
        for (position, node) in members.enumerated() {
            table.insertNew(node, position: position)
        }
        return Reachability(
            root: root, members: members, steps: steps, table: table, edgeStorage: storage
        )
    }

    /// The BFS loop shared by every reachability entry point.
    ///
    /// - Complexity: O(r + e) tracker operations.
    func breadthFirst<B: NodeBarrier, T: VisitTracker>(
        from root: Int, mask: UInt8, barrier: B, tracker: inout T
    ) -> (members: [Int], steps: [Reachability.Step]) {
        precondition(root >= 0 && root < nodeCount, "root out of range")
        var members: [Int] = []
        var steps: [Reachability.Step] = []
        var position = -1
        var node = root
        var depth: Int32 = 0
        var first: Int32 = -1
        while true {
            var edge = offsets[node]
            let end = offsets[node + 1]
            while edge < end {
                if Self.arc(arcs[edge], follows: mask) {
                    let next = Self.arcHead(arcs[edge])
                    if next != root
                        && tracker.enter(next, barrier: barrier, position: members.count)
                    {
                        members.append(next)
                        steps.append(
                            Reachability.Step(
                                node: Int32(truncatingIfNeeded: next),
                                parent: Int32(truncatingIfNeeded: position),
                                depth: depth + 1,
                                first: position < 0 ? Int32(truncatingIfNeeded: edge) : first
                            )
                        )
                    }
                }
                edge += 1
            }
            position += 1
            if position == members.count { break }
            node = members[position]
            let step = steps[position]
            depth = step.depth
            first = step.first
        }
        return (members, steps)
    }
}
