/// An immutable directed graph of targets, stored as adjacency in compressed sparse row form.
///
/// Nodes are the dense ids `0..<nodeCount`. The outgoing edges of each node keep the order in
/// which they were passed to ``init(nodeCount:edges:)`` ("insertion order"); every algorithm
/// visits successors in that order, which makes all results deterministic. Duplicate and
/// parallel edges as well as self-edges are allowed.
///
/// Besides the `Edge` values the graph keeps each edge's destination and kind bit packed in 32
/// bits, so traversals make one load per edge instead of reading a whole `Edge`.
///
/// Complexities are stated in `nodeCount`, the node count passed to ``init(nodeCount:edges:)``,
/// and `edgeCount`, the number of edges passed (duplicates included).
public struct TargetGraph: Sendable {
    /// Number of nodes; node ids are `0..<nodeCount`.
    let nodeCount: Int
    /// `offsets[v]..<offsets[v + 1]` are the edge indices of node `v`'s outgoing edges.
    let offsets: [Int]
    /// All edges, grouped by source in increasing source order, each group in insertion order.
    let storage: [Edge]
    /// `storage[i]` packed for traversal loops: its destination in the low bits (``arcHead(_:)``),
    /// its kind's bit of ``EdgeKinds`` in the top three (``arc(_:follows:)``).
    let arcs: [UInt32]

    /// Where an arc's kind bits start; below them, its destination.
    static let arcKindShift: UInt32 = 29
    /// The bits of an arc that hold its destination; node ids stay below this.
    static let arcHeadMask: UInt32 = (1 << arcKindShift) - 1

    /// The destination of an edge packed in ``arcs``.
    @inline(__always)
    static func arcHead(_ arc: UInt32) -> Int { Int(arc & arcHeadMask) }

    /// Whether an edge packed in ``arcs`` has a kind in `mask`, a raw ``EdgeKinds``.
    @inline(__always)
    static func arc(_ arc: UInt32, follows mask: UInt8) -> Bool { arc >> arcKindShift & UInt32(mask) != 0 }

    /// Creates a graph with `nodeCount` nodes and the given edges.
    ///
    /// The outgoing edges of each node keep their relative order from `edges` (the sort by
    /// source is stable). Duplicates are kept.
    ///
    /// - Precondition: `0 <= nodeCount <= 2^29` (a node id fits an arc's 29 bits),
    ///   `edges.count <= Int32.max`, and every edge's endpoints are in `0..<nodeCount`.
    /// - Complexity: O(nodeCount + edges.count) (counting sort; none when the edges come grouped by
    ///   source in increasing order, as a whole manifest's do).
    public init(nodeCount: Int, edges: [Edge]) {
        precondition(nodeCount >= 0 && nodeCount <= Int(Self.arcHeadMask) + 1, "nodeCount out of range")
        precondition(edges.count <= Int(Int32.max), "too many edges")
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        var isGrouped = true
        var previousSource = 0
        for edge in edges {
            precondition(
                edge.source >= 0 && edge.source < nodeCount
                    && edge.destination >= 0 && edge.destination < nodeCount,
                "edge endpoint out of range"
            )
            offsets[edge.source + 1] += 1
            isGrouped = isGrouped && edge.source >= previousSource
            previousSource = edge.source
        }
        if nodeCount > 0 {
            for node in 1...nodeCount {
                offsets[node] += offsets[node - 1]
            }
        }
        self.nodeCount = nodeCount
        self.offsets = offsets
        // Grouped already: the edges are the storage as they are, and each arc is its edge's.
        self.storage = isGrouped ? edges : Self.grouped(edges, offsets: offsets)
        self.arcs = self.storage.map(Self.arc)
    }

    /// `edges` grouped by source in increasing order, each group in insertion order, where
    /// `offsets` says where each source's group starts.
    private static func grouped(_ edges: [Edge], offsets: [Int]) -> [Edge] {
        var cursor = offsets
        let placeholder = Edge(source: 0, destination: 0, kind: .link, declaration: 0)
        var storage = [Edge](repeating: placeholder, count: edges.count)
        for edge in edges {
            let slot = cursor[edge.source]
            cursor[edge.source] = slot + 1
            storage[slot] = edge
        }
        return storage
    }

    /// An edge packed for ``arcs``: its destination, and its kind's bit above it.
    private static func arc(_ edge: Edge) -> UInt32 {
        UInt32(truncatingIfNeeded: edge.destination) | UInt32(EdgeKinds(edge.kind).rawValue) << arcKindShift
    }

    /// All edges grouped by source (increasing), each group in insertion order.
    ///
    /// The position of an edge in this collection is its *edge index* (see ``edge(at:)``).
    public var allEdges: [Edge] { storage }

    /// The outgoing edges of `node`, in insertion order.
    ///
    /// - Precondition: `node` is in `0..<nodeCount`.
    /// - Complexity: O(1).
    public func edges(from node: Int) -> ArraySlice<Edge> {
        storage[edgeIndices(from: node)]
    }

    /// The edge indices of `node`'s outgoing edges, in insertion order.
    ///
    /// - Precondition: `node` is in `0..<nodeCount`.
    /// - Complexity: O(1).
    public func edgeIndices(from node: Int) -> Range<Int> {
        offsets[node]..<offsets[node + 1]
    }

    /// The edge with the given edge index (an index into ``allEdges``).
    ///
    /// - Complexity: O(1).
    public func edge(at index: Int) -> Edge {
        storage[index]
    }

    /// Number of outgoing edges of `node`, duplicates included.
    ///
    /// - Complexity: O(1).
    public func outDegree(of node: Int) -> Int {
        offsets[node + 1] - offsets[node]
    }

    /// The graph with every edge flipped (`kind` and `declaration` kept), for reverse queries
    /// such as "who depends on this node".
    ///
    /// The outgoing edges of node `v` in the result are the flipped incoming edges of `v`,
    /// ordered by original source id ascending, then by original insertion order.
    ///
    /// - Complexity: O(nodeCount + edgeCount).
    public func reversed() -> TargetGraph {
        TargetGraph(nodeCount: nodeCount, edges: storage.map(\.flipped))
    }
}

extension TargetGraph: Hashable {
    /// Two graphs are equal when they have the same node count and the same outgoing edges,
    /// in the same order, for every node.
    public static func == (lhs: TargetGraph, rhs: TargetGraph) -> Bool {
        lhs.nodeCount == rhs.nodeCount && lhs.storage == rhs.storage
    }

    /// Hashes the node count and the edges.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(nodeCount)
        hasher.combine(storage)
    }
}
