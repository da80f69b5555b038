/// Renders a report as Checkstyle XML, which Jenkins, GitLab, Danger, reviewdog and many editors
/// read: one `file` element per file, in report order, holding an `error` element per finding with
/// its line, column, severity, message and `source="targetlint.RULE"`.
public struct CheckstyleReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The XML document, one finding per line, ending with a line break.
    public func render(_ report: LintReport) -> String {
        var xml = TextBuffer(
            capacity: report.diagnostics.reduce(128) { $0 + 2 * $1.message.utf8.count + $1.rule.utf8.count + 96 })
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var currentFile: String?
        for diagnostic in report.diagnostics {
            if diagnostic.location.file != currentFile {
                if currentFile != nil { xml.append("  </file>\n") }
                currentFile = diagnostic.location.file
                xml.append("  <file name=\"")
                xml.appendXMLEscaped(diagnostic.location.file)
                xml.append("\">\n")
            }
            xml.append("    <error line=\"")
            xml.append(diagnostic.location.line)
            xml.append("\" column=\"")
            xml.append(diagnostic.location.column)
            xml.append("\" severity=\"")
            xml.append(diagnostic.severity.rawValue)
            xml.append("\" message=\"")
            xml.appendXMLEscaped(diagnostic.message)
            xml.append("\" source=\"targetlint.")
            xml.appendXMLEscaped(diagnostic.rule)
            xml.append("\"/>\n")
        }
        if currentFile != nil { xml.append("  </file>\n") }
        xml.append("</checkstyle>\n")
        return xml.text
    }
}
