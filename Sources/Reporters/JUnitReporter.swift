import Rules
import TextOutput

/// Renders a report as JUnit XML, which CI systems (GitLab, Jenkins, Azure Pipelines, CircleCI,
/// Buildkite) show as test results.
///
/// One `testsuite` per rule, so a test tab reads as the list of checks with what each found: every
/// finding is a `testcase` named after its message, with a `failure` whose `type` is the rule id and
/// whose text starts `file:line:column: severity:`; warnings fail their test case too, and the text
/// says they are warnings. A rule with no findings (or turned off) is one passing test case, `no
/// findings`, so a clean run still has tests to show.
public struct JUnitReporter: Reporter, Sendable {
    public let name = "junit"

    /// The rule ids that get a suite even without findings, in order; findings of other rules get
    /// suites after them, in the order they first appear.
    public var rules: [String]

    /// Creates a reporter.
    public init(rules: [String] = allRules.map { $0.description.id }) {
        self.rules = rules
    }

    /// Writes the XML document, ending with a line break.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        // The positions of each rule's findings in the report, not copies of them.
        var positions: [String: [Int]] = [:]
        var order = rules
        for (index, diagnostic) in report.diagnostics.enumerated() {
            if positions[diagnostic.rule] == nil && !rules.contains(diagnostic.rule) { order.append(diagnostic.rule) }
            positions[diagnostic.rule, default: []].append(index)
        }
        let suites = order.map { (rule: $0, findings: positions[$0] ?? []) }
        let testCount = suites.reduce(0) { $0 + max($1.findings.count, 1) }
        var spellings = EscapedSpellings.xml
        // The parts are the findings, suite by suite. `nextSuite` is the first suite not yet written
        // in full, `positionInSuite` the next of its findings; a suite without findings is written
        // once a later suite starts, or at the end.
        var nextSuite = 0
        var positionInSuite = 0
        func writeSuites(before end: Int, to xml: inout TextBuffer) {
            while nextSuite < end {
                Self.appendSuiteStart(suites[nextSuite].rule, findings: 0, to: &xml)
                xml.append("    <testcase name=\"no findings\" classname=\"targetlint.")
                xml.appendXMLEscaped(suites[nextSuite].rule)
                xml.append("\"/>\n  </testsuite>\n")
                nextSuite += 1
            }
        }
        sink.writeDocument(
            start: { xml in
                xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"targetlint\" tests=\"")
                xml.append(testCount)
                xml.append("\" failures=\"")
                xml.append(report.diagnostics.count)
                xml.append("\" errors=\"0\">\n")
            },
            count: report.diagnostics.count,
            part: { _, xml in
                var suite = nextSuite
                while suites[suite].findings.count <= positionInSuite {
                    suite += 1
                    positionInSuite = 0
                }
                let position = positionInSuite
                positionInSuite += 1
                let findings = suites[suite].findings
                if position == 0 {
                    writeSuites(before: suite, to: &xml)
                    Self.appendSuiteStart(suites[suite].rule, findings: findings.count, to: &xml)
                }
                appendTestCase(report.diagnostics[findings[position]], spellings: &spellings, to: &xml)
                if position == findings.count - 1 {
                    xml.append("  </testsuite>\n")
                    nextSuite = suite + 1
                    positionInSuite = 0
                }
            },
            end: { xml in
                writeSuites(before: suites.count, to: &xml)
                xml.append("</testsuites>\n")
            })
    }

    /// `<testsuite name="RULE" tests="N" failures="F" errors="0">`: a suite of `findings` failing
    /// tests, or of one passing test when there are none.
    private static func appendSuiteStart(_ rule: String, findings: Int, to xml: inout TextBuffer) {
        xml.append("  <testsuite name=\"")
        xml.appendXMLEscaped(rule)
        xml.append("\" tests=\"")
        xml.append(max(findings, 1))
        xml.append("\" failures=\"")
        xml.append(findings)
        xml.append("\" errors=\"0\">\n")
    }

    /// A failing `testcase` with the finding's file and line as attributes, and a `failure` holding
    /// the compiler-style line and, for reachability findings, the path.
    private func appendTestCase(
        _ diagnostic: Diagnostic, spellings: inout EscapedSpellings, to xml: inout TextBuffer
    ) {
        xml.append("    <testcase name=\"")
        spellings.writeMessage(of: diagnostic, to: &xml)
        xml.append("\" classname=\"targetlint.")
        spellings.write(diagnostic.rule, as: .rule, to: &xml)
        xml.append("\" file=\"")
        spellings.write(diagnostic.location.file, as: .file, to: &xml)
        xml.append("\" line=\"")
        xml.append(diagnostic.location.line)
        xml.append("\">\n      <failure message=\"")
        spellings.writeMessage(of: diagnostic, to: &xml)
        xml.append("\" type=\"")
        spellings.write(diagnostic.rule, as: .rule, to: &xml)
        xml.append("\">")
        spellings.write(diagnostic.location.file, as: .file, to: &xml)
        xml.append(":")
        xml.append(diagnostic.location.line)
        xml.append(":")
        xml.append(diagnostic.location.column)
        xml.append(": ")
        xml.append(diagnostic.severity.rawValue)
        xml.append(": ")
        spellings.writeMessage(of: diagnostic, to: &xml)
        if diagnostic.hasPath {
            xml.append("\npath: ")
            spellings.writePath(of: diagnostic, separator: " → ", to: &xml)
        }
        xml.append("</failure>\n    </testcase>\n")
    }
}
