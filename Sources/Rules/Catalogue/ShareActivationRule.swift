import Project
import ProjectModel

/// A share extension must say which content it accepts instead of activating for everything.
///
/// The rule reads `info.NSExtension.NSExtensionAttributes.NSExtensionActivationRule`; `TRUEPREDICATE`
/// matches in any case and with surrounding space, as NSPredicate parses it. A dictionary of
/// activation keys, a narrower predicate, or no rule at all passes.
public struct ShareActivationRule: Rule {
    public static let description = RuleDescription(
        id: "share-activation-rule",
        defaultSeverity: .error,
        summary:
            "a share extension's `info.NSExtension.NSExtensionAttributes.NSExtensionActivationRule` is `TRUEPREDICATE` (any case)",
        rationale: """
            TRUEPREDICATE, the placeholder in Xcode's template, shows the extension for every kind of \
            content, including content it cannot handle. App Review rejects share extensions that ship \
            with it; list the supported types instead.
            """,
        options: [],
        oneLiner: "`info: {NSExtension: {NSExtensionAttributes: {NSExtensionActivationRule: TRUEPREDICATE}}}`",
        badExample: """
            targets:
              ShopShare:
                type: app-extension
                extension-point: share
                info:
                  NSExtension:
                    NSExtensionAttributes:
                      NSExtensionActivationRule: ↓TRUEPREDICATE
            """,
        goodExample: """
            targets:
              ShopShare:
                type: app-extension
                extension-point: share
                info:
                  NSExtension:
                    NSExtensionAttributes:
                      NSExtensionActivationRule:
                        NSExtensionActivationSupportsWebURLWithMaxCount: 1
            """)

    /// The share extension point's identifier.
    static let shareExtensionPoint = ExtensionPoint.identifier(for: "share")

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        let targets = graph.targets
        for id in context.clipsAndExtensions where targets[id].extensionPoint?.value == Self.shareExtensionPoint {
            let target = targets[id]
            guard let rule = target.info?["NSExtension"]?["NSExtensionAttributes"]?["NSExtensionActivationRule"],
                let text = rule.string, Self.isTruePredicate(text)
            else { continue }
            findings.append(
                Finding(
                    target: target.name,
                    message:
                        "\(context.describe(id)) activates for any content with NSExtensionActivationRule TRUEPREDICATE; list the content types it supports",
                    location: rule.location))
        }
        return findings
    }

    /// `TRUEPREDICATE` in any case, with any space around it.
    static func isTruePredicate(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.count == 1 && words[0].uppercased() == "TRUEPREDICATE"
    }
}
