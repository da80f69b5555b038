import Testing

@testable import FileAccess
@testable import TargetLintCLI

@Suite struct ProblemRendererTests {
    @Test("a short line is quoted whole, with the caret under the column")
    func shortLine() {
        let (text, caret) = ProblemRenderer.window(of: Array("  type: fram".unicodeScalars), at: 8)
        #expect(String(String.UnicodeScalarView(text)) == "  type: fram")
        #expect(caret == 8)
    }

    @Test(
        "a long line is cut to a window around the column, marked where it goes on",
        arguments: [(5, 5, false, true), (1000, 81, true, true), (1995, 156, true, false)])
    func longLine(column: Int, caret expected: Int, cutBefore: Bool, cutAfter: Bool) {
        let line = String(repeating: "abcdefghij", count: 200)
        let (text, caret) = ProblemRenderer.window(of: Array(line.unicodeScalars), at: column)
        #expect(caret == expected)
        #expect(text.count <= ProblemRenderer.quotedWidth + 2)
        #expect((text.first == "…") == cutBefore)
        #expect((text.last == "…") == cutAfter)
        // The caret stands under the character the column names.
        let scalars = Array(line.unicodeScalars)
        #expect(text[caret] == scalars[column])
    }

    @Test("10,000 errors on one long line print each with a short quote")
    func manyErrorsOnOneLine() {
        let names = (0..<10_000).map { "Xmod\($0)x" }
        let manifest = """
            rules:
              allowed-core-modules:
                default: [\(names.joined(separator: ", "))]
            targets:
              App: {type: app}

            """
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest]))
        let status = TargetLint.run(arguments: ["lint", "targetlint.yml"], environment: environment, output: &output)
        #expect(status == .invalidInput)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.count == 3 * 10_000)
        #expect(lines.allSatisfy { $0.unicodeScalars.count < 400 })
        #expect(output.standardError.utf8.count < 10_000 * 600)
    }

    @Test("lines are quoted from manifests only, and never from a file under /proc, /sys or /dev")
    func quotableFiles() {
        let files = ["targetlint.yml", "/proc/self/status", "/sys/kernel/notes", "/dev/fd/0", "/devices/project.yml"]
        let fileSystem = InMemoryFileSystem(Dictionary(uniqueKeysWithValues: files.map { ($0, "targets:\n") }))
        let manifests = Set(files)
        #expect(
            files.filter { ProblemRenderer.mayQuote($0, manifests: manifests, fileSystem: fileSystem) } == [
                "targetlint.yml", "/devices/project.yml",
            ])
        #expect(!ProblemRenderer.mayQuote("targetlint.yml", manifests: [], fileSystem: fileSystem))
    }
}
