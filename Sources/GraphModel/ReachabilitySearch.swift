/// A reusable scratch space for running many ``Reachability`` searches over one graph.
///
/// It allocates one `UInt32` visited stamp per node once; each search then bumps a generation
/// counter instead of clearing, so a search costs O(reached nodes + their outgoing edges),
/// never O(nodeCount). Compared to ``TargetGraph/reachability(from:following:barriers:)`` the
/// visited test is a plain array read instead of a hash probe; the result (sparse, with its
/// own hash table) is the same.
///
/// A value type: give each concurrent task its own copy.
public struct ReachabilitySearch: Sendable {
    /// The graph searched.
    private let graph: TargetGraph
    private var tracker: StampVisitTracker

    /// Creates the scratch space for `graph`.
    ///
    /// - Complexity: O(graph.nodeCount), once.
    public init(graph: TargetGraph) {
        self.graph = graph
        self.tracker = StampVisitTracker(
            stamps: [UInt32](repeating: 0, count: graph.nodeCount), generation: 0
        )
    }

    /// Same result as ``TargetGraph/reachability(from:following:barriers:)``.
    ///
    /// - Precondition: `root` is in `0..<graph.nodeCount`.
    /// - Complexity: O(r + e) expected, where r is the number of reached nodes and e the number
    ///   of their outgoing edges (plus O(nodeCount) once every 2^32 - 1 searches, to reset the
    ///   stamps).
    public mutating func reachability(
        from root: Int,
        following kinds: EdgeKinds = .link,
        barriers: NodeSet? = nil
    ) -> Reachability {
        if let barriers {
            return run(from: root, kinds: kinds, barrier: NodeSetBarrier(set: barriers))
        }
        return run(from: root, kinds: kinds, barrier: NoBarrier())
    }

    private mutating func run<B: NodeBarrier>(
        from root: Int, kinds: EdgeKinds, barrier: B
    ) -> Reachability {
        precondition(root >= 0 && root < graph.nodeCount, "root out of range")
        if tracker.generation == UInt32.max {
            for index in tracker.stamps.indices {
                tracker.stamps[index] = 0
            }
            tracker.generation = 0
        }
        tracker.generation += 1
        tracker.stamps[root] = tracker.generation
        let (members, steps) = graph.breadthFirst(
            from: root, mask: kinds.rawValue, barrier: barrier, tracker: &tracker
        )
        var table = NodeIndexTable(minimumCapacity: members.count)
        for (position, node) in members.enumerated() {
            table.insertNew(node, position: position)
        }
        return Reachability(
            root: root, members: members, steps: steps, table: table,
            edgeStorage: graph.storage
        )
    }
}
