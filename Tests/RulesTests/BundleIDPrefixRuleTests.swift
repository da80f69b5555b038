import Foundation
import Testing

@testable import Rules

@Suite struct BundleIDPrefixRuleTests {
    static let bundleIDs = """
        targets:
          Shop:
            type: app
            bundle-id: com.example.shop
            dependencies: [ShopClip, ShopShare, ShopWidget, Bare]
          Kiosk:
            type: app
            bundle-id: com.example.kiosk
            dependencies: [ShopShare]
          ShopClip:
            type: app-clip
            bundle-id: com.example.shopclip
          ShopShare:
            type: app-extension
            bundle-id: com.example.shop.Share
          ShopWidget:
            type: app-extension
            bundle-id: com.example.shop.
          Bare:
            type: app-extension
        """

    @Test("a bundle id extends each host's, checked per host, at the value")
    func bundleIDPrefix() throws {
        let report = try lint(Self.bundleIDs)
        #expect(
            report.findings("bundle-id-prefix") == [
                "12:16: app clip 'ShopClip' has bundle id 'com.example.shopclip', but its host 'Shop' has 'com.example.shop'; expected 'com.example.shop.' followed by a name",
                "15:16: app extension 'ShopShare' has bundle id 'com.example.shop.Share', but its host 'Kiosk' has 'com.example.kiosk'; expected 'com.example.kiosk.' followed by a name",
                "18:16: app extension 'ShopWidget' has bundle id 'com.example.shop.', but its host 'Shop' has 'com.example.shop'; expected 'com.example.shop.' followed by a name",
            ])
    }

    @Test("'ignore' and severity overrides apply to the bundle id rule")
    func bundleIDIgnoreAndSeverity() throws {
        let ignored = Self.bundleIDs.replacingOccurrences(
            of: "    bundle-id: com.example.shopclip\n",
            with: "    bundle-id: com.example.shopclip\n    ignore: [bundle-id-prefix]\n")
        #expect(try lint(ignored).findings("bundle-id-prefix").count == 2)
        let off = try lint("rules:\n  bundle-id-prefix: off\n" + Self.bundleIDs)
        #expect(off.findings("bundle-id-prefix") == [])
    }
}
