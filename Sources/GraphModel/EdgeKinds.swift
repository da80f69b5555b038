/// A set of ``EdgeKind`` values, stored as a bit mask so that it can be tested in hot loops.
///
/// Used by every traversal to select which edges to follow. Array literals work:
/// `following: [.link, .embed]`.
public struct EdgeKinds: OptionSet, Sendable, Hashable {
    /// The bit mask; bit `k` is set when the kind with raw value `k` is included.
    public let rawValue: UInt8

    /// Creates a set from a raw bit mask.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Creates a set containing exactly one kind.
    public init(_ kind: EdgeKind) {
        self.rawValue = 1 << kind.rawValue
    }

    /// Creates a set containing the given kinds (for example from a `Set<EdgeKind>`).
    public init<Kinds: Sequence>(_ kinds: Kinds) where Kinds.Element == EdgeKind {
        var mask: UInt8 = 0
        for kind in kinds {
            mask |= 1 << kind.rawValue
        }
        self.rawValue = mask
    }

    /// Only ``EdgeKind/link`` edges.
    public static let link = EdgeKinds(.link)
    /// Only ``EdgeKind/embed`` edges.
    public static let embed = EdgeKinds(.embed)
    /// Every kind of edge.
    public static let all: EdgeKinds = [.link, .embed]

    /// Whether `kind` is in the set.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func includes(_ kind: EdgeKind) -> Bool {
        rawValue & (1 << kind.rawValue) != 0
    }

    /// The kinds in the set, in raw-value order.
    public var kinds: [EdgeKind] {
        EdgeKind.allCases.filter { includes($0) }
    }
}
