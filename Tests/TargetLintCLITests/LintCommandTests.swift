import Foundation
import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import TargetLintCLI

/// Runs the command line as `main` does, with paths relative to the package root.
func run(_ arguments: String...) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
    var output = CommandOutput()
    let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: packageRoot))
    let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
    return (status, output)
}

let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Compares `actual` with a golden file under Fixtures; `TARGETLINT_RECORD=1` rewrites it.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/TargetLintCLITests/Fixtures/\(name)")
    if ProcessInfo.processInfo.environment["TARGETLINT_RECORD"] != nil {
        try actual.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
        actual == expected, "output differs from \(name); TARGETLINT_RECORD=1 re-records it",
        sourceLocation: sourceLocation)
}

@Suite struct LintCommandTests {
    @Test("the clean sample exits 0")
    func cleanSample() {
        let (status, output) = run("lint", "Samples/Shop")
        #expect(status == .success)
        #expect(output.standardOutput == "0 errors, 0 warnings in 13 targets\n")
        #expect(output.standardError == "")
    }

    @Test("the violations sample exits 1 and prints every rule id, as the golden text")
    func violationsText() throws {
        let (status, output) = run("lint", "Samples/Violations")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "violations.txt")
        for id in [
            "no-feature-in-extension", "allowed-core-modules", "app-group-consistency", "app-group-constant",
            "size-build-settings", "size-budget", "bundle-id-prefix", "clip-unavailable-sdk", "clip-host",
            "share-activation-rule", "layer-direction", "unknown-dependency", "dependency-cycle", "closure-changed",
        ] {
            #expect(output.standardOutput.contains("[\(id)]"))
        }
    }

    @Test("--format json renders the contract, as the golden JSON")
    func violationsJSON() throws {
        let (status, output) = run("lint", "--format", "json", "Samples/Violations/targetlint.yml")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "violations.json")
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["summary"] as? [String: Int])?["errors"] == 14)
    }

    @Test("a malformed manifest exits 2 naming file:line:column with the line and a caret")
    func malformed() throws {
        let (status, output) = run("lint", "Samples/Broken")
        #expect(status == .invalidInput)
        #expect(output.standardOutput == "")
        try expectGolden(output.standardError, "broken.txt")
    }

    @Test("--strict fails on warnings; --quiet prints nothing when clean")
    func strictAndQuiet() {
        #expect(run("lint", "Samples/Shop", "--quiet").output.standardOutput == "")
        #expect(run("lint", "Samples/Shop", "--quiet", "--format", "github").output.standardOutput == "")
        // A CI upload needs a document even when there is nothing to report.
        #expect(
            run("lint", "Samples/Shop", "--quiet", "--format", "sarif").output.standardOutput.contains(
                "\"results\": []"))
        #expect(
            run("lint", "Samples/Shop", "--quiet", "--format", "json").output.standardOutput.contains(
                "\"diagnostics\": []"))
        #expect(run("lint", "Samples/Shop", "--strict").status == .success)
        let fileSystem = InMemoryFileSystem([
            "targetlint.yml":
                "targets:\n  Clip:\n    type: app-clip\n    ignore: [clip-host]\n    settings: {DEAD_CODE_STRIPPING: YES, STRIP_INSTALLED_PRODUCT: YES, ASSETCATALOG_COMPILER_OPTIMIZATION: space, GCC_OPTIMIZATION_LEVEL: s, SWIFT_OPTIMIZATION_LEVEL: -Osize}\n"
        ])
        for (flags, expected) in [([String](), TargetLintCLI.ExitStatus.success), (["--strict"], .findings)] {
            var output = CommandOutput()
            let status = TargetLint.run(
                arguments: ["lint"] + flags, environment: CommandEnvironment(fileSystem: fileSystem), output: &output)
            #expect(status == expected)
            #expect(output.standardOutput.hasSuffix("0 errors, 1 warning in 1 target\n"))
        }
    }

    @Test(
        "bad command lines exit 2 with the usage line",
        arguments: [
            (["lint", "--formt", "json"], "error: unknown option '--formt'; did you mean '--format'?"),
            (
                ["lint", "--format", "xml"],
                "error: unknown format 'xml'; expected text, json, sarif, github, junit or checkstyle"
            ),
            (
                ["lint", "--format", "junt"],
                "error: unknown format 'junt'; expected text, json, sarif, github, junit or checkstyle; did you mean 'junit'?"
            ),
            (["lint", "--format"], "error: option '--format' needs a value"),
            (["lint", "a", "b"], "error: expected one manifest path, got 2"),
            (["lnt"], "error: unknown subcommand 'lnt'"),
            ([], "error: missing subcommand"),
        ])
    func usageErrors(arguments: [String], message: String) {
        var output = CommandOutput()
        let status = TargetLint.run(arguments: arguments, environment: CommandEnvironment(), output: &output)
        #expect(status == .invalidInput)
        #expect(output.standardError.hasPrefix(message))
        #expect(output.standardError.contains("usage: targetlint"))
    }

    @Test("a missing path exits 2 naming it")
    func missingPath() {
        let (status, output) = run("lint", "Samples/Nowhere")
        #expect(status == .invalidInput)
        #expect(output.standardError == "Samples/Nowhere: error: no such file or folder\n")
    }

    @Test("--help and --version exit 0")
    func helpAndVersion() {
        #expect(run("--version").output.standardOutput == "targetlint \(TargetLint.version)\n")
        #expect(run("--help").output.standardOutput.contains("USAGE: targetlint"))
        #expect(run("lint", "--help").output.standardOutput.contains("--strict"))
    }

    @Test("colour only on a terminal, never with NO_COLOR")
    func color() {
        var output = CommandOutput()
        let fileSystem = LocalFileSystem(workingDirectory: packageRoot)
        _ = TargetLint.run(
            arguments: ["lint", "Samples/Violations"],
            environment: CommandEnvironment(fileSystem: fileSystem, outputIsTerminal: true), output: &output)
        #expect(output.standardOutput.contains("\u{1B}[1;31merror\u{1B}[0m"))
        output = CommandOutput()
        _ = TargetLint.run(
            arguments: ["lint", "Samples/Violations"],
            environment: CommandEnvironment(fileSystem: fileSystem, outputIsTerminal: true, noColor: true),
            output: &output)
        #expect(!output.standardOutput.contains("\u{1B}"))
    }
}
