import Project
import ProjectModel
import TextOutput

/// An App Clip's estimated size, its own `size` plus that of every module and external package in its
/// link closure, must stay under the limit that applies to it.
///
/// The limit follows the clip's deployment target: 10 MB below iOS 16 (or with no `deployment-target`),
/// 15 MB from iOS 16, 100 MB from iOS 17 for clips marked `digital-invocations-only: true`. The
/// `app-clip` option sets one limit for every clip instead. A clip with no `size` is still estimated
/// from its closure and named first among the unsized modules; a clip whose closure holds no size at
/// all, its own included, has no estimate and is not checked.
public struct SizeBudget: Rule {
    public static let description = RuleDescription(
        id: "size-budget",
        defaultSeverity: .error,
        summary:
            "an App Clip's estimated size, its own `size` plus every sized module and `package:`/`framework:` entry in its link closure, is over its limit: 10 MB below iOS 16 or with no `deployment-target`, 15 MB from iOS 16, 100 MB from iOS 17 with `digital-invocations-only: true`; the finding names the three largest contributors and the modules with no `size`",
        rationale: """
            The App Store refuses an App Clip whose thinned, uncompressed size is over its limit: 10 MB \
            below iOS 16, 15 MB from iOS 16, 100 MB from iOS 17 for clips only invoked digitally. Summing \
            the sizes declared in the manifest catches a module that pushes the clip over before a build \
            does, and names what weighs most.
            """,
        options: ["app-clip"],
        optionsSummary: "`app-clip` (one limit for every clip, e.g. `15 MB`)",
        oneLiner:
            "`ShopClip: {type: app-clip, deployment-target: \"15.0\", size: 1.2 MB, dependencies: [DesignSystem]}` with `DesignSystem: {type: framework, size: 9 MB}` (10.2 MB over 10 MB)",
        badExample: """
            targets:
              ShopClip:
                type: app-clip
                deployment-target: "16.0"
                size: ↓900 KB
                dependencies: [DesignSystem, {package: Lottie, size: 1.4 MB}]
              DesignSystem:
                type: framework
                size: 14 MB
            """,
        goodExample: """
            targets:
              ShopClip:
                type: app-clip
                deployment-target: "16.0"
                size: 900 KB
                dependencies: [DesignSystem, {package: Lottie, size: 1.4 MB}]
              DesignSystem:
                type: framework
                size: 2.1 MB
            """)

    /// Each App Clip or app extension's findings come from its own closure.
    public static let checksClipsApart = true

    /// How many contributors a finding lists, largest first.
    static let listedContributors = 3
    /// How many unsized modules a finding names before eliding the rest.
    static let listedUnsized = 10

    /// The limit set by the `app-clip` option, for every clip.
    private var configuredLimit: ByteCount?

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {
        guard let option = options.first(where: { $0.key == "app-clip" }) else { return }
        configuredLimit = reader.size(option.value, "'app-clip' of rule 'size-budget'")?.value
    }

    /// The rule as the manifest configures it, for views that show the limits it applies.
    /// - Throws: the problems in the rule's options, located as `targetlint lint` reports them.
    public init(configuredBy graph: ProjectGraph) throws(InputError) {
        var reader = ManifestValueReader()
        let setting = graph.manifest.rules.first { $0.id.value == Self.description.id }
        self.init(options: setting?.options ?? [], reader: &reader, graph: graph)
        if !reader.problems.isEmpty { throw InputError(reader.problems, manifestFiles: graph.manifest.manifestFiles) }
    }

    /// The limit that applies to a clip: the configured one, or Apple's for its deployment target.
    public func limit(for clip: TargetDeclaration) -> ClipSizeLimit {
        configuredLimit.map(ClipSizeLimit.configured) ?? ClipSizeLimit(for: clip)
    }

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        let targets = graph.targets
        for id in context.clipsAndExtensions where targets[id].type == .appClip {
            let clip = targets[id]
            let estimate = ClipSizeEstimate(clip: id, graph: graph)
            guard !estimate.contributors.isEmpty else { continue }
            let limit = limit(for: clip)
            guard estimate.total > limit.size else { continue }
            findings.append(
                Finding(
                    target: clip.name, message: message(context.describe(id), estimate, limit),
                    location: clip.size?.location ?? clip.location))
        }
        return findings
    }

    /// "app clip 'C' is an estimated 16.2 MB, over its 15 MB limit (…); largest: …; estimate excludes …".
    private func message(_ subject: String, _ estimate: ClipSizeEstimate, _ limit: ClipSizeLimit) -> String {
        var text = TextBuffer(capacity: 256)
        text.append(subject)
        text.append(" is an estimated \(estimate.total), over its \(limit.size) limit (\(limit.reason)); largest: ")
        let largest = estimate.contributors.prefix(Self.listedContributors).map { "\($0.name) \($0.size)" }
        text.append(Array(largest), separator: ", ")
        let unsized = estimate.unsized
        if !unsized.isEmpty {
            text.append("; estimate excludes ")
            text.append(unsized.count)
            text.append(unsized.count == 1 ? " unsized module: " : " unsized modules: ")
            text.append(Array(unsized.prefix(Self.listedUnsized)), separator: ", ")
            if unsized.count > Self.listedUnsized { text.append(", …") }
        }
        return text.text
    }
}
