import Rules
import TextOutput

/// Renders a report as compiler-style lines, `file:line:column: error: message [rule]`, then a
/// summary line. Control characters in paths, messages and rule ids are written visibly, as
/// `\u{1B}` (see ``ControlCharacters``), so each finding is one line that no name can forge.
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
        var output = TextBuffer.forStreaming()
        for diagnostic in report.diagnostics {
            output.appendEscaped(diagnostic.location.file)
            output.append(":")
            output.append(diagnostic.location.line)
            output.append(":")
            output.append(diagnostic.location.column)
            output.append(": ")
            output.append(diagnostic.severity == .error ? error : warning)
            output.append(": ")
            output.appendEscaped(diagnostic.message)
            output.append(" [")
            output.appendEscaped(diagnostic.rule)
            output.append("]\n")
            guard output.flushIfFull(to: &sink) else { return }
        }
        let clean = report.errorCount == 0 && report.warningCount == 0
        output.append(paint(report.summary, clean ? "32" : report.errorCount > 0 ? "1;31" : "33"))
        output.append("\n")
        output.flush(to: &sink)
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
