import TestSupport
import Testing

@testable import ProjectModel
@testable import Rules

@Suite("Report order")
struct LintReportOrderTests {
    /// Diagnostics in runs that keep their order, as rules report them, with the runs shuffled:
    /// sometimes one place, sometimes many, in two files and three rules.
    private func shuffledRuns(_ random: inout SplitMix64) -> [Diagnostic] {
        var runs: [[Diagnostic]] = []
        var serial = 0
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let rule = ["no-feature-in-extension", "allowed-core-modules", "size-budget"].randomElement(using: &random)!
            let file = Bool.random(using: &random) ? "a.yml" : "b/a.yml"
            let line = Int.random(in: 1...4, using: &random)
            runs.append(
                (0..<Int.random(in: 1...20, using: &random)).map { _ in
                    serial += 1
                    return Diagnostic(
                        rule: rule, severity: .error, target: "T", message: "\(serial)",
                        location: SourceLocation(
                            file: file, line: line + Int.random(in: 0...1, using: &random),
                            column: Int.random(in: 1...3, using: &random)))
                })
        }
        runs.shuffle(using: &random)
        return runs.flatMap { $0 }
    }

    @Test("diagnostics come out in a stable sort on file, line, column and rule, whatever their runs")
    func stableSortOfRuns() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<500 {
            let diagnostics = shuffledRuns(&random)
            let expected = diagnostics.enumerated().sorted { lhs, rhs in
                let (left, right) = (lhs.element, rhs.element)
                let leftKey = (Array(left.location.file.utf8), left.location.line, left.location.column)
                let rightKey = (Array(right.location.file.utf8), right.location.line, right.location.column)
                if leftKey.0 != rightKey.0 { return leftKey.0.lexicographicallyPrecedes(rightKey.0) }
                if (leftKey.1, leftKey.2) != (rightKey.1, rightKey.2) {
                    return (leftKey.1, leftKey.2) < (rightKey.1, rightKey.2)
                }
                if left.rule != right.rule {
                    return Array(left.rule.utf8).lexicographicallyPrecedes(Array(right.rule.utf8))
                }
                return lhs.offset < rhs.offset
            }.map(\.element.message)
            let report = LintReport(manifest: "a.yml", diagnostics: diagnostics, targetCount: 1)
            #expect(report.diagnostics.map(\.message) == expected)
        }
    }

    @Test("two Unicode spellings of a file name are two files, ranked by their bytes")
    func fileSpellings() {
        // "café" with the accent composed (0xC3 0xA9) and decomposed ("e" then 0xCC 0x81): equal as
        // strings, and the decomposed one sorts first byte by byte.
        let composed = "caf\u{E9}.yml"
        let decomposed = "cafe\u{301}.yml"
        let diagnostics = [(composed, 1), (decomposed, 2), (composed, 3)].map { file, serial in
            Diagnostic(
                rule: "r", severity: .error, target: "T", message: "\(serial)",
                location: SourceLocation(file: file, line: 1, column: 1))
        }
        let report = LintReport(manifest: "a.yml", diagnostics: diagnostics, targetCount: 1)
        #expect(report.diagnostics.map(\.message) == ["2", "1", "3"])
        #expect(Array(report.diagnostics[0].location.file.utf8) == Array(decomposed.utf8))
    }
}
