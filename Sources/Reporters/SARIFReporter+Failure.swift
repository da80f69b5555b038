import ProjectModel
import TextOutput

extension SARIFReporter {
    /// Writes the SARIF log of a lint that could not run, ending with a line break: the same
    /// driver, describing no rules (with no results, the log needs no rule descriptions), no
    /// results, and one invocation with `executionSuccessful: false` whose
    /// `toolExecutionNotifications` hold each error at its file, line and column, so that an upload
    /// still shows code scanning why there are no results.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        var driver = self
        driver.rules = []
        sink.writeDocument(
            start: { sarif in
                driver.appendRunStart(otherRules: [], to: &sarif)
                sarif.append(
                    ",\n      \"invocations\": [\n        {\"executionSuccessful\": false, \"toolExecutionNotifications\": ["
                )
            },
            count: errors.count,
            part: { index, sarif in
                sarif.append(index == 0 ? "\n          " : ",\n          ")
                appendNotification(errors[index], to: &sarif)
            },
            end: { sarif in
                sarif.append(errors.isEmpty ? "]}\n      ],\n" : "\n        ]}\n      ],\n")
                // A run that found nothing because it could not look still has its (empty) results:
                // code scanning refuses a run without them.
                sarif.append("      \"results\": []\n    }\n  ]\n}\n")
            })
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
