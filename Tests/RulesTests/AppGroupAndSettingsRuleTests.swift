import Foundation
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import Rules

@Suite struct AppGroupAndSettingsRuleTests {
    @Test("App Groups the host lacks, identifiers without 'group.', and clips with no group")
    func consistency() throws {
        let report = try lint(
            """
            targets:
              Shop:
                type: app
                app-groups: [group.com.example.shop, com.example.bad]
                dependencies: [ShopClip, ShopShare]
              ShopClip:
                type: app-clip
              ShopShare:
                type: app-extension
                app-groups: [group.com.example.shop, group.com.example.other]
            """)
        #expect(
            report.findings("app-group-consistency") == [
                "4:42: App Group 'com.example.bad' of 'Shop' does not start with 'group.'",
                "6:3: app clip 'ShopClip' declares no App Group, so its data cannot move to the full app",
                "10:42: app extension 'ShopShare' declares App Group 'group.com.example.other', which its host 'Shop' lacks",
            ])
        #expect(report.diagnostics.first { $0.target == "ShopClip" }?.severity == .warning)
    }

    @Test("a WatchKit extension's groups are not held against its watch app, a container that runs no code")
    func watchExtension() throws {
        let report = try lint(
            """
            targets:
              Drink:
                type: app
                app-groups: [group.com.example.drink]
                dependencies: [DrinkWatch]
              DrinkWatch:
                type: watch-app
                dependencies: [DrinkWatchExtension]
              DrinkWatchExtension:
                type: app-extension
                extension-point: com.apple.watchkit
                app-groups: [group.com.example.drink]
            """)
        #expect(report.findings("app-group-consistency").isEmpty)
    }

    static let constants = """
        rules:
          app-group-constant:
            module: SharedConstants
        targets:
          Shop:
            type: app
            app-groups: [group.com.example.shop]
            dependencies: [SharedConstants, ShopWidget]
            sources: [App]
          ShopWidget:
            type: app-extension
            app-groups: [group.com.example.shop]
            dependencies: [Storage]
          Storage:
            type: framework
            dependencies: [SharedConstants]
          SharedConstants:
            type: framework
            sources: [Constants]
        """

    @Test("hard-coded identifiers are reported at the literal; the module's own literals are not")
    func literals() throws {
        let report = try lint(
            Self.constants,
            files: [
                "App/Sources/Store.swift": """
                // "group.com.example.shop" in a comment is fine
                /* and "group.x" in /* a nested */ block comment */
                let name = "group.com.example.shop"
                let raw = #"group.com.raw"#
                let other = "\\(name) is not group.x"
                let key = "group.title"
                """,
                "Constants/AppGroup.swift": "let id = \"group.com.example.shop\"\n",
            ])
        #expect(
            report.diagnostics.filter { $0.message.hasPrefix("hard-coded") }.map { "\($0.location)" } == [
                "App/Sources/Store.swift:3:12", "App/Sources/Store.swift:4:11",
            ])
    }

    @Test("a target with App Groups must link the module, transitively counts")
    func linksModule() throws {
        let unlinked = Self.constants.replacingOccurrences(of: "    dependencies: [SharedConstants]\n", with: "")
        let report = try lint(
            unlinked, files: ["App/a.swift": "", "Constants/b.swift": "let x = \"group.com.example.shop\""])
        #expect(
            report.findings("app-group-constant") == [
                "12:5: 'ShopWidget' declares App Groups but does not link 'SharedConstants', the module that holds their identifiers"
            ])
        #expect(
            try lint(
                Self.constants, files: ["App/a.swift": "", "Constants/b.swift": "let x = \"group.com.example.shop\""]
            ).findings("app-group-constant") == [])
    }

    @Test("the module should spell every declared identifier")
    func moduleSpellsIdentifiers() throws {
        let report = try lint(Self.constants, files: ["App/a.swift": "", "Constants/b.swift": "let x = 1"])
        #expect(
            report.findings("app-group-constant") == [
                "17:3: 'SharedConstants' never spells App Group 'group.com.example.shop', which targets declare"
            ])
    }

    @Test("unknown rules, ignore ids, options and severities are manifest errors with positions")
    func configurationErrors() {
        #expect(
            lintProblems(
                """
                rules:
                  no-feature-in-extensions: error
                  size-build-settings:
                    config: [Release]
                targets:
                  A:
                    type: framework
                    ignore: [unknown-dependancy]
                """) == [
                    "2:3: unknown rule 'no-feature-in-extensions'; did you mean 'no-feature-in-extension'?",
                    "4:5: unknown option 'config' for rule 'size-build-settings'; it takes 'configs', 'require', 'types', 'app-extension-severity', 'severity'; did you mean 'configs'?",
                    "8:14: unknown rule 'unknown-dependancy' in 'ignore' of target 'A'; did you mean 'unknown-dependency'?",
                ])
        #expect(
            lintProblems("rules:\n  dependency-cycle: fatal\ntargets: {}\n") == [
                "2:21: unknown severity 'fatal' for rule 'dependency-cycle'; expected error, warning or off"
            ])
    }
}

@Suite("app-group-constant on XcodeGen sources")
struct XcodeGenSourcesTests {
    @Test("a target's sources in a spec are scanned for hard-coded App Group identifiers")
    func literalInSources() throws {
        let fileSystem = InMemoryFileSystem([
            "targetlint.yml": "source: project.yml\nrules:\n  app-group-constant:\n    module: SharedConstants\n",
            "project.yml": """
            name: Shop
            targets:
              Clip:
                type: application.on-demand-install-capable
                platform: iOS
                sources:
                  - path: Clip
                dependencies: [{target: SharedConstants}]
              SharedConstants:
                type: framework
                platform: iOS
                sources: [Shared]
            """,
            "Clip/ClipView.swift": "import SwiftUI\nlet store = UserDefaults(suiteName: \"group.com.example.shop\")\n",
            "Shared/Constants.swift": "let appGroup = \"group.com.example.shop\"\n",
        ])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        #expect(manifest.targets.first?.sources.map(\.value) == ["Clip"])
        let report = try Linter(fileSystem: fileSystem).lint(manifest)
        let literals = report.diagnostics.filter {
            $0.rule == "app-group-constant" && $0.location.file.hasSuffix(".swift")
        }
        #expect(literals.map { "\($0.location)" } == ["Clip/ClipView.swift:2:37"])
    }
}

@Suite("App Group prefixes by platform")
struct AppGroupPlatformTests {
    @Test("team-prefixed App Groups pass on macOS and are findings on iOS", arguments: [("macOS", 0), ("iOS", 2)])
    func teamPrefix(platform: String, expected: Int) throws {
        let spec = """
            name: P
            targets:
              App:
                type: application
                platform: \(platform)
                entitlements: {properties: {com.apple.security.application-groups: [TEAM.com.example]}}
                dependencies: [{target: Widget}]
              Widget:
                type: app-extension
                platform: \(platform)
                entitlements: {properties: {com.apple.security.application-groups: [TEAM.com.example]}}
            """
        let fileSystem = InMemoryFileSystem(["project.yml": spec])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "project.yml")
        let findings = try Linter(fileSystem: fileSystem).lint(manifest).findings("app-group-consistency")
        #expect(findings.filter { $0.contains("does not start with 'group.'") }.count == expected)
    }
}
