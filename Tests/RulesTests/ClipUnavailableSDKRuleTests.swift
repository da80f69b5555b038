import Foundation
import Testing

@testable import Rules

@Suite struct ClipUnavailableSDKRuleTests {
    static let sdks = """
        targets:
          Shop:
            type: app
            dependencies: [ShopClip, {sdk: HealthKit}]
          ShopClip:
            type: app-clip
            dependencies:
              - {sdk: StoreKit}
              - {sdk: contacts.framework}
              - Tracking
              - Storage
          Tracking:
            type: framework
            dependencies: [Motion]
          Motion:
            type: framework
            sdks: [CoreMotion, CoreMotion.framework, PhotosUI, CoreLocation]
          Storage:
            type: framework
            sdks: [CoreData]
        """

    @Test("unavailable SDKs are found through the closure, at the entry where the path starts")
    func unavailableSDKs() throws {
        let report = try lint(Self.sdks)
        #expect(
            report.findings("clip-unavailable-sdk") == [
                "9:9: app clip 'ShopClip' links Contacts, which App Clips cannot use",
                "10:9: app clip 'ShopClip' links CoreMotion, which App Clips cannot use, declared by 'Motion' via ShopClip → Tracking → Motion",
                "10:9: app clip 'ShopClip' links PhotosUI, which App Clips cannot use, declared by 'Motion' via ShopClip → Tracking → Motion",
                "11:9: app clip 'ShopClip' links CoreData, which weighs on an App Clip's size limit, declared by 'Storage' via ShopClip → Storage",
            ])
        let diagnostics = report.diagnostics.filter { $0.rule == "clip-unavailable-sdk" }
        #expect(diagnostics.map(\.severity) == [.error, .error, .error, .warning])
        #expect(
            diagnostics.map(\.path) == [
                nil, ["ShopClip", "Tracking", "Motion"], ["ShopClip", "Tracking", "Motion"], ["ShopClip", "Storage"],
            ])
    }

    @Test("apps and extensions may link them, and a clip's closure stops at other products")
    func onlyClips() throws {
        let report = try lint(
            """
            targets:
              ShopWidget:
                type: app-extension
                sdks: [HealthKit]
              ShopClip:
                type: app-clip
                dependencies: [ShopWidget]
            """)
        #expect(report.findings("clip-unavailable-sdk") == [])
    }

    @Test("'ignore' on the clip and severity overrides apply to the SDK rule")
    func sdkIgnoreAndSeverity() throws {
        let ignored = Self.sdks.replacingOccurrences(
            of: "    type: app-clip\n", with: "    type: app-clip\n    ignore: [clip-unavailable-sdk]\n")
        #expect(try lint(ignored).findings("clip-unavailable-sdk") == [])
        let warned = try lint("rules:\n  clip-unavailable-sdk: warning\n" + Self.sdks)
        #expect(warned.diagnostics.filter { $0.rule == "clip-unavailable-sdk" }.allSatisfy { $0.severity == .warning })
        #expect(
            lintProblems("rules:\n  clip-unavailable-sdk: {allow: [HealthKit]}\ntargets: {}\n") == [
                "2:26: unknown option 'allow' for rule 'clip-unavailable-sdk'; it takes only 'severity'"
            ])
    }
}
