import Testing

@testable import ProjectModel
@testable import PropertyList
@testable import XcodeProjectImporter

/// A project whose one target `T` has only a Release configuration with `settings`; line 9 is `TR`.
private func project(_ settings: String, projectSettings: String = "") -> String {
    pbxproj(
        """
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PR); };
        \t\tPR = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };
        \t\tTR = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR); defaultConfigurationName = Release; };
        \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; name = T; };
        """)
}

/// An XML property list whose top-level dictionary holds `body`.
private func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """
}

@Suite struct XcodeTargetFilesTests {
    @Test("App Groups and keychain groups come from the entitlements file, each where it is written, as built")
    func entitlements() throws {
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project(
                "CODE_SIGN_ENTITLEMENTS = \"$(SRCROOT)/$(TARGET_NAME)/T.entitlements\"; "
                    + "PRODUCT_BUNDLE_IDENTIFIER = \"$(GROUP_ROOT).app\";",
                projectSettings: "GROUP_ROOT = com.acme;"),
            "T/T.entitlements": plist(
                """
                \t<key>com.apple.security.application-groups</key>
                \t<array>
                \t\t<string>group.com.acme</string>
                \t\t<string>group.$(GROUP_ROOT).$(TARGET_NAME:lower)</string>
                \t\t<string>group.$(PRODUCT_BUNDLE_IDENTIFIER)</string>
                \t\t<string>group.$(CFBundleIdentifier:rfc1034identifier)</string>
                \t\t<string>$(GROUP_SUFFIX)</string>
                \t</array>
                \t<key>keychain-access-groups</key>
                \t<array>
                \t\t<string>$(AppIdentifierPrefix)com.acme</string>
                \t</array>
                """),
        ])
        let file = "T/T.entitlements"
        #expect(
            target.appGroups == [
                BuiltString("group.com.acme", at: SourceLocation(file: file, line: 7, column: 3)),
                BuiltString(
                    "group.com.acme.t", written: "group.$(GROUP_ROOT).$(TARGET_NAME:lower)",
                    at: SourceLocation(file: file, line: 8, column: 3)),
                BuiltString(
                    "group.com.acme.app", written: "group.$(PRODUCT_BUNDLE_IDENTIFIER)",
                    at: SourceLocation(file: file, line: 9, column: 3)),
                BuiltString(
                    "group.com.acme.app", written: "group.$(CFBundleIdentifier:rfc1034identifier)",
                    at: SourceLocation(file: file, line: 10, column: 3)),
                BuiltString(nil, written: "$(GROUP_SUFFIX)", at: SourceLocation(file: file, line: 11, column: 3)),
            ])
        #expect(target.appGroupsLocation == SourceLocation(file: file, line: 5, column: 2))
        // The team's prefix is unknown, and needs no note; a setting no level sets does.
        #expect(
            target.keychainGroups
                == [
                    BuiltString(
                        nil, written: "$(AppIdentifierPrefix)com.acme",
                        at: SourceLocation(file: file, line: 15, column: 3))
                ])
        #expect(
            target.notes.map { "\($0.location): \($0.message) [\($0.target ?? "-")]" } == [
                "\(file):11:3: App Group '$(GROUP_SUFFIX)' of 'T' is unknown and not checked: configuration 'Release' "
                    + "does not set 'GROUP_SUFFIX' [T]"
            ])
        #expect(target.warnings.isEmpty)
        #expect(target.files == [file])
    }

    @Test("a missing entitlements file is a warning about the target; one outside the project a problem")
    func missingAndOutside() throws {
        let pbxproj = "App.xcodeproj/project.pbxproj"
        let missing = try readXcodeTarget([pbxproj: project("CODE_SIGN_ENTITLEMENTS = T.entitlements;")])
        #expect(
            missing.warnings.map { "\($0.location): \($0.message) [\($0.target ?? "-")]" } == [
                "\(pbxproj):9:79: CODE_SIGN_ENTITLEMENTS names 'T.entitlements', which cannot be read (no such "
                    + "file or folder); what it says is unknown [T]"
            ])
        #expect(missing.problems.isEmpty && missing.appGroups.isEmpty)
        let outside = try readXcodeTarget(
            [pbxproj: project("CODE_SIGN_ENTITLEMENTS = ../Secrets/T.entitlements; INFOPLIST_FILE = /etc/passwd;")],
            confined: true)
        #expect(
            outside.problems.map { "\($0.locationDescription): \($0.message)" } == [
                "\(pbxproj):9:79: CODE_SIGN_ENTITLEMENTS file ../Secrets/T.entitlements leaves the project; "
                    + "targetlint reads only files inside the project root (widen it with --root)",
                "\(pbxproj):9:123: INFOPLIST_FILE file /etc/passwd leaves the project; "
                    + "targetlint reads only files inside the project root (widen it with --root)",
            ])
        #expect(outside.files.isEmpty && outside.warnings.isEmpty)
    }

    @Test("a malformed plist is a problem at its own line and column")
    func malformed() throws {
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project("INFOPLIST_FILE = Info.plist;"),
            "Info.plist": plist("\t<key>A</key>\n\t<strin>x</string>"),
        ])
        #expect(
            target.problems.map { "\($0.locationDescription): \($0.message)" } == [
                "Info.plist:6:2: unknown element '<strin>'; expected dict, array, string, integer, real, true, "
                    + "false, date or data"
            ])
        #expect(target.info == nil)
    }

    @Test("a plist two targets share is read once, and what is wrong in it reported once")
    func sharedPlist() throws {
        let project = pbxproj(
            """
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (); };
            \t\tR = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Info.plist;}; name = Release; };
            \t\tL = {isa = XCConfigurationList; buildConfigurations = (R); };
            \t\tT = {isa = PBXNativeTarget; buildConfigurationList = L; name = T; };
            \t\tU = {isa = PBXNativeTarget; buildConfigurationList = L; name = U; };
            """)
        let targets = try readXcodeTargets(
            ["App.xcodeproj/project.pbxproj": project, "Info.plist": plist("\t<key>A</key>")], targets: ["T", "U"])
        #expect(targets.map(\.problems.count) == [1, 0])
        #expect(targets.map(\.files) == [["Info.plist"], ["Info.plist"]])
        #expect(targets.allSatisfy { $0.info == nil })
    }

    @Test("the Info.plist becomes a located tree, with the extension point and activation rule where rules look")
    func infoPlist() throws {
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project("INFOPLIST_FILE = \"Share/Info.plist\";"),
            "Share/Info.plist": plist(
                """
                \t<key>NSExtension</key>
                \t<dict>
                \t\t<key>NSExtensionAttributes</key>
                \t\t<dict>
                \t\t\t<key>NSExtensionActivationRule</key>
                \t\t\t<string>TRUEPREDICATE</string>
                \t\t\t<key>NSExtensionActivationSupportsImageWithMaxCount</key>
                \t\t\t<integer>3</integer>
                \t\t</dict>
                \t\t<key>NSExtensionPointIdentifier</key>
                \t\t<string>com.apple.share-services</string>
                \t</dict>
                \t<key>UIRequiresFullScreen</key>
                \t<true/>
                """),
        ])
        let file = "Share/Info.plist"
        let rule = target.info?["NSExtension"]?["NSExtensionAttributes"]?["NSExtensionActivationRule"]
        #expect(rule?.string == "TRUEPREDICATE")
        #expect(rule?.location == SourceLocation(file: file, line: 10, column: 4))
        #expect(
            target.info?["NSExtension"]?["NSExtensionAttributes"]?["NSExtensionActivationSupportsImageWithMaxCount"]?
                .string == "3")
        #expect(target.info?["UIRequiresFullScreen"]?.string == "true")
        #expect(target.info?.pair("NSExtension")?.keyLocation == SourceLocation(file: file, line: 5, column: 2))
        #expect(
            target.extensionPoint
                == Located("com.apple.share-services", at: SourceLocation(file: file, line: 15, column: 3)))
    }

    @Test("ExtensionKit's extension point, then INFOPLIST_KEY_ settings, stand in for NSExtension")
    func otherExtensionPoints() throws {
        let extensionKit = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project("INFOPLIST_FILE = Info.plist;"),
            "Info.plist": plist(
                """
                \t<key>EXAppExtensionAttributes</key>
                \t<dict>
                \t\t<key>EXExtensionPointIdentifier</key>
                \t\t<string>com.apple.appintents-extension</string>
                \t</dict>
                """),
        ])
        #expect(extensionKit.extensionPoint?.value == "com.apple.appintents-extension")
        let generated = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project(
                "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_NSExtensionPointIdentifier = com.apple.widgetkit-extension;"
            )
        ])
        #expect(generated.extensionPoint?.value == "com.apple.widgetkit-extension")
        #expect(generated.extensionPoint?.location.line == 9)
        #expect(generated.info == nil && generated.warnings.isEmpty)
    }

    @Test("the deployment target comes from the highest level that sets it")
    func deploymentTarget() throws {
        let inherited = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project("", projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
        ])
        #expect(inherited.deploymentTarget?.value == Version("15.0"))
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": project(
                "IPHONEOS_DEPLOYMENT_TARGET = 17.2;", projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
        ])
        #expect(target.deploymentTarget?.value == Version("17.2"))
        #expect(target.deploymentTarget?.location.line == 9)
    }

    @Test("plist values become strings as a manifest writes them, every node located")
    func plistValues() throws {
        let text = plist(
            "\t<key>n</key><real>1.5</real><key>d</key><data>AAE=</data><key>a</key><array><false/></array>")
        let value = ManifestValue(
            try PropertyListParser().parse(text), try PropertyListParser().parse(text).root, file: "x.plist")
        #expect(value["n"]?.string == "1.5")
        #expect(value["d"]?.string == "<0001>")
        #expect(value["a"]?.sequence?.first?.string == "false")
        #expect(value["a"]?.sequence?.first?.location == SourceLocation(file: "x.plist", line: 5, column: 78))
        #expect(value.location == SourceLocation(file: "x.plist", line: 4, column: 1))
    }
}
