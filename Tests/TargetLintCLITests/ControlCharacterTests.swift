import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// Runs `arguments` over in-memory files.
private func run(_ arguments: [String], files: [String: String]) -> (TargetLintCLI.ExitStatus, CommandOutput) {
    var output = CommandOutput()
    let status = TargetLint.run(
        arguments: arguments, environment: CommandEnvironment(fileSystem: InMemoryFileSystem(files)), output: &output)
    return (status, output)
}

@Suite struct ControlCharacterTests {
    /// Dependencies named, through YAML escapes, to forge a finding, a terminal escape, a GitHub
    /// workflow command, reversed text and a tab with a C1 control.
    static let manifest = #"""
        targets:
          App:
            type: app
            dependencies: ["Evil\nfile.yml:1:1: error: forged", "\e[31mRed", "x\n::add-mask::secret", "\u202Egnp.exe", "tab\there\x85"]

        """#

    @Test("text output writes control characters in names visibly, one finding a line")
    func text() {
        let (status, output) = run(["lint"], files: ["targetlint.yml": Self.manifest])
        #expect(status == .findings)
        #expect(
            output.standardOutput == #"""
                targetlint.yml:4:20: error: 'App' depends on 'Evil\u{A}file.yml:1:1: error: forged', which no target declares [unknown-dependency]
                targetlint.yml:4:57: error: 'App' depends on '\u{1B}[31mRed', which no target declares [unknown-dependency]
                targetlint.yml:4:70: error: 'App' depends on 'x\u{A}::add-mask::secret', which no target declares [unknown-dependency]
                targetlint.yml:4:95: error: 'App' depends on '\u{202E}gnp.exe', which no target declares [unknown-dependency]
                targetlint.yml:4:112: error: 'App' depends on 'tab\u{9}here\u{85}', which no target declares [unknown-dependency]
                5 errors, 0 warnings in 1 target

                """#)
    }

    @Test("GitHub output percent-encodes line breaks and writes other control characters visibly")
    func github() {
        let (status, output) = run(["lint", "--format", "github"], files: ["targetlint.yml": Self.manifest])
        #expect(status == .findings)
        #expect(
            output.standardOutput == #"""
                ::error file=targetlint.yml,line=4,col=20,title=unknown-dependency::'App' depends on 'Evil%0Afile.yml:1:1: error: forged', which no target declares
                ::error file=targetlint.yml,line=4,col=57,title=unknown-dependency::'App' depends on '\u{1B}[31mRed', which no target declares
                ::error file=targetlint.yml,line=4,col=70,title=unknown-dependency::'App' depends on 'x%0A::add-mask::secret', which no target declares
                ::error file=targetlint.yml,line=4,col=95,title=unknown-dependency::'App' depends on '\u{202E}gnp.exe', which no target declares
                ::error file=targetlint.yml,line=4,col=112,title=unknown-dependency::'App' depends on 'tab\u{9}here\u{85}', which no target declares
                5 errors, 0 warnings in 1 target

                """#)
    }

    @Test("a control byte in a rejected file is escaped in the line under the error, and the caret follows it")
    func caretLine() {
        let (status, output) = run(
            ["lint"], files: ["targetlint.yml": "targets:\n  A\u{1B}[31m\u{7}:\n    type: framework\n"])
        #expect(status == .invalidInput)
        #expect(
            output.standardError == #"""
                targetlint.yml:2:4: error: the file contains control character U+001B
                  A\u{1B}[31m\u{7}:
                   ^

                """#)
        let (_, late) = run(["lint"], files: ["targetlint.yml": "targets:\n  \u{202E}A\u{1B}:\n    type: framwork\n"])
        #expect(late.standardError.hasPrefix("targetlint.yml:2:5: error: the file contains control character U+001B\n"))
        #expect(late.standardError.hasSuffix("\n  \u{5C}u{202E}A\u{5C}u{1B}:\n           ^\n"))
    }

    @Test("messages on standard error write control characters in names visibly")
    func standardError() {
        let (status, output) = run(
            ["lint"], files: ["targetlint.yml": "targets:\n  A:\n    type: \"fr\\namework\\e\"\n"])
        #expect(status == .invalidInput)
        #expect(
            output.standardError == #"""
                targetlint.yml:3:11: error: unknown target type 'fr\u{A}amework\u{1B}'; did you mean 'framework'?
                    type: "fr\namework\e"
                          ^

                """#)
        let (_, usage) = run(["lint", "--format", "x\u{1B}]0;title\u{7}"], files: [:])
        #expect(usage.standardError.hasPrefix(#"error: unknown format 'x\u{1B}]0;title\u{7}'; expected"#))
    }

    @Test(
        "trees, why-paths, statistics and graph labels write control characters visibly",
        arguments: [
            ["tree", "Clip\u{1B}[2J"], ["tree", "--reverse", "Kit\nfile.yml:1:1: error: forged"],
            ["why", "Clip\u{1B}[2J", "Kit\nfile.yml:1:1: error: forged"], ["stats"], ["graph"],
            ["graph", "--format", "mermaid"], ["why", "Kit\nfile.yml:1:1: error: forged", "Clip\u{1B}[2J"],
        ])
    func graphViews(arguments: [String]) {
        let manifest = #"""
            layers:
              order: [feature, "co\u202Ere"]
            targets:
              "Clip\e[2J":
                type: app-clip
                dependencies: ["Kit\nfile.yml:1:1: error: forged"]
              "Kit\nfile.yml:1:1: error: forged":
                type: framework
                layer: "co\u202Ere"

            """#
        let (_, output) = run(arguments, files: ["targetlint.yml": manifest])
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.contains("file.yml:1:1: error: forged") && !$0.contains(#"u{A}file"#) })
        #expect(!output.standardOutput.unicodeScalars.contains { ControlCharacterTests.isForbidden($0) })
        #expect(output.standardOutput.contains(#"u{1B}[2J"#) || output.standardOutput.contains(#"u{A}file"#))
    }

    /// A scalar no text output may hold raw: controls other than the line break, and bidi controls.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
