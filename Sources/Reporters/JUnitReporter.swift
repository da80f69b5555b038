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
public struct JUnitReporter: Sendable {
    /// The rule ids that get a suite even without findings, in order; findings of other rules get
    /// suites after them, in the order they first appear.
    public var rules: [String]

    /// Creates a reporter.
    public init(rules: [String] = allRules.map { $0.description.id }) {
        self.rules = rules
    }

    /// The XML document, ending with a line break.
    public func render(_ report: LintReport) -> String {
        TextBuffer.collect { write(report, to: &$0) }
    }

    /// Writes the XML document to `sink` as it is produced, stopping early if the sink closes.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        // The positions of each rule's findings in the report, not copies of them.
        var suites: [String: [Int]] = [:]
        var order = rules
        for (index, diagnostic) in report.diagnostics.enumerated() {
            if suites[diagnostic.rule] == nil && !rules.contains(diagnostic.rule) { order.append(diagnostic.rule) }
            suites[diagnostic.rule, default: []].append(index)
        }
        let testCount = order.reduce(0) { $0 + max(suites[$1]?.count ?? 0, 1) }
        var xml = TextBuffer.forStreaming()
        var spellings = EscapedSpellings.xml
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"targetlint\" tests=\"")
        xml.append(testCount)
        xml.append("\" failures=\"")
        xml.append(report.diagnostics.count)
        xml.append("\" errors=\"0\">\n")
        for rule in order {
            let findings = suites[rule] ?? []
            xml.append("  <testsuite name=\"")
            xml.appendXMLEscaped(rule)
            xml.append("\" tests=\"")
            xml.append(max(findings.count, 1))
            xml.append("\" failures=\"")
            xml.append(findings.count)
            xml.append("\" errors=\"0\">\n")
            if findings.isEmpty {
                xml.append("    <testcase name=\"no findings\" classname=\"targetlint.")
                xml.appendXMLEscaped(rule)
                xml.append("\"/>\n")
            }
            for index in findings {
                appendTestCase(report.diagnostics[index], spellings: &spellings, to: &xml)
                guard xml.flushIfFull(to: &sink) else { return }
            }
            xml.append("  </testsuite>\n")
        }
        xml.append("</testsuites>\n")
        xml.flush(to: &sink)
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
