import ProjectModel
import TextOutput

extension CheckstyleReporter {
    /// Writes the Checkstyle XML of a lint that could not run, ending with a line break: a `file`
    /// element per file, in the errors' order, holding an `error` per error with `severity="error"`
    /// and `source="targetlint.input"` (line and column where it has them).
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        var files = FileElements()
        sink.writeDocument(
            start: { $0.append(Self.start) },
            count: errors.count,
            part: { index, xml in
                let error = errors[index]
                files.enter(error.file, to: &xml)
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
            },
            end: { xml in
                files.close(to: &xml)
                xml.append(Self.end)
            })
    }
}
