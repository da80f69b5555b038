/// The node ids of a finding's path, the first four held inline and a longer path in an array, so
/// that the short paths most findings have need no allocation of their own.
@usableFromInline package struct PathIDs: Sendable, Hashable, RandomAccessCollection {
    /// The first four ids; those past `count` are zero.
    @usableFromInline var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    /// Every id, for a path longer than four; nil otherwise.
    @usableFromInline var spilled: [Int32]?
    /// How many ids.
    @usableFromInline package let count: Int

    /// The ids of `path`, each of which fits in 32 bits.
    package init(_ path: some Collection<Int>) {
        count = path.count
        if count > 4 {
            spilled = path.map { Int32(truncatingIfNeeded: $0) }
            return
        }
        var index = path.startIndex
        for position in 0..<count {
            let id = Int32(truncatingIfNeeded: path[index])
            switch position {
            case 0: inline.0 = id
            case 1: inline.1 = id
            case 2: inline.2 = id
            default: inline.3 = id
            }
            index = path.index(after: index)
        }
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }

    @inlinable package subscript(position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "path index out of range")
        if let spilled { return spilled[position] }
        switch position {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        default: return inline.3
        }
    }

    @usableFromInline package static func == (lhs: PathIDs, rhs: PathIDs) -> Bool {
        lhs.elementsEqual(rhs)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for id in self { hasher.combine(id) }
    }
}
