import ProjectModel
import TextOutput

extension JSONReporter {
    /// Writes the JSON document of a lint that could not run, ending with a line break: `version`
    /// and `errors`, each with its `message`, `file` and, where it has them, `line` and `column`, in
    /// place of `diagnostics` and `summary`.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        sink.writeDocument(
            start: { $0.append("{\n  \"version\": 1,\n  \"errors\": [") },
            count: errors.count,
            part: { index, json in
                let error = errors[index]
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
            },
            end: { $0.append(errors.isEmpty ? "]\n}\n" : "\n  ]\n}\n") })
    }
}
