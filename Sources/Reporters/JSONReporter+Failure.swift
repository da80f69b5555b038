import ProjectModel
import TextOutput

extension JSONReporter {
    /// The JSON document of a lint that could not run, ending with a line break: `version` and
    /// `errors`, each with its `message`, `file` and, where it has them, `line` and `column`, in place
    /// of `diagnostics` and `summary`.
    public func renderFailure(_ errors: [InputProblem]) -> String {
        TextBuffer.collect { writeFailure(errors, to: &$0) }
    }

    /// Writes the document ``renderFailure(_:)`` returns to `sink`, stopping early if the sink closes.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        var json = TextBuffer.forStreaming()
        json.append("{\n  \"version\": 1,\n  \"errors\": [")
        for (index, error) in errors.enumerated() {
            json.append(index == 0 ? "\n    {\"message\": " : ",\n    {\"message\": ")
            json.appendJSONString(error.message)
            json.append(", \"file\": ")
            json.appendJSONString(error.file)
            if let position = error.position {
                json.append(", \"line\": ")
                json.append(position.line)
                json.append(", \"column\": ")
                json.append(position.column)
            }
            json.append("}")
            guard json.flushIfFull(to: &sink) else { return }
        }
        json.append(errors.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        json.flush(to: &sink)
    }
}
