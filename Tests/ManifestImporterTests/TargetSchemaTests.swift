import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel

@Suite struct TargetSchemaTests {
    @Test("every targetlint type name reads as itself", arguments: ProductType.declarable)
    func targetlintTypes(type: ProductType) throws {
        let declared = try target("T", in: try loadManifest(manifest(target: "type: \(type.rawValue)")))
        #expect(declared.type == type)
    }

    @Test(
        "XcodeGen's product types read as the same types",
        arguments: [
            ("application", ProductType.app), ("application.messages", .app),
            ("application.on-demand-install-capable", .appClip), ("app-extension", .appExtension),
            ("app-extension.intents-service", .appExtension), ("app-extension.messages", .appExtension),
            ("app-extension.messages-sticker-pack", .appExtension), ("extensionkit-extension", .appExtension),
            ("framework.static", .staticFramework), ("library.static", .staticLibrary),
            ("library.dynamic", .dynamicLibrary), ("bundle.unit-test", .unitTests), ("bundle.ui-testing", .uiTests),
            ("application.watchapp", .watchApp), ("application.watchapp2", .watchApp), ("commandline-tool", .tool),
        ])
    func xcodeGenTypes(name: String, type: ProductType) throws {
        let declared = try target("T", in: try loadManifest(manifest(target: "type: \(name)")))
        #expect(declared.type == type)
    }

    @Test(
        "an unknown type is an error at the value, with a suggestion when one is close",
        arguments: [
            ("frmework", "3:11: unknown target type 'frmework'; did you mean 'framework'?"),
            ("app-clips", "3:11: unknown target type 'app-clips'; did you mean 'app-clip'?"),
            ("widget", "3:11: unknown target type 'widget'"),
            ("App", "3:11: unknown target type 'App'; did you mean 'app'?"),
            ("[app]", "3:11: expected a string for 'type', found a list"),
            ("", "3:10: expected a string for 'type', found nothing"),
        ])
    func unknownType(text: String, problem: String) {
        #expect(loadProblems(manifest(target: "type: \(text)")) == [problem])
    }

    @Test(
        "the types of package, SDK and external nodes are no target's type, and say where those come from",
        arguments: [
            (
                "package",
                "3:11: 'package' is the type of the package products that dependency entries name, not of a target; name one in a 'package:' dependency entry, or give the target a type such as framework"
            ),
            (
                "sdk",
                "3:11: 'sdk' is the type of the SDKs that dependency entries name, not of a target; name one in an 'sdk:' dependency entry, or give the target a type such as framework"
            ),
            (
                "external",
                "3:11: 'external' is the type of the other projects' targets and prebuilt binaries that dependency entries name, not of a target; name one in a 'framework:' dependency entry, or give the target a type such as framework"
            ),
        ])
    func externalTypes(text: String, problem: String) {
        #expect(ProductType(manifestName: text) == nil)
        #expect(loadProblems(manifest(target: "type: \(text)")) == [problem])
    }

