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

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        collectedFindings(context)
    }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        let predicate = ReachabilityPredicate(beforeModule: "links feature module '", afterModule: "'")
        context.reachabilityFindings(toLayer: "feature", describe: { _, _ in predicate }, report: report)
    }
}
