import Rules
import TextOutput

/// Renders a report as the JSON document of the output contract: `version`, `manifest`,
/// `diagnostics` (with `path` on reachability findings, and `cause`, the dependency edge that causes
/// the finding, on those one edge causes) and `summary`.
public struct JSONReporter: Reporter, Sendable {
    public let name = "json"

    /// Creates a reporter.
    public init() {}

    /// Writes the JSON text, one diagnostic per line, ending with a line break.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        var spellings = EscapedSpellings.json
        sink.writeDocument(
            start: { json in
                json.append("{\n  \"version\": 1,\n  \"manifest\": ")
                json.appendJSONString(report.manifest)
                json.append(",\n  \"diagnostics\": [")
            },
            count: report.diagnostics.count,
            part: { index, json in
                let diagnostic = report.diagnostics[index]
                json.append(index == 0 ? "\n    {\"rule\": " : ",\n    {\"rule\": ")
                spellings.writeJSONString(diagnostic.rule, as: .rule, to: &json)
                json.append(
                    diagnostic.severity == .error
                        ? ", \"severity\": \"error\", \"target\": " : ", \"severity\": \"warning\", \"target\": ")
                spellings.writeJSONString(diagnostic.target, as: .target, to: &json)
                json.append(", \"message\": ")
                spellings.writeJSONMessage(of: diagnostic, to: &json)
                json.append(", \"file\": ")
                spellings.writeJSONString(diagnostic.location.file, as: .file, to: &json)
                json.append(", \"line\": ")
                json.append(diagnostic.location.line)
                json.append(", \"column\": ")
                json.append(diagnostic.location.column)
                if diagnostic.hasPath {
                    json.append(", \"path\": ")
                    spellings.writeJSONPath(of: diagnostic, to: &json)
                }
                if let cause = diagnostic.sharedCause {
                    json.append(", \"cause\": ")
                    spellings.writeJSONCause(cause, to: &json)
                }
                json.append("}")
            },
            end: { json in
                json.append(report.diagnostics.isEmpty ? "],\n" : "\n  ],\n")
                json.append("  \"summary\": {\"errors\": ")
                json.append(report.errorCount)
                json.append(", \"warnings\": ")
                json.append(report.warningCount)
                json.append(", \"targets\": ")
                json.append(report.targetCount)
                if let baseline = report.baseline {
                    json.append(", \"baselined\": ")
                    json.append(baseline.known)
                    json.append(", \"fixed\": ")
                    json.append(baseline.fixed)
                }
                json.append("}\n}\n")
            })
    }
}
