import Foundation
import Testing

@testable import TargetLintCLI

/// Writing a baseline on a real disk, through the command line.
@Suite struct BaselineWritingTests {
    @Test(
        "--write-baseline into a read-only folder exits 2 with the reason, prints no 'recorded' line, keeps the old file"
    )
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("b.json")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let undo = try folder.makeUnwritable()
        defer { undo() }
        var recorded = run("lint", "Samples/Violations", "--write-baseline", path)
        #expect(recorded.status == .success)
        let written = recorded.output.writeFiles()
        #expect(!written)
        #expect(recorded.output.standardError == "\(path): error: cannot write the baseline: permission denied\n")
        #expect(recorded.output.standardOutput == "")
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        #expect(
            TargetLint.deliver(
                run("lint", "Samples/Violations", "--write-baseline", path).output, status: .success,
                standardError: devNull) == .invalidInput)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try folder.names() == ["b.json"])
    }

    @Test(
        "a write that fails part way, as on a full disk: exit 2 with the reason, the old file intact, no temporary file"
    )
    func fullDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try "old\n".write(toFile: folder.file("b.json"), atomically: false, encoding: .utf8)
        // A file size limit of 0 makes every write to a file fail, as a full disk does; the shell
        // ignores the signal the limit sends, and targetlint inherits that.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"trap "" XFSZ; ulimit -f 0; exec "$0" "$@""#, try targetlintExecutable(), "lint",
            packageRoot + "/Samples/Violations", "--write-baseline", "b.json",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let printed = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(errors == "b.json: error: cannot write the baseline: the file is larger than the system allows\n")
        #expect(printed.isEmpty)
        #expect(try String(contentsOfFile: folder.file("b.json"), encoding: .utf8) == "old\n")
        #expect(try folder.names() == ["b.json"])
    }

    /// The `targetlint` executable that `swift test` builds beside the test bundle.
    private func targetlintExecutable() throws -> String {
        let folders =
            [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let found = folders.map { $0.appendingPathComponent("targetlint").path }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        return try #require(found, "no targetlint executable beside the tests in \(folders.map(\.path))")
    }
}
