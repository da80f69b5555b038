/// One directed dependency edge between two nodes of a ``TargetGraph``.
///
/// `declaration` is an opaque caller index (for example, which dependency entry declared the
/// edge); the graph carries it through untouched.
public struct Edge: Sendable, Hashable {
    /// The node the edge starts at (the dependent).
    public var source: Int
    /// The node the edge points to (the dependency).
    public var destination: Int
    /// How the dependency behaves.
    public var kind: EdgeKind
    /// Opaque caller index, carried through untouched.
    public var declaration: Int

    /// Creates an edge.
    public init(source: Int, destination: Int, kind: EdgeKind, declaration: Int) {
        self.source = source
        self.destination = destination
        self.kind = kind
        self.declaration = declaration
    }

    /// The same edge pointing the other way; `kind` and `declaration` are kept.
    var flipped: Edge {
        Edge(source: destination, destination: source, kind: kind, declaration: declaration)
    }
}
