import Testing

@testable import FileAccess
@testable import TargetLintCLI

@Suite struct HugeSizeCommandTests {
    /// Runs `arguments` over `files` held in memory.
    static func run(_ arguments: [String], _ files: [String: String]) -> (TargetLintCLI.ExitStatus, CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    static let commands = [
        ["lint"], ["stats"], ["graph", "--format", "json"], ["tree", "Clip"], ["why", "Clip", "A"],
    ]

    /// A clip linking two modules of `size` each.
    static func manifest(size: String) -> String {
        """
        targets:
          Shop:
            type: app
            dependencies: [Clip]
          Clip:
            type: app-clip
            dependencies: [A, B]
          A:
            type: framework
            size: \(size)
          B:
            type: framework
            size: \(size)

        """
    }

    @Test("sizes over 1000 GB, summed or not, exit 2 at each value in every command", arguments: commands)
    func hugeSizes(command: [String]) {
        let (status, output) = Self.run(
            command + ["targetlint.yml"], ["targetlint.yml": Self.manifest(size: "5000000000 GB")])
        #expect(status == .invalidInput)
        #expect(
            output.standardError == """
                targetlint.yml:10:11: error: expected a size of at most 1000 GB for 'size' of target 'A', found '5000000000 GB'
                    size: 5000000000 GB
                          ^
                targetlint.yml:13:11: error: expected a size of at most 1000 GB for 'size' of target 'B', found '5000000000 GB'
                    size: 5000000000 GB
                          ^

                """)
        #expect(output.standardOutput == "")
    }

    @Test("a size-budget limit over 1000 GB is an error at the option")
    func hugeOption() {
        let manifest = "rules:\n  size-budget:\n    app-clip: 1000000000 GB\n" + Self.manifest(size: "1 MB")
        let (status, output) = Self.run(["lint", "targetlint.yml"], ["targetlint.yml": manifest])
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "targetlint.yml:3:15: error: expected a size of at most 1000 GB for 'app-clip' of rule 'size-budget', found '1000000000 GB'\n"
            ))
    }

    @Test("two sizes of 1000 GB add up and print in every command", arguments: commands)
    func largestSizes(command: [String]) {
        let (status, output) = Self.run(
            command + ["targetlint.yml"], ["targetlint.yml": Self.manifest(size: "1000 GB")])
        #expect(output.standardError == "")
        switch command[0] {
        case "lint":
            #expect(status == .findings)
            #expect(
                output.standardOutput.contains(
                    "targetlint.yml:5:3: error: app clip 'Clip' is an estimated 2000 GB, over its 10 MB limit"))
        case "stats":
            #expect(status == .success)
            #expect(output.standardOutput.contains("  Clip       2000 GB  10 MB  20000000%        1\n"))
        case "graph":
            #expect(status == .success)
            #expect(output.standardOutput.contains(#""size": 1000000000000"#))
        default:
            #expect(status == .success)
        }
    }
}
