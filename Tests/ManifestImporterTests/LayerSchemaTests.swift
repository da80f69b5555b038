import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel

@Suite struct LayerSchemaTests {
    @Test("without 'layers', feature sits above core and the patterns place names")
    func defaultLayers() throws {
        let layers = try loadManifest("targets: {}\n").layers
        #expect(layers.order.map(\.value) == ["feature", "core"])
        #expect(layers.layer(matching: "CheckoutFeature") == "feature")
        #expect(layers.layer(matching: "FeatureFlags") == "feature")
        #expect(layers.layer(matching: "Storage") == "core")
        #expect(layers.layer(matching: "MyFeatures") == "core")
        #expect(layers.rank(of: "feature") == 0)
        #expect(layers.rank(of: "core") == 1)
        #expect(layers.rank(of: "ui") == nil)
    }

    @Test("declared layers keep their order, patterns and positions")
    func declaredLayers() throws {
        let text = """
            layers:
              order: [feature, service, core]
              match:
                feature: ["*Feature"]
                service: ["*Service", "*API"]
                core: ["*"]
            targets: {}
            """
        let layers = try loadManifest(text).layers
        #expect(layers.order.map(\.value) == ["feature", "service", "core"])
        #expect(layers.order[1].location == SourceLocation(file: "targetlint.yml", line: 2, column: 20))
        #expect(layers.match.map(\.layer) == ["feature", "service", "core"])
        #expect(layers.match[1].globs.map(\.value.pattern) == ["*Service", "*API"])
        #expect(layers.match[1].globs[1].location == SourceLocation(file: "targetlint.yml", line: 5, column: 27))
        #expect(layers.layer(matching: "PaymentsAPI") == "service")
        #expect(layers.layer(matching: "Storage") == "core")
    }

    @Test("the first matching layer wins, in the order 'match' is written")
    func firstMatchWins() throws {
        let text = """
            layers:
              order: [feature, core]
              match:
                core: ["Core*"]
                feature: ["*Feature"]
            targets: {}
            """
        let layers = try loadManifest(text).layers
        #expect(layers.layer(matching: "CoreFeature") == "core")
        #expect(layers.layer(matching: "SearchFeature") == "feature")
        #expect(layers.layer(matching: "Storage") == nil)
    }

    @Test(
        "globs match whole names with * and ?",
        arguments: [
            ("*Feature", "CatalogFeature", true), ("*Feature", "Feature", true), ("*Feature", "FeatureKit", false),
            ("Feature*", "FeatureFlags", true), ("Core?", "Core1", true), ("Core?", "Core", false),
            ("Core?", "Core12", false), ("*a*b", "xaxxb", true), ("*a*b", "xaxxbc", false),
            ("Storage", "Storage", true),
            ("Storage", "storage", false), ("*", "", true), ("a**b", "ab", true), ("?", "é", true),
        ])
    func globs(pattern: String, name: String, matches: Bool) {
        #expect(Glob(pattern).matches(name) == matches)
    }

    @Test("a target's 'layer' must name a layer of 'layers.order'")
    func unknownTargetLayer() {
        #expect(
            loadProblems(manifest(target: "type: framework\nlayer: cor"))
                == ["4:12: unknown layer 'cor'; 'layers.order' has feature, core; did you mean 'core'?"])
        #expect(
            loadProblems(manifest(target: "type: framework\nlayer: domain"))
                == ["4:12: unknown layer 'domain'; 'layers.order' has feature, core"])
    }

    @Test("a target's 'layer' overrides the patterns and is kept with its position")
    func targetLayer() throws {
        let storage = try target("T", in: try loadManifest(manifest(target: "type: framework\nlayer: feature")))
        #expect(storage.layer == Located("feature", at: SourceLocation(file: "targetlint.yml", line: 4, column: 12)))
    }

    @Test("products sit above every layer, so 'layer' on them is an error")
    func layerOnProduct() {
        #expect(
            loadProblems(manifest(target: "type: app-clip\nlayer: core"))
                == ["4:5: 'layer' applies to modules only; target 'T' is app-clip, which sits above every layer"])
    }

    @Test(
        "bad 'layers' are errors at the offending node",
        arguments: [
            ("layers: [feature, core]", ["1:9: expected a map for 'layers', found a list"]),
            ("layers: {match: {core: ['*']}}", ["1:9: 'layers' needs an 'order' list, highest layer first"]),
            ("layers: {order: []}", ["1:17: 'layers.order' needs at least one layer"]),
            ("layers: {order: [core, core]}", ["1:24: layer 'core' is listed twice in 'layers.order'"]),
            (
                "layers: {order: [core], match: {cor: ['*']}}",
                ["1:33: layer 'cor' is not in 'layers.order'; did you mean 'core'?"]
            ),
            ("layers: {order: [core], match: [core]}", ["1:32: expected a map for 'layers.match', found a list"]),
            (
                "layers: {order: [core], match: {core: {a: b}}}",
                ["1:39: expected a list of strings for the patterns of layer 'core', found a map"]
            ),
            ("layers: {order: [core], mach: {}}", ["1:25: unknown key 'mach' in 'layers'; did you mean 'match'?"]),
        ])
    func badLayers(text: String, problems: [String]) {
        #expect(loadProblems(text + "\ntargets: {}\n") == problems)
    }
}
