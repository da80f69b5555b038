import Project
import ProjectModel

/// Every App Clip belongs to exactly one app, and every app extension to at least one.
public struct ClipHost: Rule {
    public static let description = RuleDescription(
        id: "clip-host",
        defaultSeverity: .error,
        summary: "an App Clip is embedded by no app or by more than one; (warning) an app extension no app embeds",
        rationale: """
            An App Clip ships inside exactly one app: its bundle id, App Groups and associated domains \
            are that app's. A clip no app embeds never ships, and one embedded twice has two parents \
            whose identifiers cannot both match. An extension no app embeds is usually left over.
            """,
        options: [],
        oneLiner: "two apps both list `ShopClip` in their `dependencies`",
        badExample: """
            targets:
              Shop:
                type: app
                dependencies: [ShopClip]
              Kiosk:
                type: app
                dependencies: [ShopClip]
              ↓ShopClip:
                type: app-clip
            """,
        goodExample: """
            targets:
              Shop:
                type: app
                dependencies: [ShopClip]
              Kiosk:
                type: app
              ShopClip:
                type: app-clip
            """)

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for id in context.clipsAndExtensions {
            let target = graph.targets[id]
            let hosts = graph.hosts[id]
            if target.type == .appClip && hosts.count > 1 {
                let names = hosts.map { "'\(graph.targetNames[$0])'" }.sorted().joined(separator: ", ")
                findings.append(
                    Finding(
                        target: target.name,
                        message:
                            "\(context.describe(id)) is embedded by \(hosts.count) apps, \(names); an App Clip belongs to exactly one app",
                        location: target.location))
            } else if hosts.isEmpty && target.platform != "macCatalyst" {
                // An Xcode target built only for Mac Catalyst is embedded in the app's Mac build,
                // which the graph, the iOS build's, leaves out.
                let isClip = target.type == .appClip
                findings.append(
                    Finding(
                        target: target.name,
                        message:
                            "\(context.describe(id)) is embedded by no app; list it in its app's dependencies\(isClip ? "" : " or remove it")",
                        location: target.location, severity: isClip ? nil : .warning))
            }
        }
        return findings
    }
}
