import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import XcodeProjectImporter

@Suite struct XcodeSetupGapsTests {
    @Test("a Pods folder that lacks a target's files says to run 'pod install' again; one configuration is singular")
    func podsOutOfDate() {
        let fileSystem = InMemoryFileSystem(["ios/Pods/Manifest.lock": "PODS:\n"])
        var gaps = XcodeSetupGaps()
        let file = "ios/Pods/Target Support Files/Pods-Share/Pods-Share.release.xcconfig"
        let reference = SourceLocation(file: "ios/App.xcodeproj/project.pbxproj", line: 40, column: 33)
        gaps.record(
            [file], target: "Share", configuration: "Release", references: [file: reference], fileSystem: fileSystem)
        gaps.record([file], target: "Share", configuration: "Release", references: [:], fileSystem: fileSystem)
        #expect(
            gaps.warnings().map { "\($0.location): \($0.message)" } == [
                "ios/App.xcodeproj/project.pbxproj:40:33: CocoaPods' files are not up to date: 1 configuration of 1 target "
                    + "is based on an xcconfig file under ios/Pods/ that does not exist; run 'pod install' again to check the "
                    + "settings it sets"
            ])
    }

    @Test("'.gitmodules' paths are read whatever the blanks around them")
    func submodulePaths() {
        let text = "[submodule \"a\"]\n\tpath = Vendor/A\n  url=x\n[submodule \"b\"]\npath=Vendor/B \n"
        #expect(XcodeSetupGaps.submodulePaths(in: Array(text.utf8)) == ["Vendor/A", "Vendor/B"])
    }
}
