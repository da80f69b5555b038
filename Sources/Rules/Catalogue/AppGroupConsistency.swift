import ManifestParser
import Project

/// App Groups must be shared by a clip or extension and its host, and be spelled `group.…`.
public struct AppGroupConsistency: Rule {
    public static let description = RuleDescription(
        id: "app-group-consistency",
        defaultSeverity: .error,
        summary:
            "an App Clip or app extension declares an App Group its host lacks, or an identifier does not start with `group.`; (warning) an App Clip declares no App Group",
        rationale: """
            A clip or extension shares data with its app only through an App Group both declare; a group \
            the host lacks is a container nobody else reads. Identifiers must start with 'group.'. An App \
            Clip without a group cannot hand its data to the full app when the user installs it.
            """,
        options: [],
        oneLiner: "the extension declares `group.com.example.share`, its app only `group.com.example.shop`",
        badExample: """
            targets:
              Shop:
                type: app
                app-groups: [group.com.example.shop]
                dependencies: [ShopShare]
              ShopShare:
                type: app-extension
                extension-point: share
                app-groups: [↓group.com.example.share]
            """,
        goodExample: """
            targets:
              Shop:
                type: app
                app-groups: [group.com.example.shop]
                dependencies: [ShopShare]
              ShopShare:
                type: app-extension
                extension-point: share
                app-groups: [group.com.example.shop]
            """)

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for id in graph.declaredIDs {
            // Most targets declare no App Group and are no clip: nothing to check, and no copy of
            // their declaration to make.
            guard !graph.targets[id].appGroups.isEmpty || graph.targets[id].type == .appClip else { continue }
            let target = graph.targets[id]
            // macOS App Groups may also be team-prefixed (TEAMID.name).
            for group in target.appGroups where !group.value.hasPrefix("group.") && target.platform != "macOS" {
                findings.append(
                    Finding(
                        target: target.name,
                        message: "App Group '\(group.value)' of '\(target.name)' does not start with 'group.'",
                        location: group.location))
            }
            guard target.type.isClipOrExtension else { continue }
            if target.type == .appClip && target.appGroups.isEmpty {
                findings.append(
                    Finding(
                        target: target.name,
                        message:
                            "\(context.describe(id)) declares no App Group, so its data cannot move to the full app",
                        location: target.location, severity: .warning))
            }
            for host in graph.hosts[id] {
                let hostGroups = Set(graph.targets[host].appGroups.map(\.value))
                for group in target.appGroups where group.value.hasPrefix("group.") && !hostGroups.contains(group.value)
                {
                    findings.append(
                        Finding(
                            target: target.name,
                            message:
                                "\(context.describe(id)) declares App Group '\(group.value)', which its host '\(graph.targets[host].name)' lacks",
                            location: group.location))
                }
            }
        }
        return findings
    }
}
