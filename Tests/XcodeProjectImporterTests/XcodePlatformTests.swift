import TestSupport
import Testing
import XcodeProjectImporter

/// A target `id` named `name` with one configuration whose build settings are `settings`.
private func configuredTarget(
    _ id: String, name: String, type: String, product: String, settings: String, dependencies: [String] = [],
    phases: [String] = []
) -> String {
    let list = { (ids: [String]) in ids.map { $0 + ", " }.joined() }
    return """
        \(id) = {isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = (\(list(phases))); dependencies = (\(list(dependencies))); name = \(name); productReference = \(product); productType = "com.apple.product-type.\(type)"; };
        L\(id) = {isa = XCConfigurationList; buildConfigurations = (C\(id), ); defaultConfigurationName = Release; };
        C\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };

        """
}

@Suite struct XcodePlatformTests {
    /// An iOS app and a Mac app sharing modules whose build files and target dependencies are
    /// filtered by platform, and an extension the iOS app copies only for Mac Catalyst.
    static let project = projectFile(
        """
        P = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G; projectDirPath = ""; targets = (TA, TM, TX, TK, TB, TW, TN, ); };
        LP = {isa = XCConfigurationList; buildConfigurations = (CP, ); defaultConfigurationName = Release; };
        CP = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        FW = {isa = PBXFrameworksBuildPhase; files = (BK, BB, BN, ); };
        BK = {isa = PBXBuildFile; fileRef = RK; platformFilters = (ios, maccatalyst, ); };
        BB = {isa = PBXBuildFile; fileRef = RB; platformFilters = (macos, ); };
        BN = {isa = PBXBuildFile; fileRef = RN; platformFilter = ios; };
        EX = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (BX, ); };
        BX = {isa = PBXBuildFile; fileRef = RX; platformFilters = (maccatalyst, ); };
        DX = {isa = PBXTargetDependency; platformFilter = maccatalyst; target = TX; };
        DW = {isa = PBXTargetDependency; target = TW; };
        XF = {isa = PBXFrameworksBuildPhase; files = (XK, XN, ); };
        XK = {isa = PBXBuildFile; fileRef = RK; platformFilter = maccatalyst; };
        XN = {isa = PBXBuildFile; fileRef = RN; platformFilters = (ios, ); };
        MF = {isa = PBXFrameworksBuildPhase; files = (MK, MB, MN, ); };
        MK = {isa = PBXBuildFile; fileRef = RK; platformFilters = (ios, maccatalyst, ); };
        MB = {isa = PBXBuildFile; fileRef = RB; platformFilters = (macos, ); };
        MN = {isa = PBXBuildFile; fileRef = RN; };
        RA = {isa = PBXFileReference; path = Reader.app; sourceTree = BUILT_PRODUCTS_DIR; };
        RM = {isa = PBXFileReference; path = ReaderMac.app; sourceTree = BUILT_PRODUCTS_DIR; };
        RX = {isa = PBXFileReference; path = MacMenu.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        RK = {isa = PBXFileReference; path = ReaderKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        RB = {isa = PBXFileReference; path = AppKitBridge.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        RW = {isa = PBXFileReference; path = ReaderWatch.app; sourceTree = BUILT_PRODUCTS_DIR; };
        RN = {isa = PBXFileReference; path = Networking.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        NF = {isa = PBXFrameworksBuildPhase; files = (NK, ); };
        NK = {isa = PBXBuildFile; fileRef = RK; platformFilter = maccatalyst; };
        """
            + configuredTarget(
                "TA", name: "Reader", type: "application", product: "RA", settings: "",
                dependencies: ["DX", "DW"], phases: ["FW", "EX"])
            + configuredTarget(
                "TM", name: "ReaderMac", type: "application", product: "RM", settings: "SDKROOT = macosx;",
                phases: ["MF"])
            + configuredTarget(
                "TX", name: "MacMenu", type: "app-extension", product: "RX", settings: "SUPPORTS_MACCATALYST = YES;",
                phases: ["XF"])
            + configuredTarget("TK", name: "ReaderKit", type: "framework", product: "RK", settings: "")
            + configuredTarget(
                "TB", name: "AppKitBridge", type: "framework", product: "RB", settings: "SDKROOT = macosx;")
            + configuredTarget(
                "TW", name: "ReaderWatch", type: "application", product: "RW", settings: "SDKROOT = watchos;")
            + configuredTarget(
                "TN", name: "Networking", type: "framework", product: "RN", settings: "SDKROOT = auto;", phases: ["NF"])
    )

