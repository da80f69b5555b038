extension TargetGraph {
    /// Every shortest path from `source` to `destination` following only edges whose kind is
    /// in `kinds` (for a `why A B` command).
    ///
    /// Returns all distinct *node sequences* of minimal length, each as its list of edges.
    /// Parallel edges between the same two nodes (duplicates, or one per kind) count as one
    /// step; the step is represented by the earliest-inserted such edge. Paths are in
    /// lexicographic order of their edge insertion order (at the first step where two paths
    /// differ, the one whose edge comes first in the shared node's outgoing list comes first),
    /// and at most `limit` are returned (the first `limit` in that order).
    ///
    /// Returns `[]` if `destination` is unreachable or `limit <= 0`, and `[[]]` (one empty
    /// path) if `source == destination`.
    ///
    /// - Precondition: `source` and `destination` are in `0..<nodeCount`.
    /// - Complexity: O(nodeCount + edgeCount) for the breadth-first search and the pruning
    ///   pass, plus O(limit × d) to enumerate, where d is the distance: every branch the
    ///   enumeration takes leads to `destination`.
    public func allShortestPaths(
        from source: Int,
        to destination: Int,
        following kinds: EdgeKinds = .link,
        limit: Int = 100
    ) -> [[Edge]] {
        precondition(source >= 0 && source < nodeCount, "source out of range")
        precondition(destination >= 0 && destination < nodeCount, "destination out of range")
        guard limit > 0 else { return [] }
        if source == destination { return [[]] }
        let mask = kinds.rawValue

        // 1. BFS from `source`, stopping after the level that contains `destination`.
        var distance = [Int32](repeating: -1, count: nodeCount)
        distance[source] = 0
        var order: [Int] = [source]
        var target: Int32 = -1
        var head = 0
        while head < order.count {
            let node = order[head]
            head += 1
            let nextDistance = distance[node] + 1
            if target >= 0 && nextDistance > target { break }
            for edge in offsets[node]..<offsets[node + 1] where Self.arc(arcs[edge], follows: mask) {
                let next = Self.arcHead(arcs[edge])
                if distance[next] < 0 {
                    distance[next] = nextDistance
                    order.append(next)
                    if next == destination { target = nextDistance }
                }
            }
        }
        guard target > 0 else { return [] }

        // 2. Backwards over BFS order (nonincreasing distance): keep, for every node that lies
        //    on some shortest path, its deduplicated "next step" edges, in insertion order.
        var useful = [Bool](repeating: false, count: nodeCount)
        useful[destination] = true
        var stepStart = [Int](repeating: 0, count: nodeCount)
        var stepEnd = [Int](repeating: 0, count: nodeCount)
        var steps: [Int] = []
        var lastSeenFrom = [Int32](repeating: -1, count: nodeCount)
        for node in order.reversed() {
            let nextDistance = distance[node] + 1
            guard nextDistance <= target else { continue }
            let start = steps.count
            let marker = Int32(truncatingIfNeeded: node)
            for edge in offsets[node]..<offsets[node + 1] where Self.arc(arcs[edge], follows: mask) {
                let next = Self.arcHead(arcs[edge])
                if distance[next] == nextDistance && useful[next] && lastSeenFrom[next] != marker {
                    lastSeenFrom[next] = marker
                    steps.append(edge)
                }
            }
            if steps.count > start {
                useful[node] = true
                stepStart[node] = start
                stepEnd[node] = steps.count
            }
        }

        // 3. Depth-first enumeration over the pruned DAG, in insertion order.
        var paths: [[Edge]] = []
        var pathEdges: [Int] = []
        var frames: [(node: Int, next: Int)] = [(source, stepStart[source])]
        while let frame = frames.last {
            if frame.node == destination {
                paths.append(pathEdges.map { storage[$0] })
                if paths.count == limit { break }
                frames.removeLast()
                pathEdges.removeLast()
                continue
            }
            if frame.next == stepEnd[frame.node] {
                frames.removeLast()
                if !pathEdges.isEmpty { pathEdges.removeLast() }
                continue
            }
            let edge = steps[frame.next]
            frames[frames.count - 1].next = frame.next + 1
            let next = Self.arcHead(arcs[edge])
            pathEdges.append(edge)
            frames.append((next, stepStart[next]))
        }
        return paths
    }
}
