import Testing

@testable import GraphModel

@Suite struct ComponentsTests {
    /// Two separate cycles {0,1,2} and {3,4} joined by 2→3, a self-loop on 5, and 6→5.
    let graph = makeGraph(7, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (5, 5), (6, 5)])

    @Test("components are sorted inside and come in reverse topological order")
    func components() {
        let components = graph.stronglyConnectedComponents()
        #expect(components == [[3, 4], [0, 1, 2], [5], [6]])
    }

    @Test("two separate cycles and a self-loop are reported, sorted by first node")
    func twoCyclesAndSelfLoop() {
        let cycles = graph.cycles()
        #expect(
            cycles == [
                [edge(0, 1, 0), edge(1, 2, 1), edge(2, 0, 2)],
                [edge(3, 4, 4), edge(4, 3, 5)],
                [edge(5, 5, 6)],
            ])
    }

    @Test("the cycle found is the shortest one through the smallest node")
    func shortestCycleThroughSmallestNode() {
        // 0→1→2→3→0 (length 4), 0→4→0 (length 2, through later edges), 2↔3 (not through 0).
        let graph = makeGraph(5, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (4, 0), (3, 2)])
        #expect(graph.stronglyConnectedComponents() == [[0, 1, 2, 3, 4]])
        #expect(graph.cycles() == [[edge(0, 4, 4), edge(4, 0, 5)]])

        // Without the 2-cycle the 4-cycle is the answer, starting at node 0.
        let ring = makeGraph(4, [(2, 3), (1, 2), (3, 0), (0, 1), (3, 1)])
        #expect(ring.cycles().map(nodes(of:)) == [[0, 1, 2, 3, 0]])
        // The caller may pick where each cycle starts, e.g. by name rather than by id.
        #expect(ring.cycles(startingAt: { $0.max()! }).map(nodes(of:)) == [[3, 1, 2, 3]])
    }

    @Test("a DAG has only singleton components and no cycles")
    func dag() {
        let dag = makeGraph(5, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)])
        let components = dag.stronglyConnectedComponents()
        #expect(components.count == 5)
        #expect(components.allSatisfy { $0.count == 1 })
        #expect(components == [[4], [3], [1], [2], [0]])
        #expect(dag.cycles().isEmpty)
    }

    @Test("only edges of the followed kinds form cycles")
    func kinds() {
        let graph = makeGraph(3, [(0, 1, .link), (1, 0, .embed), (2, 2, .embed)])
        #expect(graph.cycles().isEmpty)
        #expect(graph.stronglyConnectedComponents().count == 3)
        #expect(
            graph.cycles(following: .all) == [
                [edge(0, 1, 0), edge(1, 0, 1, .embed)],
                [edge(2, 2, 2, .embed)],
            ])
    }
}
