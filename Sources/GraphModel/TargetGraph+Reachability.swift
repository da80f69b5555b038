extension TargetGraph {
    /// Breadth-first search from `root` following only edges whose kind is in `kinds`.
    ///
    /// Nodes in `barriers` are never entered (not reached, not expanded), except that the root
    /// itself is always expanded. Successors are scanned in edge insertion order, so
    /// ``Reachability/members`` and the shortest-path tree are deterministic (see
    /// ``Reachability``).
    ///
    /// This variant allocates nothing proportional to `nodeCount`: the visited set is the
    /// result's own hash table. When running many searches over the same graph, a
    /// ``ReachabilitySearch`` (dense visited stamps, allocated once) is somewhat faster.
    ///
    /// - Precondition: `root` is in `0..<nodeCount`.
    /// - Complexity: O(r + e) expected time and O(r) memory, where r is the number of reached
    ///   nodes and e the number of their outgoing edges; independent of `nodeCount`.
    public func reachability(
        from root: Int,
        following kinds: EdgeKinds = .link,
        barriers: NodeSet? = nil
    ) -> Reachability {
        if let barriers {
            return sparseReachability(from: root, kinds: kinds, barrier: NodeSetBarrier(set: barriers))
        }
        return sparseReachability(from: root, kinds: kinds, barrier: NoBarrier())
    }

    private func sparseReachability<B: NodeBarrier>(
        from root: Int, kinds: EdgeKinds, barrier: B
    ) -> Reachability {
        var tracker = TableVisitTracker(table: NodeIndexTable(minimumCapacity: 16))
        let (members, steps) = breadthFirst(
            from: root, mask: kinds.rawValue, barrier: barrier, tracker: &tracker
        )
        return Reachability(
            root: root, members: members, steps: steps, table: tracker.table, edgeStorage: storage
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
                if kindBits[edge] & mask != 0 {
                    let next = Int(heads[edge])
                    if next != root
                        && tracker.enter(next, barrier: barrier, position: members.count)
                    {
                        members.append(next)
                        steps.append(
                            Reachability.Step(
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
