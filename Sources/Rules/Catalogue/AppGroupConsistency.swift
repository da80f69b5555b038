import Project
import ProjectModel

/// App Groups must be shared by a clip or extension and its host, and be spelled `group.…`.
///
/// Groups are judged as built: an Xcode project's `$(GROUP_ID_PREFIX).shared` as its settings
/// expand it, and shown with what is written. A group that names a setting that cannot be resolved,
/// or the team's prefix, is unknown: it is not judged, and a host with one lacks no group for
/// certain.
public struct AppGroupConsistency: Rule {
    public static let description = RuleDescription(
        id: "app-group-consistency",
        defaultSeverity: .error,
        summary:
            "an App Clip or app extension declares an App Group its host lacks, or an identifier does not start with `group.` (groups judged as built: the build settings an Xcode project's or XcodeGen spec's entitlements name expanded, and one naming a setting that cannot be resolved not judged); (warning) an App Clip declares no App Group",
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
            // macOS App Groups may also be team-prefixed (TEAMID.name). An unknown group is not judged.
            for group in target.appGroups where target.platform != "macOS" {
                guard let value = group.value, !value.hasPrefix("group.") else { continue }
                findings.append(
                    Finding(
                        target: target.name,
                        message: "App Group \(group.quoted) of '\(target.name)' does not start with 'group.'",
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
                // A watch app embeds its WatchKit extension as a container that runs no code of its
                // own: the extension's groups are the watch's, with nothing in the container to share.
                guard graph.targets[host].type != .watchApp else { continue }
                // A host with an unknown group may have any: it lacks none for certain.
                let hostGroups = graph.targets[host].appGroups
                guard !hostGroups.hasUnknown else { continue }
                let known = Set(hostGroups.knownValues)
                for group in target.appGroups {
                    guard let value = group.value, value.hasPrefix("group."), !known.contains(value) else { continue }
                    findings.append(
                        Finding(
                            target: target.name,
                            message:
                                "\(context.describe(id)) declares App Group \(group.quoted), which its host '\(graph.targets[host].name)' lacks",
                            location: group.location))
                }
            }
        }
        return findings
    }
}
