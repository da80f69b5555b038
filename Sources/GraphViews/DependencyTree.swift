import GraphModel
import Project

/// A target's dependencies drawn as a tree, the way `gradle dependencies` draws them: box-drawing
/// branches, each node with its type and layer, a subtree printed once and marked `(*)` where it
/// repeats, and `(cycle)` where a branch comes back to a target above it. Package products, SDKs and
/// externals are leaves; a dependency that is built but not linked (`link: false`) says so.
public struct DependencyTree {
    /// Which way the tree grows.
    public enum Direction: Sendable {
        /// What the root depends on.
        case dependencies
        /// Who depends on the root, up to the apps.
        case dependents
    }

    /// The most a tree prints: `--all` on a graph with many shared modules can otherwise grow
    /// exponentially, and a very deep tree quadratically, as each line repeats the branches above it.
    public static let outputLimit = (lines: 100_000, bytes: 32 << 20)

    private let graph: ProjectGraph
    private let edges: TargetGraph

    /// Prepares trees over `graph` in `direction`.
    public init(graph: ProjectGraph, direction: Direction) {
        self.graph = graph
        self.edges = direction == .dependencies ? graph.targetGraph : graph.targetGraph.reversed()
        self.direction = direction
    }

    private let direction: Direction

    /// The tree under `root`.
    /// - Parameters:
    ///   - depth: how many levels below the root to print; nil for all.
    ///   - expandRepeats: print a repeated subtree in full each time instead of marking it `(*)`.
    /// - Complexity: O(edges reached) without `expandRepeats`; with it, up to ``lineLimit`` lines.
    public func render(root: Int, depth: Int? = nil, expandRepeats: Bool = false) -> String {
        struct Frame {
            var node: Int
            var next: Int
            let end: Int
        }
        var output = Array(graph.label(of: root).utf8)
        var lineCount = 1
        // The branches drawn left of the current node's children: four columns per open level.
        var prefix: [UInt8] = []
        var prefixLengths: [Int] = []
        var onPath = NodeSet(capacity: graph.targets.count)
        var expanded = NodeSet(capacity: graph.targets.count)
        _ = onPath.insert(root)
        _ = expanded.insert(root)
        var repeats = false
        var truncated = false
        let rootEdges = edges.edgeIndices(from: root)
        var stack = [Frame(node: root, next: rootEdges.lowerBound, end: rootEdges.upperBound)]
        while let frame = stack.last {
            guard frame.next < frame.end, !truncated else {
                _ = onPath.remove(frame.node)
                stack.removeLast()
                if let length = prefixLengths.popLast() { prefix.removeLast(prefix.count - length) }
                continue
            }
            stack[stack.count - 1].next += 1
            let edge = edges.edge(at: frame.next)
            let child = edge.destination
            let isLast = frame.next + 1 == frame.end
            output.append(UInt8(ascii: "\n"))
            output += prefix
            output += (isLast ? "└── " : "├── ").utf8
            output += graph.label(of: child).utf8
            if edge.kind == .embed { output += (direction == .dependencies ? " embedded" : " embeds it").utf8 }
            if edge.kind == .build { output += " not linked".utf8 }
            lineCount += 1
            let hasChildren = edges.outDegree(of: child) > 0
            if onPath.contains(child) {
                output += " (cycle)".utf8
            } else if hasChildren && !expandRepeats && expanded.contains(child) {
                output += " (*)".utf8
                repeats = true
            } else if hasChildren && (depth.map { stack.count < $0 } ?? true) {
                _ = expanded.insert(child)
                _ = onPath.insert(child)
                prefixLengths.append(prefix.count)
                prefix += (isLast ? "    " : "│   ").utf8
                let childEdges = edges.edgeIndices(from: child)
                stack.append(Frame(node: child, next: childEdges.lowerBound, end: childEdges.upperBound))
            }
            truncated = lineCount >= Self.outputLimit.lines || output.count >= Self.outputLimit.bytes
        }
        if truncated {
            output += "\n… stopped after \(lineCount) lines; use --depth, or leave out --all".utf8
        }
        if repeats { output += "\n\n(*) printed above; --all prints it again".utf8 }
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }
}
