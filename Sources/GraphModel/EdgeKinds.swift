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
    init(_ kind: EdgeKind) {
        self.rawValue = 1 << kind.rawValue
    }

    /// Only ``EdgeKind/link`` edges.
    public static let link = EdgeKinds(.link)
    /// Only ``EdgeKind/embed`` edges.
    public static let embed = EdgeKinds(.embed)
    /// Only ``EdgeKind/build`` edges.
    public static let build = EdgeKinds(.build)
    /// Every kind of edge.
    public static let all: EdgeKinds = [.link, .embed, .build]
}
