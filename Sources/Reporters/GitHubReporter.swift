import Rules
import TextOutput

/// Renders a report as GitHub Actions workflow commands, which the runner turns into annotations on
/// the pull request's files: `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`::warning` for
/// warnings), one a finding, then the summary line.
public struct GitHubReporter: Reporter, Sendable {
    public let name = "github"

    /// Creates a reporter.
    public init() {}

    /// Writes the commands, one per line, and the summary, ending with a line break.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        var properties = EscapedSpellings.workflowProperty
        var messages = EscapedSpellings.workflowMessage
        sink.writeDocument(
            count: report.diagnostics.count,
            part: { index, output in
                let diagnostic = report.diagnostics[index]
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
            },
            end: { output in
                output.append(report.summary)
                output.append("\n")
            })
    }
}
