import Testing

@testable import ProjectModel
@testable import XcodeProjectImporter

/// A target `T` with configurations Debug and Release (`TD`, `TR`), the project's `PD` and `PR`, the
/// project based on `Config/Project.xcconfig` and the target on `Config/Target.xcconfig` in
/// Release, through groups; line 7 is `PL`, each object one line.
private func layeredProject(project: String, target: String, targetDebug: String = "") -> String {
    pbxproj(
        """
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
        \t\tPD = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
        \t\tPR = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {\(project)}; name = Release; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); defaultConfigurationName = Release; };
        \t\tTD = {isa = XCBuildConfiguration; buildSettings = {\(targetDebug)}; name = Debug; };
        \t\tTR = {isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = {\(target)}; name = Release; };
        \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; name = T; productType = "com.apple.product-type.app-extension"; };
        \t\tG0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (F1, F2); path = Config; sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Target.xcconfig; sourceTree = "<group>"; };
        """)
}

@Suite struct XcodeSettingsReaderTests {
    @Test("settings resolve from the project's xcconfig up to the target's build settings, each where it is written")
    func levels() throws {
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": layeredProject(
                project: "B = project; C = project; D = project; I = \"$(inherited) p\";",
                target: "D = target; I = \"$(inherited) t\";"),
            "Config/Project.xcconfig": "A = projectFile\nB = projectFile\nI = pf\n",
            "Config/Target.xcconfig": "C = targetFile\nD = targetFile\nI = $(inherited) tf\n",
        ])
        let pbxproj = "App.xcodeproj/project.pbxproj"
        #expect(
            target.describe("A") == "projectFile @ Config/Project.xcconfig:1:1 configFile(\"Config/Project.xcconfig\")")
        #expect(target.describe("B") == "project @ \(pbxproj):9:91 projectConfiguration(\"Release\")")
        #expect(
            target.describe("C") == "targetFile @ Config/Target.xcconfig:1:1 configFile(\"Config/Target.xcconfig\")")
        #expect(target.describe("D") == "target @ \(pbxproj):12:91 targetConfiguration(\"Release\")")
        #expect(target.settings.value(of: "I", in: "Release")?.value.value == "pf p tf t")
        #expect(target.describe("A", in: "Debug") == nil)
        #expect(target.settings.resolved.keys.sorted() == ["debug", "release"])
        #expect(target.configuration == "Release")
        #expect(target.files == ["Config/Project.xcconfig", "Config/Target.xcconfig"])
        #expect(target.problems.isEmpty && target.warnings.isEmpty)
    }

    @Test("a condition that holds for an iOS device build wins over the plain key; others are ignored")
    func conditions() throws {
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": layeredProject(
                project: "",
                target: """
                    "A[sdk=iphoneos*]" = device; A = plain; "B[sdk=iphonesimulator*]" = simulator; B = plain; \
                    "C[config=Debug]" = debug; C = plain;
                    """,
                targetDebug: "\"C[config=Debug]\" = debug; C = plain;"),
            "Config/Project.xcconfig": "", "Config/Target.xcconfig": "E[arch=arm64] = arm\nE = plain\n",
        ])
        #expect(target.settings.value(of: "A", in: "Release")?.value.value == "device")
        #expect(target.settings.value(of: "B", in: "Release")?.value.value == "plain")
        #expect(target.settings.value(of: "C", in: "Release")?.value.value == "plain")
        #expect(target.settings.value(of: "C", in: "Debug")?.value.value == "debug")
        #expect(target.settings.value(of: "E", in: "Release")?.value.value == "arm")
    }

    @Test("a conditional entry inherits from the levels below, not from the plain key beside it; blanks collapse")
    func conditionalInheritance() throws {
        let target = try readXcodeTarget([
            "App.xcodeproj/project.pbxproj": layeredProject(
                project: "F = \"-DP\";",
                target:
                    "F = plain; \"F[sdk=iphoneos*]\" = \"${inherited}   device \"; G = \"  $(inherited)  g  \"; H = \"a  b\";"
            ),
            "Config/Project.xcconfig": "G = pf\n", "Config/Target.xcconfig": "",
        ])
        #expect(target.settings.value(of: "F", in: "Release")?.value.value == "-DP device")
        #expect(target.settings.value(of: "G", in: "Release")?.value.value == "pf g")
        #expect(target.settings.value(of: "H", in: "Release")?.value.value == "a  b")
    }

    @Test("facts come from defaultConfigurationName, else from the first configuration")
    func defaultConfiguration() throws {
        func read(_ defaultName: String) throws -> XcodeTargetSettings {
            try readXcodeTarget([
                "App.xcodeproj/project.pbxproj": pbxproj(
                    """
                    \t\tPL = {isa = XCConfigurationList; buildConfigurations = (); };
                    \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); \(defaultName) };
                    \t\tTD = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.acme.debug;}; name = Debug; };
                    \t\tTR = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.acme;}; name = Release; };
                    \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; name = T; };
                    """)
            ])
        }
        #expect(try read("defaultConfigurationName = Release;").bundleID?.value == "com.acme")
        #expect(try read("defaultConfigurationName = Debug;").bundleID?.value == "com.acme.debug")
        #expect(try read("").configuration == "Debug")
        #expect(try read("defaultConfigurationName = Staging;").bundleID?.value == "com.acme.debug")
    }

    @Test("the bundle id expands the settings it names, the target's name and operators; unset names are empty")
    func bundleIDExpansion() throws {
        func bundleID(_ settings: String, xcconfig: String = "") throws -> XcodeTargetSettings {
            try readXcodeTarget([
                "App.xcodeproj/project.pbxproj": layeredProject(project: "ROOT = com.acme;", target: settings),
                "Config/Project.xcconfig": "", "Config/Target.xcconfig": xcconfig,
            ])
        }
        let pbxproj = "App.xcodeproj/project.pbxproj"
        let expanded = try bundleID("PRODUCT_BUNDLE_IDENTIFIER = \"$(ROOT).$(PRODUCT_NAME:rfc1034identifier)\";")
        #expect(expanded.bundleID == Located("com.acme.T", at: SourceLocation(file: pbxproj, line: 12, column: 115)))
        #expect(
            try bundleID(
                "PRODUCT_NAME = \"My App\"; PRODUCT_BUNDLE_IDENTIFIER = \"${ROOT}.$(PRODUCT_NAME:rfc1034identifier)\";"
            )
            .bundleID?.value == "com.acme.My-App")
        #expect(
            try bundleID("", xcconfig: "PRODUCT_BUNDLE_IDENTIFIER = $ROOT.$(TARGET_NAME:lower)\n").bundleID?.value
                == "com.acme.t")
        #expect(try bundleID("PRODUCT_BUNDLE_IDENTIFIER = \"com.acme$(UNSET)\";").bundleID?.value == "com.acme")
        #expect(try bundleID("PRODUCT_BUNDLE_IDENTIFIER = \"$(HOME).x\";").bundleID?.value == ".x")
        let looping = try bundleID("A = \"$(B)\"; B = \"$(A)\"; PRODUCT_BUNDLE_IDENTIFIER = \"$(A)\";")
        #expect(looping.bundleID == nil)
        #expect(
            looping.warnings.map(\.message) == [
                "PRODUCT_BUNDLE_IDENTIFIER '$(A)' cannot be expanded: it uses an unknown operator or settings that "
                    + "name each other; its value is unknown"
            ])
    }

    @Test("a name only a missing xcconfig file could set leaves the bundle id unknown, with a warning once")
    func missingXCConfig() throws {
        let files = [
            "App.xcodeproj/project.pbxproj": layeredProject(
                project: "", target: "PRODUCT_BUNDLE_IDENTIFIER = \"$(SECRET_ROOT).x\";"),
            "Config/Target.xcconfig": "",
        ]
        let pbxproj = "App.xcodeproj/project.pbxproj"
        let target = try readXcodeTarget(files)
        #expect(target.bundleID == nil)
        // The project's missing file is in the configurations, for the size checks to say; the warning
        // about it is the project's, once per cause (``XcodeSettingsReader/setupWarnings()``).
        #expect(target.settings.resolved["release"]?.missingFiles == ["Config/Project.xcconfig"])
        // That warning says what to do, so the bundle id it leaves unknown is only a note.
        #expect(target.warnings.isEmpty)
        #expect(
            target.notes.map { "\($0.location): \($0.message) [\($0.target ?? "-")]" } == [
                "\(pbxproj):12:115: PRODUCT_BUNDLE_IDENTIFIER '$(SECRET_ROOT).x' cannot be expanded: configuration "
                    + "'Release' does not set 'SECRET_ROOT' in the files read; 'Config/Project.xcconfig', which "
                    + "cannot be read, may set it; its value is unknown [T]"
            ])
        let both = try readXcodeTargets(files, targets: ["T", "T"])
        #expect(both[1].notes.count == 1)
    }

    @Test(
        "includes find files but for letter case; one outside the root is a warning at its line and unread, an optional one a note"
    )
    func includes() throws {
        let files = [
            "App.xcodeproj/project.pbxproj": layeredProject(project: "", target: ""),
            "Config/Project.xcconfig": "#include? \"../../Secrets.xcconfig\"\nA = project\n",
            "Config/Target.xcconfig":
                "#include \"../../shared/Base.xcconfig\"\n  #include \"version.PUBLIC.xcconfig\"\nB = $(VERSION)\n",
            "Config/Version.Public.xcconfig": "VERSION = 2.1\n",
        ]
        let target = try readXcodeTarget(files, confined: true)
        #expect(target.settings.value(of: "B", in: "Release")?.value.value == "$(VERSION)")
        #expect(
            target.describe("VERSION")
                == "2.1 @ Config/Version.Public.xcconfig:1:1 configFile(\"Config/Version.Public.xcconfig\")")
        #expect(
            target.files == ["Config/Project.xcconfig", "Config/Target.xcconfig", "Config/Version.Public.xcconfig"])
        #expect(target.settings.resolved["release"]?.missingFiles == ["../shared/Base.xcconfig"])
        #expect(target.problems.isEmpty)
        #expect(
            target.warnings.map { "\($0.location): \($0.message)" } == [
                "Config/Target.xcconfig:1:1: xcconfig include '../shared/Base.xcconfig' lies outside the project root, "
                    + "so it is not read; --root widens the root to take it in"
            ])
        #expect(
            target.notes.map { "\($0.location): \($0.message)" } == [
                "Config/Project.xcconfig:1:1: optional xcconfig include '../Secrets.xcconfig' lies outside the "
                    + "project root, so it is skipped"
            ])
    }

    @Test("a configuration based on an xcconfig file outside the root warns once at the reference and leaves it unread")
    func baseOutsideRoot() throws {
        let project = layeredProject(project: "", target: "").replacingOccurrences(
            of: "path = Target.xcconfig;", with: "path = ../../Shared/Target.xcconfig;")
        let files = ["App.xcodeproj/project.pbxproj": project, "Config/Project.xcconfig": "A = 1\n"]
        let targets = try readXcodeTargets(files, targets: ["T", "T"], confined: true)
        #expect(targets[0].settings.resolved["release"]?.missingFiles == ["../Shared/Target.xcconfig"])
        #expect(targets[0].problems.isEmpty)
        #expect(
            targets[0].warnings.map { "\($0.location): \($0.message)" } == [
                "App.xcodeproj/project.pbxproj:12:66: xcconfig file '../Shared/Target.xcconfig' lies outside the "
                    + "project root, so it is not read; --root widens the root to take it in"
            ])
        #expect(targets[1].warnings.isEmpty)
    }

    @Test("file references resolve through their groups; SOURCE_ROOT, anchors and SDK files as Xcode does")
    func fileReferences() throws {
        let project = pbxproj(
            """
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PR); };
            \t\tPR = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {}; name = Release; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR); };
            \t\tTR = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S1; baseConfigurationReferenceRelativePath = Configs/T.xcconfig; buildSettings = {}; name = Release; };
            \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; name = T; };
            \t\tUL = {isa = XCConfigurationList; buildConfigurations = (UR); };
            \t\tUR = {isa = XCBuildConfiguration; baseConfigurationReference = F3; buildSettings = {}; name = Release; };
            \t\tU = {isa = PBXNativeTarget; buildConfigurationList = UL; name = U; };
            \t\tVL = {isa = XCConfigurationList; buildConfigurations = (VR); };
            \t\tVR = {isa = XCBuildConfiguration; baseConfigurationReference = F4; buildSettings = {}; name = Release; };
            \t\tV = {isa = PBXNativeTarget; buildConfigurationList = VL; name = V; };
            \t\tG0 = {isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (G2, F3, F4); path = Outer; sourceTree = "<group>"; };
            \t\tG2 = {isa = PBXGroup; children = (F1); name = Virtual; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Inner/P.xcconfig; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = Root/U.xcconfig; sourceTree = SOURCE_ROOT; };
            \t\tF4 = {isa = PBXFileReference; path = V.xcconfig; sourceTree = SDKROOT; };
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Sync; sourceTree = "<group>"; };
            """)
        let targets = try readXcodeTargets(
            [
                "App.xcodeproj/project.pbxproj": project, "Outer/Inner/P.xcconfig": "P = 1\n",
                "Sync/Configs/T.xcconfig": "T = 1\n", "Root/U.xcconfig": "U = 1\n",
            ], targets: ["T", "U", "V"])
        #expect(targets[0].settings.value(of: "P", in: "Release")?.value.location.file == "Outer/Inner/P.xcconfig")
        #expect(targets[0].settings.value(of: "T", in: "Release")?.value.location.file == "Sync/Configs/T.xcconfig")
        #expect(targets[1].settings.value(of: "U", in: "Release")?.value.location.file == "Root/U.xcconfig")
        #expect(targets[2].files == ["Outer/Inner/P.xcconfig"])
        #expect(targets.allSatisfy { $0.warnings.isEmpty && $0.problems.isEmpty })
    }
}
