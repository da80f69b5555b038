/// The output formats of `targetlint lint`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines that Xcode, editors and CI logs link.
    case text
    /// The JSON document of the output contract.
    case json

    /// Renders a report in this format.
    /// - Parameter colored: ANSI colours, for terminals; only the text format uses them.
    public func render(_ report: LintReport, colored: Bool = false) -> String {
        switch self {
        case .text: TextReporter(colored: colored).render(report)
        case .json: JSONReporter().render(report)
        }
    }
}
