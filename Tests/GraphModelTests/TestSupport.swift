import GraphModel

/// A tiny deterministic pseudo-random generator (SplitMix64) for reproducible tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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

/// Node sequence of an edge path.
func nodes(of path: [Edge]) -> [Int] {
    guard let first = path.first else { return [] }
    return [first.source] + path.map(\.destination)
}
