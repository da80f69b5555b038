import ProjectModel
import TextOutput

extension ReportFormat {
    /// Renders, in this format, a lint that could not run because of `errors` (an invalid manifest,
    /// a file it names that cannot be read): what a CI system reading only this output needs to show
    /// why. Empty for the text format, whose reader sees the errors on standard error; the SARIF log
    /// describes no rules.
    /// - Parameter toolVersion: the version of targetlint; only the SARIF format reports it.
    public func renderFailure(_ errors: [InputProblem], toolVersion: String) -> String {
        TextBuffer.collect { writeFailure(errors, to: &$0, toolVersion: toolVersion) }
    }

    /// Writes what ``renderFailure(_:toolVersion:)`` returns to `sink` as it is produced, stopping
    /// early if the sink closes.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink, toolVersion: String) {
        switch self {
        case .text: return
        case .json: JSONReporter().writeFailure(errors, to: &sink)
        case .sarif:
            // With no results, the log needs no rule descriptions.
            SARIFReporter(toolVersion: toolVersion, rules: []).writeFailure(errors, to: &sink)
        case .github: GitHubReporter().writeFailure(errors, to: &sink)
        case .junit: JUnitReporter().writeFailure(errors, to: &sink)
        case .checkstyle: CheckstyleReporter().writeFailure(errors, to: &sink)
        }
    }
}
