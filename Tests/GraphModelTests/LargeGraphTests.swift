import Testing

@testable import GraphModel

@Suite struct LargeGraphTests {
    static let size = 1_000_000

    static func chain() -> TargetGraph {
        makeGraph(size, (0..<(size - 1)).map { ($0, $0 + 1) })
    }

    @Test("reachability on a 1,000,000-node chain reaches every other node with the right path")
    func chainReachability() throws {
        let graph = Self.chain()
        let result = graph.reachability(from: 0)
        #expect(result.members.count == Self.size - 1)
        let path = try #require(result.path(to: Self.size - 1))
        #expect(path.count == Self.size)
        #expect(path.first == 0 && path.last == Self.size - 1)
        #expect(result.firstEdge(toward: Self.size - 1) == edge(0, 1, 0))
        #expect(graph.reversed().reachability(from: Self.size - 1).members.count == Self.size - 1)
    }

    @Test("components, cycles and shortest paths on a 1,000,000-node chain need no deep stack")
    func chainComponents() {
        let graph = Self.chain()
        let components = graph.stronglyConnectedComponents()
        #expect(components.count == Self.size)
        #expect(components.first == [Self.size - 1])
        #expect(graph.cycles().isEmpty)
        #expect(graph.allShortestPaths(from: 0, to: Self.size - 1).map(\.count) == [Self.size - 1])
    }

    @Test("a 1,000,000-node ring is one component with exactly one 1,000,000-edge cycle")
    func ring() {
        let graph = makeGraph(Self.size, (0..<Self.size).map { ($0, ($0 + 1) % Self.size) })
        let components = graph.stronglyConnectedComponents()
        #expect(components.count == 1)
        #expect(components.first?.count == Self.size)
        let cycles = graph.cycles()
        #expect(cycles.count == 1)
        let cycle = cycles.first ?? []
        #expect(cycle.count == Self.size)
        #expect(cycle.first?.source == 0 && cycle.last?.destination == 0)
    }
}
