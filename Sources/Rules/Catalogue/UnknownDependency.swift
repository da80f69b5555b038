import Project
import ProjectModel

/// A dependency entry must name a declared target; `sdk:`, `package:` and `framework:` entries are
/// external leaves and exempt.
public struct UnknownDependency: Rule {
    public static let description = RuleDescription(
        id: "unknown-dependency",
        defaultSeverity: .error,
        summary:
            "a dependency names no declared target (with \"did you mean\")",
        rationale: """
            A misspelled dependency would drop a module, and everything behind it, out of every check. \
            It is reported with the closest declared name.
            """,
        options: [],
        oneLiner: "`dependencies: [NetworkServce]`",
        badExample: """
            targets:
              Shop:
                type: app
                dependencies: [↓NetworkServce]
              NetworkService:
                type: framework
            """,
        goodExample: """
            targets:
              Shop:
                type: app
                dependencies: [NetworkService, {sdk: StoreKit}, {package: Lottie}]
              NetworkService:
                type: framework
            """)

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    /// - Complexity: the target names are prepared for suggestions once, and each distinct unknown
    ///   name is looked up once, however many entries repeat it, up to
    ///   ``SuggestionCache/maximumNames`` names: O(u + min(u, 200) × t) for u unknown entries and t
    ///   targets.
    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        guard !graph.unknownDependencies.isEmpty else { return [] }
        // Suggested from the declared targets only: a target entry names a target.
        var suggestions = SuggestionCache()
        return graph.unknownDependencies.map { target, index in
            let dependency = graph.targets[target].dependencies[index]
            let suggestion = suggestions.didYouMean(dependency.name, among: Array(graph.declaredNames))
            return Finding(
                target: graph.targets[target].name,
                message:
                    "'\(graph.targets[target].name)' depends on '\(dependency.name)', which no target declares\(suggestion)",
                location: dependency.location)
        }
    }
}
