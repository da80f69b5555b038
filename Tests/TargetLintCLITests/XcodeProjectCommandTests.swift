import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// The commands on the bundled Xcode project, `Samples/xcodeproj`: an app, an App Clip and a
/// widget, with their modules in a local Swift package.
@Suite struct XcodeProjectCommandTests {
    @Test(
        "lint reads the project as Xcode builds it, the clip's path through the package's product, as the golden file")
    func lint() throws {
        let (status, output) = run("lint", "Samples/xcodeproj")
        #expect(status == .findings)
        #expect(
            output.standardOutput.contains(
                "BrewClip → OrderingKit → OrderingUI → CheckoutFeature [no-feature-in-extension]"))
        try expectGolden(output.standardOutput, "xcodeproj-lint.txt")
        let (_, named) = run("lint", "Samples/xcodeproj/Brew.xcodeproj")
        #expect(named.standardOutput == output.standardOutput)
    }

    @Test("tree shows the clip's modules inside the local package, as the golden file")
    func tree() throws {
        let (status, output) = run("tree", "BrewClip", "Samples/xcodeproj")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "xcodeproj-tree.txt")
    }

    @Test("--verbose says the Xcode project was found in the folder and which files were read")
    func verbose() {
        let (_, output) = run("tree", "BrewClip", "Samples/xcodeproj", "--verbose")
        #expect(
            output.standardError.hasPrefix(
                "using Samples/xcodeproj/Brew.xcodeproj (Xcode project; no targetlint.yml, XcodeGen spec or Tuist manifest in its folder)\n"
                    + "read Samples/xcodeproj/Brew.xcodeproj/project.pbxproj, "))
        #expect(output.standardError.contains("Samples/xcodeproj/Modules/Package.swift"))
        #expect(output.standardError.contains("Samples/xcodeproj/Widget/BrewWidget.entitlements"))
    }

    @Test("--verbose names a file that several targets and the project read once, where it is first read")
    func verboseReadsOnce() {
        // An app and its widget based, as their project is, on one xcconfig, sharing one Info.plist.
        let project = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		F1 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Shared.xcconfig; sourceTree = "<group>"; };
            		G1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
            		P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G1; targets = (T1, T2); };
            		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            		C0 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
            		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = Shop; productType = "com.apple.product-type.application"; };
            		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            		C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {INFOPLIST_FILE = Shared/Info.plist;}; name = Release; };
            		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
            		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            		C2 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {INFOPLIST_FILE = ./Shared/Info.plist;}; name = Release; };
            	};
            	rootObject = P1;
            }

            """
        let files = [
            "Shop.xcodeproj/project.pbxproj": project, "Config/Shared.xcconfig": "SWIFT_VERSION = 5.0\n",
            "Shared/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
        ]
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: ["stats", "--verbose"], environment: CommandEnvironment(fileSystem: InMemoryFileSystem(files)),
            output: &output)
        #expect(status == .success)
        #expect(
            output.standardError == """
                using Shop.xcodeproj (Xcode project; no targetlint.yml, XcodeGen spec or Tuist manifest in its folder)
                read Shop.xcodeproj/project.pbxproj, Config/Shared.xcconfig, Shared/Info.plist

                """)
    }

    @Test("a real project lints from its folder with no path, as the golden file the README quotes")
    func realProject() throws {
        let corpus = packageRoot + "/../shared/corpus-xcodeproj/03-AkkeyLab__c-search-tca"
        guard LocalFileSystem().kind(of: corpus) == .directory else {
            print("skipped: ../shared/corpus-xcodeproj is absent")
            return
        }
        let (status, output) = run(in: URL(fileURLWithPath: corpus), "lint")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "xcodeproj-corpus-lint.txt")
        let (_, tree) = run(in: URL(fileURLWithPath: corpus), "tree", "c-search-clip")
        try expectGolden(tree.standardOutput, "xcodeproj-corpus-tree.txt")
    }
}
