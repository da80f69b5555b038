import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// What a branch can make targetlint read and print: nothing outside the project root.
@Suite struct ProjectRootCommandTests {
    func project(_ files: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path + "/repo/.git", withIntermediateDirectories: true)
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: Path.directory(of: file), withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return path
    }

    func run(
        _ arguments: [String], in folder: String, variables: [String: String] = [:]
    ) -> (TargetLintCLI.ExitStatus, CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(
            fileSystem: LocalFileSystem(workingDirectory: folder), variables: variables)
        return (TargetLint.run(arguments: arguments, environment: environment, output: &output), output)
    }

    @Test("including the process environment prints none of it")
    func processEnvironment() throws {
        let folder = try project([
            "repo/targetlint.yml": "include: [/proc/self/environ]\ntargets:\n  A: {type: app}\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, output) = run(["lint"], in: folder + "/repo")
        #expect(status == .invalidInput)
        #expect(
            output.standardError == """
                targetlint.yml:1:11: error: include /proc/self/environ leaves the project; targetlint reads only files inside the project root (widen it with --root)
                include: [/proc/self/environ]
                          ^

                """)
        #expect(!output.standardError.contains("PATH="))
    }

    @Test("an error in a file that is not a manifest quotes no line of it")
    func noQuoteOutsideManifests() throws {
        let folder = try project([
            "repo/project.yml": """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                configFiles:
                  Debug: App.xcconfig
            """,
            "repo/App.xcconfig": "#include \"../../secret.xcconfig\" // password=hunter2\n",
            "secret.xcconfig": "PASSWORD = hunter2\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, output) = run(["lint", "repo/project.yml"], in: folder)
        #expect(status == .invalidInput)
        #expect(
            output.standardError
                == "repo/App.xcconfig:1:1: error: include ../secret.xcconfig leaves the project; targetlint reads only files inside the project root (widen it with --root)\n"
        )
    }

    @Test("--root widens the project, and must name a folder")
    func rootOption() throws {
        let folder = try project([
            "repo/targetlint.yml": "include: [../shared.yml]\ntargets:\n  A: {type: app}\n",
            "shared.yml": "targets:\n  Shared: {type: framework}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run(["lint", "repo"], in: folder).0 == .invalidInput)
        let (status, output) = run(["lint", "--root", ".", "repo"], in: folder)
        #expect(status == .success)
        #expect(output.standardOutput == "0 errors, 0 warnings in 2 targets\n")
        let (treeStatus, tree) = run(["tree", "A", "--root=.", "repo"], in: folder)
        #expect(treeStatus == .success)
        #expect(tree.standardOutput.hasPrefix("A (app)"))
        let (missing, error) = run(["lint", "--root", "nowhere", "repo"], in: folder)
        #expect(missing == .invalidInput)
        #expect(error.standardError == "nowhere: error: --root names no folder\n")
    }
}
