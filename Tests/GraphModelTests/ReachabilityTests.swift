import GraphModel
import Testing

@Suite struct ReachabilityTests {
    /// 0→1, 0→2, 1→3, 2→3, 3→4, 0⇒5 (embed), 5→6, 4→0.
    let graph = makeGraph(
        7,
        [
            (0, 1, .link), (0, 2, .link), (1, 3, .link), (2, 3, .link),
            (3, 4, .link), (0, 5, .embed), (5, 6, .link), (4, 0, .link),
        ])

    @Test("members are the closure in BFS order, excluding the root")
    func closureMembers() {
        let result = graph.reachability(from: 0)
        #expect(result.root == 0)
        #expect(result.members == [1, 2, 3, 4])
        #expect(result.contains(0))
        #expect(result.contains(4))
        #expect(!result.contains(5))
        #expect(!result.contains(6))
        #expect(graph.reachability(from: 6).members.isEmpty)
    }

    @Test("paths are shortest, ties broken by edge insertion order")
    func shortestPath() {
        let result = graph.reachability(from: 0)
        #expect(result.path(to: 0) == [0])
        #expect(result.path(to: 3) == [0, 1, 3])
        #expect(result.path(to: 4) == [0, 1, 3, 4])
        #expect(result.path(to: 5) == nil)
        #expect(result.path(to: 6) == nil)
    }

    @Test("firstEdge is the root's edge that starts the path")
    func firstEdge() {
        let result = graph.reachability(from: 0)
        #expect(result.firstEdge(toward: 4) == edge(0, 1, 0))
        #expect(result.firstEdge(toward: 2) == edge(0, 2, 1))
        #expect(result.firstEdge(toward: 0) == nil)
        #expect(result.firstEdge(toward: 6) == nil)
        let all = graph.reachability(from: 0, following: .all)
        #expect(all.firstEdge(toward: 6) == edge(0, 5, 5, .embed))
    }

    @Test("a barrier node is neither reached nor expanded")
    func barrier() {
        let aroundOne = graph.reachability(from: 0, barriers: nodeSet(capacity: 7, [1]))
        #expect(aroundOne.members == [2, 3, 4])
        #expect(!aroundOne.contains(1))
        #expect(aroundOne.path(to: 4) == [0, 2, 3, 4])
        #expect(aroundOne.firstEdge(toward: 3) == edge(0, 2, 1))

        let beforeThree = graph.reachability(from: 0, barriers: nodeSet(capacity: 7, [3]))
        #expect(beforeThree.members == [1, 2])
        #expect(!beforeThree.contains(4))
    }

    @Test("the root is expanded even when it is a barrier")
    func rootBarrier() {
        let result = graph.reachability(from: 0, barriers: nodeSet(capacity: 7, [0, 3]))
        #expect(result.members == [1, 2])
        let notBlocked = graph.reachability(from: 0, barriers: nodeSet(capacity: 7, [0]))
        #expect(notBlocked.members == [1, 2, 3, 4])
    }

    @Test("embed edges are ignored when following only links, followed with .all or .embed")
    func edgeKinds() {
        #expect(!graph.reachability(from: 0, following: .link).contains(5))
        #expect(graph.reachability(from: 0, following: [.link, .embed]).members == [1, 2, 5, 3, 6, 4])
        #expect(graph.reachability(from: 0, following: .embed).members == [5])
        #expect(graph.reachability(from: 0, following: []).members.isEmpty)
    }

    @Test("build edges are followed only when asked for, and .all asks for them")
    func buildEdges() {
        let graph = makeGraph(4, [(0, 1, .link), (1, 2, .build), (0, 3, .build)])
        #expect(graph.reachability(from: 0, following: .link).members == [1])
        #expect(graph.reachability(from: 0, following: .build).members == [3])
        #expect(graph.reachability(from: 0, following: .all).members == [1, 3, 2])
        #expect(graph.cycles(following: .all).isEmpty)
    }

    @Test("a reused ReachabilitySearch gives the same answers as the one-shot search")
    func reusableSearch() {
        var search = ReachabilitySearch(graph: graph)
        for _ in 0..<3 {
            for root in 0..<7 {
                let reused = search.reachability(from: root, following: .all)
                let fresh = graph.reachability(from: root, following: .all)
                #expect(reused.members == fresh.members)
                for node in 0..<7 {
                    #expect(reused.path(to: node) == fresh.path(to: node))
                    #expect(reused.firstEdge(toward: node) == fresh.firstEdge(toward: node))
                }
            }
        }
        let blocked = search.reachability(from: 0, barriers: nodeSet(capacity: 7, [1]))
        #expect(blocked.members == [2, 3, 4])
    }

    @Test("edges(from:) keeps insertion order per source and reversed() flips every edge")
    func adjacency() {
        let graph = makeGraph(3, [(1, 2), (0, 2), (1, 0), (0, 1)])
        #expect(graph.allEdges.count == 4)
        #expect(Array(graph.edges(from: 1)) == [edge(1, 2, 0), edge(1, 0, 2)])
        #expect(Array(graph.edges(from: 0)) == [edge(0, 2, 1), edge(0, 1, 3)])
        let reversed = graph.reversed()
        #expect(Array(reversed.edges(from: 2)) == [edge(2, 0, 1), edge(2, 1, 0)])
        #expect(Array(reversed.edges(from: 0)) == [edge(0, 1, 2)])
        #expect(reversed.allEdges.count == 4)
        let twice = reversed.reversed()
        for node in 0..<3 {
            #expect(Set(twice.edges(from: node)) == Set(graph.edges(from: node)))
        }
    }
}
