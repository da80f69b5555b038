import ProjectModel
import Rules
import TargetLintCLI
import Testing

@Suite("Baseline files")
struct BaselineFileTests {
    private func diagnostic(message: String, path: [String]? = nil) -> Diagnostic {
        Diagnostic(
            rule: "no-feature-in-extension", severity: .error, target: "Clip", message: message,
            location: SourceLocation(file: "targetlint.yml", line: 3, column: 5), path: path)
    }

    @Test("a baseline file reads back as written")
    func roundTrip() throws {
        let report = LintReport(
            manifest: "targetlint.yml",
            diagnostics: [
                diagnostic(message: "quote \" and → arrow", path: ["Clip", "F"]), diagnostic(message: "second"),
            ],
            targetCount: 2)
        let baseline = Baseline(recording: report)
        let text = baseline.fileText()
        #expect(try Baseline(parsing: Array(text.utf8), file: "b.json") == baseline)
        #expect(try Baseline(parsing: Array(Baseline(entries: []).fileText().utf8), file: "b.json").entries.isEmpty)
    }
}
