import TestSupport
import Testing

@testable import GraphModel

@Suite struct RandomizedTests {
    struct Case {
        let graph: TargetGraph
        let kinds: EdgeKinds
        let barriers: NodeSet

        /// Whether the searches of this case follow `edge`.
        func follows(_ edge: Edge) -> Bool {
            kinds.contains(EdgeKinds(edge.kind))
        }
    }

    /// ~200 random graphs of up to 300 nodes with mixed edge kinds, duplicates, self-loops
    /// and random barrier sets.
    static func cases() -> [Case] {
        var random = SplitMix64(seed: 0x5EED_2024)
        var result: [Case] = []
        for _ in 0..<200 {
            let nodeCount = Int.random(in: 1...300, using: &random)
            let edgeCount = Int.random(in: 0...(nodeCount * 4), using: &random)
            let edges = (0..<edgeCount).map { index in
                Edge(
                    source: Int.random(in: 0..<nodeCount, using: &random),
                    destination: Int.random(in: 0..<nodeCount, using: &random),
                    kind: Bool.random(using: &random) ? .link : .embed,
                    declaration: index
                )
            }
            let kinds: EdgeKinds = [.link, .all, .embed].randomElement(using: &random) ?? .link
            var barriers = NodeSet(capacity: nodeCount)
            if Bool.random(using: &random) {
                for _ in 0..<(nodeCount / 10) {
                    barriers.insert(Int.random(in: 0..<nodeCount, using: &random))
                }
            }
            result.append(
                Case(graph: TargetGraph(nodeCount: nodeCount, edges: edges), kinds: kinds, barriers: barriers))
        }
        return result
    }

