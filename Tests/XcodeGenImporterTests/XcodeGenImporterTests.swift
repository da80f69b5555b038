import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import XcodeGenImporter
@testable import YAML

/// Loads the XcodeGen spec `root` from in-memory `files`.
private func loadSpec(
    _ files: [String: String], root: String = "project.yml", environment: [String: String] = ["HOME": "/home"]
) throws(InputError) -> Manifest {
    try ManifestLoader(fileSystem: InMemoryFileSystem(files), environment: environment).load(path: root)
}

private func specProblems(_ files: [String: String], root: String = "project.yml") -> [String] {
    do {
        _ = try loadSpec(files, root: root)
        return []
    } catch {
        return error.problems.map { "\($0.locationDescription): \($0.message)" }
    }
}

@Suite struct XcodeGenImporterTests {
    @Test("the same relative include path from two folders reads two files; one file included twice is read once")
    func sameRelativeInclude() throws {
        let manifest = try loadSpec([
            "project.yml": "name: P\ninclude: [parent1/p.yml, parent2/p.yml, parent1/p.yml]\n",
            "parent1/p.yml": "include: [same/s.yml]\n",
            "parent2/p.yml": "include: [same/s.yml]\n",
            "parent1/same/s.yml": "targets:\n  One:\n    type: framework\n    platform: iOS\n",
            "parent2/same/s.yml": "targets:\n  Two:\n    type: framework\n    platform: iOS\n",
        ])
        #expect(manifest.targets.map(\.name).sorted() == ["One", "Two"])
    }

    @Test("system and DriverKit extensions are macOS products, not app extensions")
    func systemExtensions() {
        #expect(ProductType(manifestName: "system-extension") == .tool)
        #expect(ProductType(manifestName: "driver-extension") == .tool)
        #expect(ProductType(manifestName: "app-extension.messages") == .appExtension)
        #expect(ProductType(manifestName: "watchkit2-extension") == .appExtension)
    }

    @Test("includes merge maps, concatenate lists, honour key:REPLACE, and put the includer on top")
    func includeMerging() throws {
        let manifest = try loadSpec([
            "project.yml": """
            name: App
            include:
              - Config/base.yml
              - path: extra.yml
                enable: ${WITH_EXTRA}
            targets:
              App:
                platform: iOS
                dependencies:
                  - target: Feature
              Feature:
                type:REPLACE: framework
            """,
            "Config/base.yml": """
            targets:
              App:
                type: application
                platform: tvOS
                dependencies:
                  - target: Core
              Feature:
                type: application
                platform: iOS
              Core:
                type: framework
                platform: iOS
            """,
            "extra.yml": "targets: {Extra: {type: framework, platform: iOS}}\n",
        ])
        #expect(manifest.targets.map(\.name) == ["App", "Feature", "Core"])
        let app = try target("App", in: manifest)
        #expect(app.location == SourceLocation(file: "Config/base.yml", line: 2, column: 3))
        #expect(app.dependencies.map(\.name) == ["Core", "Feature"])
        #expect(app.dependencies.map(\.location.description) == ["Config/base.yml:6:9", "project.yml:10:9"])
        #expect(try target("Feature", in: manifest).type == .framework)
        #expect(manifest.files == ["project.yml", "Config/base.yml"])
    }

