import Rules
import TextOutput

/// Renders a report as Checkstyle XML, which Jenkins, GitLab, Danger, reviewdog and many editors
/// read: one `file` element per file, in report order, holding an `error` element per finding with
/// its line, column, severity, message and `source="targetlint.RULE"`.
public struct CheckstyleReporter: Reporter, Sendable {
    public let name = "checkstyle"

    /// Creates a reporter.
    public init() {}

    /// Writes the XML document, one finding per line, ending with a line break.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        var spellings = EscapedSpellings.xml
        var files = FileElements()
        sink.writeDocument(
            start: { $0.append(Self.start) },
            count: report.diagnostics.count,
            part: { index, xml in
                let diagnostic = report.diagnostics[index]
                files.enter(diagnostic.location.file, to: &xml)
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
            },
            end: { xml in
                files.close(to: &xml)
                xml.append(Self.end)
            })
    }

    static let start = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    static let end = "</checkstyle>\n"

    /// The `file` elements of a document: one opened whenever the file changes, closed before the
    /// next and at the end. Files are told apart by their bytes: two spellings of a name are two files.
    struct FileElements {
        private var current: String?

        /// Opens an element for `file` unless it is the one open, closing that one first.
        mutating func enter(_ file: String, to xml: inout TextBuffer) {
            if let current, current.hasSameBytes(as: file) { return }
            close(to: &xml)
            current = file
            xml.append("  <file name=\"")
            xml.appendXMLEscaped(file)
            xml.append("\">\n")
        }

        /// Closes the element open, if any.
        mutating func close(to xml: inout TextBuffer) {
            if current != nil { xml.append("  </file>\n") }
            current = nil
        }
    }
}
