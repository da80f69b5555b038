import Project
import ProjectModel

/// A module may depend on modules of its own layer or lower ones, never on a higher layer.
///
/// Layers come from `layers.order` (highest first) and `layers.match` or a module's `layer:`. Only
/// direct dependencies are checked, one finding per edge; products and modules no pattern places are
/// not layered. Each finding's cause is its own edge, which groups it with the reachability
/// findings the same edge causes.
public struct LayerDirection: Rule {
    public static let description = RuleDescription(
        id: "layer-direction",
        defaultSeverity: .error,
        summary:
            "a module depends directly on a module of a higher layer in `layers.order`, such as a core module on a feature; one finding per edge; products and unplaced modules are not layered",
        rationale: """
            Layers keep the graph pointing one way: features build on core modules, never the reverse. A \
            core module that depends on a feature pulls that feature into every clip and extension that \
            links the core module, and makes the two impossible to build apart.
            """,
        options: [],
        oneLiner: "core module `Storage` has `dependencies: [CatalogFeature]`",
        badExample: """
            targets:
              Storage:
                type: framework
                dependencies: [↓CatalogFeature]
              CatalogFeature:
                type: framework
            """,
        goodExample: """
            targets:
              Storage:
                type: framework
              CatalogFeature:
                type: framework
                dependencies: [Storage]
            """)

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    /// - Complexity: O(targets × layers + dependencies).
    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        let order = graph.manifest.layers
        // A closure that calls `rank(of:)`: the method as a value captured a copy of the layers
        // for every node, two retains and releases each.
        let ranks = graph.layers.map { layer in layer.flatMap { order.rank(of: $0) } }
        var findings: [Finding] = []
        var causes = CauseTable()
        // A build dependency (`link: false`) is a dependency all the same; embedding is no dependency of a module.
        for edge in graph.targetGraph.allEdges where edge.kind != .embed {
            guard let sourceRank = ranks[edge.source], let destinationRank = ranks[edge.destination],
                destinationRank < sourceRank, let sourceLayer = graph.layers[edge.source],
                let destinationLayer = graph.layers[edge.destination]
            else { continue }
            let source = graph.targetNames[edge.source]
            findings.append(
                Finding(
                    target: source,
                    message:
                        "'\(source)' in layer '\(sourceLayer)' depends on '\(graph.targetNames[edge.destination])' in the higher layer '\(destinationLayer)'",
                    location: graph.location(of: edge), path: nil,
                    sharedCause: causes.cause(edge, in: graph)))
        }
        return findings
    }
}
