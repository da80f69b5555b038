import Foundation
import Testing

/// A `tuist` that answers from recorded `tuist dump` JSON, for tests of `--evaluate` (Tuist does not
/// run on Linux): a link named `tuist` to `Fixtures/stand-in-tuist`, in a folder of its own with
/// `answers`, a link to `Fixtures/tuist-dumps`, and the files it records what it was asked in.
struct StandInTuist {
    /// The folder of the link and its files; name it in `PATH` to run it as `tuist`.
    let folder: TemporaryFolder

    /// Makes the stand-in, printing `version` for `tuist version` and the recorded dumps.
    init(version: String = "4.40.0\n") throws {
        folder = try TemporaryFolder()
        let fixtures = packageRoot + "/Tests/TargetLintCLITests/Fixtures"
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("tuist"), withDestinationPath: fixtures + "/stand-in-tuist")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("answers"), withDestinationPath: fixtures + "/tuist-dumps")
        try version.write(toFile: folder.file("version"), atomically: true, encoding: .utf8)
    }

    /// A `PATH` that finds the stand-in as `tuist`, and the tools its script runs.
    var searchPath: String { folder.path + ":/usr/bin:/bin" }

    /// Makes every dump fail, printing `text` to standard error.
    func fail(printing text: String) throws {
        try text.write(toFile: folder.file("fail"), atomically: true, encoding: .utf8)
    }

    /// What was evaluated, in order: `workspace FOLDER` or `project FOLDER`.
    func evaluated() -> [String] {
        let text = (try? String(contentsOfFile: folder.file("evaluated"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Removes the stand-in.
    func remove() { folder.remove() }
}
