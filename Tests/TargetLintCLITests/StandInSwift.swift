import Foundation
import Testing

/// A `swift` that answers from files, for tests of `--evaluate-packages` that must not depend on a
/// toolchain: a link named `swift` to `Fixtures/stand-in-swift`, in a folder of its own that holds
/// what it prints and records what it was asked.
struct StandInSwift {
    /// The folder of the link and its files; name it in `PATH` to run it as `swift`.
    let folder: TemporaryFolder

    /// Makes the stand-in, printing `version` for `swift --version` (failing when nil) and `{}` as
    /// every package's dump until ``answer(_:)`` says otherwise.
    init(version: String? = "Swift version 6.1 (swift-6.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n") throws {
        folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("swift"),
            withDestinationPath: packageRoot + "/Tests/TargetLintCLITests/Fixtures/stand-in-swift")
        if let version { try setVersion(version) }
        try answer("{}")
    }

    /// The program to run.
    var program: String { folder.file("swift") }

    /// A `PATH` that finds the stand-in as `swift`, and the tools its script runs.
    var searchPath: String { folder.path + ":/usr/bin:/bin" }

    /// Makes `swift --version` print `text`, as another toolchain would.
    func setVersion(_ text: String) throws {
        try text.write(toFile: folder.file("version"), atomically: true, encoding: .utf8)
    }

    /// Makes `swift package dump-package` print `json`.
    func answer(_ json: String) throws {
        try json.write(toFile: folder.file("answer.json"), atomically: true, encoding: .utf8)
    }

    /// The package folders `dump-package` was run for, in order.
    func evaluated() -> [String] { lines(of: "evaluated") }

    /// How often `swift --version` was run.
    func versionsAsked() -> Int { lines(of: "asked").count }

    /// Removes the stand-in.
    func remove() { folder.remove() }

    private func lines(of name: String) -> [String] {
        let text = (try? String(contentsOfFile: folder.file(name), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }
}
