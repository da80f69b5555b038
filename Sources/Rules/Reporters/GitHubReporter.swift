/// Renders a report as GitHub Actions workflow commands, which the runner turns into annotations on
/// the pull request's files: `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`::warning` for
/// warnings), one a finding, then the summary line.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The commands, one per line, and the summary, ending with a line break.
    public func render(_ report: LintReport) -> String {
        var output = TextBuffer(
            capacity: report.diagnostics.reduce(64) {
                $0 + $1.message.utf8.count + $1.location.file.utf8.count + $1.rule.utf8.count + 48
            })
        for diagnostic in report.diagnostics {
            output.append(diagnostic.severity == .error ? "::error file=" : "::warning file=")
            output.appendWorkflowCommandProperty(diagnostic.location.file)
            output.append(",line=")
            output.append(diagnostic.location.line)
            output.append(",col=")
            output.append(diagnostic.location.column)
            output.append(",title=")
            output.appendWorkflowCommandProperty(diagnostic.rule)
            output.append("::")
            output.appendWorkflowCommandMessage(diagnostic.message)
            output.append("\n")
        }
        output.append(report.summary)
        output.append("\n")
        return output.text
    }
}
