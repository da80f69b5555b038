import GraphModel
import Testing

@Suite struct NodeSetTests {
    @Test("insert reports novelty, contains and count track members")
    func insertContainsCount() {
        var set = NodeSet(capacity: 130)
        #expect(set.isEmpty)
        let inserted = [set.insert(5), set.insert(5), set.insert(129), set.insert(0), set.insert(64)]
        #expect(inserted == [true, false, true, true, true])
        #expect(set.count == 4)
        #expect(!set.isEmpty)
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

    @Test("formUnion merges members and recomputes the count")
    func union() {
        var left = NodeSet(capacity: 100, [1, 50, 99])
        let right = NodeSet(capacity: 100, [50, 2, 70])
        left.formUnion(right)
        #expect(Array(left) == [1, 2, 50, 70, 99])
        #expect(left.count == 5)
        #expect(left == NodeSet(capacity: 100, [99, 70, 50, 2, 1]))
        var intersection = left
        intersection.formIntersection(right)
        #expect(Array(intersection) == [2, 50, 70])
        var difference = left
        difference.subtract(right)
        #expect(Array(difference) == [1, 99])
        #expect(difference.count == 2)
    }
}
