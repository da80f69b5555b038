import Foundation
import Testing

@testable import Rules

@Suite struct SizeBudgetRuleTests {
    /// A clip of 9 MB on its own plus 6 MB of modules and packages, reached directly and transitively:
    /// 15.1 MB in all.
    static func clip(_ extraKeys: String = "") -> String {
        """
        targets:
          Shop:
            type: app
            dependencies: [ShopClip, CheckoutFeature]
          ShopClip:
            type: app-clip
        \(extraKeys)    size: 9 MB
            dependencies: [DesignSystem, NetworkService, {package: Lottie, size: 1.4 MB}, {sdk: StoreKit}]
          DesignSystem:
            type: framework
            size: 2.1 MB
          NetworkService:
            type: framework
            dependencies: [Storage, Cache, {package: Lottie, size: 1.4 MB}, {package: Pulse}]
          Storage:
            type: framework
            size: 2.5 MB
          Cache:
            type: framework
            dependencies: [Storage]
          CheckoutFeature:
            type: framework
            size: 40 MB
        """
    }

    @Test(
        "the limit follows the deployment target and digital invocations",
        arguments: [
            ("", "10 MB limit (no deployment-target, so the limit of App Clips below iOS 16)"),
            ("    deployment-target: \"15.4\"\n", "10 MB limit (deployment-target 15.4: App Clips below iOS 16)"),
            (
                "    deployment-target: \"15.0\"\n    digital-invocations-only: true\n",
                "10 MB limit (deployment-target 15.0: App Clips below iOS 16; digital-invocations-only allows 100 MB from iOS 17 only)"
            ),
            ("    deployment-target: \"16.0\"\n", nil),
            ("    deployment-target: \"16\"\n    digital-invocations-only: true\n", nil),
        ])
    func limitByDeploymentTarget(keys: String, limit: String?) throws {
        let findings = try lint(Self.clip(keys)).findings("size-budget")
        guard let limit else {
            #expect(findings == [])
            return
        }
        let line = 7 + keys.filter { $0 == "\n" }.count
        #expect(
            findings == [
                "\(line):11: app clip 'ShopClip' is an estimated 15 MB, over its \(limit); largest: ShopClip 9 MB, Storage 2.5 MB, DesignSystem 2.1 MB; estimate excludes 3 unsized modules: Cache, NetworkService, Pulse"
            ])
    }

    @Test("iOS 17 allows 100 MB only to clips invoked digitally, and says so")
    func digitalInvocations() throws {
        let heavy = Self.clip("    deployment-target: \"17.0\"\n").replacingOccurrences(
            of: "size: 9 MB", with: "size: 90 MB")
        #expect(
            try lint(heavy).findings("size-budget") == [
                "8:11: app clip 'ShopClip' is an estimated 96 MB, over its 15 MB limit (deployment-target 17.0: App Clips from iOS 16; 100 MB needs digital-invocations-only: true); largest: ShopClip 90 MB, Storage 2.5 MB, DesignSystem 2.1 MB; estimate excludes 3 unsized modules: Cache, NetworkService, Pulse"
            ])
        let digital = heavy.replacingOccurrences(
            of: "    deployment-target", with: "    digital-invocations-only: yes\n    deployment-target")
        #expect(try lint(digital).findings("size-budget") == [])
        let tooHeavy = digital.replacingOccurrences(of: "size: 90 MB", with: "size: 99 MB")
        #expect(
            try lint(tooHeavy).findings("size-budget").first?.contains(
                "over its 100 MB limit (deployment-target 17.0 and digital-invocations-only: App Clips from iOS 17 invoked only digitally)"
            ) == true)
    }

    @Test("a clip with no size is estimated from its closure and named first among the unsized")
    func unsizedClip() throws {
        let manifest = Self.clip().replacingOccurrences(of: "    size: 9 MB\n", with: "")
            .replacingOccurrences(of: "size: 2.5 MB", with: "size: 12 MB")
        #expect(
            try lint(manifest).findings("size-budget") == [
                "5:3: app clip 'ShopClip' is an estimated 15.5 MB, over its 10 MB limit (no deployment-target, so the limit of App Clips below iOS 16); largest: Storage 12 MB, DesignSystem 2.1 MB, Lottie 1.4 MB; estimate excludes 4 unsized modules: ShopClip (itself), Cache, NetworkService, Pulse"
            ])
    }

    @Test("a clip whose closure declares no size at all is not checked")
    func noSizes() throws {
        let report = try lint(
            """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [DesignSystem, {package: Lottie}]
              DesignSystem:
                type: framework
            """)
        #expect(report.findings("size-budget") == [])
    }

    @Test("the closure stops at products, and a package named by a target counts as that target")
    func closureBoundaries() throws {
        let report = try lint(
            """
            rules:
              size-budget:
                app-clip: 3 MB
            targets:
              ShopClip:
                type: app-clip
                size: 1 MB
                dependencies: [Shop, {package: Lottie, size: 9 MB}]
              Shop:
                type: app
                size: 50 MB
              Lottie:
                type: framework
                size: 2.5 MB
            """)
        #expect(
            report.findings("size-budget") == [
                "7:11: app clip 'ShopClip' is an estimated 3.5 MB, over its 3 MB limit (set by rules.size-budget.app-clip); largest: Lottie 2.5 MB, ShopClip 1 MB"
            ])
    }

    @Test("'app-clip' sets one limit for every clip, in any unit")
    func configuredLimit() throws {
        let manifest = "rules:\n  size-budget:\n    app-clip: 16MiB\n" + Self.clip("    deployment-target: \"15.0\"\n")
        #expect(try lint(manifest).findings("size-budget") == [])
        let tight = manifest.replacingOccurrences(of: "16MiB", with: "14.5 MB")
        #expect(
            try lint(tight).findings("size-budget").first?.hasPrefix(
                "11:11: app clip 'ShopClip' is an estimated 15 MB, over its 14.5 MB limit (set by rules.size-budget.app-clip)"
            )
                == true)
    }

    @Test("an invalid limit is a manifest error at the value, and unknown options are named")
    func optionErrors() {
        #expect(
            lintProblems("rules:\n  size-budget:\n    app-clip: 15\ntargets: {}\n") == [
                "3:15: expected a size with a unit for 'app-clip' of rule 'size-budget', such as '600 KB' or '1.4 MB', found '15'"
            ])
        #expect(
            lintProblems("rules:\n  size-budget:\n    app-clips: 15 MB\ntargets: {}\n") == [
                "3:5: unknown option 'app-clips' for rule 'size-budget'; it takes 'app-clip', 'severity'; did you mean 'app-clip'?"
            ])
    }

    @Test("many unsized modules are elided after ten")
    func manyUnsized() throws {
        var manifest = "targets:\n  Clip:\n    type: app-clip\n    size: 11 MB\n    dependencies: ["
        manifest += (0..<12).map { "M\($0)" }.joined(separator: ", ") + "]\n"
        for index in 0..<12 { manifest += "  M\(index):\n    type: framework\n" }
        let finding = try #require(try lint(manifest).findings("size-budget").first)
        #expect(finding.hasSuffix("estimate excludes 12 unsized modules: M0, M1, M10, M11, M2, M3, M4, M5, M6, M7, …"))
    }

    @Test("'ignore' on the clip and severity overrides apply")
    func ignoreAndSeverity() throws {
        let ignored = Self.clip("    ignore: {size-budget: measured at 9.8 MB}\n")
        #expect(try lint(ignored).findings("size-budget") == [])
        let warned = try lint("rules:\n  size-budget: {severity: warning, app-clip: 12 MB}\n" + Self.clip())
        #expect(warned.diagnostics.filter { $0.rule == "size-budget" }.map(\.severity) == [.warning])
        #expect(try lint("rules:\n  size-budget: off\n" + Self.clip()).findings("size-budget") == [])
    }
}
