/// The output formats of `targetlint lint`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines that Xcode, editors and CI logs link.
    case text
    /// The JSON document of the output contract.
    case json
    /// A SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands, which annotate the changed files of a pull request.
    case github
    /// JUnit XML, which CI systems show as test results: a suite per rule, a test case per finding.
    case junit
    /// Checkstyle XML, grouped by file.
    case checkstyle

    /// Renders a report in this format.
    /// - Parameters:
    ///   - colored: ANSI colours, for terminals; only the text format uses them.
    ///   - toolVersion: the version of targetlint; only the SARIF format reports it.
    public func render(_ report: LintReport, colored: Bool = false, toolVersion: String) -> String {
        switch self {
        case .text: TextReporter(colored: colored).render(report)
        case .json: JSONReporter().render(report)
        case .sarif: SARIFReporter(toolVersion: toolVersion).render(report)
        case .github: GitHubReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .checkstyle: CheckstyleReporter().render(report)
        }
    }
}
