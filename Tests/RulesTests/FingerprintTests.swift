import ManifestParser
import Rules
import Testing

@Suite("Baseline fingerprints")
struct FingerprintTests {
    func diagnostic(
        rule: String = "no-feature-in-extension", target: String = "Clip", message: String, line: Int = 3,
        path: [String]? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, severity: .error, target: target, message: message,
            location: SourceLocation(file: "targetlint.yml", line: line, column: 5), path: path)
    }

    @Test("the fingerprint ignores the position and the path, and keeps the rule, target, module and message")
    func identity() {
        let base = diagnostic(
            message: "app clip 'Clip' links feature module 'F' via Clip → A → F", path: ["Clip", "A", "F"])
        let moved = diagnostic(
            message: "app clip 'Clip' links feature module 'F' via Clip → B → F", line: 90, path: ["Clip", "B", "F"])
        #expect(base.fingerprint == moved.fingerprint)
        #expect(base.fingerprint.count == 16)
        let other = diagnostic(
            message: "app clip 'Clip' links feature module 'G' via Clip → A → G", path: ["Clip", "A", "G"])
        #expect(base.fingerprint != other.fingerprint)
        #expect(base.fingerprint != diagnostic(target: "Widget", message: base.message, path: base.path).fingerprint)
        #expect(base.fingerprint != diagnostic(rule: "custom", message: base.message, path: base.path).fingerprint)
    }

    @Test("a baseline absorbs as many copies of a finding as it recorded")
    func multiplicity() {
        let literal = diagnostic(rule: "app-group-constant", message: "hard-coded App Group identifier 'group.x'")
        let recorded = LintReport(manifest: "targetlint.yml", diagnostics: [literal], targetCount: 1)
        let baseline = Baseline(recording: recorded)
        let now = LintReport(
            manifest: "targetlint.yml",
            diagnostics: [literal, diagnostic(rule: "app-group-constant", message: literal.message, line: 9)],
            targetCount: 1)
        let applied = baseline.apply(to: now)
        #expect(applied.diagnostics.map(\.location.line) == [9])
        #expect(applied.baseline == LintReport.BaselineCounts(known: 1, fixed: 0))
        #expect(
            baseline.apply(to: LintReport(manifest: "targetlint.yml", diagnostics: [], targetCount: 1)).baseline?.fixed
                == 1)
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
