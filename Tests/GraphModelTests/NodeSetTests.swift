import GraphModel
import Testing

@Suite struct NodeSetTests {
    @Test("insert reports novelty, contains and count track members")
    func insertContainsCount() {
        var set = NodeSet(capacity: 130)
        #expect(set.count == 0)
        let inserted = [set.insert(5), set.insert(5), set.insert(129), set.insert(0), set.insert(64)]
        #expect(inserted == [true, false, true, true, true])
        #expect(set.count == 4)
        #expect(set.contains(129))
        #expect(set.contains(64))
        #expect(!set.contains(63))
        #expect(!set.contains(130))
        #expect(!set.contains(-1))
        let removed = [set.remove(64), set.remove(64)]
        #expect(removed == [true, false])
        #expect(set.count == 3)
    }

    @Test("iteration yields members in increasing order with a capacity that is not a multiple of 64")
    func iterationOrder() {
        var set = NodeSet(capacity: 200)
        for node in [199, 3, 64, 63, 128, 0, 127, 65] {
            set.insert(node)
        }
        #expect(Array(set) == [0, 3, 63, 64, 65, 127, 128, 199])
        #expect(Array(NodeSet(capacity: 0)) == [])
        #expect(Array(NodeSet(capacity: 70)) == [])
    }
}
