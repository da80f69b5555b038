import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// `targetlint diff BASE`, in a git repository made for each test from `Samples/Shop`, with commits.
@Suite struct DiffCommandTests {
    /// A repository holding a copy of `Samples/Shop`, committed once.
    private struct Repository {
        let folder: TemporaryFolder
        var path: String { folder.path }
        var directory: URL { URL(fileURLWithPath: folder.path) }

        init() throws {
            folder = try TemporaryFolder()
            for item in try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Samples/Shop") {
                try FileManager.default.copyItem(
                    atPath: packageRoot + "/Samples/Shop/" + item, toPath: folder.file(item))
            }
            try git("init", "-q")
            try commit("the shop")
        }

        /// Runs git in the repository, with a fixed author, and fails the test if it fails.
        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", path, "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
            return String(decoding: output, as: UTF8.self)
        }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("commit", "-q", "--allow-empty", "-m", message)
        }

        func edit(_ file: String, _ change: (String) -> String) throws {
            let path = folder.file(file)
            try change(String(contentsOfFile: path, encoding: .utf8)).write(
                toFile: path, atomically: true, encoding: .utf8)
        }

        /// NetworkService, which the clip links, gains a package; the share extension drops Storage.
        func change() throws {
            try edit("Modules/modules.yml") {
                $0.replacingOccurrences(
                    of: "  NetworkService:\n    type: framework\n    dependencies: [SharedConstants]",
                    with:
                        "  NetworkService:\n    type: framework\n    dependencies: [SharedConstants, {package: Lottie, size: 1.4 MB}]"
                )
            }
            try edit("targetlint.yml") {
                $0.replacingOccurrences(
                    of: "dependencies: [DesignSystem, Storage, SharedConstants]",
                    with: "dependencies: [DesignSystem, SharedConstants]")
            }
        }
    }

    private static var hasGit: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/git")
        }
    }

    /// The process's environment, for `git` to be found.
    private func run(
        in repository: Repository, _ arguments: String...
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(
            fileSystem: LocalFileSystem(workingDirectory: repository.path),
            variables: ProcessInfo.processInfo.environment)
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    @Test(
        "the work tree against BASE: modules added and removed with paths, sizes, new findings; as the golden text and Markdown",
        .enabled(if: hasGit, "needs git on PATH"))
    func report() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        try repository.change()
        let text = run(in: repository, "diff", "HEAD")
        #expect(text.status == .success)
        try expectGolden(text.output.standardOutput, "diff.txt")
        let markdown = run(in: repository, "diff", "HEAD", "--format", "markdown")
        #expect(markdown.status == .success)
        try expectGolden(markdown.output.standardOutput, "diff.md")
        // Committed, the change is the same against the commit before it.
        try repository.commit("a package for the clip")
        #expect(
            run(in: repository, "diff", "HEAD~1").output.standardOutput
                == text.output.standardOutput.replacingOccurrences(of: "(at HEAD)", with: "(at HEAD~1)"))
    }

    @Test("nothing changed, or only lines moved: no output, exit 0", .enabled(if: hasGit, "needs git on PATH"))
    func nothing() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        let (status, output) = run(in: repository, "diff", "HEAD", "--format", "markdown")
        #expect(status == .success)
        #expect(output.standardOutput == "")
        try repository.edit("targetlint.yml") { "# moved\n\n\n" + $0 }
        #expect(run(in: repository, "diff", "HEAD").output.standardOutput == "")
    }

    @Test(
        "a fix and a snapshot accepted in the change: the fixed finding is listed",
        .enabled(if: hasGit, "needs git on PATH"))
    func fixed() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        try repository.change()
        try repository.commit("a package for the clip, and no snapshot")
        // The next change regenerates the snapshot, which fixes both closure-changed findings.
        var snapshot = run(in: repository, "snapshot", repository.path)
        let written = snapshot.output.writeFiles()
        #expect(written)
        let (status, output) = run(in: repository, "diff", "HEAD")
        #expect(status == .success)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first == "findings: 0 new, 2 fixed")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  fixed: ") && $0.hasSuffix("[closure-changed]") })
    }

    @Test(
        "BASE's files are read from git, never from the disk, and a link out of the project is not followed",
        .enabled(if: hasGit, "needs git on PATH"))
    func confined() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        try "targets:\n  SECRET_TARGET:\n    type: framework\n".write(
            toFile: outside.file("secret.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: repository.folder.file("evil.yml"), withDestinationPath: outside.file("secret.yml"))
        try repository.edit("targetlint.yml") {
            $0.replacingOccurrences(
                of: "include: [Modules/modules.yml]", with: "include: [Modules/modules.yml, evil.yml]")
        }
        try repository.commit("an include that leaves the project")
        try FileManager.default.removeItem(atPath: repository.folder.file("evil.yml"))
        try repository.edit("targetlint.yml") { $0.replacingOccurrences(of: ", evil.yml]", with: "]") }
        let (status, output) = run(in: repository, "diff", "HEAD")
        #expect(status == .invalidInput)
        #expect(!output.standardOutput.contains("SECRET_TARGET") && !output.standardError.contains("SECRET_TARGET"))
        #expect(
            output.standardError
                == "targetlint.yml:4:32: error: at HEAD: include evil.yml leaves the project; targetlint reads only files inside the project root (widen it with --root)\n"
        )
    }

    @Test(
        "a revision that names no commit, or a missing one, is exit 2 saying so",
        .enabled(if: hasGit, "needs git on PATH"))
    func badRevision() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        let (status, output) = run(in: repository, "diff", "no-such-branch")
        #expect(status == .invalidInput)
        #expect(output.standardError.contains("error: 'no-such-branch' names no commit of the repository at"))
        #expect(run(in: repository, "diff").status == .invalidInput)
        #expect(run(in: repository, "diff", "--evaluate", "HEAD").status == .invalidInput)
    }
}