    @Test("a missing include or an include cycle is an error at the include entry")
    func includeErrors() {
        #expect(
            specProblems(["project.yml": "name: A\ninclude:\n  - missing.yml\ntargets: {}\n"]) == [
                "project.yml:3:5: cannot read included file missing.yml: no such file or folder"
            ])
        #expect(
            specProblems([
                "project.yml": "name: A\ninclude: [a/b.yml]\n",
                "a/b.yml": "include:\n  - ../project.yml\n",
            ]) == ["a/b.yml:2:5: include cycle: project.yml → a/b.yml → project.yml"])
    }

    @Test("templates merge in XcodeGen's order and fill in ${target_name} and attributes")
    func templates() throws {
        let manifest = try loadSpec([
            "project.yml": """
            name: A
            targetTemplates:
              Base:
                type: framework
                platform: iOS
                dependencies: [{target: Core}]
              Module:
                templates: [Base]
                dependencies: [{target: "${target_name}Support"}, {target: "${extra}"}]
            targets:
              Core: {type: framework, platform: iOS}
              CartSupport: {type: framework, platform: iOS}
              Log: {type: framework, platform: iOS}
              Cart:
                templates: [Module]
                templateAttributes: {extra: Log}
            """
        ])
        let cart = try target("Cart", in: manifest)
        #expect(cart.type == .framework)
        #expect(cart.dependencies.map(\.name) == ["Core", "CartSupport", "Log"])
        #expect(cart.dependencies.map(\.template) == ["Base", "Module", "Module"])
        #expect(cart.dependencies[0].location.description == "project.yml:6:20")
    }

    @Test("multi-platform targets split per platform with suffixes, prefixes and deployment targets")
    func platforms() throws {
        let manifest = try loadSpec([
            "project.yml": """
            name: A
            targets:
              Kit:
                type: framework
                platform: [iOS, tvOS]
                deploymentTarget: {iOS: "16.0", tvOS: "17.0"}
                dependencies:
                  - target: MyCore-${platform}
                  - sdk: UIKit.framework
                    platforms: [iOS]
              Core:
                type: framework
                platform: [iOS, tvOS]
                platformPrefix: My
                platformSuffix: -${platform}
            """
        ])
        #expect(manifest.targets.map(\.name) == ["Kit_iOS", "Kit_tvOS", "MyCore-iOS", "MyCore-tvOS"])
        let tv = try target("Kit_tvOS", in: manifest)
        #expect(tv.deploymentTarget?.value.description == "17.0")
        #expect(tv.dependencies.map(\.name) == ["MyCore-tvOS"])
        #expect(try target("Kit_iOS", in: manifest).dependencies.map(\.kind) == [.target, .sdk])
    }

    @Test("product types, App Clips and extension points")
    func productTypes() throws {
        let manifest = try loadSpec([
            "project.yml": """
            name: A
            options: {bundleIdPrefix: com.example}
            targets:
              Clip: {type: application.on-demand-install-capable, platform: iOS}
              Stickers: {type: app-extension.messages-sticker-pack, platform: iOS}
              Watch: {type: application.watchapp2, platform: watchOS}
              WatchExt: {type: watchkit2-extension, platform: watchOS}
              Widget:
                type: app-extension
                platform: iOS
                info: {properties: {NSExtension: {NSExtensionPointIdentifier: com.apple.widgetkit-extension}}}
                entitlements:
                  properties:
                    com.apple.security.application-groups: [group.com.example]
                    keychain-access-groups: [com.example.shared]
            """
        ])
        #expect(manifest.targets.map(\.type) == [.appClip, .appExtension, .watchApp, .appExtension, .appExtension])
        let widget = try target("Widget", in: manifest)
        #expect(widget.extensionPoint?.value == "com.apple.widgetkit-extension")
        #expect(widget.appGroups.map(\.value) == ["group.com.example"])
        #expect(widget.keychainGroups.map(\.value) == ["com.example.shared"])
        #expect(widget.bundleID?.value == "com.example.Widget")
        #expect(try target("Stickers", in: manifest).extensionPoint?.value == "com.apple.message-payload-provider")
    }

    @Test("entitlements XcodeGen writes expand with the target's settings; one naming an unset setting is unknown")
    func entitlementSettings() throws {
        let manifest = try loadSpec([
            "project.yml": """
            name: A
            options: {bundleIdPrefix: com.example}
            settings: {GROUP_ID_PREFIX: group.com.example}
            targets:
              Widget:
                type: app-extension
                platform: iOS
                entitlements:
                  properties:
                    com.apple.security.application-groups:
                      - $(GROUP_ID_PREFIX).shared
                      - group.$(PRODUCT_BUNDLE_IDENTIFIER:lower)
                      - $(SHARED_GROUP)
                    keychain-access-groups: [$(AppIdentifierPrefix)com.example.shared]
            """
        ])
        let widget = try target("Widget", in: manifest)
        #expect(
            widget.appGroups.map(\.quoted) == [
                "'group.com.example.shared' (from '$(GROUP_ID_PREFIX).shared')",
                "'group.com.example.widget' (from 'group.$(PRODUCT_BUNDLE_IDENTIFIER:lower)')", "'$(SHARED_GROUP)'",
            ])
        #expect(widget.appGroups.map(\.isUnknown) == [false, false, true])
        #expect(widget.keychainGroups.map(\.isUnknown) == [true])
        #expect(
            manifest.notes.map { "\($0.location): \($0.message)" } == [
                "project.yml:13:13: App Group '$(SHARED_GROUP)' of 'Widget' is unknown and not checked: configuration 'Release' does not set 'SHARED_GROUP'"
            ])
    }

    @Test("effective settings: target configs over base over groups over xcconfig over the project")
    func settingsPrecedence() throws {
        let manifest = try loadSpec([
            "project.yml": """
            name: A
            configs: {Debug: debug, Release: release, Beta-Release: release}
            configFiles: {Release: Config/Project.xcconfig}
            settings: {base: {A: project, B: project, C: project, D: project, E: project}}
            settingGroups:
              shared: {C: group}
            targets:
              T:
                type: app-extension
                platform: iOS
                configFiles: {Release: Config/Release.xcconfig, Beta-Release: Config/Missing.xcconfig}
                settings:
                  groups: [shared]
                  base: {D: base}
                  configs:
                    release: {E: config}
            """,
            "Config/Project.xcconfig": "A = xcconfig // a comment\n",
            "Config/Release.xcconfig":
                "#include \"Shared.xcconfig\"\nB = $(inherited) release\nF[sdk=iphoneos*] = device\nF[sdk=macosx*] = mac\n",
            "Config/Shared.xcconfig": "G = shared\n",
        ])
        let settings = try target("T", in: manifest).settings
        func value(_ key: String, _ configuration: String = "Release") -> String? {
            settings.value(of: key, in: configuration).map { "\($0.value.value) @ \($0.value.location)" }
        }
        #expect(value("A") == "project @ project.yml:4:22")
        #expect(value("B") == "project release @ Config/Release.xcconfig:2:1")
        #expect(value("C") == "group @ project.yml:6:15")
        #expect(value("D") == "base @ project.yml:14:17")
        #expect(value("E") == "config @ project.yml:16:22")
        #expect(value("E", "Beta-Release") == "config @ project.yml:16:22")
        #expect(value("E", "Debug") == "project @ project.yml:4:70")
        #expect(value("F") == "device @ Config/Release.xcconfig:3:1")
        #expect(value("G") == "shared @ Config/Shared.xcconfig:1:1")
        #expect(settings.value(of: "Z", in: "Beta-Release") == nil)
        #expect(
            settings.unsetReason(of: "Z", in: "Beta-Release")
                == "not set in the project; Config/Missing.xcconfig not found")
        #expect(
            settings.unsetReason(of: "Z", in: "Staging")
                == "the project has no configuration 'Staging'; it has Beta-Release, Debug, Release")
    }

    @Test("duplicate keys in a spec are warnings and the last one is used")
    func duplicateKeys() throws {
        let manifest = try loadSpec([
            "project.yml":
                "name: A\ntargets:\n  T: {type: framework, platform: iOS}\ntargets:\n  U: {type: framework, platform: iOS}\n"
        ])
        #expect(manifest.targets.map(\.name) == ["U"])
        #expect(
            manifest.warnings.map { "\($0.locationDescription): \($0.message)" } == [
                "project.yml:4:1: duplicate key 'targets'; this value replaces the earlier one in the same map, which is ignored"
            ])
    }

    @Test("a targetlint.yml with 'source:' lints the spec with its own layers and rules")
    func sourceManifest() throws {
        let manifest = try loadManifest(
            [
                "targetlint.yml":
                    "source: ios/project.yml\nlayers: {order: [feature, core], match: {feature: ['*Feature'], core: ['*']}}\nrules: {dependency-cycle: warning}\n",
                "ios/project.yml": "name: A\ntargets:\n  CartFeature: {type: framework, platform: iOS}\n",
            ])
        #expect(manifest.targets.map(\.location.description) == ["ios/project.yml:3:3"])
        #expect(manifest.rules.map(\.id.value) == ["dependency-cycle"])
        #expect(manifest.files == ["targetlint.yml", "ios/project.yml"])
        #expect(
            loadProblems(["targetlint.yml": "source: missing.yml\n"]) == [
                "targetlint.yml:1:9: source missing.yml does not exist"
            ])
        #expect(
            loadProblems(["targetlint.yml": "source: ios\n", "ios/project.yml": "name: A\ntargets: {}\n"]) == [
                "targetlint.yml:1:9: source ios is a folder; name the XcodeGen spec in it, such as project.yml, its Project.swift or Workspace.swift, or an .xcodeproj or .xcworkspace"
            ])
    }

    @Test("a target XcodeGen rejects is an error at its position")
    func invalidTargets() {
        #expect(
            specProblems([
                "project.yml":
                    "name: A\ntargets:\n  T: {platform: iOS}\n  U: {type: application, platform: iOSS}\n  V: {type: app}\n"
            ]) == [
                "project.yml:3:3: target 'T' has no 'type'",
                "project.yml:4:36: unknown platform 'iOSS' of target 'U'; did you mean 'iOS'?",
                "project.yml:5:3: target 'V' has no 'platform'",
            ])
    }
}

