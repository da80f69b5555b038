import Rules
import TextOutput

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

    /// The reporter that writes this format.
    /// - Parameters:
    ///   - colored: ANSI colours, for terminals; only the text format uses them.
    ///   - toolVersion: the version of targetlint; only the SARIF format reports it.
    public func reporter(colored: Bool = false, toolVersion: String) -> any Reporter {
        switch self {
        case .text: TextReporter(colored: colored)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(toolVersion: toolVersion)
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        }
    }

    /// Renders a report in this format.
    public func render(_ report: LintReport, colored: Bool = false, toolVersion: String) -> String {
        reporter(colored: colored, toolVersion: toolVersion).render(report)
    }

    /// Writes a report in this format to `sink` as it is produced, a chunk of about 64 KiB at a
    /// time, and stops early if the sink closes; the bytes are those ``render(_:colored:toolVersion:)``
    /// returns.
    public func write(_ report: LintReport, to sink: inout some ByteSink, colored: Bool = false, toolVersion: String) {
        reporter(colored: colored, toolVersion: toolVersion).write(report, to: &sink)
    }
}
