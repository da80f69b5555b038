import Foundation
import Testing

@testable import Rules

@Suite struct ShareActivationRuleTests {
    @Test(
        "a share extension may not activate for everything",
        arguments: [
            ("TRUEPREDICATE", true), ("' truepredicate '", true), ("|\n              TRUEPREDICATE", true),
            (
                "SUBQUERY(extensionItems, $e, ANY $e.attachments.registeredTypeIdentifiers UTI-CONFORMS-TO \"public.url\").@count == 1",
                false
            ),
            ("{NSExtensionActivationSupportsWebURLWithMaxCount: 1}", false),
        ])
    func activationRule(value: String, fires: Bool) throws {
        let manifest = """
            targets:
              ShopShare:
                type: app-extension
                info:
                  NSExtension:
                    NSExtensionPointIdentifier: com.apple.share-services
                    NSExtensionAttributes:
                      NSExtensionActivationRule: \(value)
              ShopWidget:
                type: app-extension
                extension-point: widget
                info:
                  NSExtension:
                    NSExtensionAttributes:
                      NSExtensionActivationRule: TRUEPREDICATE
            """
        #expect(
            try lint(manifest).findings("share-activation-rule")
                == (fires
                    ? [
                        "8:38: app extension 'ShopShare' activates for any content with NSExtensionActivationRule TRUEPREDICATE; list the content types it supports"
                    ] : []))
    }

    @Test("'ignore' and severity overrides apply to the activation rule")
    func activationIgnoreAndSeverity() throws {
        let manifest = ShareActivationRule.description.badExample
        let ignored = manifest.replacingOccurrences(
            of: "    extension-point: share\n",
            with: "    extension-point: share\n    ignore: [share-activation-rule]\n")
        #expect(try lint(ignored).findings("share-activation-rule") == [])
        let warned = try lint("rules:\n  share-activation-rule: warning\n" + manifest)
        #expect(warned.diagnostics.filter { $0.rule == "share-activation-rule" }.map(\.severity) == [.warning])
    }
}
