import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel

/// A wrapper `targetlint.yml` that reads an XcodeGen spec with `source:` and refines its targets.
@Suite struct TargetRefinementTests {
    /// A spec shaped like a real one: an app, its App Clip and widget, and two modules.
    static let spec = """
        name: Shop
        options:
          bundleIdPrefix: com.example
          deploymentTarget:
            iOS: "16.0"
        targets:
          Shop:
            type: application
            platform: iOS
            dependencies:
              - target: ShopClip
              - target: ShopWidget
              - target: CheckoutFeature
          ShopClip:
            type: application.on-demand-install-capable
            platform: iOS
            entitlements:
              path: ShopClip/ShopClip.entitlements
            dependencies:
              - target: DesignSystem
          ShopWidget:
            type: app-extension
            platform: iOS
            entitlements:
              path: ShopWidget/ShopWidget.entitlements
              properties:
                com.apple.security.application-groups: [group.com.example.widget]
            info:
              path: ShopWidget/Info.plist
            dependencies:
              - target: DesignSystem
          CheckoutFeature:
            type: framework
            platform: iOS
            dependencies:
              - target: DesignSystem
          DesignSystem:
            type: framework
            platform: iOS

        """

    /// The manifest loaded from `wrapper` as `targetlint.yml` beside ``spec`` as `ios/project.yml`.
    func load(_ wrapper: String, spec: String = Self.spec) throws(InputError) -> Manifest {
        try loadManifest(["targetlint.yml": "source: ios/project.yml\n" + wrapper, "ios/project.yml": spec])
    }

    func problems(_ wrapper: String, spec: String = Self.spec) -> [String] {
        loadProblems(["targetlint.yml": "source: ios/project.yml\n" + wrapper, "ios/project.yml": spec])
    }

    @Test("sizes are set on the spec's targets, located at the wrapper's lines")
    func sizes() throws {
        let manifest = try load("targets:\n  ShopClip:\n    size: 12MB\n  DesignSystem: {size: 3.4 MB}\n")
        let clip = try target("ShopClip", in: manifest)
        #expect(clip.size?.value == ByteCount(bytes: 12_000_000))
        #expect(clip.size?.location.description == "targetlint.yml:4:11")
        #expect(clip.location.description == "ios/project.yml:14:3")
        #expect(try target("DesignSystem", in: manifest).size?.location.description == "targetlint.yml:5:24")
        #expect(try target("Shop", in: manifest).size == nil)
        #expect(manifest.project == "Shop")
    }

    @Test("layer, ignore, extension point, groups and digital invocations replace what the spec says")
    func everyKey() throws {
        let manifest = try load(
            """
            targets:
              DesignSystem:
                layer: feature
              ShopWidget:
                ignore: {bundle-id-prefix: shipped with this id}
                extension-point: widget
                app-groups: [group.com.example.shop]
                keychain-groups: [com.example.shared]
              ShopClip:
                digital-invocations-only: true
                ignore: [clip-host]

            """)
        let module = try target("DesignSystem", in: manifest)
        #expect(module.layer?.value == "feature")
        #expect(module.layer?.location.description == "targetlint.yml:4:12")
        let widget = try target("ShopWidget", in: manifest)
        #expect(widget.ignoredRules.map(\.rule.value) == ["bundle-id-prefix"])
        #expect(widget.ignoredRules.map(\.reason) == ["shipped with this id"])
        #expect(widget.extensionPoint?.value == "com.apple.widgetkit-extension")
        #expect(widget.extensionPoint?.location.description == "targetlint.yml:7:22")
        #expect(widget.appGroups.map(\.value) == ["group.com.example.shop"])
        #expect(widget.appGroupsLocation?.description == "targetlint.yml:8:5")
        #expect(widget.keychainGroups.map(\.value) == ["com.example.shared"])
        let clip = try target("ShopClip", in: manifest)
        #expect(clip.digitalInvocationsOnly)
        #expect(clip.ignoredRules.map(\.rule.location.description) == ["targetlint.yml:12:14"])
    }

    @Test("the spec's targets stay as they are, in order, with nothing to refine")
    func nothingToRefine() throws {
        let direct = try loadManifest(["ios/project.yml": Self.spec], root: "ios/project.yml")
        for wrapper in ["", "targets: {}\n", "targets:\n  Shop:\n"] {
            #expect(try load(wrapper).targets == direct.targets)
        }
    }

