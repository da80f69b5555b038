import ProjectModel
import TextOutput

extension SARIFReporter {
    /// The SARIF log of a lint that could not run, ending with a line break: the same driver, no
    /// results, and one invocation with `executionSuccessful: false` whose
    /// `toolExecutionNotifications` hold each error at its file, line and column, so that an upload
    /// still shows code scanning why there are no results.
    public func renderFailure(_ errors: [InputProblem]) -> String {
        TextBuffer.collect { writeFailure(errors, to: &$0) }
    }

    /// Writes the log ``renderFailure(_:)`` returns to `sink`, stopping early if the sink closes.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        var sarif = TextBuffer.forStreaming()
        appendRunStart(otherRules: [], to: &sarif)
        sarif.append(
            ",\n      \"invocations\": [\n        {\"executionSuccessful\": false, \"toolExecutionNotifications\": [")
        for (index, error) in errors.enumerated() {
            sarif.append(index == 0 ? "\n          " : ",\n          ")
            appendNotification(error, to: &sarif)
            guard sarif.flushIfFull(to: &sink) else { return }
        }
        sarif.append(errors.isEmpty ? "]}\n      ],\n" : "\n        ]}\n      ],\n")
        // A run that found nothing because it could not look still has its (empty) results: code
        // scanning refuses a run without them.
        sarif.append("      \"results\": []\n    }\n  ]\n}\n")
        sarif.flush(to: &sink)
    }

    /// A `notification` of level `error`: the message, and the error's file with its line and
    /// column where it has them.
    private func appendNotification(_ error: InputProblem, to sarif: inout TextBuffer) {
        sarif.append("{\"level\": \"error\", \"message\": {\"text\": ")
        sarif.appendJSONString(error.message)
        sarif.append("}, \"locations\": [{")
        if let position = error.position {
            appendPhysicalLocation(
                SourceLocation(file: error.file, position: position), to: &sarif)
        } else {
            sarif.append("\"physicalLocation\": {\"artifactLocation\": ")
            appendArtifactLocation(error.file, to: &sarif)
            sarif.append("}")
        }
        sarif.append("}]}")
    }
}
