import GraphModel
import Project
import ProjectModel
import Rules

/// The part of a project graph a picture shows, and what in it breaks a rule.
public struct GraphSelection {
    /// The graph.
    public let graph: ProjectGraph
    /// The nodes shown, by id: declared targets in declaration order, then package products, SDKs and
    /// externals in the order entries name them.
    public let nodes: [Int]
    /// The edges between shown targets, one per source, destination and kind, in declaration order.
    public let edges: [Edge]
    /// The shown targets as a set, to lint only them.
    public let shown: NodeSet
    /// The targets a finding's path ends at (the modules a clip or extension must not reach), and
    /// the members of cycles.
    public private(set) var offendingNodes: NodeSet
    /// Imports between shown nodes that the graph does not declare, drawn apart from its edges;
    /// empty unless ``showImports(_:)`` adds them.
    public private(set) var undeclaredImports: [UndeclaredImport] = []
    private var violatingEdges: Set<Int64> = []

    /// A module a target's code imports without declaring it.
    public struct UndeclaredImport: Sendable {
        /// The importing target.
        public let source: Int
        /// The module imported.
        public let destination: Int
        /// The first import.
        public let location: SourceLocation
    }

    /// Selects the whole graph, or with `focus` only that target, what it depends on and what
    /// depends on it (over link and embed edges); the paths of `diagnostics` mark violations.
    /// - Complexity: O(targets + edges + the length of the diagnostics' paths).
    public init(graph: ProjectGraph, focus: Int? = nil, diagnostics: [Diagnostic] = []) {
        self.graph = graph
        let count = graph.targets.count
        var shown = NodeSet(capacity: count)
        if let focus {
            _ = shown.insert(focus)
            for node in graph.targetGraph.reachability(from: focus, following: .all).members { _ = shown.insert(node) }
            for node in graph.targetGraph.reversed().reachability(from: focus, following: .all).members {
                _ = shown.insert(node)
            }
        } else {
            for node in 0..<count { _ = shown.insert(node) }
        }
        nodes = (0..<count).filter { shown.contains($0) }
        var seen = Set<Int64>()
        var edges: [Edge] = []
        for node in nodes {
            for edge in graph.targetGraph.edges(from: node) where shown.contains(edge.destination) {
                if seen.insert(Self.key(edge.source, edge.destination) << 2 | Int64(edge.kind.rawValue)).inserted {
                    edges.append(edge)
                }
            }
        }
        self.edges = edges
        self.shown = shown
        offendingNodes = NodeSet(capacity: count)
        mark(diagnostics)
    }

    /// Marks the paths of `diagnostics` as violations.
    public mutating func mark(_ diagnostics: [Diagnostic]) {
        let names = graph.targetNames
        // A clip's findings come in a row, their paths sharing their first steps: the edges of the
        // steps a path shares with the one before are marked already.
        var before: ArraySlice<Int32> = []
        for index in diagnostics.indices {
            // As stored when the path is stored as ids into this graph's names, else looked up by
            // name; a path with a name not in the graph marks nothing.
            if let ids = diagnostics[index].text.pathIDs(into: names) {
                var shared = 0
                while shared < min(ids.count, before.count)
                    && ids[ids.startIndex + shared] == before[before.startIndex + shared]
                {
                    shared += 1
                }
                mark(path: ids, markedSteps: max(shared - 1, 0))
                before = ids
            } else if let path = diagnostics[index].path {
                let ids = path.compactMap(graph.id(of:))
                if ids.count == path.count { mark(path: ids, markedSteps: 0) }
            }
        }
    }

    /// Marks the edges along a path of node ids after its first `markedSteps`, and the module it
    /// reaches: every member for a cycle, whose path ends where it starts.
    private mutating func mark<Path: Collection>(path ids: Path, markedSteps: Int)
    where Path.Element: BinaryInteger {
        guard let first = ids.first, ids.count > 1 else { return }
        var previous = Int(first)
        for (step, id) in ids.dropFirst().enumerated() {
            if step >= markedSteps { violatingEdges.insert(Self.key(previous, Int(id))) }
            previous = Int(id)
        }
        if previous == Int(first) {
            for id in ids { _ = offendingNodes.insert(Int(id)) }
        } else {
            _ = offendingNodes.insert(previous)
        }
    }

    /// Adds the imports of shown targets' code that their dependencies do not declare, to modules
    /// shown, in the order of the targets and then of the imports.
    public mutating func showImports(_ analysis: ImportAnalysis) {
        for node in nodes where analysis.importsOfTarget[node] != nil {
            for found in analysis.implicitImports(of: node, in: graph) {
                guard let module = found.nodes.first(where: shown.contains) else { continue }
                undeclaredImports.append(
                    UndeclaredImport(source: node, destination: module, location: found.module.location))
            }
        }
    }

    /// The shown nodes grouped by layer, in `layers.order` (then any other layer by name), and the
    /// nodes in no layer (products, unmatched modules, and external nodes other than local packages).
    public var layerGroups: (layers: [(name: String, nodes: [Int])], unlayered: [Int]) {
        var byLayer: [String: [Int]] = [:]
        var unlayered: [Int] = []
        for node in nodes {
            if let layer = graph.layers[node] {
                byLayer[layer, default: []].append(node)
            } else {
                unlayered.append(node)
            }
        }
        let order = graph.manifest.layers.order.map(\.value)
        let names = order.filter { byLayer[$0] != nil } + byLayer.keys.filter { !order.contains($0) }.sorted()
        return (names.map { ($0, byLayer[$0] ?? []) }, unlayered)
    }

    /// Whether `edge` lies on the path of a finding.
    public func isViolation(_ edge: Edge) -> Bool {
        violatingEdges.contains(Self.key(edge.source, edge.destination))
    }

    private static func key(_ source: Int, _ destination: Int) -> Int64 {
        Int64(source) << 31 | Int64(destination)
    }
}
