import FileAccess
import ProjectLoader
import Testing

@testable import Rules

/// The rules that read Swift sources, on projects shaped like the ones they were tried on: files
/// shared by an app and its clip, `#if` blocks, re-exports, test bundles, mixed-language modules.
@Suite("Rules that read imports")
struct ImportRulesTests {
    /// An app, its App Clip and a share extension over three core modules and a feature.
    static let manifest = """
        targets:
          Shop:
            type: app
            sources: [App, Shared]
            dependencies: [ShopClip, ShareExtension, CheckoutFeature, CartCore]
          ShopClip:
            type: app-clip
            sources: [Clip, Shared]
            dependencies: [CartCore]
          ShareExtension:
            type: app-extension
            extension-point: share
            sources: [Share]
            dependencies: [CartCore]
          CheckoutFeature:
            type: framework
            sources: [Modules/CheckoutFeature]
            dependencies: [CartCore]
          CartCore:
            type: framework
            sources: [Modules/CartCore]
            dependencies: [Networking]
          Networking:
            type: framework
            sources: [Modules/Networking]
        """

    static let files = [
        "App/ShopApp.swift": "import CartCore\nimport CheckoutFeature\n",
        "Clip/ClipApp.swift": "import CartCore\n",
        "Share/Share.swift": "import CartCore\n",
        "Modules/CheckoutFeature/Checkout.swift": "import CartCore\npublic struct Checkout {}\n",
        "Modules/CartCore/Cart.swift": "import Networking\npublic struct Cart {}\n",
        "Modules/Networking/Client.swift": "import Foundation\npublic struct Client {}\n",
        "Shared/Checkout.swift": "#if !APPCLIP\nimport CheckoutFeature\n#endif\n",
    ]

    private func findings(
        _ rule: String, manifest: String = manifest, _ changes: [String: String] = [:]
    ) throws
        -> [String]
    {
        try lint(manifest, files: Self.files.merging(changes) { $1 })
            .diagnostics.filter { $0.rule == rule }
            .map { "\($0.location.file):\($0.location.line):\($0.location.column): \($0.severity): \($0.message)" }
    }

    @Test("a project whose code imports what it declares has no findings, with a file shared by app and clip")
    func clean() throws {
        for rule in ["implicit-dependency", "unused-dependency", "extension-unsafe-api", "no-feature-in-extension"] {
            #expect(try findings(rule) == [], "\(rule)")
        }
    }

