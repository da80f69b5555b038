import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// Inputs found by trying targetlint as an attacker would, kept as regressions.
@Suite struct ReviewRegressionTests {
    func run(
        _ arguments: [String], _ files: [String: String], variables: [String: String] = [:]
    ) -> (
        TargetLintCLI.ExitStatus, CommandOutput
    ) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files), variables: variables)
        return (TargetLint.run(arguments: arguments, environment: environment, output: &output), output)
    }

    @Test("a value in a target name is hidden in the bundle id XcodeGen derives from it")
    func derivedBundleID() {
        let spec = """
            name: P
            options:
              bundleIdPrefix: com.example
            targets:
              App${TOKEN}:
                type: application
                platform: iOS
                dependencies:
                  - target: Clip
              Clip:
                type: application.on-demand-install-capable
                platform: iOS
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: org.other.clip
            """
        let (status, output) = run(
            ["lint", "project.yml", "--format", "json"], ["project.yml": spec], variables: ["TOKEN": "ghp_R3aLT0k3n"])
        #expect(status == .findings)
        #expect(!output.standardOutput.contains("R3aLT0k3n"))
        #expect(output.standardOutput.contains("com.example.App${TOKEN}"))
    }

    @Test("a baseline may not replace a file the manifest reads")
    func baselineOverManifest() {
        let (status, output) = run(
            ["lint", "--write-baseline", "targetlint.yml"], ["targetlint.yml": "targets:\n  A: {type: app}\n"])
        #expect(status == .invalidInput)
        #expect(
            output.standardError
                == "targetlint.yml: error: cannot write the baseline: the manifest reads this file; name another\n")
        #expect(output.files.isEmpty)
    }

    @Test("a spec read through source: reports a path outside the project once")
    func sourceReportsOnce() {
        let spec = "name: P\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [/etc]\n"
        let (status, output) = run(["lint"], ["targetlint.yml": "source: project.yml\n", "project.yml": spec])
        #expect(status == .invalidInput)
        #expect(
            output.standardError.components(separatedBy: "error: source path /etc leaves the project").count == 2)
    }

    @Test("past 200 distinct unknown names, dependencies get no suggestion, so the time stays linear")
    func suggestionCap() {
        var text = "targets:\n"
        for index in 0..<210 {
            text += "  Module\(index)Service: {type: framework, dependencies: [Module\(index)Servic]}\n"
        }
        let (status, output) = run(["lint"], ["targetlint.yml": text])
        #expect(status == .findings)
        #expect(output.standardOutput.components(separatedBy: "did you mean").count - 1 == 200)
    }

    @Test("stats checks the size-budget option as lint does")
    func statsChecksSizeBudget() {
        let manifest = "rules:\n  size-budget:\n    app-clip: 99999999999 GB\ntargets:\n  Clip: {type: app-clip}\n"
        let (lintStatus, lint) = run(["lint"], ["targetlint.yml": manifest])
        let (status, output) = run(["stats"], ["targetlint.yml": manifest])
        #expect(lintStatus == .invalidInput)
        #expect(status == .invalidInput)
        #expect(output.standardError == lint.standardError)
        #expect(output.standardError.hasPrefix("targetlint.yml:3:15: error: expected a size of at most 1000 GB"))
    }
}
