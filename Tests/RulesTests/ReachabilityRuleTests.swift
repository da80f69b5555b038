import Foundation
import Testing

@testable import Rules

@Suite struct ReachabilityRuleTests {
    static let clipReachingFeature = """
        targets:
          Shop:
            type: app
            dependencies: [ShopClip]
          ShopClip:
            type: app-clip
            dependencies:
              - DesignSystem
              - NetworkService
          DesignSystem:
            type: framework
          NetworkService:
            type: framework
            dependencies: [Bridge]
          Bridge:
            type: framework
            dependencies: [CheckoutFeature, ProfileFeature]
          CheckoutFeature:
            type: framework
          ProfileFeature:
            type: framework
        """

    @Test("a feature module reached transitively is reported once per module, at the entry where its path starts")
    func transitiveFeature() throws {
        let report = try lint(Self.clipReachingFeature)
        #expect(
            report.findings("no-feature-in-extension") == [
                "9:9: app clip 'ShopClip' links feature module 'CheckoutFeature' via ShopClip → NetworkService → Bridge → CheckoutFeature",
                "9:9: app clip 'ShopClip' links feature module 'ProfileFeature' via ShopClip → NetworkService → Bridge → ProfileFeature",
            ])
        #expect(
            report.diagnostics.first { $0.rule == "no-feature-in-extension" }?.path == [
                "ShopClip", "NetworkService", "Bridge", "CheckoutFeature",
            ])
    }

    @Test("the app may link features; a clip's closure stops at other products")
    func appIsExempt() throws {
        let report = try lint(
            """
            targets:
              Shop:
                type: app
                dependencies: [CheckoutFeature, ShopShare]
              ShopShare:
                type: app-extension
                extension-point: share
                dependencies: [Shop]
              CheckoutFeature:
                type: framework
            """)
        #expect(report.findings("no-feature-in-extension") == [])
    }

    @Test("explicit layers override the patterns")
    func explicitLayer() throws {
        let report = try lint(
            """
            targets:
              ShopWidget:
                type: app-extension
                dependencies: [Catalog]
              Catalog:
                type: framework
                layer: feature
            """)
        #expect(report.findings("no-feature-in-extension").count == 1)
    }

    @Test("per-target ignore and per-rule severities apply")
    func ignoreAndSeverity() throws {
        let ignored = try lint(
            Self.clipReachingFeature.replacingOccurrences(
                of: "    type: app-clip\n", with: "    type: app-clip\n    ignore: [no-feature-in-extension]\n"))
        #expect(ignored.findings("no-feature-in-extension") == [])
        let warned = try lint("rules:\n  no-feature-in-extension: warning\n" + Self.clipReachingFeature)
        #expect(
            warned.diagnostics.filter { $0.rule == "no-feature-in-extension" }.allSatisfy { $0.severity == .warning })
        #expect(warned.warningCount == 2 + 1)  // and the clip's missing App Group
        let off = try lint("rules:\n  no-feature-in-extension: off\n" + Self.clipReachingFeature)
        #expect(off.findings("no-feature-in-extension") == [])
    }

    static let allowlists = """
        rules:
          allowed-core-modules:
            ShopWidget: [DesignSystem, Storage]
            widget: [DesignSystem]
            app-extension: [DesignSystem, Analytics]
            default: [Storage]
        targets:
          ShopWidget:
            type: app-extension
            extension-point: widget
            dependencies: [DesignSystem, Storage, Analytics]
          OtherWidget:
            type: app-extension
            extension-point: com.apple.widgetkit-extension
            dependencies: [DesignSystem, Storage]
          ShopShare:
            type: app-extension
            extension-point: share
            dependencies: [DesignSystem, Analytics, Storage]
          ShopClip:
            type: app-clip
            dependencies: [Storage, DesignSystem]
          DesignSystem:
            type: framework
          Storage:
            type: framework
          Analytics:
            type: framework
            dependencies: [Storage]
        """

    @Test("the most specific allowlist wins: name, extension point, type, default")
    func allowlistPrecedence() throws {
        let findings = try lint(Self.allowlists).diagnostics.filter { $0.rule == "allowed-core-modules" }
            .map { "\($0.target): \($0.path?.last ?? "")" }
        #expect(
            findings.sorted() == [
                "OtherWidget: Storage",  // widget list, by extension point identifier
                "ShopClip: DesignSystem",  // default
                "ShopShare: Storage",  // app-extension type list
                "ShopWidget: Analytics",  // by name
            ])
    }

    @Test("an allowlist keyed by a custom extension point's identifier applies to its extensions")
    func customPointAllowlist() throws {
        let report = try lint(
            """
            rules:
              allowed-core-modules:
                com.acme.point: [DesignSystem]
            targets:
              Shop:
                type: app
                dependencies: [Ext]
              Ext:
                type: app-extension
                extension-point: com.acme.point
                dependencies: [DesignSystem, Storage]
              DesignSystem:
                type: framework
              Storage:
                type: framework
            """)
        #expect(
            report.findings("allowed-core-modules") == [
                "11:34: app extension 'Ext' links core module 'Storage', which allowlist 'com.acme.point' does not name, via Ext → Storage"
            ])
    }

    @Test("allowlist keys and modules that name nothing are manifest errors")
    func allowlistTypos() {
        #expect(
            lintProblems(
                """
                rules:
                  allowed-core-modules:
                    widgets: [DesignSytem]
                targets:
                  DesignSystem:
                    type: framework
                """) == [
                    "3:5: 'widgets' in 'allowed-core-modules' is no target, extension point or type; expected a target name, an extension point (a short name such as share, widget, notification-content, or an identifier with a dot), app-clip, app-extension or default; did you mean 'widget'?",
                    "3:15: allowlist 'widgets' names 'DesignSytem', which is no target, package product, SDK or external of the graph; did you mean 'DesignSystem'?",
                ])
    }

    @Test("unknown dependencies are reported with a suggestion; sdk, package and framework entries are leaves")
    func unknownDependency() throws {
        let report = try lint(
            """
            targets:
              Shop:
                type: app
                dependencies:
                  - NetworkServce
                  - sdk: StoreKit.framework
                  - package: Lottie
                  - framework: Vendor/Foo.framework
              NetworkService:
                type: framework
            """)
        #expect(
            report.findings("unknown-dependency") == [
                "5:9: 'Shop' depends on 'NetworkServce', which no target declares; did you mean 'NetworkService'?"
            ])
    }

    @Test("every entry naming the same unknown module gets the suggestion; distinct names get their own")
    func repeatedUnknownDependency() throws {
        var text = "targets:\n  NetworkService:\n    type: framework\n  Storage:\n    type: framework\n"
        for index in 0..<3 { text += "  M\(index):\n    type: framework\n    dependencies: [NetworkServce, Storag]\n" }
        // A name over 128 bytes gets no suggestion, even one edit away from a declared name.
        text += "  \(String(repeating: "N", count: 128)):\n    type: framework\n"
        text += "  Long:\n    type: framework\n    dependencies: [\(String(repeating: "N", count: 129))]\n"
        let report = try lint(text)
        let suffixes = report.diagnostics.filter { $0.rule == "unknown-dependency" }.map {
            $0.message.split(separator: ";").dropFirst().joined()
        }
        let network = " did you mean 'NetworkService'?"
        let storage = " did you mean 'Storage'?"
        #expect(suffixes == [network, storage, network, storage, network, storage, ""])
    }

    @Test("each cycle is reported once, in order, at the entry that starts it")
    func cycles() throws {
        let report = try lint(
            """
            targets:
              A:
                type: framework
                dependencies: [B]
              B:
                type: framework
                dependencies: [C]
              C:
                type: framework
                dependencies: [A]
              D:
                type: framework
                dependencies: [D]
            """)
        #expect(
            report.findings("dependency-cycle") == [
                "4:20: dependency cycle: A → B → C → A", "13:20: dependency cycle: D → D",
            ])
    }

    @Test("a 100,000-target chain lints without overflowing the stack")
    func longChain() throws {
        var text = "targets:\n  Clip:\n    type: app-clip\n    app-groups: [group.a]\n    dependencies: [M0]\n"
        for index in 0..<100_000 {
            text += "  M\(index):\n    type: framework\n"
            if index < 99_999 { text += "    dependencies: [M\(index + 1)]\n" }
        }
        text += "  M99999Feature:\n    type: framework\n"
        text = text.replacingOccurrences(
            of: "  M99999:\n    type: framework\n",
            with: "  M99999:\n    type: framework\n    dependencies: [M99999Feature]\n")
        let report = try lint(text)
        #expect(report.findings("no-feature-in-extension").count == 1)
        #expect(report.diagnostics.first { $0.rule == "no-feature-in-extension" }?.path?.count == 100_002)
    }
}
