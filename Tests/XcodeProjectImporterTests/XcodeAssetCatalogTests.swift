import Foundation
import ProjectModel
import Testing

@testable import FileAccess
@testable import XcodeProjectImporter

@Suite struct XcodeAssetCatalogTests {
    /// An app's extensions: a share extension whose resources are a storyboard, a widget whose
    /// resources phase copies an asset catalog, an intents extension whose synchronized folder
    /// holds one two levels down, and a notification service whose synchronized folder holds none.
    static let files: [String: String] = [
        "App.xcodeproj/project.pbxproj": projectFile(
            pbxProject(targets: ["TS", "TW", "TI", "TN"]).replacingOccurrences(
                of: "children = ();", with: "children = (SI, SN, );")
                    + """
                    RS = {isa = PBXResourcesBuildPhase; files = (BS, ); };
                    BS = {isa = PBXBuildFile; fileRef = FS; };
                    FS = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = MainInterface.storyboard; sourceTree = "<group>"; };
                    RW = {isa = PBXResourcesBuildPhase; files = (BW, ); };
                    BW = {isa = PBXBuildFile; fileRef = FW; };
                    FW = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Media.xcassets; sourceTree = "<group>"; };
                    SI = {isa = PBXFileSystemSynchronizedRootGroup; path = Intents; sourceTree = "<group>"; };
                    SN = {isa = PBXFileSystemSynchronizedRootGroup; path = NotificationService; sourceTree = "<group>"; };
                    TI = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SI, ); name = Intents; productType = "com.apple.product-type.app-extension"; };
                    TN = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SN, ); name = NotificationService; productType = "com.apple.product-type.app-extension"; };
                    """
                + pbxTarget("TS", name: "Share", type: "app-extension", phases: ["RS"])
                + pbxTarget("TW", name: "Widget", type: "app-extension", phases: ["RW"])),
        "Intents/IntentHandler.swift": "",
        "Intents/Resources/Icons.xcassets/Contents.json": "{}",
        "NotificationService/NotificationService.swift": "",
        "NotificationService/en.lproj/InfoPlist.strings": "",
    ]

    @Test("an extension compiles an asset catalog when its resources phase or synchronized folder holds one")
    func catalogs() throws {
        let manifest = try loadXcode(Self.files)
        #expect(
            manifest.targets.map { "\($0.name): \($0.compilesAssetCatalog.map(String.init) ?? "unknown")" } == [
                "Share: false", "Widget: true", "Intents: true", "NotificationService: false",
            ])
    }

    @Test("a synchronized folder of more folders than the search lists is unknown, unless a catalog came first")
    func boundedSearch() {
        var files: [String: String] = [:]
        for index in 0..<(AssetCatalogSearch.maximumFolders + 1) { files["Big/Folder\(index)/File.swift"] = "" }
        let fileSystem = InMemoryFileSystem(files)
        #expect(AssetCatalogSearch.found(in: ["Big"], fileSystem: fileSystem) == nil)
        files["Big/Assets.xcassets/Contents.json"] = "{}"
        #expect(AssetCatalogSearch.found(in: ["Big"], fileSystem: InMemoryFileSystem(files)) == true)
    }
}
