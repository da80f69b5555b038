import Project
import ProjectModel

/// A clip's or extension's bundle id extends its host app's: the host's id, a dot, and more.
///
/// Checked for every host that embeds the target; a target or host with no `bundle-id` is not
/// checked. The comparison is exact, as App Store validation's is.
public struct BundleIDPrefix: Rule {
    public static let description = RuleDescription(
        id: "bundle-id-prefix",
        defaultSeverity: .error,
        summary:
            "an App Clip's or app extension's bundle id is not its host's bundle id followed by `.` and more (targets or hosts with no bundle id are skipped)",
        rationale: """
            Xcode refuses to embed, and the App Store to accept, a clip or extension whose bundle id does \
            not start with its app's id and a dot. Catching it in the manifest saves a failed archive.
            """,
        options: [],
        oneLiner: "app `com.example.shop` embeds a widget whose `bundle-id` is `com.example.widget`",
        badExample: """
            targets:
              Shop:
                type: app
                bundle-id: com.example.shop
                dependencies: [ShopClip]
              ShopClip:
                type: app-clip
                bundle-id: ↓com.example.shopclip
            """,
        goodExample: """
            targets:
              Shop:
                type: app
                bundle-id: com.example.shop
                dependencies: [ShopClip]
              ShopClip:
                type: app-clip
                bundle-id: com.example.shop.Clip
            """)

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for id in context.clipsAndExtensions {
            guard let bundleID = graph.targets[id].bundleID else { continue }
            for host in graph.hosts[id] {
                guard let hostID = graph.targets[host].bundleID?.value else { continue }
                let prefix = hostID + "."
                let extendsHost = bundleID.value.hasPrefix(prefix) && bundleID.value.utf8.count > prefix.utf8.count
                guard !extendsHost else { continue }
                findings.append(
                    Finding(
                        target: graph.targetNames[id],
                        message:
                            "\(context.describe(id)) has bundle id '\(bundleID.value)', but its host '\(graph.targetNames[host])' has '\(hostID)'; expected '\(prefix)' followed by a name",
                        location: bundleID.location))
            }
        }
        return findings
    }
}
