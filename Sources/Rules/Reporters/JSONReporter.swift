/// Renders a report as the JSON document of the output contract: `version`, `manifest`,
/// `diagnostics` (with `path` on reachability findings) and `summary`.
public struct JSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The JSON text, one diagnostic per line, ending with a line break.
    public func render(_ report: LintReport) -> String {
        let diagnostics = report.diagnostics.map { diagnostic in
            var members: [(String, String)] = [
                ("rule", JSONWriter.quoted(diagnostic.rule)),
                ("severity", JSONWriter.quoted(diagnostic.severity.rawValue)),
                ("target", JSONWriter.quoted(diagnostic.target)),
                ("message", JSONWriter.quoted(diagnostic.message)),
                ("file", JSONWriter.quoted(diagnostic.location.file)),
                ("line", String(diagnostic.location.line)),
                ("column", String(diagnostic.location.column)),
            ]
            if let path = diagnostic.path { members.append(("path", JSONWriter.array(path))) }
            return "    " + JSONWriter.object(members)
        }
        let summary = JSONWriter.object([
            ("errors", String(report.errorCount)), ("warnings", String(report.warningCount)),
            ("targets", String(report.targetCount)),
        ])
        let list = diagnostics.isEmpty ? "[]" : "[\n" + diagnostics.joined(separator: ",\n") + "\n  ]"
        return """
            {
              "version": 1,
              "manifest": \(JSONWriter.quoted(report.manifest)),
              "diagnostics": \(list),
              "summary": \(summary)
            }

            """
    }
}
