import GraphModel
import Project
import ProjectModel

/// Targets must not depend on each other in a cycle.
public struct DependencyCycle: Rule {
    public static let description = RuleDescription(
        id: "dependency-cycle",
        defaultSeverity: .error,
        summary:
            "targets depend on each other in a cycle; one finding per cycle, listing it in order",
        rationale: """
            Xcode cannot build a cycle of targets, and a cycle makes every module in it part of every \
            other's closure. Each cycle is reported once, at the dependency entry that starts it.
            """,
        options: [],
        oneLiner: "`Storage` depends on `Cache`, `Cache` on `Storage`",
        badExample: """
            targets:
              NetworkService:
                type: framework
                dependencies: [↓Storage]
              Storage:
                type: framework
                dependencies: [NetworkService]
            """,
        goodExample: """
            targets:
              NetworkService:
                type: framework
                dependencies: [Storage]
              Storage:
                type: framework
            """)

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        // Each cycle starts at its first name in byte order, so the report does not depend on the
        // order targets are declared in.
        let start = { (component: [Int]) in
            component.min { graph.targetNames[$0].utf8.lexicographicallyPrecedes(graph.targetNames[$1].utf8) }
                ?? component[0]
        }
        return graph.targetGraph.cycles(following: .all, startingAt: start).compactMap { edges in
            guard let first = edges.first else { return nil }
            let path = graph.names([first.source] + edges.map(\.destination))
            return Finding(
                target: path[0], message: "dependency cycle: \(path.arrowPath)",
                location: graph.location(of: first), path: path)
        }
    }
}
