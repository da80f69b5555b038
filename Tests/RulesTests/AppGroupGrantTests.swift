import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import Rules

/// app-group-constant over sources shaped like real projects: identifiers built from the bundle id,
/// a constants file several targets compile, and a clip that spells a group it is not entitled to.
@Suite("app-group-constant: prefixes, shared files and entitlements")
struct AppGroupGrantTests {
    /// An app, its clip and share extension, and a storage framework the clip and app link.
    static let shop = """
        targets:
          Shop:
            type: app
            app-groups: [group.com.example.shop, group.com.example.share]
            dependencies: [ShopClip, ShopShare, Storage]
            sources: [App, Shared/Constants.swift]
          ShopClip:
            type: app-clip
            app-groups: [group.com.example.shop]
            dependencies: [Storage]
            sources: [Clip, Shared]
          ShopShare:
            type: app-extension
            app-groups: [group.com.example.share]
            sources: [Share]
          Storage:
            type: framework
            sources: [Storage]
        """

    @Test("an identifier built from the bundle id, by prefix or interpolation, is not hard-coded")
    func prefixes() throws {
        let report = try lint(
            Self.shop,
            files: [
                "App/AppGroup.swift": """
                let bundleID = Bundle.main.bundleIdentifier ?? ""
                let a = "group." + bundleID
                let b = "group.com.example." + "shop"
                let c = "group.\\(bundleID)"
                let d = #"group.\\#(bundleID)"#
                """,
                "Clip/Clip.swift": "let e = \"group.\" + bundleID\n",
            ])
        #expect(report.findings("app-group-constant") == [])
    }

