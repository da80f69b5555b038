import Foundation
import Reporters
import Rules
import TestSupport
import Testing

@testable import FileAccess
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
        #expect(recorded.output.standardError == "recorded 15 findings in \(file)\n")
        try expectGolden(String(contentsOfFile: file, encoding: .utf8), "baseline-violations.json")

        #expect(run(in: directory, "lint", "--baseline", file).status == .success)

        try edit(directory) { text in
            // Three lines above everything move every finding; the notification extension now also
            // links a core module outside its allowlist, which its closure snapshot does not hold.
            "# moved\n\n\n"
                + text.replacingOccurrences(
                    of: "dependencies: [DesignSystem, Analytics]",
                    with: "dependencies: [DesignSystem, Analytics, SharedConstants]")
        }
        let (status, output) = run(in: directory, "lint", "--baseline", file)
        #expect(status == .findings)
        let lines = output.standardOutput.split(separator: "\n")
        // One edge causes both, as the note above them says.
        #expect(lines.count == 4)
        #expect(lines.first?.hasSuffix("note: 2 findings caused by ShopNotificationContent → SharedConstants") == true)
        #expect(
            lines[1].contains("links core module 'SharedConstants'") && lines[1].hasSuffix("[allowed-core-modules]"))
        #expect(lines[2].contains("now links framework 'SharedConstants'") && lines[2].hasSuffix("[closure-changed]"))
        #expect(lines.last == "2 errors, 0 warnings in 13 targets; 15 known findings in the baseline, 0 fixed since")
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
                #""summary": {"errors": 0, "warnings": 0, "targets": 13, "baselined": 14, "fixed": 1}"#))
    }

    @Test("a baseline an earlier release wrote (version 1, with messages) is still read")
    func versionOne() throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A baseline is read inside the project root, so it goes beside the copied manifest.
        let file = directory.path + "/v1.json"
        // That release had no closure snapshots, and its baseline no finding of one.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("targetlint.lock"))
        try FileManager.default.copyItem(
            atPath: packageRoot + "/Tests/TargetLintCLITests/Fixtures/baseline-v1-violations.json", toPath: file)
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("{\n  \"version\": 1,\n"))
        let (status, output) = run(in: directory, "lint", "--baseline", file)
        #expect(status == .success)
        #expect(
            output.standardOutput
                == "0 errors, 0 warnings in 13 targets; 14 known findings in the baseline, 0 fixed since\n")
        // Recording again writes the current version, with the same findings.
        var recorded = run(in: directory, "lint", "--write-baseline", directory.path + "/b.json").output
        let written = recorded.writeFiles()
        #expect(written)
        #expect(
            try String(contentsOfFile: directory.path + "/b.json", encoding: .utf8).hasPrefix("{\n  \"version\": 2,\n"))
        #expect(run(in: directory, "lint", "--baseline", "b.json").output == output)
    }

    @Test(
        "the baseline the manifest names is read without --baseline, and one it names that is missing is an error there"
    )
    func namedBaseline() throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = try #require(run(in: directory, "lint", "--write-baseline", "b.json").output.files["b.json"])
        try baseline.contents.write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        try edit(directory) { "baseline: b.json\n" + $0 }
        let (status, output) = run(in: directory, "lint")
        #expect(status == .success)
        #expect(
            output.standardOutput
                == "0 errors, 0 warnings in 13 targets; 15 known findings in the baseline, 0 fixed since\n")
        try edit(directory) { $0.replacingOccurrences(of: "baseline: b.json", with: "baseline: missing.json") }
        let (missing, failure) = run(in: directory, "lint")
        #expect(missing == .invalidInput)
        #expect(
            failure.standardError.hasPrefix(
                "targetlint.yml:1:11: error: cannot read the baseline missing.json: no such file or folder\n"))
    }

    @Test("a baseline outside the project root is not read")
    func baselineOutsideRoot() throws {
        let directory = try violationsCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = packageRoot + "/Tests/TargetLintCLITests/Fixtures/baseline-v1-violations.json"
        let (status, output) = run(in: directory, "lint", "--baseline", file)
        #expect(status == .invalidInput)
        #expect(
            output.standardError
                == "\(file): error: cannot read the baseline: it leaves the project; targetlint reads only files inside the project root (widen it with --root)\n"
        )
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
        #expect(recorded.output.standardError == "recorded 15 findings in \(file)\n")
    }

    @Test("a manifest with thousands of findings records a compact baseline that reads back to no new finding")
    func generatedRoundTrip() throws {
        var random = SplitMix64(seed: 7)
        let generated = GeneratedManifest.random(targetCount: 1_000, using: &random)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try generated.yaml().write(
            to: directory.appendingPathComponent("targetlint.yml"), atomically: true, encoding: .utf8)
        // The summary: "N errors, M warnings in 1000 targets".
        let summary = run(in: directory, "lint").output.standardOutput.split(separator: "\n").last ?? ""
        let counts = summary.split(separator: " ").compactMap { Int($0) }
        try #require(counts.count == 3, "unexpected summary '\(summary)'")
        let findings = counts[0] + counts[1]
        #expect(findings > 5_000)

        let file = directory.appendingPathComponent("b.json").path
        var recorded = run(in: directory, "lint", "--write-baseline", file)
        #expect(recorded.status == .success)
        let written = recorded.output.writeFiles()
        #expect(written)
        #expect(recorded.output.standardError == "recorded \(findings) findings in \(file)\n")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        #expect(size < 40 * findings, "\(size) bytes for \(findings) findings")

        let (status, output) = run(in: directory, "lint", "--baseline", file)
        #expect(status == .success)
        #expect(
            output.standardOutput
                == "0 errors, 0 warnings in 1000 targets; \(findings) known findings in the baseline, 0 fixed since\n")
    }

    @Test("a baseline larger than targetlint would read back is not written: exit 2 with the sizes")
    func tooLargeToRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 85 bytes of manifest, eight findings, 342 bytes of baseline.
        try "targets:\n  A:\n    type: framework\n    dependencies: [X1, X2, X3, X4, X5, X6, X7, X8]\n".write(
            toFile: folder.file("targetlint.yml"), atomically: false, encoding: .utf8)
        var fileSystem = LocalFileSystem(workingDirectory: folder.path)
        fileSystem.maximumFileSize = 200
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: ["lint", "--write-baseline", "b.json"], environment: CommandEnvironment(fileSystem: fileSystem),
            output: &output)
        #expect(status == .invalidInput)
        #expect(
            output.standardError
                == "b.json: error: cannot write the baseline: it would be 342 bytes, over the limit of 200 bytes "
                + "that targetlint reads\n")
        #expect(output.files.isEmpty)
        #expect(output.standardOutput == "")
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
                "new.json", #"{"version": 7, "findings": []}"#,
                "new.json:1:13: error: unsupported baseline version '7'; expected 2 (or 1): record it again with --write-baseline"
            ),
            (
                "unversioned.json", #"{"findings": {}}"#,
                "unversioned.json:1:1: error: the baseline has no 'version'; expected 2"
            ),
            (
                "cut.json", "{\"version\": 2,\n \"findings\": {\n",
                "cut.json:2:14: error: unterminated flow map '{'; expected '}'"
            ),
            (
                "list.json", #"{"version": 2, "findings": []}"#,
                "list.json:1:28: error: expected a map for 'findings', found a list"
            ),
            (
                "count.json", #"{"version": 2, "findings": {"r": {"T": {"0123456789abcdef": 0}}}}"#,
                "count.json:1:61: error: expected a count from 1 to 1000000000 for fingerprint '0123456789abcdef', found '0'"
            ),
            (
                "huge.json", #"{"version": 2, "findings": {"r": {"T": {"0123456789abcdef": 99999999999999999999}}}}"#,
                "huge.json:1:61: error: expected a count from 1 to 1000000000 for fingerprint '0123456789abcdef', found '99999999999999999999'"
            ),
            (
                "print.json", #"{"version": 2, "findings": {"r": {"T": {"0123456789ABCDEF": 1}}}}"#,
                "print.json:1:41: error: expected a fingerprint of 16 hexadecimal digits, found '0123456789ABCDEF'"
            ),
            (
                "twice.json",
                "{\"version\": 2, \"findings\": {\"r\": {\"T\": {\n\"0123456789abcdef\": 1,\n\"0123456789abcdef\": 2}}}}",
                "twice.json:3:1: error: duplicate key '0123456789abcdef'; it is already set on line 2"
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
            output.files[path] = OutputFile(
                contents: "{}\n", role: "the baseline", confirmation: "recorded in \(path)", root: nil)
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
        let closed: Int32 = 987_654  // no such descriptor
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        var output = CommandOutput(streamingTo: closed)
        output.append("1 error, 0 warnings in 1 target\n")
        #expect(TargetLint.deliver(output, status: .findings, standardError: devNull) == .internalFailure)
        output.files["/no/such/folder/b.json"] = OutputFile(
            contents: "{}\n", role: "the baseline", confirmation: "", root: nil)
        #expect(TargetLint.deliver(output, status: .success, standardError: closed) == .internalFailure)
        var unwritableFile = CommandOutput(streamingTo: devNull)
        unwritableFile.files["/no/such/folder/b.json"] = OutputFile(
            contents: "{}\n", role: "the baseline", confirmation: "", root: nil)
        #expect(TargetLint.deliver(unwritableFile, status: .success, standardError: devNull) == .invalidInput)
    }
}
