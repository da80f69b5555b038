/// One directed dependency edge between two nodes of a ``TargetGraph``.
///
/// `declaration` is an opaque caller index (for example, which dependency entry declared the
/// edge); the graph carries it through untouched.
///
/// The numbers are kept in 32 bits, as a graph's node ids are (see
/// ``TargetGraph/init(nodeCount:edges:)``): an edge is 16 bytes, not 32, and a graph of 600,000
/// edges holds two lists of them.
public struct Edge: Sendable, Hashable {
    private var storedSource: Int32
    private var storedDestination: Int32
    private var storedDeclaration: Int32
    /// How the dependency behaves.
    public var kind: EdgeKind

    /// The node the edge starts at (the dependent).
    public var source: Int {
        get { Int(storedSource) }
        set { storedSource = Self.stored(newValue) }
    }

    /// The node the edge points to (the dependency).
    public var destination: Int {
        get { Int(storedDestination) }
        set { storedDestination = Self.stored(newValue) }
    }

    /// Opaque caller index, carried through untouched.
    public var declaration: Int {
        get { Int(storedDeclaration) }
        set { storedDeclaration = Self.stored(newValue) }
    }

    /// Creates an edge.
    /// - Precondition: `source`, `destination` and `declaration` fit in 32 bits.
    public init(source: Int, destination: Int, kind: EdgeKind, declaration: Int) {
        storedSource = Self.stored(source)
        storedDestination = Self.stored(destination)
        storedDeclaration = Self.stored(declaration)
        self.kind = kind
    }

    /// The same edge pointing the other way; `kind` and `declaration` are kept.
    var flipped: Edge {
        var edge = self
        (edge.storedSource, edge.storedDestination) = (storedDestination, storedSource)
        return edge
    }

    private static func stored(_ value: Int) -> Int32 {
        precondition(value >= Int(Int32.min) && value <= Int(Int32.max), "edge number out of range")
        return Int32(truncatingIfNeeded: value)
    }
}
