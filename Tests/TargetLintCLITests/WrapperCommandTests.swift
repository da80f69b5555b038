import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// A `targetlint.yml` that reads an XcodeGen spec with `source:` and refines its targets.
@Suite struct WrapperCommandTests {
    /// Runs the command line over files held in memory.
    func run(_ arguments: [String], _ files: [String: String]) -> (TargetLintCLI.ExitStatus, CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
        return (TargetLint.run(arguments: arguments, environment: environment, output: &output), output)
    }

    /// The XcodeGen sample's spec and the file it includes, as they are on disk.
    func sampleSpec() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in ["project.yml", "Modules/modules.yml"] {
            files[name] = try String(contentsOfFile: packageRoot + "/Samples/xcodegen/" + name, encoding: .utf8)
        }
        return files
    }

    @Test("the sample wrapper sizes the clip and a module, and size-budget fires at its line")
    func sample() throws {
        let (status, output) = TargetLintCLITests.run("lint", "Samples/xcodegen")
        #expect(status == .findings)
        #expect(
            output.standardOutput.contains(
                "Samples/xcodegen/targetlint.yml:5:11: error: app clip 'ShopClip' is an estimated 15.4 MB, over its 15 MB limit"
            ))
        #expect(!output.standardOutput.contains("[bundle-id-prefix]"))
        #expect(output.standardOutput.contains("links feature module 'SharedUI'"))
        try expectGolden(output.standardOutput, "xcodegen-wrapper-lint.txt")
        // ReadmeExampleTests checks the output the XcodeGen page shows; this checks the file it shows.
        let page = try String(contentsOfFile: packageRoot + "/docs/xcodegen.md", encoding: .utf8)
        let wrapper = try String(contentsOfFile: packageRoot + "/Samples/xcodegen/targetlint.yml", encoding: .utf8)
        #expect(page.contains("```yaml\n\(wrapper)```\n"), "docs/xcodegen.md shows another wrapper")
    }

    @Test("a spec linted directly and through a wrapper gives the same findings, plus what the wrapper adds")
    func sameFindings() throws {
        var files = try sampleSpec()
        let (directStatus, direct) = run(["lint", "project.yml"], files)
        #expect(directStatus == .findings)
        files["targetlint.yml"] = "source: project.yml\n"
        let (status, plain) = run(["lint"], files)
        #expect(status == .findings)
        #expect(plain.standardOutput == direct.standardOutput)
        files["targetlint.yml"] =
            "source: project.yml\ntargets:\n  ShopClip: {size: 12MB}\n  DesignSystem: {size: 3.4 MB}\n"
        let (_, refined) = run(["lint"], files)
        let directLines = direct.standardOutput.split(separator: "\n").dropLast()
        var refinedLines = refined.standardOutput.split(separator: "\n").dropLast()
        let added = try #require(refinedLines.firstIndex { !directLines.contains($0) })
        #expect(
            refinedLines.remove(at: added).hasPrefix("targetlint.yml:3:20: error: app clip 'ShopClip' is an estimated"))
        #expect(refinedLines == directLines)
        #expect(refined.standardOutput.hasSuffix("5 errors, 1 warning in 6 targets\n"))
    }

    @Test("a layer and an ignore list set in the wrapper change the findings about those targets")
    func layerAndIgnore() throws {
        var files = try sampleSpec()
        files["targetlint.yml"] =
            "source: project.yml\ntargets:\n  SharedUI: {layer: feature}\n  ShopWidget: {ignore: [bundle-id-prefix]}\n"
        let (_, output) = run(["lint"], files)
        #expect(!output.standardOutput.contains("[layer-direction]"))
        #expect(!output.standardOutput.contains("[bundle-id-prefix]"))
        #expect(
            output.standardOutput.contains(
                "project.yml:24:9: error: app clip 'ShopClip' links feature module 'SharedUI' via ShopClip → SharedUI"))
        files["targetlint.yml"] = "source: project.yml\ntargets:\n  ShopWidget: {ignore: [bundle-id-prefx]}\n"
        let (status, error) = run(["lint"], files)
        #expect(status == .invalidInput)
        #expect(
            error.standardError.hasPrefix(
                "targetlint.yml:3:25: error: unknown rule 'bundle-id-prefx' in 'ignore' of target 'ShopWidget'; did you mean 'bundle-id-prefix'?"
            ))
    }

    @Test("a name the spec does not define exits 2 with a suggestion at its line and column")
    func unknownTarget() throws {
        var files = try sampleSpec()
        files["targetlint.yml"] = "source: project.yml\ntargets:\n  ShopClp:\n    size: 12MB\n"
        let (status, output) = run(["lint"], files)
        #expect(status == .invalidInput)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError == """
                targetlint.yml:3:3: error: no target 'ShopClp' in project.yml to refine; did you mean 'ShopClip'?
                  ShopClp:
                  ^

                """)
    }

    @Test("a key the spec defines exits 2 and says which keys a wrapper may set")
    func specKey() throws {
        var files = try sampleSpec()
        files["targetlint.yml"] = "source: project.yml\ntargets:\n  ShopClip:\n    dependencies: [Lottie]\n"
        let (status, output) = run(["lint"], files)
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "targetlint.yml:4:5: error: 'dependencies' of target 'ShopClip' comes from the spec project.yml; beside 'source' a target may set only size, layer, ignore, extension-point, app-groups, keychain-groups, digital-invocations-only\n"
            ))
    }
}
