import Rules
import TextOutput

/// Renders a report as Checkstyle XML, which Jenkins, GitLab, Danger, reviewdog and many editors
/// read: one `file` element per file, in report order, holding an `error` element per finding with
/// its line, column, severity, message and `source="targetlint.RULE"`.
public struct CheckstyleReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The XML document, one finding per line, ending with a line break.
    public func render(_ report: LintReport) -> String {
        TextBuffer.collect { write(report, to: &$0) }
    }

    /// Writes the XML document to `sink` as it is produced, stopping early if the sink closes.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        var xml = TextBuffer.forStreaming()
        var spellings = EscapedSpellings.xml
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var currentFile: String?
        for diagnostic in report.diagnostics {
            // Files are told apart by their bytes: two spellings of a name are two files.
            if currentFile.map({ !diagnostic.location.file.hasSameBytes(as: $0) }) ?? true {
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
            spellings.writeMessage(of: diagnostic, to: &xml)
            xml.append("\" source=\"targetlint.")
            spellings.write(diagnostic.rule, as: .rule, to: &xml)
            xml.append("\"/>\n")
            guard xml.flushIfFull(to: &sink) else { return }
        }
        if currentFile != nil { xml.append("  </file>\n") }
        xml.append("</checkstyle>\n")
        xml.flush(to: &sink)
    }
}
