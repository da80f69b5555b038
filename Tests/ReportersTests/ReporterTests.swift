import ProjectModel
import Reporters
import Rules
import Testing

@Suite("Reporters")
struct ReporterTests {
    static let report = LintReport(
        manifest: "dir/targetlint.yml",
        diagnostics: [
            Diagnostic(
                rule: "dependency-cycle", severity: .warning, target: "B",
                message: "later in the file",
                location: SourceLocation(file: "dir/targetlint.yml", line: 1090, column: 10)),
            Diagnostic(
                rule: "no-feature-in-extension", severity: .error, target: "Clip \"Beta\"",
                message: "quote \" backslash \\ newline \n tab \t bell \u{7} arrow →",
                location: SourceLocation(file: "dir/targetlint.yml", line: 7, column: 3),
                path: ["Clip \"Beta\"", "Feature"]),
            Diagnostic(
                rule: "allowed-core-modules", severity: .error, target: "A",
                message: "same place, other rule",
                location: SourceLocation(file: "dir/targetlint.yml", line: 7, column: 3)),
        ],
        targetCount: 1)

    @Test("findings sort by file, line, column and rule; numbers print in full")
    func textOrder() {
        let lines = TextReporter().render(Self.report).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("dir/") || $0.hasSuffix("target") }
        #expect(
            lines.map { $0.split(separator: " ")[0] } == [
                "dir/targetlint.yml:7:3:", "dir/targetlint.yml:7:3:", "dir/targetlint.yml:1090:10:", "2",
            ])
        #expect(lines[0].hasSuffix("[allowed-core-modules]"))
        #expect(lines[3] == "2 errors, 1 warning in 1 target")
    }

    @Test("findings at the same place and rule keep the order their rule gave")
    func stableOrder() {
        let location = SourceLocation(file: "m.yml", line: 1, column: 1)
        let messages = ["zeta", "alpha", "mu"]
        let report = LintReport(
            manifest: "m.yml",
            diagnostics: messages.map {
                Diagnostic(rule: "r", severity: .error, target: "T", message: $0, location: location)
            },
            targetCount: 1)
        #expect(report.diagnostics.map(\.message) == messages)
    }

    @Test("JSON escapes quotes, backslashes and control characters and keeps other text as is")
    func jsonEscaping() {
        let json = JSONReporter().render(Self.report)
        #expect(json.contains(#""target": "Clip \"Beta\"""#))
        #expect(json.contains(#""message": "quote \" backslash \\ newline \n tab \t bell \u0007 arrow →""#))
        #expect(json.contains(#""path": ["Clip \"Beta\"", "Feature"]"#))
        #expect(json.contains(#""line": 1090, "column": 10"#))
        #expect(json.hasSuffix(#""summary": {"errors": 2, "warnings": 1, "targets": 1}"# + "\n}\n"))
    }

    @Test("an empty report renders an empty diagnostics array")
    func emptyJSON() {
        let json = JSONReporter().render(LintReport(manifest: "m.yml", diagnostics: [], targetCount: 0))
        #expect(
            json == """
                {
                  "version": 1,
                  "manifest": "m.yml",
                  "diagnostics": [],
                  "summary": {"errors": 0, "warnings": 0, "targets": 0}
                }

                """)
    }
}
