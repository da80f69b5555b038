import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// Runs `arguments` as the process does, with standard output on `standardOutput`, and returns the
/// status and what reached standard error.
private func runProcess(
    _ arguments: [String], standardOutput: Int32
) throws -> (status: TargetLintCLI.ExitStatus, standardError: String) {
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
    let standardError = open(errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: packageRoot))
    let status = TargetLint.run(
        arguments: arguments, environment: environment, standardOutput: standardOutput, standardError: standardError)
    close(standardError)
    return (status, try String(contentsOf: errorFile, encoding: .utf8))
}

@Suite struct ProcessOutputTests {
    @Test("a reader that went away ends the output quietly, with the command's status")
    func closedPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        for (arguments, status) in [
            (["lint", "Samples/Violations"], TargetLintCLI.ExitStatus.findings),
            (["lint", "--format", "json", "Samples/Shop"], .success),
            (["graph", "Samples/Violations"], .success),
        ] {
            let result = try runProcess(arguments, standardOutput: ends[1])
            #expect(result.status == status)
            #expect(result.standardError == "")
        }
    }

    @Test(
        "a full disk is exit 3 and one line naming standard output",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullDisk() throws {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        for arguments in [["lint", "Samples/Violations"], ["lint", "--format", "sarif", "Samples/Shop"], ["--help"]] {
            let result = try runProcess(arguments, standardOutput: full)
            #expect(result.status == .internalFailure)
            #expect(result.standardError == "error: cannot write to standard output: No space left on device\n")
        }
    }

    @Test("a closed descriptor is exit 3 and one line naming standard output")
    func closedDescriptor() throws {
        let result = try runProcess(["lint", "Samples/Shop"], standardOutput: 987_654)
        #expect(result.status == .internalFailure)
        #expect(result.standardError == "error: cannot write to standard output: Bad file descriptor\n")
    }

    @Test("streamed output is the output collected in memory, byte for byte")
    func streamedBytes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        for format in ["text", "json", "sarif", "github", "junit", "checkstyle"] {
            let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let result = try runProcess(["lint", "--format", format, "Samples/Violations"], standardOutput: descriptor)
            close(descriptor)
            #expect(result.status == .findings)
            let collected = run("lint", "--format", format, "Samples/Violations").output.standardOutput
            #expect(try String(contentsOf: file, encoding: .utf8) == collected)
        }
    }
}

@Suite struct ExitKeepingTests {
    private final class Tracked: Sendable {}

    @Test(
        "a process that exits after its command leaves what the command keeps unfreed; one that runs in memory frees it"
    )
    func keepsUntilExit() {
        for exits in [true, false] {
            weak var tracked: Tracked?
            do {
                let value = Tracked()
                tracked = value
                CommandEnvironment(exitsAfterCommand: exits).keepUntilExit(value)
            }
            #expect((tracked != nil) == exits)
        }
        #expect(CommandEnvironment.process().exitsAfterCommand)
        #expect(!CommandEnvironment().exitsAfterCommand)
    }
}