    @Test("a constants file two targets compile is one spelling: not reported without module, once with it")
    func sharedFile() throws {
        let files = [
            "Shared/Constants.swift": "enum AppGroup {\n    static let shop = \"group.com.example.shop\"\n}\n",
            "App/a.swift": "", "Clip/b.swift": "", "Share/c.swift": "", "Storage/d.swift": "",
        ]
        #expect(try lint(Self.shop, files: files).findings("app-group-constant") == [])
        let report = try lint("rules:\n  app-group-constant:\n    module: Storage\n" + Self.shop, files: files)
        let literals = report.diagnostics.filter {
            $0.rule == "app-group-constant" && $0.location.file.hasSuffix(".swift")
        }
        #expect(
            literals.map { "\($0.location): \($0.target): \($0.message)" } == [
                "Shared/Constants.swift:2:23: Shop: hard-coded App Group identifier 'group.com.example.shop' in 'Shop' and 'ShopClip'; use the constant in 'Storage'"
            ])
    }

    @Test("without module, an identifier spelled in two files is reported at each, naming the other")
    func twoSpellings() throws {
        let report = try lint(
            Self.shop,
            files: [
                "App/Store.swift": "let suite = UserDefaults(suiteName: \"group.com.example.shop\")\n",
                "Clip/Store.swift": "let id = \"group.com.example.shop\"\n",
                "Storage/Keys.swift": "let id = \"group.com.example.shop\"\n",
            ])
        #expect(
            report.findings("app-group-constant") == [
                "1:37: hard-coded App Group identifier 'group.com.example.shop' in 'Shop', also spelled at Clip/Store.swift:1:10 and 1 more place; move it to a shared constants module and name it in rules.app-group-constant.module",
                "1:10: hard-coded App Group identifier 'group.com.example.shop' in 'ShopClip', also spelled at App/Store.swift:1:37 and 1 more place; move it to a shared constants module and name it in rules.app-group-constant.module",
                "1:10: hard-coded App Group identifier 'group.com.example.shop' in 'Storage', also spelled at App/Store.swift:1:37 and 1 more place; move it to a shared constants module and name it in rules.app-group-constant.module",
            ])
        // Advice until the team names its constants module: warnings.
        #expect(report.diagnostics.filter { $0.rule == "app-group-constant" }.allSatisfy { $0.severity == .warning })
    }

    @Test("a clip that spells a group its entitlements lack is an error at the literal; its host's is not")
    func clipLacksGroup() throws {
        let report = try lint(
            Self.shop,
            files: [
                "Clip/Handoff.swift": """
                import Foundation

                let url = FileManager.default.containerURL(
                    forSecurityApplicationGroupIdentifier: "group.com.example.share")
                """,
                "App/Handoff.swift": "let id = \"group.com.example.other\"\n",
            ])
        #expect(
            report.findings("app-group-constant") == [
                "1:10: 'Shop' spells App Group 'group.com.example.other', which its entitlements do not grant; its container URL is nil, and UserDefaults(suiteName:) gives defaults that no other target shares",
                "4:44: 'ShopClip' spells App Group 'group.com.example.share', which its entitlements do not grant; containerURL(forSecurityApplicationGroupIdentifier:) returns nil for it",
            ])
        // A nil container is an error; a literal stored first may never reach one: a warning.
        #expect(report.diagnostics.filter { $0.rule == "app-group-constant" }.map(\.severity) == [.warning, .error])
    }

    @Test("a framework's literal is granted by any product that links it, and reported when none does")
    func frameworkGrant() throws {
        let granted = try lint(
            Self.shop, files: ["Storage/Keys.swift": "let a = \"group.com.example.share\"\n"])
        #expect(granted.findings("app-group-constant") == [])
        let report = try lint(
            Self.shop, files: ["Storage/Keys.swift": "let a = \"group.com.example.other\"\n"])
        #expect(
            report.findings("app-group-constant") == [
                "1:9: 'Storage' spells App Group 'group.com.example.other', which no target that links it is entitled to ('Shop' and 'ShopClip'); its container URL is nil, and UserDefaults(suiteName:) gives defaults that no other target shares"
            ])
    }

    @Test("where a target's App Groups are not written, nothing is said about its grants")
    func unknownGrants() throws {
        let manifest = Self.shop.replacingOccurrences(of: "    app-groups: [group.com.example.shop]\n", with: "")
        let report = try lint(
            manifest,
            files: [
                "Clip/a.swift": "let a = \"group.com.example.share\"\n",
                "Storage/b.swift": "let b = \"group.com.example.other\"\n",
            ])
        #expect(report.findings("app-group-constant") == [])
    }

    @Test("a shared file's literal is filed under a target that does not ignore the rule")
    func ignoredTarget() throws {
        let manifest =
            "rules:\n  app-group-constant:\n    module: Storage\n"
            + Self.shop.replacingOccurrences(
                of: "    sources: [App, Shared/Constants.swift]\n",
                with: "    sources: [App, Shared/Constants.swift]\n    ignore: [app-group-constant]\n")
        let report = try lint(manifest, files: ["Shared/Constants.swift": "let shop = \"group.com.example.shop\"\n"])
        #expect(
            report.diagnostics.filter { $0.location.file.hasSuffix(".swift") }.map(\.target) == ["ShopClip"])
    }

    @Test("an XcodeGen clip's entitlements grant its groups; a literal for another group is an error")
    func xcodeGenEntitlements() throws {
        let fileSystem = InMemoryFileSystem([
            "project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App, Shared]
                entitlements:
                  path: App/Shop.entitlements
                  properties:
                    com.apple.security.application-groups: [group.com.example.shop, group.com.example.other]
                dependencies: [{target: ShopClip}]
              ShopClip:
                type: application.on-demand-install-capable
                platform: iOS
                sources: [Clip, Shared]
                entitlements:
                  path: Clip/ShopClip.entitlements
                  properties:
                    com.apple.security.application-groups: [group.com.example.shop]
            """,
            "App/ShopApp.swift": "let bundleGroup = \"group.\" + (Bundle.main.bundleIdentifier ?? \"\")\n",
            "Shared/Constants.swift": """
            enum AppGroup {
                static let shop = "group.com.example.shop"
            }
            """,
            "Clip/Migration.swift": "let legacy = UserDefaults(suiteName: \"group.com.example.other\")\n",
        ])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "project.yml")
        let report = try Linter(fileSystem: fileSystem).lint(manifest)
        #expect(
            report.diagnostics.filter { $0.rule == "app-group-constant" }.map { "\($0.location): \($0.message)" } == [
                "Clip/Migration.swift:1:38: 'ShopClip' spells App Group 'group.com.example.other', which its entitlements do not grant; UserDefaults(suiteName:) gives defaults that no other target shares"
            ])
        // The defaults still work, only unshared: a warning, where a nil container is an error.
        #expect(report.diagnostics.filter { $0.rule == "app-group-constant" }.map(\.severity) == [.warning])
    }
}
