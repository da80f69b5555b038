import Rules
import TextOutput

extension EscapedSpellings {
    /// For the text report: control characters written visibly (see ``ControlCharacters``).
    static var text: EscapedSpellings { EscapedSpellings { $0.appendEscaped($1) } }

    /// For the message of a GitHub workflow command.
    static var workflowMessage: EscapedSpellings { EscapedSpellings { $0.appendWorkflowCommandMessage($1) } }

    /// For a property of a GitHub workflow command (`file=`, `title=`).
    static var workflowProperty: EscapedSpellings { EscapedSpellings { $0.appendWorkflowCommandProperty($1) } }

    /// For XML text and attribute values.
    static var xml: EscapedSpellings { EscapedSpellings { $0.appendXMLEscaped($1) } }

    /// For JSON: what goes between a string literal's quotes.
    static var json: EscapedSpellings { EscapedSpellings { $0.appendJSONEscaped($1) } }

    /// Writes `value` as a JSON string literal, quotes included; for ``json`` spellings.
    mutating func writeJSONString(
        _ value: String, as kind: Kind, to json: inout TextBuffer
    ) {
        json.append(byte: UInt8(ascii: "\""))
        write(value, as: kind, to: &json)
        json.append(byte: UInt8(ascii: "\""))
    }

    /// Writes the message of `diagnostic` as a JSON string literal; for ``json`` spellings.
    mutating func writeJSONMessage(of diagnostic: Diagnostic, to json: inout TextBuffer) {
        json.append(byte: UInt8(ascii: "\""))
        writeMessage(of: diagnostic, to: &json)
        json.append(byte: UInt8(ascii: "\""))
    }

    /// Writes the path of `diagnostic` as a JSON array of string literals; for ``json`` spellings.
    mutating func writeJSONPath(of diagnostic: Diagnostic, to json: inout TextBuffer) {
        json.append("[")
        writePath(of: diagnostic, separator: ", ", quote: "\"", to: &json)
        json.append("]")
    }

    /// Writes a causing edge as a JSON object,
    /// `{"from": ..., "to": ..., "file": ..., "line": ..., "column": ...}`; for ``json`` spellings.
    /// The findings one edge causes share `shared` and sort side by side, so its text is written
    /// once and copied while the same object comes again.
    mutating func writeJSONCause(_ shared: SharedCausingEdge, to json: inout TextBuffer) {
        if shared !== lastJSONCause {
            let cause = shared.edge
            var text = lastJSONCauseText
            lastJSONCauseText = TextBuffer()
            text.removeAll()
            text.append("{\"from\": ")
            writeJSONString(cause.from, as: .causeFrom, to: &text)
            text.append(", \"to\": ")
            writeJSONString(cause.to, as: .causeTo, to: &text)
            text.append(", \"file\": ")
            writeJSONString(cause.location.file, as: .causeFile, to: &text)
            text.append(", \"line\": ")
            text.append(cause.location.line)
            text.append(", \"column\": ")
            text.append(cause.location.column)
            text.append("}")
            (lastJSONCause, lastJSONCauseText) = (shared, text)
        }
        json.append(lastJSONCauseText, range: 0..<lastJSONCauseText.count)
    }
}
