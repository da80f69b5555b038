import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI
@testable import YAML

/// Commands run with no PATH in an XcodeGen repository that has no `targetlint.yml`.
@Suite struct ManifestDiscoveryCommandTests {
    static let spec = """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            dependencies:
              - target: ShopClip
          ShopClip:
            type: application.on-demand-install-capable
            platform: iOS
            dependencies:
              - target: CheckoutFeature
          CheckoutFeature:
            type: framework
            platform: iOS

        """

    static let finding =
        "error: app clip 'ShopClip' links feature module 'CheckoutFeature' via ShopClip → CheckoutFeature [no-feature-in-extension]"

    func run(
        _ arguments: [String], _ files: [String: String]
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
        return (TargetLint.run(arguments: arguments, environment: environment, output: &output), output)
    }

    @Test("from a subfolder of a git repository holding only project.yml, lint finds the spec")
    func subfolderOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            atPath: folder.file("repo/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: folder.file("repo/Targets/ShopClip/Sources"), withIntermediateDirectories: true)
        try Self.spec.write(toFile: folder.file("repo/project.yml"), atomically: true, encoding: .utf8)
        var output = CommandOutput()
        let environment = CommandEnvironment(
            fileSystem: LocalFileSystem(workingDirectory: folder.file("repo/Targets/ShopClip/Sources")))
        let status = TargetLint.run(arguments: ["lint", "--verbose"], environment: environment, output: &output)
        #expect(status == .findings)
        #expect(output.standardOutput.contains("\n../../../project.yml:12:9: \(Self.finding)\n"))
        #expect(
            output.standardError == """
                using ../../../project.yml (XcodeGen spec; no targetlint.yml in its folder)
                read ../../../project.yml

                """)
    }

    @Test(
        "project.yml, then project.yaml, then the one spec by its keys is found",
        arguments: ["project.yml", "project.yaml", "Shop.yml", "ios-app.yaml"])
    func specNames(name: String) {
        let (status, output) = run(["lint"], [name: Self.spec, "README.md": "", "codecov.yml": "coverage: {}\n"])
        #expect(status == .findings)
        #expect(output.standardOutput.contains("\n\(name):12:9: \(Self.finding)\n"))
        #expect(output.standardError == "")
    }

    @Test("--verbose says which file is used and why, for every command that reads a manifest")
    func verbose() {
        let files = ["Shop.yml": Self.spec, "../.git/HEAD": "", "../targetlint.yml": "source: ios/project.yml\n"]
        let using =
            "using Shop.yml (XcodeGen spec: the one YAML file in its folder with top-level 'name' and 'targets'; no targetlint.yml or project.yml there; ../targetlint.yml further up is not read)\nread Shop.yml\n"
        for arguments in [
            ["lint", "--verbose"], ["tree", "ShopClip", "--verbose"], ["why", "Shop", "CheckoutFeature", "--verbose"],
            ["graph", "--verbose"], ["stats", "--verbose"],
        ] {
            let (status, output) = run(arguments, files)
            #expect(status != .invalidInput, "\(arguments)")
            #expect(output.standardError == using, "\(arguments)")
        }
        let (_, named) = run(["lint", "--verbose", "Shop.yml"], files)
        #expect(named.standardError == "using Shop.yml (named on the command line)\nread Shop.yml\n")
        let (_, wrapper) = run(
            ["stats", "--verbose"], ["targetlint.yml": "source: ios/project.yml\n", "ios/project.yml": Self.spec])
        #expect(
            wrapper.standardError
                == "using targetlint.yml (targetlint manifest)\nread targetlint.yml, ios/project.yml\n")
        let (_, quiet) = run(["lint", "--quiet", "--verbose"], ["project.yml": "name: S\ntargets: {}\n"])
        #expect(quiet.standardError.hasPrefix("using project.yml (XcodeGen spec; no targetlint.yml in its folder)\n"))
    }

    @Test("several candidate specs exit 2 with their names; nothing found exits 2 naming what was looked for")
    func errors() {
        let (several, output) = run(["lint"], ["App.yml": Self.spec, "Watch.yml": Self.spec, ".git/HEAD": ""])
        #expect(several == .invalidInput)
        #expect(
            output.standardError
                == ".: error: several files in this folder may be XcodeGen specs (App.yml, Watch.yml); pass the one to lint as PATH\n"
        )
        let (none, nothing) = run(["lint"], ["README.md": "", ".git/HEAD": ""])
        #expect(none == .invalidInput)
        #expect(
            nothing.standardError
                == ".: error: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project here or in a parent folder up to the repository root; looked for targetlint.yml, project.yml, project.yaml, a *.yml or *.yaml file with top-level 'name' and 'targets', Workspace.swift, Project.swift, and an .xcworkspace or .xcodeproj; pass a manifest path\n"
        )
        let (folder, inFolder) = run(["lint", "ios", "--verbose"], ["ios/App.yml": Self.spec])
        #expect(folder == .findings)
        #expect(inFolder.standardOutput.contains("\nios/App.yml:12:9: \(Self.finding)\n"))
    }

    @Test("the pre-commit hook runs on every kind of file that can change findings, with no arguments")
    func preCommitHook() throws {
        let text = try String(contentsOfFile: packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let hook = try #require(try YAMLParser().parse(Array(text.utf8)).root?.sequence?.first)
        #expect(hook["entry"]?.scalar == "targetlint lint --quiet")
        let pattern = try NSRegularExpression(pattern: try #require(hook["files"]?.scalar))
        let matches = { (name: String) in
            pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        for name in [
            "project.yml", "targetlint.yaml", "Sources/App.swift", "Config/Release.xcconfig",
            "ShopClip/ShopClip.entitlements", "ShopWidget/Info.plist",
        ] {
            #expect(matches(name), "\(name)")
        }
        for name in ["README.md", "Package.resolved", "Info.plist.orig"] {
            #expect(!matches(name), "\(name)")
        }
    }
}
