import Rules
import TextOutput

/// Renders a report as GitHub Actions workflow commands, which the runner turns into annotations on
/// the pull request's files: `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`::warning` for
/// warnings), one a finding, then the summary line.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The commands, one per line, and the summary, ending with a line break.
    public func render(_ report: LintReport) -> String {
        TextBuffer.collect { write(report, to: &$0) }
    }

    /// Writes the commands and the summary to `sink` as they are produced, stopping early if the
    /// sink closes.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        var output = TextBuffer.forStreaming()
        var properties = EscapedSpellings.workflowProperty
        var messages = EscapedSpellings.workflowMessage
        for diagnostic in report.diagnostics {
            output.append(diagnostic.severity == .error ? "::error file=" : "::warning file=")
            properties.write(diagnostic.location.file, as: .file, to: &output)
            output.append(",line=")
            output.append(diagnostic.location.line)
            output.append(",col=")
            output.append(diagnostic.location.column)
            output.append(",title=")
            properties.write(diagnostic.rule, as: .rule, to: &output)
            output.append("::")
            messages.writeMessage(of: diagnostic, to: &output)
            output.append("\n")
            guard output.flushIfFull(to: &sink) else { return }
        }
        output.append(report.summary)
        output.append("\n")
        output.flush(to: &sink)
    }
}
