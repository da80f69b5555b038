import Foundation
import Testing

@testable import TargetLintCLI
@testable import YAML

/// The files that let others install and run targetlint: the pre-commit hook, the GitHub Action and
/// the README's instructions for them.
@Suite struct DistributionTests {
    static func file(_ name: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + name, encoding: .utf8)
    }

    @Test("the README installs, hooks and runs the version targetlint prints")
    func readmeVersion() throws {
        let readme = try Self.file("README.md")
        let tag = "v\(TargetLint.version)"
        for reference in ["rev: ", "REPOSITORY@", "mint install REPOSITORY@", "ref: "] {
            var rest = readme[...]
            var count = 0
            while let range = rest.range(of: reference) {
                let version = rest[range.upperBound...].prefix { !$0.isWhitespace && $0 != "," }
                #expect(String(version) == tag, "README.md names \(reference)\(version); the version is \(tag)")
                rest = rest[range.upperBound...]
                count += 1
            }
            #expect(count > 0, "README.md has no '\(reference)'")
        }
    }

    @Test(
        "the pre-commit hook runs when a file that can change a finding changes",
        arguments: [
            "targetlint.yml", "project.yml", "Modules/modules.yaml", "Sources/App/AppGroup.swift",
            "Configs/Release.xcconfig", "App/App.entitlements", "Widget/Info.plist", "App.xcodeproj/project.pbxproj",
            "App.xcworkspace/contents.xcworkspacedata", "targetlint.lock", "Config/targetlint.lock",
        ])
    func hookFiles(path: String) throws {
        let hooks = try YAMLParser().parse(Array(try Self.file(".pre-commit-hooks.yaml").utf8))
        let pattern = try #require(hooks.root?.sequence?.first?["files"]?.scalar)
        // pre-commit searches the path with Python's `re.search`, as `firstMatch` does.
        #expect(try Regex(pattern).firstMatch(in: path) != nil, "'\(pattern)' does not match \(path)")
    }

    @Test("the pre-commit hook does not run for files that cannot change a finding")
    func hookSkips() throws {
        let hooks = try YAMLParser().parse(Array(try Self.file(".pre-commit-hooks.yaml").utf8))
        let pattern = try #require(hooks.root?.sequence?.first?["files"]?.scalar)
        for path in ["README.md", "App/Assets.xcassets/Contents.json", "yml.txt", "Podfile.lock", "my-targetlint.lock"]
        {
            #expect(try Regex(pattern).firstMatch(in: path) == nil, "'\(pattern)' matches \(path)")
        }
    }
}
