import GraphModel
import TestSupport

/// Builds a graph from `(source, destination)` pairs; each edge's `declaration` is its index.
func makeGraph(_ nodeCount: Int, _ pairs: [(Int, Int)], kind: EdgeKind = .link) -> TargetGraph {
    makeGraph(nodeCount, pairs.map { ($0.0, $0.1, kind) })
}

/// Builds a graph from `(source, destination, kind)` triples; `declaration` is the index.
func makeGraph(_ nodeCount: Int, _ triples: [(Int, Int, EdgeKind)]) -> TargetGraph {
    let edges = triples.enumerated().map { index, triple in
        Edge(source: triple.0, destination: triple.1, kind: triple.2, declaration: index)
    }
    return TargetGraph(nodeCount: nodeCount, edges: edges)
}

/// Shorthand for an edge in expectations.
func edge(_ source: Int, _ destination: Int, _ declaration: Int, _ kind: EdgeKind = .link) -> Edge {
    Edge(source: source, destination: destination, kind: kind, declaration: declaration)
}

/// A ``NodeSet`` that can hold `0..<capacity`, holding `nodes`.
func nodeSet(capacity: Int, _ nodes: [Int]) -> NodeSet {
    var set = NodeSet(capacity: capacity)
    for node in nodes { set.insert(node) }
    return set
}

/// Node sequence of an edge path.
func nodes(of path: [Edge]) -> [Int] {
    guard let first = path.first else { return [] }
    return [first.source] + path.map(\.destination)
}
