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
}
