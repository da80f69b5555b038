import Rules
import TextOutput

extension TextBuffer {
    /// Appends the message of `diagnostic` with control characters written visibly, a piece at a
    /// time, without joining it into one string first.
    mutating func appendEscapedMessage(of diagnostic: Diagnostic) {
        diagnostic.forEachMessagePiece { piece, isSeparator in
            if isSeparator { append(piece) } else { appendEscaped(piece) }
        }
    }

    /// Appends the message of `diagnostic` as the message of a workflow command.
    mutating func appendWorkflowCommandMessage(of diagnostic: Diagnostic) {
        diagnostic.forEachMessagePiece { piece, isSeparator in
            if isSeparator { append(piece) } else { appendWorkflowCommandMessage(piece) }
        }
    }

    /// Appends the message of `diagnostic` escaped for XML text or an attribute value.
    mutating func appendXMLEscapedMessage(of diagnostic: Diagnostic) {
        diagnostic.forEachMessagePiece { piece, isSeparator in
            if isSeparator { append(piece) } else { appendXMLEscaped(piece) }
        }
    }

    /// Appends the message of `diagnostic` as a JSON string literal.
    mutating func appendJSONMessage(of diagnostic: Diagnostic) {
        append(byte: UInt8(ascii: "\""))
        diagnostic.forEachMessagePiece { piece, isSeparator in
            if isSeparator { append(piece) } else { appendJSONEscaped(piece) }
        }
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends the path of `diagnostic` as a JSON array of string literals.
    mutating func appendJSONPath(of diagnostic: Diagnostic) {
        append("[")
        var first = true
        diagnostic.forEachPathName { name in
            if !first { append(", ") }
            first = false
            appendJSONString(name)
        }
        append("]")
    }

    /// Appends a causing edge as a JSON object: `{"from": ..., "to": ..., "file": ..., "line": ..., "column": ...}`.
    mutating func appendJSONCause(_ cause: CausingEdge) {
        append("{\"from\": ")
        appendJSONString(cause.from)
        append(", \"to\": ")
        appendJSONString(cause.to)
        append(", \"file\": ")
        appendJSONString(cause.location.file)
        append(", \"line\": ")
        append(cause.location.line)
        append(", \"column\": ")
        append(cause.location.column)
        append("}")
    }
}
