@testable import PropertyList

/// A compact rendering of a property list node, so expectations read like the text they come from:
/// strings quoted, data as `<hex>`, integers and other scalars tagged.
func renderPlist(_ list: PropertyList, _ id: PropertyList.NodeID? = nil) -> String {
    let id = id ?? list.root
    switch list[id].value {
    case .string(let text): return "\"" + text + "\""
    case .integer(let text): return "int " + text
    case .real(let text): return "real " + text
    case .boolean(let value): return value ? "true" : "false"
    case .date(let text): return "date " + text
    case .data(let bytes):
        return "<" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + ">"
    case .array:
        return "[" + list.items(of: id).map { renderPlist(list, $0) }.joined(separator: ", ") + "]"
    case .dictionary:
        return "{" + list.entries(of: id).map { "\($0.key): " + renderPlist(list, $0.value) }.joined(separator: ", ")
            + "}"
    }
}

func parsePlist(_ text: String, options: PropertyListParser.Options = .init()) throws -> PropertyList {
    try PropertyListParser(options: options).parse(text)
}

/// The error a text gives, as `line:column: message`, or nil when it parses.
func plistError(_ text: String, options: PropertyListParser.Options = .init()) -> String? {
    plistError(Array(text.utf8), options: options)
}

/// The error some bytes give, as `line:column: message`, or nil when they parse.
func plistError(_ bytes: [UInt8], options: PropertyListParser.Options = .init()) -> String? {
    do {
        _ = try PropertyListParser(options: options).parse(bytes)
        return nil
    } catch {
        return error.description
    }
}
