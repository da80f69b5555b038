import Foundation
import ManifestParser
import Rules
import Testing

@testable import TargetLintCLI

/// Runs the command line in `directory`, as `main` does, without writing files.
func run(in directory: URL, _ arguments: String...) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
    var output = CommandOutput()
    let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: directory.path))
    let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
    return (status, output)
}

@Suite struct BaselineTests {
    /// A copy of `Samples/Violations` in a fresh temporary folder.
    func violationsCopy() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: packageRoot).appendingPathComponent("Samples/Violations"), to: directory)
        return directory
    }

    func edit(_ directory: URL, _ change: (String) -> String) throws {
        let url = directory.appendingPathComponent("targetlint.yml")
        try change(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test("a baseline of the violations sample, then one new violation and moved lines: only the new one is reported")
    func newViolationOnly() throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("baseline.json").path
        var recorded = run(in: directory, "lint", "--write-baseline", file)
        #expect(recorded.status == .success)
        #expect(recorded.output.standardOutput == "")
        #expect(recorded.output.standardError == "", "nothing is said before the file is written")
        let written = recorded.output.writeFiles()
        #expect(written)
        #expect(recorded.output.standardError == "recorded 14 findings in \(file)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == recorded.output.files[file]?.contents)

        #expect(run(in: directory, "lint", "--baseline", file).status == .success)

        try edit(directory) { text in
            // Three lines above everything move every finding; the notification extension now also
            // links a core module outside its allowlist.
            "# moved\n\n\n"
                + text.replacingOccurrences(
                    of: "dependencies: [DesignSystem, Analytics]",
                    with: "dependencies: [DesignSystem, Analytics, SharedConstants]")
        }
        let (status, output) = run(in: directory, "lint", "--baseline", file)
        #expect(status == .findings)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("links core module 'SharedConstants'") == true)
        #expect(lines.first?.hasSuffix("[allowed-core-modules]") == true)
        #expect(lines.last == "1 error, 0 warnings in 13 targets; 14 known findings in the baseline, 0 fixed since")
    }

    @Test("findings fixed since the baseline are counted in the summary and the JSON")
    func fixedCount() throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = try #require(run(in: directory, "lint", "--write-baseline", "b.json").output.files["b.json"])
        try baseline.contents.write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        // Breaks the Storage → Cache → Storage cycle.
        try edit(directory) { $0.replacingOccurrences(of: "    dependencies: [Storage]\n", with: "") }
        let (status, output) = run(in: directory, "lint", "--baseline", "b.json", "--format", "json")
        #expect(status == .success)
        #expect(
            output.standardOutput.contains(
                #""summary": {"errors": 0, "warnings": 0, "targets": 13, "baselined": 13, "fixed": 1}"#))
    }

    @Test(
        "with a document format, --write-baseline prints nothing on standard output, and its line on standard error",
        arguments: ReportFormat.allCases)
    func documentFormats(format: ReportFormat) throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("b.json").path
        var recorded = run(in: directory, "lint", "--format", format.rawValue, "--write-baseline", file)
        #expect(recorded.status == .success)
        let written = recorded.output.writeFiles()
        #expect(written)
        #expect(recorded.output.standardOutput == "")
        #expect(recorded.output.standardError == "recorded 14 findings in \(file)\n")
    }

    @Test(
        "a missing or malformed baseline exits 2 naming the file and position",
        arguments: [
            ("missing.json", nil, "missing.json: error: cannot read the baseline: no such file or folder"),
            (
                "bad.json", #"{"version": 1, "findings": [{"rule": "x"}]}"#,
                "bad.json:1:29: error: a baseline finding lacks 'target'"
            ),
            (
                "old.json", #"{"version": 7, "findings": []}"#,
                "old.json:1:13: error: unsupported baseline version '7'; expected 1"
            ),
            (
                "cut.json", "{\"version\": 1,\n \"findings\": [\n",
                "cut.json:2:14: error: unterminated flow sequence '['; expected ']'"
            ),
        ])
    func badBaseline(name: String, contents: String?, expected: String) throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        if let contents {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let (status, output) = run(in: directory, "lint", "--baseline", name)
        #expect(status == .invalidInput)
        #expect(output.standardError.hasPrefix(expected))
    }

    @Test("files a command asks for are written and confirmed; one that cannot be written gets an error instead")
    func writingFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let writable = directory.appendingPathComponent("b.json").path
        let unwritable = directory.appendingPathComponent("no/such/folder/b.json").path
        var output = CommandOutput()
        for path in [writable, unwritable] {
            output.files[path] = OutputFile(contents: "{}\n", role: "the baseline", confirmation: "recorded in \(path)")
        }
        let written = output.writeFiles()
        #expect(!written)
        #expect(try String(contentsOfFile: writable, encoding: .utf8) == "{}\n")
        #expect(
            output.standardError
                == "recorded in \(writable)\n\(unwritable): error: cannot write the baseline: no such file or folder\n")
        #expect(output.standardOutput == "")
    }

    @Test("output that cannot be written exits 3; a file that cannot be written exits 2")
    func deliveryFailures() throws {
        var output = CommandOutput()
        output.standardOutput = "1 error, 0 warnings in 1 target\n"
        let closed: Int32 = 987_654  // no such descriptor
        #expect(TargetLint.deliver(output, status: .findings, standardOutput: closed) == .internalFailure)
        output.files["/no/such/folder/b.json"] = OutputFile(contents: "{}\n", role: "the baseline", confirmation: "")
        #expect(
            TargetLint.deliver(output, status: .success, standardOutput: closed, standardError: closed)
                == .internalFailure)
        output.standardOutput = ""
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        #expect(
            TargetLint.deliver(output, status: .success, standardOutput: devNull, standardError: devNull)
                == .invalidInput)
    }
}
