import Foundation
import ManifestParser
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
        let (recordStatus, recorded) = run(in: directory, "lint", "--write-baseline", "baseline.json")
        #expect(recordStatus == .success)
        #expect(recorded.standardOutput == "recorded 14 findings in baseline.json\n")
        let baseline = try #require(recorded.files["baseline.json"])
        try baseline.write(to: directory.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)

        #expect(run(in: directory, "lint", "--baseline", "baseline.json").status == .success)

        try edit(directory) { text in
            // Three lines above everything move every finding; the notification extension now also
            // links a core module outside its allowlist.
            "# moved\n\n\n"
                + text.replacingOccurrences(
                    of: "dependencies: [DesignSystem, Analytics]",
                    with: "dependencies: [DesignSystem, Analytics, SharedConstants]")
        }
        let (status, output) = run(in: directory, "lint", "--baseline", "baseline.json")
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
        try baseline.write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        // Breaks the Storage → Cache → Storage cycle.
        try edit(directory) { $0.replacingOccurrences(of: "    dependencies: [Storage]\n", with: "") }
        let (status, output) = run(in: directory, "lint", "--baseline", "b.json", "--format", "json")
        #expect(status == .success)
        #expect(
            output.standardOutput.contains(
                #""summary": {"errors": 0, "warnings": 0, "targets": 13, "baselined": 13, "fixed": 1}"#))
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

    @Test("files a command asks for are written, and an unwritable path is an error message")
    func writingFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var output = CommandOutput()
        output.files[directory.appendingPathComponent("b.json").path] = "{}\n"
        output.files[directory.appendingPathComponent("no/such/folder/b.json").path] = "{}\n"
        let errors = output.writeFiles()
        #expect(try String(contentsOf: directory.appendingPathComponent("b.json"), encoding: .utf8) == "{}\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error: cannot write \(directory.path)/no/such/folder/b.json: ") == true)
    }

    @Test("output that cannot be written exits 3; a file that cannot be written exits 2")
    func deliveryFailures() throws {
        let closed: Int32 = 987_654  // no such descriptor
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        var output = CommandOutput(streamingTo: closed)
        output.append("1 error, 0 warnings in 1 target\n")
        #expect(TargetLint.deliver(output, status: .findings, standardError: devNull) == .internalFailure)
        output.files["/no/such/folder/b.json"] = "{}\n"
        #expect(TargetLint.deliver(output, status: .success, standardError: closed) == .internalFailure)
        var unwritableFile = CommandOutput(streamingTo: devNull)
        unwritableFile.files["/no/such/folder/b.json"] = "{}\n"
        #expect(TargetLint.deliver(unwritableFile, status: .success, standardError: devNull) == .invalidInput)
    }
}
