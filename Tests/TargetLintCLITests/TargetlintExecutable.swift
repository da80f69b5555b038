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
