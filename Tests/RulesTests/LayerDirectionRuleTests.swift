import Foundation
import Testing

@testable import Rules

@Suite struct LayerDirectionRuleTests {
    static let layered = """
        layers:
          order: [app-feature, feature, core]
          match:
            app-feature: ["Shop*Feature"]
            feature: ["*Feature"]
            core: ["*Kit", "*Service"]
        targets:
          Shop:
            type: app
            dependencies: [ShopHomeFeature, ShopClip]
          ShopClip:
            type: app-clip
            dependencies: [CatalogFeature]
          ShopHomeFeature:
            type: framework
            dependencies: [CatalogFeature, DesignKit]
          CatalogFeature:
            type: framework
            dependencies: [DesignKit, ShopHomeFeature]
          DesignKit:
            type: framework
            dependencies: [NetworkService, {package: CatalogFeature}, Unplaced]
          NetworkService:
            type: framework
            layer: app-feature
          Unplaced:
            type: framework
            dependencies: [ShopHomeFeature]
        """

    @Test(
        "each direct edge to a higher layer is one finding at its entry; products and unplaced modules are not layered")
    func edges() throws {
        let report = try lint(Self.layered)
        #expect(
            report.findings("layer-direction") == [
                "19:31: 'CatalogFeature' in layer 'feature' depends on 'ShopHomeFeature' in the higher layer 'app-feature'",
                "22:20: 'DesignKit' in layer 'core' depends on 'NetworkService' in the higher layer 'app-feature'",
                "22:36: 'DesignKit' in layer 'core' depends on 'CatalogFeature' in the higher layer 'feature'",
            ])
    }

    @Test("the default layers put features above everything else; transitive paths are not edges")
    func defaultLayers() throws {
        let report = try lint(
            """
            targets:
              Storage:
                type: framework
                dependencies: [Bridge]
              Bridge:
                type: framework
                layer: feature
                dependencies: [CheckoutFeature]
              CheckoutFeature:
                type: framework
            """)
        #expect(
            report.findings("layer-direction") == [
                "4:20: 'Storage' in layer 'core' depends on 'Bridge' in the higher layer 'feature'"
            ])
    }

    @Test("'ignore' on the depending module and severity overrides apply")
    func ignoreAndSeverity() throws {
        let ignored = Self.layered.replacingOccurrences(
            of: "  DesignKit:\n    type: framework\n",
            with: "  DesignKit:\n    type: framework\n    ignore: [layer-direction]\n")
        #expect(try lint(ignored).findings("layer-direction").count == 1)
        let warned = try lint(
            Self.layered.replacingOccurrences(of: "targets:\n", with: "rules:\n  layer-direction: warning\ntargets:\n"))
        #expect(warned.diagnostics.filter { $0.rule == "layer-direction" }.allSatisfy { $0.severity == .warning })
        #expect(warned.findings("layer-direction").count == 3)
    }
}