    @Test("a target needs a 'type', reported at its name")
    func missingType() throws {
        let problems = loadProblems(manifest(target: "bundle-id: com.example"))
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.hasPrefix("2:3: target 'T' has no 'type'; expected one of app, app-clip, app-extension, "))
        #expect(problem.hasSuffix(", watch-app, tool"))
    }

    @Test("a target that is not a map is an error at its value")
    func targetNotAMap() {
        #expect(loadProblems("targets:\n  T: app\n") == ["2:6: expected a map for target 'T', found a string"])
    }

    @Test(
        "short extension points name Apple's identifiers", arguments: ExtensionPoint.shortNames.map(\.name))
    func shortExtensionPoints(name: String) throws {
        let declared = try target(
            "T", in: try loadManifest(manifest(target: "type: app-extension\nextension-point: \(name)")))
        let identifier = try #require(declared.extensionPoint)
        #expect(identifier.value.hasPrefix("com.apple."))
        #expect(ExtensionPoint.identifier(for: name) == identifier.value)
        #expect(ExtensionPoint.shortName(of: identifier.value).map(ExtensionPoint.identifier(for:)) == identifier.value)
        #expect(identifier.location == SourceLocation(file: "targetlint.yml", line: 4, column: 22))
    }

    @Test("the documented short names map to the documented identifiers")
    func extensionPointTable() {
        #expect(ExtensionPoint.identifier(for: "share") == "com.apple.share-services")
        #expect(ExtensionPoint.identifier(for: "widget") == "com.apple.widgetkit-extension")
        #expect(
            ExtensionPoint.identifier(for: "notification-content") == "com.apple.usernotifications.content-extension")
        #expect(ExtensionPoint.identifier(for: "notification-service") == "com.apple.usernotifications.service")
        #expect(ExtensionPoint.identifier(for: "intents") == "com.apple.intents-service")
        #expect(ExtensionPoint.identifier(for: "action") == "com.apple.ui-services")
        #expect(ExtensionPoint.identifier(for: "keyboard") == "com.apple.keyboard-service")
        #expect(ExtensionPoint.identifier(for: "file-provider") == "com.apple.fileprovider-nonui")
        #expect(ExtensionPoint.identifier(for: "safari") == "com.apple.Safari.web-extension")
        #expect(ExtensionPoint.identifier(for: "broadcast-upload") == "com.apple.broadcast-services-upload")
        #expect(ExtensionPoint.identifier(for: "photo-editing") == "com.apple.photo-editing")
        #expect(ExtensionPoint.identifier(for: "call-directory") == "com.apple.callkit.call-directory")
        #expect(ExtensionPoint.identifier(for: "message-filter") == "com.apple.identitylookup.message-filter")
        #expect(ExtensionPoint.identifier(for: "messages") == "com.apple.message-payload-provider")
        #expect(ExtensionPoint.identifier(for: "imessage") == "com.apple.message-payload-provider")
        #expect(ExtensionPoint.identifier(for: "spotlight") == "com.apple.spotlight.index")
        #expect(ExtensionPoint.identifier(for: "quicklook-preview") == "com.apple.quicklook.preview")
        #expect(ExtensionPoint.identifier(for: "intents-ui") == "com.apple.intents-ui-service")
        #expect(ExtensionPoint.identifier(for: "app-intents") == "com.apple.appintents-extension")
        #expect(ExtensionPoint.identifier(for: "packet-tunnel") == "com.apple.networkextension.packet-tunnel")
        #expect(Set(ExtensionPoint.shortNames.map(\.name)).count == ExtensionPoint.shortNames.count)
    }

    @Test(
        "an extension point that is neither a short name nor an identifier with a dot is an error at its value",
        arguments: [
            ("widgt", "; did you mean 'widget'?"), ("notification", ""),
            ("com.", ""), ("Widget Extension", ""), ("today", ""),
        ])
    func unknownExtensionPoint(value: String, suggestion: String) {
        let names = ExtensionPoint.shortNames.map(\.name).joined(separator: ", ")
        let expected = suggestion.isEmpty ? "one of the short names \(names)," : "a short name"
        #expect(
            loadProblems(manifest(target: "type: app-extension\nextension-point: \(value)")) == [
                "4:22: unknown extension point '\(value)' for 'extension-point' of target 'T'; expected \(expected) or an identifier with a dot, such as com.apple.widgetkit-extension\(suggestion)"
            ])
    }

    @Test("a full or unknown extension point identifier is kept as written")
    func fullExtensionPoint() throws {
        for identifier in ["com.apple.share-services", "com.example.custom-point"] {
            let declared = try target(
                "T", in: try loadManifest(manifest(target: "type: app-extension\nextension-point: \(identifier)")))
            #expect(declared.extensionPoint?.value == identifier)
        }
    }

    @Test("Info.plist's NSExtensionPointIdentifier sets the extension point of an extension")
    func extensionPointFromInfo() throws {
        let body =
            "type: app-extension\ninfo:\n  NSExtension:\n    NSExtensionPointIdentifier: com.apple.widgetkit-extension"
        let declared = try target("T", in: try loadManifest(manifest(target: body)))
        #expect(
            declared.extensionPoint
                == Located(
                    "com.apple.widgetkit-extension", at: SourceLocation(file: "targetlint.yml", line: 6, column: 37)))
    }

    @Test("a short name agrees with the identifier Info.plist gives; another identifier is an error there")
    func extensionPointConflict() {
        let info = "\ninfo: {NSExtension: {NSExtensionPointIdentifier: com.apple.share-services}}"
        #expect(loadProblems(manifest(target: "type: app-extension\nextension-point: share" + info)) == [])
        #expect(
            loadProblems(manifest(target: "type: app-extension\nextension-point: widget" + info))
                == [
                    "5:54: target 'T' sets 'extension-point' to 'com.apple.widgetkit-extension' but its Info.plist NSExtensionPointIdentifier to 'com.apple.share-services'"
                ])
    }

    @Test("keys meant for other types are errors at the key")
    func keysForOtherTypes() {
        #expect(
            loadProblems(manifest(target: "type: app\nextension-point: share"))
                == ["4:5: 'extension-point' applies to app extensions only; target 'T' is app"])
        #expect(
            loadProblems(manifest(target: "type: app-extension\ndigital-invocations-only: true"))
                == ["4:5: 'digital-invocations-only' applies to app clips only; target 'T' is app-extension"])
    }

    @Test("the scalar keys of a target are read with their positions")
    func scalarKeys() throws {
        let body = """
            type: app-clip
            bundle-id: com.example.shop.Clip
            deployment-target: "16.4"
            digital-invocations-only: YES
            app-groups: [group.com.example.shop]
            keychain-groups: com.example.shared
            ignore: {size-build-settings: measured by hand}
            """
        let clip = try target("T", in: try loadManifest(manifest(target: body)))
        #expect(clip.location == SourceLocation(file: "targetlint.yml", line: 2, column: 3))
        #expect(clip.bundleID?.value == "com.example.shop.Clip")
        #expect(clip.deploymentTarget?.value == Version("16.4"))
        #expect(clip.deploymentTarget?.location == SourceLocation(file: "targetlint.yml", line: 5, column: 24))
        #expect(clip.digitalInvocationsOnly)
        #expect(clip.appGroups.map(\.value) == ["group.com.example.shop"])
        #expect(clip.appGroupsLocation == SourceLocation(file: "targetlint.yml", line: 7, column: 5))
        #expect(clip.keychainGroups.map(\.value) == ["com.example.shared"])
        #expect(clip.ignoredRules.map(\.rule.value) == ["size-build-settings"])
        #expect(clip.ignoredRules.map(\.reason) == ["measured by hand"])
    }

    @Test("'ignore' as a list has no reasons")
    func ignoreList() throws {
        let declared = try target("T", in: try loadManifest(manifest(target: "type: app\nignore: [a, b]")))
        #expect(declared.ignoredRules.map(\.rule.value) == ["a", "b"])
        #expect(declared.ignoredRules.map(\.reason) == [nil, nil])
    }

    @Test(
        "a deployment target is dotted digits, without a sign",
        arguments: ["-16.0", "+16", "16.-1", "16.+4", "1_6"])
    func badVersions(text: String) {
        #expect(Version(text) == nil)
        #expect(
            loadProblems(manifest(target: "type: app-clip\ndeployment-target: \"\(text)\""))
                == [
                    "4:24: expected a version such as \"16.0\" for 'deployment-target' of target 'T', found '\(text)'"
                ])
    }

    @Test("versions compare numerically, missing parts as zero")
    func versions() throws {
        let version = try #require(Version("17.0.1"))
        #expect(version.components == [17, 0, 1])
        #expect(version.major == 17)
        #expect(version.description == "17.0.1")
        #expect(Version("16") == Version("16"))
        #expect(try #require(Version("16")) < #require(Version("16.0.1")))
        #expect(try #require(Version("9.3")) < #require(Version("10.0")))
        #expect(!(try #require(Version("16.0")) < #require(Version("16"))))
    }

    @Test(
        "bad target values are errors at the value",
        arguments: [
            (
                "deployment-target: sixteen",
                "4:24: expected a version such as \"16.0\" for 'deployment-target' of target 'T', found 'sixteen'"
            ),
            (
                "deployment-target: 16.",
                "4:24: expected a version such as \"16.0\" for 'deployment-target' of target 'T', found '16.'"
            ),
            (
                "digital-invocations-only: maybe",
                "4:31: expected true or false for 'digital-invocations-only' of target 'T', found 'maybe'"
            ),
            ("bundle-id: [a]", "4:16: expected a string for 'bundle-id' of target 'T', found a list"),
            ("app-groups: {a: b}", "4:17: expected a list of strings for 'app-groups' of target 'T', found a map"),
            ("info: [a]", "4:11: expected a map for 'info' of target 'T', found a list"),
            ("ignore: [[a]]", "4:14: expected a string for each entry of 'ignore' of target 'T', found a list"),
        ])
    func badValues(line: String, problem: String) {
        #expect(loadProblems(manifest(target: "type: app-clip\n" + line)) == [problem])
    }

    @Test(
        "an unknown target key is an error with a suggestion",
        arguments: [
            ("dependncies: []", "4:5: unknown key 'dependncies' in target 'T'; did you mean 'dependencies'?"),
            ("bundleId: a", "4:5: unknown key 'bundleId' in target 'T'; did you mean 'bundle-id'?"),
            ("sizes: 1 MB", "4:5: unknown key 'sizes' in target 'T'; did you mean 'size'?"),
            ("platform: iOS", "4:5: unknown key 'platform' in target 'T'"),
        ])
    func unknownTargetKey(line: String, problem: String) {
        #expect(loadProblems(manifest(target: "type: app\n" + line)) == [problem])
    }
}
