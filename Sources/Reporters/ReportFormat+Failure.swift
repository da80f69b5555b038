import ProjectModel
import TextOutput

extension ReportFormat {
    /// Renders, in this format, a lint that could not run because of `errors` (an invalid manifest,
    /// a file it names that cannot be read): what a CI system reading only this output needs to show
    /// why. Empty for the text format, whose reader sees the errors on standard error; the SARIF log
    /// describes no rules.
    /// - Parameter toolVersion: the version of targetlint; only the SARIF format reports it.
    public func renderFailure(_ errors: [InputProblem], toolVersion: String) -> String {
        reporter(toolVersion: toolVersion).renderFailure(errors)
    }

    /// Writes what ``renderFailure(_:toolVersion:)`` returns to `sink` as it is produced, stopping
    /// early if the sink closes.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink, toolVersion: String) {
        reporter(toolVersion: toolVersion).writeFailure(errors, to: &sink)
    }
}
