/// The ASCII bytes the property list readers look for, by name.
enum PropertyListByte {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let dollar = UInt8(ascii: "$")
    static let ampersand = UInt8(ascii: "&")
    static let leftParenthesis = UInt8(ascii: "(")
    static let rightParenthesis = UInt8(ascii: ")")
    static let asterisk = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let hyphen = UInt8(ascii: "-")
    static let slash = UInt8(ascii: "/")
    static let semicolon = UInt8(ascii: ";")
    static let lessThan = UInt8(ascii: "<")
    static let equals = UInt8(ascii: "=")
    static let greaterThan = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let backslash = UInt8(ascii: "\\")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")
    static let hash = UInt8(ascii: "#")

    /// True for the blanks both formats skip between tokens: space, tab, line breaks, vertical tab and
    /// form feed.
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || (byte >= tab && byte <= carriageReturn)
    }

    /// The value of a hex digit, or nil.
    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The character at `offset` as messages name it: `'x'` for printable ASCII, `'é' (U+00E9)` beyond
    /// ASCII, `U+0007` for control characters, "byte 0xFF" where the text is not UTF-8, or "the end of
    /// the file".
    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset >= 0 && offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        guard byte >= 0x80 else { return codePoint(UInt32(byte)) }
        var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + 4)]).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return "byte 0x\(String(byte, radix: 16, uppercase: true)) (the text is not UTF-8)"
        }
        return "'\(Character(scalar))' (\(codePoint(scalar.value)))"
    }

    /// `U+` and at least four hex digits.
    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
