import ProjectModel
import TextOutput

extension CheckstyleReporter {
    /// The Checkstyle XML of a lint that could not run, ending with a line break: a `file` element
    /// per file, in the errors' order, holding an `error` per error with `severity="error"` and
    /// `source="targetlint.input"` (line and column where it has them).
    public func renderFailure(_ errors: [InputProblem]) -> String {
        TextBuffer.collect { writeFailure(errors, to: &$0) }
    }

    /// Writes the document ``renderFailure(_:)`` returns to `sink`, stopping early if the sink closes.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        var xml = TextBuffer.forStreaming()
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var currentFile: String?
        for error in errors {
            if currentFile.map({ !error.file.hasSameBytes(as: $0) }) ?? true {
                if currentFile != nil { xml.append("  </file>\n") }
                currentFile = error.file
                xml.append("  <file name=\"")
                xml.appendXMLEscaped(error.file)
                xml.append("\">\n")
            }
            xml.append("    <error")
            if let position = error.position {
                xml.append(" line=\"")
                xml.append(position.line)
                xml.append("\" column=\"")
                xml.append(position.column)
                xml.append("\"")
            }
            xml.append(" severity=\"error\" message=\"")
            xml.appendXMLEscaped(error.message)
            xml.append("\" source=\"targetlint.input\"/>\n")
            guard xml.flushIfFull(to: &sink) else { return }
        }
        if currentFile != nil { xml.append("  </file>\n") }
        xml.append("</checkstyle>\n")
        xml.flush(to: &sink)
    }
}
