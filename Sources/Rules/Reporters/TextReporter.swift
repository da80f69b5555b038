/// Renders a report as compiler-style lines, `file:line:column: error: message [rule]`, then a
/// summary line.
public struct TextReporter: Sendable {
    /// Whether to colour severities and the summary with ANSI escapes.
    public var colored: Bool

    /// Creates a reporter.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The report's text, ending with a line break.
    public func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let severity = paint(diagnostic.severity.rawValue, diagnostic.severity == .error ? "1;31" : "1;33")
            output += "\(diagnostic.location): \(severity): \(diagnostic.message) [\(diagnostic.rule)]\n"
        }
        let clean = report.errorCount == 0 && report.warningCount == 0
        output += paint(report.summary, clean ? "32" : report.errorCount > 0 ? "1;31" : "33") + "\n"
        return output
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
