import GraphModel
import Testing

@Suite struct NodeSetTests {
    @Test("insert and remove report novelty, contains tracks members")
    func insertRemoveContains() {
        var set = NodeSet(capacity: 130)
        #expect(!set.contains(5))
        let inserted = [set.insert(5), set.insert(5), set.insert(129), set.insert(0), set.insert(64)]
        #expect(inserted == [true, false, true, true, true])
        #expect(set.contains(129))
        #expect(set.contains(64))
        #expect(!set.contains(63))
        #expect(!set.contains(130))
        #expect(!set.contains(-1))
        let removed = [set.remove(64), set.remove(64)]
        #expect(removed == [true, false])
        #expect(!set.contains(64))
        #expect(set.contains(5) && set.contains(129) && set.contains(0))
    }

    @Test("members on both sides of word boundaries, with a capacity that is not a multiple of 64")
    func wordBoundaries() {
        let members = [199, 3, 64, 63, 128, 0, 127, 65]
        let set = nodeSet(capacity: 200, members)
        #expect((0..<200).filter(set.contains) == members.sorted())
        #expect(!set.contains(200))
        #expect(!NodeSet(capacity: 0).contains(0))
        #expect(set == nodeSet(capacity: 200, members.reversed()))
    }
}
