import GraphModel
import Testing

@Suite("Longest chains")
struct LongestChainsTests {
    @Test("the longest chain from each node, with the first of equally long continuations")
    func diamond() {
        // 0 → 1 → 3 → 4, 0 → 2 → 3, 2 → 4
        let graph = makeGraph(5, [(0, 1), (0, 2), (1, 3), (2, 3), (2, 4), (3, 4)])
        let (length, next) = graph.longestChains()
        #expect(length == [4, 3, 3, 2, 1])
        #expect(next == [1, 3, 3, 4, -1])
    }

    @Test("cycles are cut so chains stay finite; embed edges count only when asked")
    func cyclesAndKinds() {
        // 0 → 1 ⇄ 2 → 3, and 0 embeds 4 → 5
        let graph = makeGraph(
            6, [(0, 1, .link), (1, 2, .link), (2, 1, .link), (2, 3, .link), (0, 4, .embed), (4, 5, .link)])
        let links = graph.longestChains()
        // 1 → 2 and 2 → 1 lie inside one cycle and are ignored: 1 ends its chain, 2 goes on to 3.
        #expect(links.length == [2, 1, 2, 1, 2, 1])
        #expect(links.next == [1, -1, 3, -1, 5, -1])
        let all = graph.longestChains(following: .all)
        #expect(all.length[0] == 3 && all.next[0] == 4)
    }

    @Test("a chain of 1,000,000 nodes needs no recursion")
    func longChain() {
        let count = 1_000_000
        let graph = makeGraph(count, (0..<count - 1).map { ($0, $0 + 1) })
        #expect(graph.longestChains().length[0] == count)
    }
}
