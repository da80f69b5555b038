import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// What the error says when nothing is found from the current folder up: the projects in the
/// folders below it, as a repository that keeps its app in a subfolder has them.
@Suite struct ProjectSuggestionCommandTests {
    static let nothingFound =
        ".: error: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project here or in a parent folder up to the repository root; looked for targetlint.yml, project.yml, project.yaml, a *.yml or *.yaml file with top-level 'name' and 'targets', Workspace.swift, Project.swift, and an .xcworkspace or .xcodeproj; "

    func run(_ arguments: [String], _ files: [String: String]) -> (TargetLintCLI.ExitStatus, String) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        #expect(output.standardOutput == "")
        return (status, output.standardError)
    }

    @Test("the one project below the repository root is named as the PATH to pass")
    func oneProject() {
        let (status, error) = run(
            ["lint"],
            [
                ".git/HEAD": "", "README.md": "", "App/isowords.xcodeproj/project.pbxproj": "",
                "App/Sources/App.swift": "", "Scripts/build.sh": "",
            ])
        #expect(status == .invalidInput)
        #expect(error == Self.nothingFound + "found App/isowords.xcodeproj; pass it as PATH\n")
    }

    @Test("several are named nearest first, by name, each folder's as a search would pick it")
    func several() {
        let files = [
            ".git/HEAD": "",
            // A workspace is picked over the project beside it, a manifest over both.
            "ios/Shop.xcworkspace/contents.xcworkspacedata": "", "ios/Shop.xcodeproj/project.pbxproj": "",
            "Apps/Kiosk/targetlint.yml": "", "Apps/Kiosk/Kiosk.xcodeproj/project.pbxproj": "",
            "Tools/Generator/project.yml": "",
        ]
        #expect(
            run(["stats"], files).1
                == Self.nothingFound
                + "found ios/Shop.xcworkspace, Apps/Kiosk/targetlint.yml and Tools/Generator/project.yml; pass one as PATH\n"
        )
        var more = files
        more["Watch/Watch.xcodeproj/project.pbxproj"] = ""
        #expect(
            run(["stats"], more).1
                == Self.nothingFound
                + "found Watch/Watch.xcodeproj, ios/Shop.xcworkspace, Apps/Kiosk/targetlint.yml and more; pass one as PATH\n"
        )
    }

    @Test("dependencies, build products, hidden folders, bundles and deep folders are not searched")
    func skipped() {
        let files = [
            ".git/HEAD": "", "Pods/Pods.xcodeproj/project.pbxproj": "",
            "Carthage/Checkouts/Alamofire/Alamofire.xcodeproj/project.pbxproj": "",
            "node_modules/react-native/React.xcodeproj/project.pbxproj": "",
            "DerivedData/Shop/Shop.xcodeproj/project.pbxproj": "", ".build/checkouts/x/X.xcodeproj/project.pbxproj": "",
            ".github/Tool.xcodeproj/project.pbxproj": "",
            "Shop.playground/Inner.xcodeproj/project.pbxproj": "", "a/b/c/d/Deep.xcodeproj/project.pbxproj": "",
        ]
        #expect(run(["tree", "Shop"], files).1 == Self.nothingFound + "pass a manifest path\n")
        var three = files
        three["a/b/c/Three.xcodeproj/project.pbxproj"] = ""
        #expect(run(["tree", "Shop"], three).1 == Self.nothingFound + "found a/b/c/Three.xcodeproj; pass it as PATH\n")
    }

    @Test("a folder named as PATH that holds nothing names what its own subfolders hold")
    func namedFolder() {
        let (status, error) = run(
            ["lint", "ios"], ["ios/App/Shop.xcodeproj/project.pbxproj": "", "Other/O.xcodeproj/x": ""])
        #expect(status == .invalidInput)
        #expect(
            error.hasPrefix(
                "ios: error: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project in this folder; "))
        #expect(error.hasSuffix("; found ios/App/Shop.xcodeproj; pass it as PATH\n"))
    }

    @Test("outside a repository, the current folder's subfolders are named too")
    func outsideRepository() {
        let (_, error) = run(["lint"], ["App/Shop.xcodeproj/project.pbxproj": ""])
        #expect(
            error.hasPrefix(
                ".: error: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project here, and outside a repository parent folders are not searched;"
            ))
        #expect(error.hasSuffix("; found App/Shop.xcodeproj; pass it as PATH\n"))
    }

    @Test("the search lists a bounded number of folders, however many there are")
    func bounded() {
        var files = [".git/HEAD": "", "zz/Late.xcodeproj/project.pbxproj": ""]
        for index in 0..<2_500 { files["f\(index)/Sources/A.swift"] = "" }
        let started = ContinuousClock.now
        let (_, error) = run(["lint"], files)
        #expect(error == Self.nothingFound + "pass a manifest path\n")
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("on disk, a link to a folder with a project is not followed")
    func links() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder.file("repo/.git"), withIntermediateDirectories: true)
        try manager.createDirectory(
            atPath: folder.file("elsewhere/Secret.xcodeproj"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: folder.file("repo/linked"), withDestinationPath: folder.file("elsewhere"))
        try manager.createDirectory(atPath: folder.file("repo/App/Shop.xcodeproj"), withIntermediateDirectories: true)
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder.file("repo")))
        #expect(TargetLint.run(arguments: ["lint"], environment: environment, output: &output) == .invalidInput)
        #expect(output.standardError == Self.nothingFound + "found App/Shop.xcodeproj; pass it as PATH\n")
    }
}
