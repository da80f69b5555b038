/// The result of a breadth-first search from one root: the reached nodes and, for each, a BFS
/// parent, so that the tree path from the root is a shortest path (fewest edges).
///
/// Storage is sparse: O(reached nodes), independent of the graph's node count. Lookups by node
/// id go through an open-addressing hash table.
///
/// Tie-break: when several shortest paths exist, the tree keeps the one BFS found first, i.e.
/// parents are discovered in BFS order and each node's successors are scanned in edge
/// insertion order. This is the lexicographically smallest shortest path by edge insertion
/// index.
public struct Reachability: Sendable {
    /// Per reached node (other than the root): how BFS reached it.
    struct Step: Sendable {
        /// The node reached, `members[i]` for `steps[i]`: a path is walked through the steps alone.
        var node: Int32
        /// Position of the BFS parent in `members`, or `-1` when the parent is the root.
        var parent: Int32
        /// Number of edges from the root.
        var depth: Int32
        /// Edge index (into the graph's `allEdges`) of the root's outgoing edge that starts the
        /// tree path to this node.
        var first: Int32
    }

    /// The node the search started from.
    public let root: Int
    /// Reached nodes excluding the root, in BFS discovery order (nondecreasing distance).
    public let members: [Int]
    /// `steps[i]` describes `members[i]`.
    let steps: [Step]
    /// Maps a node id to its position in `members`.
    let table: NodeIndexTable
    /// The graph's edge storage (shared, not copied), to turn edge indices into `Edge`s.
    let edgeStorage: [Edge]

    init(root: Int, members: [Int], steps: [Step], table: NodeIndexTable, edgeStorage: [Edge]) {
        self.root = root
        self.members = members
        self.steps = steps
        self.table = table
        self.edgeStorage = edgeStorage
    }

    /// Number of reached nodes excluding the root.
    public var count: Int { members.count }

    /// Whether `node` was reached. The root is always contained (distance 0).
    ///
    /// - Complexity: O(1) expected.
    public func contains(_ node: Int) -> Bool {
        node == root || table.position(of: node) != nil
    }

    /// A shortest path `[root, ..., node]`; `[root]` for the root; `nil` if not reached.
    ///
    /// - Complexity: O(path length).
    public func path(to node: Int) -> [Int]? {
        if node == root { return [root] }
        guard var position = table.position(of: node) else { return nil }
        var path = [Int](repeating: root, count: Int(steps[position].depth) + 1)
        var index = path.count - 1
        while position >= 0 {
            path[index] = Int(steps[position].node)
            index -= 1
            position = Int(steps[position].parent)
        }
        return path
    }

    /// Appends the path ``path(to:)`` returns for `members[position]` to `path` as 32-bit ids
    /// (truncated if a node's id does not fit), without an array of its own; by position, which
    /// needs no look-up, for going through the members in order.
    ///
    /// - Precondition: `position` is in `members.indices`.
    /// - Complexity: O(path length).
    public func appendPath(toMemberAt position: Int, to path: inout [Int32]) {
        var position = position
        var index = path.count + Int(steps[position].depth)
        path.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: root), count: Int(steps[position].depth) + 1))
        while position >= 0 {
            path[index] = steps[position].node
            index -= 1
            position = Int(steps[position].parent)
        }
    }

    /// The root's outgoing edge that starts the path returned by ``path(to:)``; `nil` for the
    /// root itself or an unreached node.
    ///
    /// - Complexity: O(1) expected.
    public func firstEdge(toward node: Int) -> Edge? {
        guard node != root, let position = table.position(of: node) else {
            return nil
        }
        return firstEdge(towardMemberAt: position)
    }

    /// ``firstEdge(toward:)`` for `members[position]`, which needs no look-up.
    ///
    /// - Precondition: `position` is in `members.indices`.
    /// - Complexity: O(1).
    public func firstEdge(towardMemberAt position: Int) -> Edge {
        edgeStorage[Int(steps[position].first)]
    }
}
