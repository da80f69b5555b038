import ProjectModel
import Rules
import TextOutput

/// One output format of `targetlint lint`: a report in, bytes out, streamed to a sink a chunk at a
/// time (see ``TextOutput/ByteSink``) and escaped as the format needs.
public protocol Reporter {
    /// The format's name, as `--format` takes it.
    var name: String { get }

    /// Writes the report to `sink` as it is produced, stopping early if the sink closes.
    func write(_ report: LintReport, to sink: inout some ByteSink)

    /// Writes, in this format, a lint that could not run because of `errors` (an invalid manifest,
    /// a file it names that cannot be read): what a CI system reading only this output needs to
    /// show why. Stops early if the sink closes.
    func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink)
}

extension Reporter {
    /// The bytes ``write(_:to:)`` writes, as text.
    public func render(_ report: LintReport) -> String {
        TextBuffer.collect { write(report, to: &$0) }
    }

    /// The bytes ``writeFailure(_:to:)`` writes, as text.
    public func renderFailure(_ errors: [InputProblem]) -> String {
        TextBuffer.collect { writeFailure(errors, to: &$0) }
    }
}
