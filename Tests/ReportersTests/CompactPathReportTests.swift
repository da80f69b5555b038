import ProjectModel
import Reporters
import Rules
import Testing

/// Reports whose reachability paths are kept as ids into the graph's names, as the linter makes
/// them, render exactly as the same findings spelled out: each format escapes a name once and
/// copies it for every later mention, and a field that repeats is escaped again only when it changes.
@Suite("Reports of compact paths")
struct CompactPathReportTests {
    /// Names holding what one format or another escapes: a control character, XML's specials, a
    /// quote and a backslash, `%`, `,` and `:`, a bidirectional control, non-ASCII letters.
    static let names = [
        "Clip", "Kit \u{1B}[31m", "Feature <&> \"quoted\"", "Back\\slash", "100% a,b:c", "Zürich \u{202E}",
        "Plain",
    ]

    /// Findings over `names` and over a second array of the same names, interleaved with plain
    /// findings, across two files, rules and subjects, in the order a report keeps them.
    static func findings(spelled: Bool) -> [Diagnostic] {
        let otherNames = names.map { "\($0)" + "" }
        let paths: [[Int]] = [
            [0, 1], [0, 1, 2], [0, 5, 4], [0, 3, 5, 6], [0, 2], [0, 1, 2], [0, 1, 3, 4, 5, 6, 2],
        ]
        var diagnostics: [Diagnostic] = []
        for (index, path) in paths.enumerated() {
            let graphNames = index == 4 ? otherNames : names
            let subject = index < 3 || index == 6 ? "app clip 'Clip'" : "app extension 'Kit \u{1B}'"
            let predicate = ReachabilityPredicate(beforeModule: "links module '", afterModule: "', which \u{7} says")
            let rule = index % 2 == 0 ? "allowed-core-modules" : "no-feature-in-extension"
            let location = SourceLocation(
                file: index < 4 ? "a,b: d/Zürich.yml" : "other.yml", line: index + 1, column: 3)
            let text =
                spelled
                ? FindingText.plain(
                    message:
                        "\(subject) \(predicate.beforeModule)\(graphNames[path.last ?? 0])\(predicate.afterModule) via \(path.map { graphNames[$0] }.joined(separator: " → "))",
                    path: path.map { graphNames[$0] })
                : FindingText(subject: subject, predicate: predicate, path: path, names: graphNames)
            diagnostics.append(
                Diagnostic(
                    rule: rule, severity: index == 5 ? .warning : .error, target: graphNames[path[0]], text: text,
                    location: location,
                    sharedCause: SharedCausingEdge(
                        CausingEdge(from: graphNames[path[0]], to: graphNames[path[1]], location: location))))
            diagnostics.append(
                Diagnostic(
                    rule: "dependency-cycle", severity: .error, target: "T \u{7}",
                    message: "dependency cycle: A → B % \u{7} → A", location: location, path: ["A", "B % \u{7}", "A"]))
        }
        return diagnostics
    }

    @Test("every format renders compact paths as their spelled-out findings", arguments: ReportFormat.allCases)
    func spelledAlike(format: ReportFormat) {
        let compact = LintReport(manifest: "targetlint.yml", diagnostics: Self.findings(spelled: false), targetCount: 7)
        let spelled = LintReport(manifest: "targetlint.yml", diagnostics: Self.findings(spelled: true), targetCount: 7)
        #expect(compact.diagnostics.allSatisfy { $0.path != nil })
        let rendered = format.render(compact, toolVersion: "1.0")
        #expect(rendered == format.render(spelled, toolVersion: "1.0"))
        // The names are escaped as the format escapes them: no control character but line breaks is
        // printed raw, nor a bidirectional control, in any format.
        #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!rendered.unicodeScalars.contains("\u{202E}"))
    }

    @Test(
        "a field equal to the last one of its kind as a string, but not as bytes, keeps its own bytes",
        arguments: ReportFormat.allCases)
    func canonicallyEqualFields(format: ReportFormat) {
        let (composed, decomposed) = ("Caf\u{E9}", "Cafe\u{301}")
        func diagnostic(_ name: String, line: Int) -> Diagnostic {
            let location = SourceLocation(file: "\(name).yml", line: line, column: 1)
            return Diagnostic(
                rule: "no-feature-in-extension", severity: .error, target: name,
                text: FindingText(
                    subject: "app clip '\(name)'",
                    predicate: ReachabilityPredicate(beforeModule: "links '\(name)", afterModule: "'"),
                    path: [0, 1], names: [name, "Kit"]),
                location: location,
                sharedCause: SharedCausingEdge(CausingEdge(from: "Kit", to: name, location: location)))
        }
        func occurrences(of name: String, in diagnostics: [Diagnostic]) -> Int {
            let report = LintReport(manifest: "targetlint.yml", diagnostics: diagnostics, targetCount: 2)
            let bytes = Array(format.render(report, toolVersion: "1.0").utf8)
            let needle = Array(name.utf8)
            return (0...(bytes.count - needle.count)).filter { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
                .count
        }
        let both = [diagnostic(composed, line: 1), diagnostic(decomposed, line: 2)]
        // Each spelling appears as often as when its finding is reported alone.
        #expect(occurrences(of: decomposed, in: both) == occurrences(of: decomposed, in: [both[1]]))
        #expect(occurrences(of: composed, in: both) == occurrences(of: composed, in: [both[0]]))
        #expect(occurrences(of: decomposed, in: [both[1]]) > 0)
    }

    @Test("a field that stays the same keeps its spelling while another one changes on every finding")
    func manyDistinctFields() {
        // 2,000 findings with the same rule and target, each in its own file of some 60 bytes:
        // 120 KB of spellings, more than the last values' spellings may hold before they are
        // compacted, which must keep the rule's and the target's.
        let diagnostics = (0..<2_000).map { index in
            Diagnostic(
                rule: "the-rule", severity: .error, target: "Target", message: "finding \(index)",
                location: SourceLocation(
                    file: "folder/file\(index)" + String(repeating: "f", count: 50) + ".yml", line: index + 1,
                    column: 1))
        }
        let report = LintReport(manifest: "targetlint.yml", diagnostics: diagnostics, targetCount: 1)
        let text = ReportFormat.text.render(report, toolVersion: "1.0")
        let expected = diagnostics.sorted { $0.location.file.utf8.lexicographicallyPrecedes($1.location.file.utf8) }
            .map { "\($0.location.file):\($0.location.line):1: error: \($0.message) [the-rule]" }
        #expect(text.split(separator: "\n").dropLast().map(String.init) == expected)
        let json = ReportFormat.json.render(report, toolVersion: "1.0")
        #expect(json.components(separatedBy: "\"target\": \"Target\", ").count == 2_001)
        #expect(json.components(separatedBy: "\"rule\": \"the-rule\", ").count == 2_001)
    }
}
