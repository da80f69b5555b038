import ManifestParser

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

    public init(options: [YAMLPair], reader: inout SchemaReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        let names = graph.targets.map(\.name)
        return graph.unknownDependencies.map { target, index in
            let dependency = graph.targets[target].dependencies[index]
            return Finding(
                target: graph.targets[target].name,
                message:
                    "'\(graph.targets[target].name)' depends on '\(dependency.name)', which no target declares\(Suggestion.didYouMean(dependency.name, in: names))",
                location: dependency.location)
        }
    }
}