    /// Textbook BFS over the edge list; returns the distance of every node (-1 unreached).
    static func referenceDistances(_ test: Case, root: Int) -> [Int] {
        let graph = test.graph
        var adjacency = [[Int]](repeating: [], count: graph.nodeCount)
        for edge in graph.allEdges where test.follows(edge) {
            adjacency[edge.source].append(edge.destination)
        }
        var distance = [Int](repeating: -1, count: graph.nodeCount)
        distance[root] = 0
        var queue = [root]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in adjacency[node] where distance[next] < 0 && !test.barriers.contains(next) {
                distance[next] = distance[node] + 1
                queue.append(next)
            }
        }
        return distance
    }

    @Test("reachability membership, distances and paths match a naive BFS on 200 random graphs")
    func reachabilityMatchesReference() throws {
        var random = SplitMix64(seed: 42)
        for test in Self.cases() {
            let graph = test.graph
            var search = ReachabilitySearch(graph: graph)
            for _ in 0..<3 {
                let root = Int.random(in: 0..<graph.nodeCount, using: &random)
                let expected = Self.referenceDistances(test, root: root)
                let result = graph.reachability(from: root, following: test.kinds, barriers: test.barriers)
                let viaSearch = search.reachability(from: root, following: test.kinds, barriers: test.barriers)
                #expect(viaSearch.members == result.members)

                let expectedMembers = Set((0..<graph.nodeCount).filter { $0 != root && expected[$0] >= 0 })
                #expect(Set(result.members) == expectedMembers)
                #expect(result.members.count == expectedMembers.count)
                let depths = result.members.map { expected[$0] }
                #expect(depths == depths.sorted())
                // By position, the same paths and first edges as by node.
                for (position, member) in result.members.enumerated() {
                    var byPosition: [Int32] = [7]
                    result.appendPath(toMemberAt: position, to: &byPosition)
                    #expect(byPosition == [7] + (result.path(to: member) ?? []).map { Int32($0) })
                    #expect(result.firstEdge(towardMemberAt: position) == result.firstEdge(toward: member))
                }

                for node in 0..<graph.nodeCount {
                    let distance = expected[node] >= 0 ? expected[node] : nil
                    #expect(result.contains(node) == (distance != nil))
                    #expect(viaSearch.path(to: node) == result.path(to: node))
                    #expect(viaSearch.firstEdge(toward: node) == result.firstEdge(toward: node))
                    guard let path = result.path(to: node) else {
                        #expect(distance == nil)
                        continue
                    }
                    #expect(path.count - 1 == distance)
                    #expect(path.first == root && path.last == node)
                    // Every step has an edge of a followed kind; the first step's is the root's
                    // earliest such edge, the one BFS entered the second node by.
                    let steps = zip(path, path.dropFirst()).compactMap { source, destination in
                        graph.edges(from: source).first {
                            $0.destination == destination && test.follows($0)
                        }
                    }
                    #expect(steps.count == path.count - 1)
                    #expect(result.firstEdge(toward: node) == steps.first)
                }
            }
        }
    }

    @Test("the nodes reaching a node are the members of a search from it over the reversed graph")
    func nodesReachingMatchesReversedSearch() {
        var random = SplitMix64(seed: 7)
        for test in Self.cases() {
            let graph = test.graph
            let reversed = graph.reversed()
            for _ in 0..<3 {
                let target = Int.random(in: 0..<graph.nodeCount, using: &random)
                for barriers in [test.barriers, nil] {
                    let expected = reversed.reachability(from: target, following: test.kinds, barriers: barriers)
                    let found = graph.nodesReaching(target, following: test.kinds, barriers: barriers)
                    #expect((0..<graph.nodeCount).filter(found.contains) == expected.members.sorted())
                }
            }
        }
    }

    @Test("a node reaches another when one of its edges leads to it or to a node reaching it")
    func reachesMatchesNodesReaching() {
        var random = SplitMix64(seed: 11)
        for test in Self.cases() {
            let graph = test.graph
            for _ in 0..<3 {
                let target = Int.random(in: 0..<graph.nodeCount, using: &random)
                for barriers in [test.barriers, nil] {
                    let reaching = graph.nodesReaching(target, following: test.kinds, barriers: barriers)
                    for start in 0..<graph.nodeCount {
                        let expected = graph.edges(from: start).contains {
                            test.follows($0) && ($0.destination == target || reaching.contains($0.destination))
                        }
                        #expect(
                            graph.reaches(target, from: start, following: test.kinds, barriers: barriers) == expected,
                            "from \(start) to \(target)")
                    }
                }
            }
        }
    }

    @Test("allShortestPaths returns distinct valid shortest paths in lexicographic order")
    func allShortestPathsAreValid() {
        var random = SplitMix64(seed: 7)
        for test in Self.cases().prefix(60) {
            let graph = test.graph
            let source = Int.random(in: 0..<graph.nodeCount, using: &random)
            let reach = graph.reachability(from: source, following: test.kinds)
            for destination in 0..<graph.nodeCount {
                let paths = graph.allShortestPaths(from: source, to: destination, following: test.kinds, limit: 20)
                guard let path = reach.path(to: destination) else {
                    #expect(paths.isEmpty)
                    continue
                }
                let distance = path.count - 1
                #expect(!paths.isEmpty && paths.count <= 20)
                #expect(paths.allSatisfy { $0.count == distance })
                let sequences = paths.map(nodes(of:))
                #expect(Set(sequences).count == paths.count)
                if distance > 0 {
                    #expect(sequences.allSatisfy { $0.first == source && $0.last == destination })
                    // The BFS tree path is the lexicographically first shortest path.
                    #expect(sequences.first == path)
                }
            }
        }
    }

    @Test("components match mutual reachability and every reported cycle is a real shortest cycle")
    func componentsMatchReference() {
        for test in Self.cases().prefix(80) {
            let graph = test.graph
            let n = graph.nodeCount
            let reach = (0..<n).map { graph.reachability(from: $0, following: test.kinds) }
            let components = graph.stronglyConnectedComponents(following: test.kinds)
            #expect(components.flatMap { $0 }.sorted() == Array(0..<n))
            var indices = [Int](repeating: -1, count: n)
            for (index, component) in components.enumerated() {
                for node in component { indices[node] = index }
            }
            for a in 0..<n {
                for b in reach[a].members {
                    #expect((indices[a] == indices[b]) == reach[b].contains(a))
                    // Reverse topological: an edge's target component is emitted no later.
                    #expect(indices[b] <= indices[a])
                }
            }
            let cycles = graph.cycles(following: test.kinds)
            #expect(cycles.map { $0.first?.source ?? -1 } == cycles.map { $0.first?.source ?? -1 }.sorted())
            for cycle in cycles {
                guard let start = cycle.first?.source else { continue }
                #expect(components[indices[start]].first == start)
                #expect(cycle.last?.destination == start)
                // Shortest: one edge more than the shortest path from start to any predecessor.
                var best = Int.max
                for edge in graph.allEdges where edge.destination == start && test.follows(edge) {
                    if let path = reach[start].path(to: edge.source) { best = min(best, path.count) }
                }
                #expect(cycle.count == best)
            }
            let cyclic =
                components.contains { $0.count > 1 }
                || graph.allEdges.contains {
                    $0.source == $0.destination && test.follows($0)
                }
            #expect(cycles.isEmpty == !cyclic)
        }
    }
}
