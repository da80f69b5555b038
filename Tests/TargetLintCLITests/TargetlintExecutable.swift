import Foundation
import Testing

/// The `targetlint` executable that `swift test` builds beside the test bundle, for tests that run
/// it as a process of its own.
func targetlintExecutable() throws -> String {
    let folders =
        [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    let found = folders.map { $0.appendingPathComponent("targetlint").path }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    return try #require(found, "no targetlint executable beside the tests in \(folders.map(\.path))")
}

/// How a run of the `targetlint` executable ended, and what it printed.
struct ExecutableRun {
    var reason: Process.TerminationReason
    var status: Int32
    var standardOutput: Data
    var standardError: String

    /// Standard output as text.
    var printed: String { String(decoding: standardOutput, as: UTF8.self) }
}

/// Runs the `targetlint` executable with `arguments` in `folder`, in `environment` (crash
/// backtraces off unless it says otherwise); with `shell`, through `/bin/sh -c shell`, which gets
/// the executable as `$0` and the arguments as `$@` (`ulimit -v 102400 && exec "$0" "$@"`).
func runTargetlint(
    _ arguments: [String], in folder: String, shell: String? = nil, environment: [String: String] = [:]
) throws -> ExecutableRun {
    let process = Process()
    let executable = try targetlintExecutable()
    if let shell {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", shell, executable] + arguments
    } else {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    let printed = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errors = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return ExecutableRun(
        reason: process.terminationReason, status: process.terminationStatus, standardOutput: printed,
        standardError: errors)
}
