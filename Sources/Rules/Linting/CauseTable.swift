import GraphModel
import Project

/// The causing edges one rule's findings share, made once per edge of the graph as findings need
/// them.
struct CauseTable {
    /// By edge: its source in the high half of the key, its declaration's index in the low half.
    private var shared: [Int: SharedCausingEdge] = [:]

    /// The shared cause for `edge`.
    mutating func cause(_ edge: Edge, in graph: ProjectGraph) -> SharedCausingEdge {
        let key = edge.source << 32 | edge.declaration
        if let known = shared[key] { return known }
        let cause = SharedCausingEdge(
            CausingEdge(
                from: graph.targetNames[edge.source], to: graph.targetNames[edge.destination],
                location: graph.location(of: edge)))
        shared[key] = cause
        return cause
    }

    /// The cause of a finding whose path runs from a closure's root to its last node: the edge into
    /// the first node after the root that `allowed` rejects, or the path's last edge when it
    /// rejects none; nil for a path of one node. `firstEdge` is the edge the closure's search took
    /// from the root toward the last node (``Reachability/firstEdge(toward:)``).
    /// - Complexity: O(path length + out-degree of the cause's source).
    mutating func cause<Path: RandomAccessCollection>(
        along path: Path, firstEdge: Edge?, graph: ProjectGraph, allowed: (Int) -> Bool
    ) -> SharedCausingEdge? where Path.Element: BinaryInteger {
        guard path.count > 1 else { return nil }
        let rest = path.dropFirst()
        let stepIndex = rest.indices.first { !allowed(Int(path[$0])) } ?? path.index(before: path.endIndex)
        // The search reached each node along the first link edge its source declares to it.
        let edge: Edge?
        if stepIndex == rest.startIndex {
            edge = firstEdge
        } else {
            let (source, destination) = (Int(path[path.index(before: stepIndex)]), Int(path[stepIndex]))
            edge = graph.targetGraph.edges(from: source).first { $0.kind == .link && $0.destination == destination }
        }
        return edge.map { cause($0, in: graph) }
    }
}
