import ProjectModel
import Rules
import TextOutput

/// Renders a report as compiler-style lines, `file:line:column: error: message [rule]`, then a
/// summary line. Control characters in paths, messages and rule ids are written visibly, as
/// `\u{1B}` (see ``ControlCharacters``), so each finding is one line that no name can forge.
///
/// Findings that one dependency edge causes (see ``CausingEdge``) print together where the first of
/// them sorts, under a line at the edge's dependency entry,
/// `file:line:column: note: 3 findings caused by A → B`; the findings keep their own lines, unindented,
/// so that editors and CI still link each. A finding whose cause no other shares prints as any other.
public struct TextReporter: Sendable {
    /// Whether to colour severities and the summary with ANSI escapes.
    public var colored: Bool

    /// Creates a reporter.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The report's text, ending with a line break.
    public func render(_ report: LintReport) -> String {
        TextBuffer.collect { write(report, to: &$0) }
    }

    /// Writes the report's text to `sink` as it is produced, stopping early if the sink closes.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        let error = paint(Severity.error.rawValue, "1;31")
        let warning = paint(Severity.warning.rawValue, "1;33")
        let note = paint("note", "1;36")
        let groups = CauseGroups(report.diagnostics)
        var output = TextBuffer.forStreaming()
        var spellings = EscapedSpellings.text
        var prefix = LocationPrefix()
        for index in report.diagnostics.indices {
            switch groups.placement(of: index) {
            case .alone:
                append(
                    report.diagnostics[index], error: error, warning: warning, prefix: &prefix, spellings: &spellings,
                    to: &output)
            case .leads(let members):
                if let cause = report.diagnostics[index].cause {
                    append(cause, count: members.count, note: note, prefix: &prefix, spellings: &spellings, to: &output)
                }
                for member in members {
                    append(
                        report.diagnostics[Int(member)], error: error, warning: warning, prefix: &prefix,
                        spellings: &spellings, to: &output)
                    guard output.flushIfFull(to: &sink) else { return }
                }
            case .printed:
                continue
            }
            guard output.flushIfFull(to: &sink) else { return }
        }
        let clean = report.errorCount == 0 && report.warningCount == 0
        output.append(paint(report.summary, clean ? "32" : report.errorCount > 0 ? "1;31" : "33"))
        output.append("\n")
        output.flush(to: &sink)
    }

    /// `file:line:column: error: message [rule]`.
    private func append(
        _ diagnostic: Diagnostic, error: String, warning: String, prefix: inout LocationPrefix,
        spellings: inout EscapedSpellings, to output: inout TextBuffer
    ) {
        prefix.write(diagnostic.location, spellings: &spellings, to: &output)
        output.append(diagnostic.severity == .error ? error : warning)
        output.append(": ")
        spellings.writeMessage(of: diagnostic, to: &output)
        output.append(" [")
        spellings.write(diagnostic.rule, as: .rule, to: &output)
        output.append("]\n")
    }

    /// `file:line:column: note: 3 findings caused by A → B`, at the edge's dependency entry.
    private func append(
        _ cause: CausingEdge, count: Int, note: String, prefix: inout LocationPrefix,
        spellings: inout EscapedSpellings, to output: inout TextBuffer
    ) {
        prefix.write(cause.location, spellings: &spellings, to: &output)
        output.append(note)
        output.append(": ")
        output.append(count)
        output.append(" findings caused by ")
        spellings.write(cause.from, as: .causeFrom, to: &output)
        output.append(" → ")
        spellings.write(cause.to, as: .causeTo, to: &output)
        output.append("\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// `file:line:column: `, the start of every line that points somewhere. The last one is kept and
/// copied while the location stays the same, as it does for the findings at one dependency entry,
/// which sort side by side: the 33,028 findings of the 10,000-target manifest stand at 533 places.
private struct LocationPrefix {
    private var location: SourceLocation?
    private var text = TextBuffer()

    mutating func write(_ location: SourceLocation, spellings: inout EscapedSpellings, to output: inout TextBuffer) {
        // The file compared by its bytes: another spelling of the same name is written as it is.
        if let last = self.location, last.position == location.position, last.file.hasSameBytes(as: location.file) {
            output.append(text, range: 0..<text.count)
            return
        }
        text.removeAll()
        spellings.write(location.file, as: .file, to: &text)
        text.append(":")
        text.append(location.line)
        text.append(":")
        text.append(location.column)
        text.append(": ")
        self.location = location
        output.append(text, range: 0..<text.count)
    }
}