@Suite struct SpecDetectionTests {
    @Test("top-level keys are told from line starts: a byte order mark, CRLF and a last line without a break")
    func topLevelKeys() {
        let text = "\u{FEFF}name: X\r\n  indented: 1\ntargets:\n\n#comment: x\n- item: 2\nlast: y"
        #expect(XcodeGenSpecImporter.topLevelKeys(Array(text.utf8)) == ["name", "targets", "last"])
        #expect(XcodeGenSpecImporter.topLevelKeys([]) == [])
        #expect(XcodeGenSpecImporter.topLevelKeys(Array("\n\nkey".utf8)) == [])
    }

    @Test("top-level keys are those of every line read one by one, in texts of every length")
    func topLevelKeysOfRandomTexts() {
        // The rule the scan keeps, line by line: a letter (after a byte order mark) to the first colon.
        func keysLineByLine(_ bytes: [UInt8]) -> Set<String> {
            var keys: Set<String> = []
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                var line = line
                if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
                guard let first = line.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20),
                    let colon = line.firstIndex(of: UInt8(ascii: ":"))
                else { continue }
                keys.insert(String(decoding: line[..<colon], as: UTF8.self))
            }
            return keys
        }
        var random = SplitMix64(seed: 16)
        let alphabet = Array("\n\n    ab:Z-#\r".utf8) + [0xEF, 0xBB, 0xBF]
        for length in 0..<300 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                #expect(XcodeGenSpecImporter.topLevelKeys(bytes) == keysLineByLine(bytes), "\(bytes)")
            }
        }
    }

    @Test(
        "a file is read as an XcodeGen spec by its keys, and as a manifest otherwise",
        arguments: [
            ("shop.yml", "targets:\n  A:\n    type: app\n", false),
            ("targetlint.yml", "targets:\n  A:\n    type: application\n    platform: iOS\n", false),
            ("shop.yml", "targets:\n  A:\n    type: application\n    platform: iOS\n", true),
            ("shop.yml", "options:\n  bundleIdPrefix: com.x\ntargets:\n  A:\n    type: application\n", true),
            ("shop.yml", "name: Shop\n", true),
            ("project.yml", "include: [more.yml]\n", true),
            ("project.yml", "project: Shop\ntargets:\n  A:\n    type: app\n    platform: iOS\n", false),
        ])
    func detection(path: String, text: String, isSpec: Bool) throws {
        #expect(XcodeGenSpecImporter.isSpec(try YAMLParser().parse(Array(text.utf8)).root, path: path) == isSpec)
        // The quick check before parsing never rules out a spec.
        if isSpec { #expect(XcodeGenSpecImporter.mayBeSpec(Array(text.utf8), path: path)) }
    }

    @Test(
        "the quick check rules out manifests by their top-level keys",
        arguments: [
            ("targetlint.yml", "targets:\n  A:\n    type: app\n", false),
            ("shop.yml", "project: Shop\ntargets: {}\n", false),
            ("shop.yml", "# comment\nrules:\n  x: off\n", false),
            ("targetlint.yml", "name: Shop\n", true),
            ("shop.yml", "targets:\n  A:\n    type: app\n", true),
        ])
    func quickCheck(path: String, text: String, mayBeSpec: Bool) {
        #expect(XcodeGenSpecImporter.mayBeSpec(Array(text.utf8), path: path) == mayBeSpec)
    }
}

