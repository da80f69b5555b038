import ProjectModel
import TextOutput

extension JUnitReporter {
    /// Writes the JUnit XML of a lint that could not run, ending with a line break: one suite,
    /// `input`, whose test cases are the errors, each with an `error` element (a test that could not
    /// run, as JUnit tells it from a failure) whose text starts `file:line:column: error:`.
    public func writeFailure(_ errors: [InputProblem], to sink: inout some ByteSink) {
        sink.writeDocument(
            start: { xml in
                xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"targetlint\" tests=\"")
                xml.append(errors.count)
                xml.append("\" failures=\"0\" errors=\"")
                xml.append(errors.count)
                xml.append("\">\n  <testsuite name=\"input\" tests=\"")
                xml.append(errors.count)
                xml.append("\" failures=\"0\" errors=\"")
                xml.append(errors.count)
                xml.append("\">\n")
            },
            count: errors.count,
            part: { index, xml in
                let error = errors[index]
                xml.append("    <testcase name=\"")
                xml.appendXMLEscaped(error.message)
                xml.append("\" classname=\"targetlint.input\" file=\"")
                xml.appendXMLEscaped(error.file)
                if let position = error.position {
                    xml.append("\" line=\"")
                    xml.append(position.line)
                }
                xml.append("\">\n      <error message=\"")
                xml.appendXMLEscaped(error.message)
                xml.append("\" type=\"input\">")
                xml.appendXMLEscaped("\(error.locationDescription): error: \(error.message)")
                xml.append("</error>\n    </testcase>\n")
            },
            end: { $0.append("  </testsuite>\n</testsuites>\n") })
    }
}
