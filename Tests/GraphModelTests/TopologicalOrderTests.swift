import GraphModel
import Testing

@Suite struct TopologicalOrderTests {
    @Test("a DAG is ordered dependencies first, ties by smaller id")
    func dag() throws {
        let graph = makeGraph(5, [(0, 1), (0, 2), (1, 3), (2, 3)])
        let order = try #require(graph.topologicalOrder())
        #expect(order == [3, 1, 2, 0, 4])
        var position = [Int](repeating: 0, count: 5)
        for (index, node) in order.enumerated() { position[node] = index }
        for edge in graph.allEdges {
            #expect(position[edge.destination] < position[edge.source])
        }
    }

    @Test("a cycle or a self-loop gives nil; edges of other kinds are ignored")
    func cycle() {
        #expect(makeGraph(3, [(0, 1), (1, 2), (2, 0)]).topologicalOrder() == nil)
        #expect(makeGraph(2, [(0, 1), (1, 1)]).topologicalOrder() == nil)
        let mixed = makeGraph(2, [(0, 1, .link), (1, 0, .embed)])
        #expect(mixed.topologicalOrder() == [1, 0])
        #expect(mixed.topologicalOrder(following: .all) == nil)
        #expect(TargetGraph(nodeCount: 0, edges: []).topologicalOrder() == [])
    }
}
