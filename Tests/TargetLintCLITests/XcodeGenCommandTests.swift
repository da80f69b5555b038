import Testing

@testable import FileAccess
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
        "the commands that do not lint count a spec's warnings on standard error, and list them as lint would under --verbose",
        arguments: [
            (["tree", "A", "project.yml"], ""), (["stats", "project.yml"], ""), (["why", "A", "A", "project.yml"], ""),
            (["graph", "project.yml"], ""), (["tree", "A", "project.yml"], "rules: {manifest-warning: error}\n"),
            (["stats", "project.yml"], "rules: {manifest-warning: off}\n"),
        ])
    func specWarnings(arguments: [String], targetlintYML: String) {
        let spec = "name: P\ntargets:\n  A:\n    type: framework\n    platform: iOS\n    platform: iOS\n"
        var files = ["project.yml": spec]
        var arguments = arguments
        if !targetlintYML.isEmpty {
            files["targetlint.yml"] = "source: project.yml\n" + targetlintYML
            arguments[arguments.count - 1] = "targetlint.yml"
        }
        func standardError(_ arguments: [String]) -> String {
            var output = CommandOutput()
            _ = TargetLint.run(
                arguments: arguments, environment: CommandEnvironment(fileSystem: InMemoryFileSystem(files)),
                output: &output)
            return output.standardError
        }
        let off = targetlintYML.contains("off")
        #expect(standardError(arguments) == (off ? "" : "1 manifest warning; targetlint lint lists it\n"))
        let severity = targetlintYML.contains("error") ? "error" : "warning"
        let warning =
            "project.yml:6:5: \(severity): duplicate key 'platform'; this value replaces the earlier one in the same map, which is ignored [manifest-warning]\n"
        let verbose = standardError(arguments + ["--verbose"])
        #expect(off ? !verbose.contains("[manifest-warning]") : verbose.hasSuffix("\n" + warning))
        #expect(!verbose.contains("manifest warning;"))
    }

    @Test("lint reports a spec's warnings as findings, not on standard error", arguments: [false, true])
    func lintReportsWarnings(quiet: Bool) {
        let spec = "name: P\ntargets:\n  A:\n    type: framework\n    platform: iOS\n    platform: iOS\n"
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: ["lint", "project.yml"] + (quiet ? ["--quiet"] : []),
            environment: CommandEnvironment(fileSystem: InMemoryFileSystem(["project.yml": spec])), output: &output)
        #expect(status == .success)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                project.yml:6:5: warning: duplicate key 'platform'; this value replaces the earlier one in the same map, which is ignored [manifest-warning]
                0 errors, 1 warning in 1 target

                """)
    }
}