    @Test("an undeclared import is reported at the import, reached or not, once per target and module")
    func implicit() throws {
        let found = try findings(
            "implicit-dependency",
            [
                "Clip/ClipApp.swift": "import CartCore\nimport Networking\n",
                "Clip/Order.swift": "import Networking\n",
                "Modules/CartCore/Cart.swift": "import Networking\nimport CheckoutFeature\npublic struct Cart {}\n",
            ])
        #expect(
            found == [
                "Clip/ClipApp.swift:2:1: error: 'ShopClip' imports 'Networking', which it does not declare; it builds only because 'ShopClip' reaches it through ShopClip → CartCore → Networking (imported in 2 files)",
                "Modules/CartCore/Cart.swift:2:1: error: 'CartCore' imports 'CheckoutFeature', which it does not declare, and nothing it links in the graph reaches it; it builds only while another target, or a package the graph does not show, builds 'CheckoutFeature' first",
            ])
    }

    @Test("a file shared by an app and its clip is judged with each one's conditions")
    func sharedFile() throws {
        // Without `#if !APPCLIP` the clip imports the feature too.
        let found = try findings("implicit-dependency", ["Shared/Checkout.swift": "import CheckoutFeature\n"])
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("Shared/Checkout.swift:1:1: error: 'ShopClip' imports 'CheckoutFeature'") == true)
        let feature = try findings("no-feature-in-extension", ["Shared/Checkout.swift": "import CheckoutFeature\n"])
        #expect(
            feature == [
                "Shared/Checkout.swift:1:1: error: app clip 'ShopClip' imports feature module 'CheckoutFeature' in its code without declaring it, via ShopClip → CheckoutFeature"
            ])
    }

    @Test("an import only under a condition targetlint cannot evaluate is a warning that says so")
    func unknownCondition() throws {
        let found = try findings(
            "implicit-dependency", ["Clip/ClipApp.swift": "import CartCore\n#if STAGING\nimport Networking\n#endif\n"])
        #expect(
            found == [
                "Clip/ClipApp.swift:3:1: warning: 'ShopClip' imports 'Networking', which it does not declare; it builds only because 'ShopClip' reaches it through ShopClip → CartCore → Networking; only where '#if STAGING' holds, which targetlint cannot evaluate"
            ])
        // A condition known to be false in every configuration compiles nothing.
        let never = try findings(
            "implicit-dependency",
            [
                "Clip/ClipApp.swift":
                    "import CartCore\n#if os(macOS) || targetEnvironment(macCatalyst)\nimport Networking\n#endif\n"
            ])
        #expect(never == [])
    }

    @Test("@_exported makes a module visible to its importers, and the re-exporting module is never unused")
    func reexports() throws {
        let changes = [
            "Modules/CartCore/Cart.swift": "@_exported import Networking\n",
            "Clip/ClipApp.swift": "import Networking\n",
        ]
        #expect(try findings("implicit-dependency", changes) == [])
        #expect(try findings("unused-dependency", changes) == [])
    }

    @Test("a dependency none of the target's files imports is reported at its entry; embedded products are not")
    func unused() throws {
        let found = try findings("unused-dependency", ["Share/Share.swift": "import UIKit\n"])
        #expect(
            found == [
                "targetlint.yml:14:20: warning: 'ShareExtension' links 'CartCore', but its Swift file does not import it; remove the dependency, or import it where its members are used"
            ])
    }

    @Test("a dependency that is the way to a module imported undeclared is not unused: removing it breaks the build")
    func onlyRoute() throws {
        let changes = ["Share/Share.swift": "import Networking\n"]
        #expect(try findings("unused-dependency", changes) == [])
        #expect(try findings("implicit-dependency", changes).count == 1)
    }

    @Test("a target with Objective-C sources beside its Swift ones is not judged unused")
    func mixedLanguage() throws {
        let found = try findings(
            "unused-dependency", ["Share/Share.swift": "import UIKit\n", "Share/Legacy.m": "@import CartCore;\n"])
        #expect(found == [])
    }

    @Test("a test bundle may import what the app it tests links")
    func testBundles() throws {
        let manifest =
            Self.manifest + """

                  ShopTests:
                    type: unit-tests
                    sources: [Tests]
                    dependencies: [Shop]
                """
        let found = try lint(
            manifest,
            files: Self.files.merging(["Tests/CartTests.swift": "@testable import Shop\nimport Networking\n"]) { $1 }
        ).findings("implicit-dependency")
        #expect(found == [])
    }

    @Test("UIApplication.shared in a module an extension links is an error, unless marked or left to the compiler")
    func extensionUnsafe() throws {
        let use = "import UIKit\nfunc open(_ url: URL) {\n    UIApplication.shared.open(url)\n}\n"
        let found = try findings("extension-unsafe-api", ["Modules/CartCore/Open.swift": use])
        #expect(
            found == [
                "Modules/CartCore/Open.swift:3:5: error: 'CartCore' uses 'UIApplication.shared', which is unavailable in app extensions, and app extension 'ShareExtension' links it via ShareExtension → CartCore; mark the code @available(iOSApplicationExtension, unavailable) or move it to the app"
            ])
        // In the app's own code, or a clip's, it is fine.
        #expect(try findings("extension-unsafe-api", ["App/Open.swift": use, "Clip/Open.swift": use]) == [])
        let marked = "import UIKit\n@available(iOSApplicationExtension, unavailable)\n" + use
        #expect(try findings("extension-unsafe-api", ["Modules/CartCore/Open.swift": marked]) == [])
        let compilerChecks = Self.manifest.replacingOccurrences(
            of: "sources: [Modules/CartCore]",
            with: "sources: [Modules/CartCore]\n    settings: {APPLICATION_EXTENSION_API_ONLY: YES}")
        #expect(
            try findings("extension-unsafe-api", manifest: compilerChecks, ["Modules/CartCore/Open.swift": use]) == [])
    }

    @Test("a module that only links others (no public declaration) passes them on, and is never unused")
    func linkingOnly() throws {
        // CartCore declares nothing public: it is there to link Networking once.
        let changes = [
            "Modules/CartCore/Cart.swift": "import Networking\nstruct Dependencies {}\n",
            "Clip/ClipApp.swift": "import Networking\n",
        ]
        #expect(try findings("implicit-dependency", changes) == [])
        #expect(try findings("unused-dependency", changes) == [])
        // An Objective-C module, such as CocoaPods' aggregate, passes on what it links too.
        let aggregate = Self.manifest.replacingOccurrences(
            of: "sources: [Modules/CartCore]", with: "sources: [Modules/Pods]")
        let objectiveC = ["Modules/Pods/Pods-Shop-dummy.m": "", "Clip/ClipApp.swift": "import Networking\n"]
        #expect(try findings("implicit-dependency", manifest: aggregate, objectiveC) == [])
    }

    @Test("a target whose importer left dependency entries out is not judged for undeclared imports")
    func partlyReadDependencies() throws {
        let files = Self.files.merging(["Clip/ClipApp.swift": "import CartCore\nimport Networking\n"]) { $1 }
        var all = files
        all["targetlint.yml"] = Self.manifest
        let fileSystem = InMemoryFileSystem(all)
        var manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        #expect(try Linter(fileSystem: fileSystem).lint(manifest).findings("implicit-dependency").count == 1)
        let clip = try #require(manifest.targets.firstIndex { $0.name == "ShopClip" })
        manifest.targets[clip].dependenciesPartlyRead = true
        #expect(try Linter(fileSystem: fileSystem).lint(manifest).findings("implicit-dependency") == [])
    }

    @Test("#if is evaluated with the flags each configuration of an XcodeGen target sets, its platform, and canImport")
    func xcodeGenConditions() throws {
        let spec = """
            name: Shop
            configs: {Debug: debug, Staging: release, Release: release}
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Shop]
                dependencies: [{target: Kit}]
                settings:
                  configs:
                    Staging:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) STAGING
                      OTHER_SWIFT_FLAGS: -DMOCKS
              Kit:
                type: framework
                platform: iOS
                sources: [Kit]
                dependencies: [{target: Mocks}, {target: Debugging}, {target: MacOnly}, {target: Never}]
              Mocks: {type: framework, platform: iOS}
              Debugging: {type: framework, platform: iOS}
              MacOnly: {type: framework, platform: iOS}
              Never: {type: framework, platform: iOS}
            """
        let app = """
            import Kit
            #if STAGING && MOCKS
            import Mocks
            #endif
            #if DEBUG
            import Debugging
            #endif
            #if os(macOS)
            import MacOnly
            #endif
            #if PRODUCTION
            import Never
            #endif
            #if canImport(Mocks)
            import Kit
            #endif
            """
        var files = ["project.yml": spec, "Shop/App.swift": app]
        files["Kit/Kit.swift"] = "import Mocks\nimport Debugging\nimport MacOnly\nimport Never\npublic struct Kit {}\n"
        let fileSystem = InMemoryFileSystem(files)
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "project.yml")
        let found = try Linter(fileSystem: fileSystem).lint(manifest).diagnostics
            .filter { $0.rule == "implicit-dependency" }.map { "\($0.location.line) \($0.severity)" }
        // Mocks in Staging, Debugging in Debug, both known; macOS and PRODUCTION never compiled.
        #expect(found == ["3 error", "6 error"])
    }
}
