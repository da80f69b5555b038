/// Builds JSON text by hand, so reports need no Foundation and keep their key order.
struct JSONWriter {
    private(set) var text = ""

    /// A JSON string literal for `value`.
    static func quoted(_ value: String) -> String {
        var result = "\""
        result.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON object from key and already-encoded value pairs, on one line.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// A JSON array of strings.
    static func array(_ values: [String]) -> String {
        "[" + values.map(quoted).joined(separator: ", ") + "]"
    }
}