    @Test("each target keeps what its platform's filters build: iOS, macOS, and no platform keeps everything")
    func filters() throws {
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": Self.project])
        #expect(
            dependencyList(try target("Reader", in: manifest))
                == ["target ReaderWatch (build)", "target ReaderKit", "target Networking"])
        #expect(dependencyList(try target("ReaderMac", in: manifest)) == ["target AppKitBridge", "target Networking"])
        #expect(dependencyList(try target("Networking", in: manifest)) == ["target ReaderKit"])
        #expect(
            manifest.targets.map { $0.platform ?? "-" } == [
                "iOS", "macOS", "macCatalyst", "iOS", "macOS", "watchOS", "-",
            ])
    }

    @Test("a target its project copies only for Mac Catalyst is a Mac Catalyst target, read for Mac Catalyst")
    func catalystOnly() throws {
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": Self.project])
        let menu = try target("MacMenu", in: manifest)
        #expect(menu.platform == "macCatalyst")
        #expect(dependencyList(menu) == ["target ReaderKit"])
    }

    @Test("an application built with the watchOS SDK is a watch app")
    func watchApp() throws {
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": Self.project])
        #expect(try target("ReaderWatch", in: manifest).type == .watchApp)
        #expect(try target("Reader", in: manifest).type == .app)
    }

    @Test("a multiplatform app keeps what it builds for each of its platforms, as its tvOS top shelf extension")
    func multiplatformApp() throws {
        let project = projectFile(
            """
            P = {isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (TA, TT, TK, ); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            DT = {isa = PBXTargetDependency; platformFilters = (tvos, ); target = TT; };
            EX = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (BT, ); };
            BT = {isa = PBXBuildFile; fileRef = RT; platformFilters = (tvos, ); };
            FW = {isa = PBXFrameworksBuildPhase; files = (BK, ); };
            BK = {isa = PBXBuildFile; fileRef = RK; platformFilter = maccatalyst; };
            RA = {isa = PBXFileReference; path = Player.app; sourceTree = BUILT_PRODUCTS_DIR; };
            RT = {isa = PBXFileReference; path = TopShelf.appex; sourceTree = BUILT_PRODUCTS_DIR; };
            RK = {isa = PBXFileReference; path = MacKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            """
                + configuredTarget(
                    "TA", name: "Player", type: "application", product: "RA",
                    settings:
                        "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator appletvos appletvsimulator\";",
                    dependencies: ["DT"], phases: ["EX", "FW"])
                + configuredTarget(
                    "TT", name: "TopShelf", type: "app-extension", product: "RT", settings: "SDKROOT = appletvos;")
                + configuredTarget("TK", name: "MacKit", type: "framework", product: "RK", settings: ""))
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": project])
        // The tvOS build embeds the extension; no platform it builds for is Mac Catalyst.
        #expect(dependencyList(try target("Player", in: manifest)) == ["target TopShelf"])
        #expect(try target("Player", in: manifest).platform == "iOS")
    }

    @Test("SUPPORTED_PLATFORMS, when set, decides: the SDK's platform among them, else iOS, else Mac Catalyst")
    func supportedPlatforms() throws {
        let project = projectFile(
            """
            P = {isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (T1, T2, T3, T4, ); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            """
                + configuredTarget(
                    "T1", name: "Universal", type: "framework", product: "R1",
                    settings: "SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphonesimulator iphoneos\";")
                + configuredTarget(
                    "T2", name: "CatalystOnly", type: "app-extension", product: "R2",
                    settings: "SDKROOT = iphoneos; SUPPORTED_PLATFORMS = macosx; SUPPORTS_MACCATALYST = YES;")
                + configuredTarget(
                    "T3", name: "MacTool", type: "framework", product: "R3",
                    settings: "SDKROOT = macosx; SUPPORTED_PLATFORMS = \"iphoneos macosx\";")
                + configuredTarget(
                    "T4", name: "Unknown", type: "framework", product: "R4", settings: "SDKROOT = \"$(MY_SDK)\";"))
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": project])
        #expect(manifest.targets.map { $0.platform ?? "-" } == ["iOS", "macCatalyst", "macOS", "-"])
    }
}
