extension TargetGraph {
    /// The nodes ordered so that every node comes after all nodes it has edges to
    /// (dependencies first), considering only edges whose kind is in `kinds`; `nil` if those
    /// edges contain a cycle (a self-edge counts).
    ///
    /// Ties are broken by smaller id first: among all valid orders this returns the
    /// lexicographically smallest (Kahn's algorithm with a min-heap of ready nodes).
    ///
    /// - Complexity: O(edgeCount + nodeCount × log nodeCount).
    public func topologicalOrder(following kinds: EdgeKinds = .link) -> [Int]? {
        let mask = kinds.rawValue
        // Predecessor lists (reverse CSR) of the followed edges, and out-degrees.
        var remaining = [Int32](repeating: 0, count: nodeCount)
        var predecessorStart = [Int](repeating: 0, count: nodeCount + 1)
        for node in 0..<nodeCount {
            for edge in offsets[node]..<offsets[node + 1] where kindBits[edge] & mask != 0 {
                remaining[node] += 1
                predecessorStart[Int(heads[edge]) + 1] += 1
            }
        }
        if nodeCount > 0 {
            for node in 1...nodeCount {
                predecessorStart[node] += predecessorStart[node - 1]
            }
        }
        var cursor = predecessorStart
        var predecessors = [Int32](repeating: 0, count: predecessorStart[nodeCount])
        for node in 0..<nodeCount {
            for edge in offsets[node]..<offsets[node + 1] where kindBits[edge] & mask != 0 {
                let next = Int(heads[edge])
                predecessors[cursor[next]] = Int32(truncatingIfNeeded: node)
                cursor[next] += 1
            }
        }

        var ready = NodeHeap()
        for node in 0..<nodeCount where remaining[node] == 0 {
            ready.push(node)
        }
        var order: [Int] = []
        order.reserveCapacity(nodeCount)
        while let node = ready.popMin() {
            order.append(node)
            for index in predecessorStart[node]..<predecessorStart[node + 1] {
                let predecessor = Int(predecessors[index])
                remaining[predecessor] -= 1
                if remaining[predecessor] == 0 {
                    ready.push(predecessor)
                }
            }
        }
        return order.count == nodeCount ? order : nil
    }
}
