import Foundation
import ProjectModel
import Testing

@testable import FileAccess
@testable import XcodeProjectImporter

@Suite struct XcodeSynchronizedExceptionTests {
    /// An app and a broadcast extension, as Xcode 16 writes them: the app keeps `App` in sync but
    /// leaves out `App/Debug.swift`; the extension keeps `Broadcast` in sync but leaves out
    /// `Broadcast/Legacy.swift`, and compiles `App/Shared/Model.swift` of the app's folder.
    static let files: [String: String] = [
        "App.xcodeproj/project.pbxproj": projectFile(
            pbxProject(targets: ["TA", "TB"]).replacingOccurrences(of: "children = ();", with: "children = (SA, SB, );")
                + """
                SA = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EA, EB, ); path = App; sourceTree = "<group>"; };
                EA = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Debug.swift, ); target = TA; };
                EB = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Model.swift, ); target = TB; };
                SB = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EC, ); path = Broadcast; sourceTree = "<group>"; };
                EC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy.swift, ); target = TB; };
                TA = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SA, ); name = App; productType = "com.apple.product-type.application"; };
                TB = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SB, ); name = Broadcast; productType = "com.apple.product-type.app-extension"; };
                """),
        "App/AppMain.swift": "",
        "App/Debug.swift": "",
        "App/Shared/Model.swift": "",
        "Broadcast/Handler.swift": "",
        "Broadcast/Legacy.swift": "",
    ]

    @Test("a synchronized folder's exceptions leave files out of the target that owns it and add them to another")
    func exceptions() throws {
        let manifest = try loadXcode(Self.files)
        let app = try #require(manifest.targets.first { $0.name == "App" })
        let broadcast = try #require(manifest.targets.first { $0.name == "Broadcast" })
        #expect(app.sources.map(\.value) == ["App"])
        #expect(app.excludedSources == ["App/Debug.swift"])
        #expect(broadcast.sources.map(\.value) == ["Broadcast", "App/Shared/Model.swift"])
        #expect(broadcast.excludedSources == ["Broadcast/Legacy.swift"])
        // An added file is located at its entry in the exception set.
        let text = try #require(Self.files["App.xcodeproj/project.pbxproj"])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("(Shared/Model.swift, )") }.map { $0 + 1 }
        #expect(broadcast.sources.last?.location.line == line)
        #expect(broadcast.sources.last?.location.file == "App.xcodeproj/project.pbxproj")
    }
}
