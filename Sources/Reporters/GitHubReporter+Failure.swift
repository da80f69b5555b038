import ProjectModel
import TextOutput

extension GitHubReporter {
    /// Writes the workflow commands of a lint that could not run, one a line, ending with a line
    /// break: `::error file=F,line=L,col=C::MESSAGE` for each error (`file=F` alone for one that
    /// concerns a whole file), so that the runner annotates the file that stopped it.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        sink.writeDocument(
            count: errors.count,
            part: { index, output in
                let error = errors[index]
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
            })
    }
}