@Suite struct BundleIDResolutionTests {
    @Test("$(NAME) and ${NAME} in a bundle id read other settings; an unresolved one leaves the id unknown")
    func expansion() {
        let settings = ["BASE": "com.example", "APP": "$(BASE).shop", "LOOP": "$(LOOP)"]
        let lookup = { (name: String) in settings[name] }
        #expect(XcodeGenTargetDecoder.expandingSettings("$(APP).Clip", lookup: lookup) == "com.example.shop.Clip")
        #expect(XcodeGenTargetDecoder.expandingSettings("${BASE}.widget", lookup: lookup) == "com.example.widget")
        #expect(XcodeGenTargetDecoder.expandingSettings("$(MISSING).x", lookup: lookup) == nil)
        #expect(XcodeGenTargetDecoder.expandingSettings("$(LOOP)", lookup: lookup) == nil)
        #expect(XcodeGenTargetDecoder.expandingSettings("plain.id", lookup: lookup) == "plain.id")
    }

    @Test("an id from bundleIdPrefix is unknown when an xcconfig that could set it is missing")
    func missingConfigFile() throws {
        let manifest = try ManifestLoader(
            fileSystem: InMemoryFileSystem([
                "project.yml": """
                name: P
                options: {bundleIdPrefix: com.example}
                targets:
                  App:
                    type: application
                    platform: iOS
                    configFiles: {Release: App-Release.xcconfig}
                  Widget:
                    type: app-extension
                    platform: iOS
                """
            ])
        ).load(path: "project.yml")
        #expect(manifest.targets.map { $0.bundleID?.value } == [nil, "com.example.Widget"])
    }
}
