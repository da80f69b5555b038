import ManifestParser
import Testing

@testable import TargetLintCLI

@Suite struct XcodeGenCommandTests {
    @Test("an XcodeGen spec lints as it is, a template's dependency named in its finding, as the golden file")
    func lint() throws {
        let (status, output) = run("lint", "Samples/xcodegen/project.yml")
        #expect(status == .findings)
        #expect(output.standardOutput.contains("(from template 'SmallProduct') [no-feature-in-extension]"))
        try expectGolden(output.standardOutput, "xcodegen-lint.txt")
    }

    @Test("why on an XcodeGen spec names the file, line and template of each step, as the golden file")
    func why() throws {
        let (status, output) = run("why", "ShopWidget", "CheckoutFeature", "Samples/xcodegen/project.yml")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "xcodegen-why.txt")
    }

    @Test(
        "every command prints a spec's warnings, and lint --quiet does not",
        arguments: [
            (["tree", "A", "project.yml"], true), (["stats", "project.yml"], true), (["lint", "project.yml"], true),
            (["lint", "project.yml", "--quiet"], false),
        ])
    func specWarnings(arguments: [String], warns: Bool) {
        let spec = "name: P\ntargets:\n  A:\n    type: framework\n    platform: iOS\n    platform: iOS\n"
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(["project.yml": spec]))
        _ = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        let warning =
            "project.yml:6:5: warning: duplicate key 'platform'; this value replaces the earlier one in the same map, which is ignored\n"
        #expect(output.standardError == (warns ? warning : ""))
    }
}
