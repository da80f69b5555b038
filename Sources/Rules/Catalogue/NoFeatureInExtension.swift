import Project
import ProjectModel

/// App Clips and app extensions must not link feature modules, directly or through other modules.
public struct NoFeatureInExtension: Rule {
    public static let description = RuleDescription(
        id: "no-feature-in-extension",
        defaultSeverity: .error,
        summary:
            "an App Clip or app extension links a feature-layer module, directly or transitively; one finding per module, with its shortest path",
        rationale: """
            Feature modules carry screens, flows and their dependencies. Linked into an App Clip or an \
            extension they inflate it past its size limit and its memory budget, and couple it to the app's UI.
            """,
        options: [],
        oneLiner: "`ShopClip: {type: app-clip, dependencies: [CheckoutFeature]}`",
        badExample: """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [↓NetworkService]
              NetworkService:
                type: framework
                dependencies: [CheckoutFeature]
              CheckoutFeature:
                type: framework
            """,
        goodExample: """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [NetworkService]
              NetworkService:
                type: framework
              CheckoutFeature:
                type: framework
                dependencies: [NetworkService]
            """)

    /// Each App Clip or app extension's findings come from its own closure.
    public static let checksClipsApart = true

    /// It also reads the imports of each clip's and extension's code, and of the modules they link.
    public static let readsSources = true

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        collectedFindings(context)
    }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        let predicate = ReachabilityPredicate(beforeModule: "links feature module '", afterModule: "'")
        context.reachabilityFindings(toLayer: "feature", describe: { _, _ in predicate }, report: report)
        if let sources = context.sources { Self.importedFeatures(context, sources: sources, report: report) }
    }

    /// The feature modules the code of each App Clip and app extension imports, or of a module it
    /// links, without the graph declaring the edge: one finding at each such import the closure does
    /// not already bring the module in by.
    private static func importedFeatures(
        _ context: LintContext, sources: ImportAnalysis, report: (Finding) -> Void
    ) {
        let graph = context.graph
        for clip in context.clipsAndExtensions {
            let closure = graph.closure(of: clip)
            for module in [clip] + closure.members where sources.importsOfTarget[module] != nil {
                for found in sources.implicitImports(of: module, in: graph) {
                    guard let feature = found.nodes.first(where: { graph.layers[$0] == "feature" }),
                        !closure.contains(feature)
                    else { continue }
                    var path = closure.path(to: module).map(graph.names) ?? [graph.targetNames[clip]]
                    path.append(graph.targetNames[feature])
                    let whose = module == clip ? "its code" : "the code of '\(graph.targetNames[module])'"
                    report(
                        Finding(
                            target: graph.targetNames[clip],
                            message:
                                "\(context.describe(clip)) imports feature module '\(graph.targetNames[feature])' in \(whose) without declaring it, via \(path.joined(separator: " → "))\(ImplicitDependency.suffix(found.module))",
                            location: found.module.location, path: path,
                            severity: found.module.unknownCondition == nil ? nil : .warning))
                }
            }
        }
    }
}
