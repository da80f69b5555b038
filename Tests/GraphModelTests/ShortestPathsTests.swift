import GraphModel
import Testing

@Suite struct ShortestPathsTests {
    @Test("a diamond yields both shortest paths in edge insertion order, not the longer one")
    func diamond() {
        let graph = makeGraph(6, [(0, 1), (0, 2), (1, 3), (2, 3), (0, 4), (4, 5), (5, 3)])
        let paths = graph.allShortestPaths(from: 0, to: 3)
        #expect(paths == [[edge(0, 1, 0), edge(1, 3, 2)], [edge(0, 2, 1), edge(2, 3, 3)]])

        let swapped = makeGraph(4, [(0, 2), (0, 1), (1, 3), (2, 3)])
        #expect(swapped.allShortestPaths(from: 0, to: 3).map(nodes(of:)) == [[0, 2, 3], [0, 1, 3]])
    }

    @Test("limit caps the number of paths and keeps the first ones in order")
    func limit() {
        // Two diamonds in a row: 4 shortest paths 0→{1,2}→3→{4,5}→6.
        let graph = makeGraph(7, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (3, 5), (4, 6), (5, 6)])
        let all = graph.allShortestPaths(from: 0, to: 6)
        #expect(all.map(nodes(of:)) == [[0, 1, 3, 4, 6], [0, 1, 3, 5, 6], [0, 2, 3, 4, 6], [0, 2, 3, 5, 6]])
        #expect(graph.allShortestPaths(from: 0, to: 6, limit: 3) == Array(all.prefix(3)))
        #expect(graph.allShortestPaths(from: 0, to: 6, limit: 1) == [all[0]])
        #expect(graph.allShortestPaths(from: 0, to: 6, limit: 0).isEmpty)
    }

    @Test("parallel edges give one path per node sequence, using the earliest edge")
    func parallelEdges() {
        let graph = makeGraph(3, [(0, 1, .link), (0, 1, .embed), (0, 1, .link), (1, 2, .link)])
        #expect(graph.allShortestPaths(from: 0, to: 2, following: .all) == [[edge(0, 1, 0), edge(1, 2, 3)]])
        #expect(
            graph.allShortestPaths(from: 0, to: 2, following: .embed).isEmpty
        )
    }

    @Test("unreachable gives no paths, the same node gives one empty path, embed edges respected")
    func edgeCases() {
        let graph = makeGraph(4, [(0, 1, .link), (1, 2, .embed), (3, 0, .link)])
        #expect(graph.allShortestPaths(from: 0, to: 3).isEmpty)
        #expect(graph.allShortestPaths(from: 0, to: 2).isEmpty)
        #expect(graph.allShortestPaths(from: 0, to: 2, following: .all).map(nodes(of:)) == [[0, 1, 2]])
        #expect(graph.allShortestPaths(from: 2, to: 2) == [[]])
    }
}