    @Test("a name the spec does not define is an error at the entry, with a suggestion")
    func unknownName() {
        #expect(
            problems("targets:\n  ShopClp:\n    size: 12 MB\n  Unrelated: {size: 1 MB}\n") == [
                "targetlint.yml:3:3: no target 'ShopClp' in ios/project.yml to refine; did you mean 'ShopClip'?",
                "targetlint.yml:5:3: no target 'Unrelated' in ios/project.yml to refine",
            ])
    }

    @Test("a key the spec defines is an error that says so and lists the keys a wrapper sets")
    func specKeys() {
        let allowed =
            "beside 'source' a target may set only size, layer, ignore, extension-point, app-groups, keychain-groups, digital-invocations-only"
        #expect(
            problems("targets:\n  ShopClip:\n    type: app-clip\n    dependencies: [Extra]\n    sise: 1 MB\n") == [
                "targetlint.yml:4:5: 'type' of target 'ShopClip' comes from the spec ios/project.yml; \(allowed)",
                "targetlint.yml:5:5: 'dependencies' of target 'ShopClip' comes from the spec ios/project.yml; \(allowed)",
                "targetlint.yml:6:5: unknown key 'sise' in target 'ShopClip'; \(allowed); did you mean 'size'?",
            ])
        #expect(
            problems("targets:\n  ShopClip: [size]\n") == [
                "targetlint.yml:3:13: expected a map for target 'ShopClip', found a list"
            ])
    }

    @Test("a key that does not fit the target's type is an error at the key, as in a manifest")
    func typeMismatch() {
        #expect(
            problems(
                "targets:\n  Shop:\n    layer: core\n    extension-point: share\n  DesignSystem:\n    digital-invocations-only: true\n    layer: middle\n"
            ) == [
                "targetlint.yml:4:5: 'layer' applies to modules only; target 'Shop' is app, which sits above every layer",
                "targetlint.yml:5:5: 'extension-point' applies to app extensions only; target 'Shop' is app",
                "targetlint.yml:7:5: 'digital-invocations-only' applies to app clips only; target 'DesignSystem' is framework",
                "targetlint.yml:8:12: unknown layer 'middle'; 'layers.order' has feature, core",
            ])
    }

    @Test("a multi-platform target's name refines every platform, and a platform's own entry wins")
    func platforms() throws {
        let spec = """
            name: TV
            targets:
              Kit:
                type: framework
                platform: [iOS, tvOS]
              Clip:
                type: application.on-demand-install-capable
                platform: [iOS]
                platformSuffix: -${platform}

            """
        let manifest = try load(
            "targets:\n  Kit: {size: 1 MB, layer: core}\n  Kit_tvOS: {size: 2 MB}\n  Clip: {size: 5 MB}\n", spec: spec)
        #expect(manifest.targets.map(\.name) == ["Kit_iOS", "Kit_tvOS", "Clip-iOS"])
        #expect(
            manifest.targets.map { $0.size?.location.description } == [
                "targetlint.yml:3:15", "targetlint.yml:4:20", "targetlint.yml:5:16",
            ])
        #expect(manifest.targets.map { $0.layer?.value } == ["core", "core", nil])
        #expect(
            problems("targets:\n  Clip: {layer: core}\n  Kit_tvS: {}\n", spec: spec) == [
                "targetlint.yml:3:10: 'layer' applies to modules only; target 'Clip' is app-clip, which sits above every layer",
                "targetlint.yml:4:3: no target 'Kit_tvS' in ios/project.yml to refine; did you mean 'Kit_tvOS'?",
            ])
    }

    @Test("include stays refused beside source, and source is the root file's alone")
    func includes() {
        #expect(
            problems("include: [more.yml]\n") == [
                "targetlint.yml:2:11: 'include' cannot stand beside 'source', which reads the targets from ios/project.yml; refine them under 'targets:' in this file"
            ])
        #expect(
            loadProblems([
                "targetlint.yml": "include: [more.yml]\ntargets:\n  A: {type: app}\n",
                "more.yml": "source: ios/project.yml\ntargets:\n  Shop: {size: 1 MB}\n",
            ]) == [
                "more.yml:1:1: 'source' can only be set in the root manifest targetlint.yml, not in an included file"
            ])
    }

    @Test("a spec with problems reports its own, not the names its targets would have matched")
    func brokenSpec() {
        #expect(
            problems("targets:\n  ShopClip: {size: 1 MB}\n", spec: "name: S\ntargets:\n  ShopClip: {platform: iOS}\n")
                == [
                    "ios/project.yml:3:3: target 'ShopClip' has no 'type'"
                ])
    }
}
