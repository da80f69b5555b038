import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// `lint` on Xcode projects whose entitlements name build settings, judged as Xcode builds them.
@Suite struct EntitlementSettingsCommandTests {
    /// A project of an app `name` embedding a widget and a share extension, each target based on
    /// the project's configuration `Release`, which is based on `xcconfig`; each target's
    /// entitlements file and sources are in its own synchronized folder (Xcode 16).
    static func project(_ name: String, xcconfig: String, bundleRoot: String) -> String {
        let targets = [
            ("TA", name, "application", "App", ""), ("TW", name + "Widget", "app-extension", "Widget", ".widget"),
            ("TS", name + "Share", "app-extension", "Share", ".share"),
        ]
        var objects = """
            \t\tF1 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \(xcconfig); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, SA, SW, SS); sourceTree = "<group>"; };
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G1; targets = (TA, TW, TS); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release; };
            \t\tC0 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
            \t\tEX = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (BW, BS); name = "Embed Foundation Extensions"; };
            \t\tBW = {isa = PBXBuildFile; fileRef = RTW; };
            \t\tBS = {isa = PBXBuildFile; fileRef = RTS; };

            """
        for (id, target, type, folder, suffix) in targets {
            let product = type == "application" ? "\(target).app" : "\(target).appex"
            let phases = id == "TA" ? "EX" : ""
            objects += """
                \t\tS\(folder.prefix(1)) = {isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = "<group>"; };
                \t\tR\(id) = {isa = PBXFileReference; explicitFileType = "wrapper.\(type)"; path = \(product); sourceTree = BUILT_PRODUCTS_DIR; };
                \t\t\(id) = {isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = (\(phases)); fileSystemSynchronizedGroups = (S\(folder.prefix(1))); name = \(target); productReference = R\(id); productType = "com.apple.product-type.\(type)"; };
                \t\tL\(id) = {isa = XCConfigurationList; buildConfigurations = (C\(id)); defaultConfigurationName = Release; };
                \t\tC\(id) = {isa = XCBuildConfiguration; buildSettings = {CODE_SIGN_ENTITLEMENTS = \(folder)/\(target).entitlements; INFOPLIST_FILE = \(folder)/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = "\(bundleRoot)\(suffix)";}; name = Release; };

                """
        }
        return
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n\(objects)\t};\n\trootObject = P1;\n}\n"
    }

    /// An entitlements file with these App Groups and keychain access groups.
    static func entitlements(groups: [String], keychain: [String] = []) -> String {
        var body = "\t<key>com.apple.security.application-groups</key>\n\t<array>\n"
        body += groups.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>\n"
        if !keychain.isEmpty {
            body += "\t<key>keychain-access-groups</key>\n\t<array>\n"
            body += keychain.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
    }

    /// An Info.plist, of an extension at `point` when one is given, with `activationRule` when one is.
    static func info(point: String? = nil, activationRule: String? = nil) -> String {
        var body = ""
        if let point {
            body += "\t<key>NSExtension</key>\n\t<dict>\n"
            if let activationRule {
                body += "\t\t<key>NSExtensionAttributes</key>\n\t\t<dict>\n"
                body += "\t\t\t<key>NSExtensionActivationRule</key>\n\t\t\t<string>\(activationRule)</string>\n"
                body += "\t\t</dict>\n"
            }
            body += "\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\(point)</string>\n\t</dict>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleExecutable</key>
            \t<string>$(EXECUTABLE_NAME)</string>
            \(body)</dict>
            </plist>

            """
    }

    /// Size settings that pass, so that only what the entitlements say is reported.
    static let sizeSettings = """
        DEAD_CODE_STRIPPING = YES
        STRIP_INSTALLED_PRODUCT = YES
        SWIFT_OPTIMIZATION_LEVEL = -Osize
        GCC_OPTIMIZATION_LEVEL = s
        ASSETCATALOG_COMPILER_OPTIMIZATION = space

        """

    static func run(_ arguments: [String], _ files: [String: String]) -> (TargetLintCLI.ExitStatus, CommandOutput) {
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: arguments, environment: CommandEnvironment(fileSystem: InMemoryFileSystem(files)),
            output: &output)
        return (status, output)
    }

    @Test(
        "App Groups set in an xcconfig and from the bundle id are judged expanded, shown with what is written, at the entitlements entry"
    )
    func expandedGroups() {
        let files = [
            "Bookmarks.xcodeproj/project.pbxproj": Self.project(
                "Bookmarks", xcconfig: "Config/Shared.xcconfig", bundleRoot: "$(BUNDLE_ROOT)"),
            "Config/Shared.xcconfig": """
            // Identifiers the app and its extensions share.
            BUNDLE_ROOT = com.example.bookmarks
            GROUP_ID_PREFIX = group.com.example

            """ + Self.sizeSettings,
            "App/Bookmarks.entitlements": Self.entitlements(
                groups: ["$(GROUP_ID_PREFIX).bookmarks"], keychain: ["$(TeamIdentifierPrefix)com.example.bookmarks"]),
            "App/Info.plist": Self.info(),
            "App/Migration.swift": """
            import Foundation

            let legacy = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.bookmarks.share")

            """,
            "Widget/BookmarksWidget.entitlements": Self.entitlements(
                groups: ["$(GROUP_ID_PREFIX).bookmarks", "$(GROUP_ID_PREFIX).widget"]),
            "Widget/Info.plist": Self.info(point: "com.apple.widgetkit-extension"),
            "Widget/Provider.swift": """
            import Foundation

            let container = FileManager.default.containerURL(
                forSecurityApplicationGroupIdentifier: "group.com.example.widget")

            """,
            "Share/BookmarksShare.entitlements": Self.entitlements(
                groups: ["group.$(PRODUCT_BUNDLE_IDENTIFIER)"],
                keychain: ["$(AppIdentifierPrefix)$(CFBundleIdentifier)"]),
            "Share/Info.plist": Self.info(
                point: "com.apple.share-services",
                activationRule:
                    "SUBQUERY(extensionItems, $extensionItem, SUBQUERY($extensionItem.attachments, $attachment, ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO &quot;public.url&quot;).@count == 1).@count == 1"
            ),
            "Share/ShareViewController.swift": """
            import Foundation

            let defaults = UserDefaults(suiteName: "group.com.example.bookmarks")

            """,
        ]
        let (status, output) = Self.run(["lint"], files)
        #expect(status == .findings)
        #expect(
            output.standardOutput.split(separator: "\n").filter { !$0.isEmpty } == [
                "App/Migration.swift:3:86: error: 'Bookmarks' spells App Group 'group.com.example.bookmarks.share', which its entitlements do not grant; containerURL(forSecurityApplicationGroupIdentifier:) returns nil for it [app-group-constant]",
                "Share/BookmarksShare.entitlements:7:3: error: app extension 'BookmarksShare' declares App Group 'group.com.example.bookmarks.share' (from 'group.$(PRODUCT_BUNDLE_IDENTIFIER)'), which its host 'Bookmarks' lacks [app-group-consistency]",
                "Share/ShareViewController.swift:3:40: warning: 'BookmarksShare' spells App Group 'group.com.example.bookmarks', which its entitlements do not grant; UserDefaults(suiteName:) gives defaults that no other target shares [app-group-constant]",
                "Widget/BookmarksWidget.entitlements:8:3: error: app extension 'BookmarksWidget' declares App Group 'group.com.example.widget' (from '$(GROUP_ID_PREFIX).widget'), which its host 'Bookmarks' lacks [app-group-consistency]",
                "3 errors, 1 warning in 3 targets",
            ])
        // The team's prefix is unknown by design, and a predicate's `$extensionItem` is no setting:
        // nothing to note.
        let (_, verbose) = Self.run(["lint", "--verbose"], files)
        #expect(!verbose.standardError.contains("note:"))
    }

    @Test(
        "an App Group naming a setting only a missing xcconfig sets is unknown: not judged, and --verbose names the setting"
    )
    func unresolvedGroups() {
        let files = [
            "Notes.xcodeproj/project.pbxproj": Self.project(
                "Notes", xcconfig: "Config/Generated/Secrets.xcconfig", bundleRoot: "com.example.notes"),
            "Config/README.md": "Run Scripts/generate-secrets.sh to write Config/Generated/Secrets.xcconfig.\n",
            "App/Notes.entitlements": Self.entitlements(groups: ["$(APP_GROUP_ID)"]),
            "App/Info.plist": Self.info(),
            "Widget/NotesWidget.entitlements": Self.entitlements(groups: ["$(APP_GROUP_ID)", "group.com.example.notes"]
            ),
            "Widget/Info.plist": Self.info(point: "$(WIDGET_EXTENSION_POINT)"),
            "Widget/Provider.swift": """
            import Foundation

            let container = FileManager.default.containerURL(
                forSecurityApplicationGroupIdentifier: "group.com.example.notes.cache")

            """,
            "Share/NotesShare.entitlements": Self.entitlements(groups: ["$(SHARE_GROUP_ID:lower)"]),
            "Share/Info.plist": Self.info(point: "com.apple.share-services"),
        ]
        let (_, output) = Self.run(["lint"], files)
        #expect(!output.standardOutput.contains("[app-group-"))
        let (_, verbose) = Self.run(["lint", "--verbose"], files)
        let notes = verbose.standardError.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(
            notes == [
                "App/Notes.entitlements:7:3: note: App Group '$(APP_GROUP_ID)' of 'Notes' is unknown and not checked: configuration 'Release' does not set 'APP_GROUP_ID' in the files read; 'Config/Generated/Secrets.xcconfig', which cannot be read, may set it",
                "Share/NotesShare.entitlements:7:3: note: App Group '$(SHARE_GROUP_ID:lower)' of 'NotesShare' is unknown and not checked: configuration 'Release' does not set 'SHARE_GROUP_ID' in the files read; 'Config/Generated/Secrets.xcconfig', which cannot be read, may set it",
                "Widget/Info.plist:9:3: note: NSExtensionPointIdentifier '$(WIDGET_EXTENSION_POINT)' of 'NotesWidget' is unknown and not checked: configuration 'Release' does not set 'WIDGET_EXTENSION_POINT' in the files read; 'Config/Generated/Secrets.xcconfig', which cannot be read, may set it",
                "Widget/NotesWidget.entitlements:7:3: note: App Group '$(APP_GROUP_ID)' of 'NotesWidget' is unknown and not checked: configuration 'Release' does not set 'APP_GROUP_ID' in the files read; 'Config/Generated/Secrets.xcconfig', which cannot be read, may set it",
            ])
    }
}
