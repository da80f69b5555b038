import Project
import ProjectModel

/// What the manifest or spec says that targetlint reads, but probably not as its author meant, is a
/// finding like any other: counted, in every format, failing under `--strict`, and baselined.
///
/// The warnings are found while the manifest is read (``Manifest/warnings``); this rule reports
/// them. One about a target, such as a source path of its that does not exist, is about that
/// target, so its `ignore:` list silences it; one about a file as a whole, such as a repeated
/// top-level key, has an empty target.
public struct ManifestWarning: Rule {
    public static let description = RuleDescription(
        id: "manifest-warning",
        defaultSeverity: .warning,
        summary:
            "the manifest reads otherwise than written: an XcodeGen spec repeats a key (the last one is used, so what the earlier one sets is lost), or a source path does not exist (XcodeGen refuses it unless it is `optional: true`); a finding about no target has an empty target",
        rationale: """
            A spec that repeats its top-level `options:` loses the first one's `deploymentTarget` without \
            a word, and every rule then judges the targets by the wrong values. A missing source path \
            fails `xcodegen generate`, and `app-group-constant` cannot scan what is not there. Reported \
            as findings, they show up where the other findings do and can be baselined.
            """,
        options: [],
        oneLiner: "`sources: [Sources/Shop]` where no such folder exists",
        badExample: """
            targets:
              Shop:
                type: app
                sources: [↓Targets/Shop/Sources]
            """,
        goodExample: """
            targets:
              Shop:
                type: app
                sources: [Targets/Shop/Sources]
                ignore: {manifest-warning: a build step generates the sources before targetlint runs}
            """)

    private let warnings: [InputWarning]

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {
        warnings = graph.manifest.warnings
    }

    public func check(_ context: LintContext) -> [Finding] {
        warnings.map { Finding(target: $0.target ?? "", message: $0.message, location: $0.location) }
    }

    /// The manifest's warnings as `lint` would report them, for the commands that do not lint: with
    /// the severity `rules:` sets (none when it is `off`), without those a target's `ignore:` list
    /// silences, and with values as the spec writes them.
    public static func diagnostics(of manifest: Manifest) -> [Diagnostic] {
        let id = description.id
        let setting = manifest.rules.last { $0.id.value == id }?.severity
        guard let severity = setting.map({ Severity($0.value) }) ?? description.defaultSeverity else { return [] }
        var silenced: Set<String> = []
        // Indexed: binding each target would copy all its fields.
        for index in manifest.targets.indices
        where manifest.targets[index].ignoredRules.contains(where: { $0.rule.value == id }) {
            silenced.insert(manifest.targets[index].name)
        }
        return manifest.warnings.compactMap { warning in
            if let target = warning.target, silenced.contains(target) { return nil }
            let diagnostic = Diagnostic(
                rule: id, severity: severity, target: warning.target ?? "", message: warning.message,
                location: warning.location)
            return diagnostic.redacted(by: manifest.redaction)
        }
    }
}
