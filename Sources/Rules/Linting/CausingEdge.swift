import ProjectModel

/// The dependency edge that causes a finding: where the finding's path leaves what the rule
/// allows, so that removing this one edge is the fix, and every finding it causes goes with it.
///
/// - `layer-direction`: the finding's own edge.
/// - `no-feature-in-extension`: the edge into the first feature-layer module on the path.
/// - `allowed-core-modules`: the edge into the first node on the path that the allowlist does not
///   name (a feature module on the way counts: it is not on the allowlist either).
/// - `clip-unavailable-sdk`: the edge from the module that declares the SDK to the SDK.
/// - custom rules: the edge into the first node on the path that the rule forbids (or that no
///   `allow` entry matches); with `transitive: false`, the finding's own edge.
///
/// Other findings (unknown dependencies, cycles, settings, sizes, App Groups) have no cause.
public struct CausingEdge: Sendable, Hashable {
    /// The name of the node the edge leaves.
    public var from: String
    /// The name of the node the edge reaches.
    public var to: String
    /// The dependency entry in `from` that declares the edge.
    public var location: SourceLocation

    /// Creates a causing edge.
    public init(from: String, to: String, location: SourceLocation) {
        self.from = from
        self.to = to
        self.location = location
    }
}

/// A causing edge allocated once and shared by every finding of a rule that it causes, so that a
/// report of a million findings holds one reference each rather than a copy of the names and file.
@usableFromInline package final class SharedCausingEdge: Sendable {
    /// The edge.
    package let edge: CausingEdge

    /// Wraps an edge.
    package init(_ edge: CausingEdge) {
        self.edge = edge
    }
}

/// The ``SharedCausingEdge`` a finding or diagnostic stores, or none. A struct of one optional
/// reference rather than the optional reference itself: assigning that in the initializer of a
/// struct the size of a diagnostic made the compiler copy the whole struct and destroy the copy.
@usableFromInline struct CauseReference: Sendable {
    @usableFromInline var shared: SharedCausingEdge?

    init(shared: SharedCausingEdge?) {
        self.shared = shared
    }
}
