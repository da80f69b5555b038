import Rules
import TextOutput

extension TextBuffer {
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
