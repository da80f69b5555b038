import ProjectModel
import TextOutput

extension GitHubReporter {
    /// The workflow commands of a lint that could not run, one a line, ending with a line break:
    /// `::error file=F,line=L,col=C::MESSAGE` for each error (`file=F` alone for one that concerns a
    /// whole file), so that the runner annotates the file that stopped it.
    public func renderFailure(_ errors: [InputProblem]) -> String {
        TextBuffer.collect { writeFailure(errors, to: &$0) }
    }

    /// Writes the commands ``renderFailure(_:)`` returns to `sink`, stopping early if the sink closes.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        var output = TextBuffer.forStreaming()
        for error in errors {
            output.append("::error file=")
            output.appendWorkflowCommandProperty(error.file)
            if let position = error.position {
                output.append(",line=")
                output.append(position.line)
                output.append(",col=")
                output.append(position.column)
            }
            output.append("::")
            output.appendWorkflowCommandMessage(error.message)
            output.append("\n")
            guard output.flushIfFull(to: &sink) else { return }
        }
        output.flush(to: &sink)
    }
}
