/// The ASCII bytes the property list readers look for, by name.
package enum ASCIIByte {
    package static let tab = UInt8(ascii: "\t")
    package static let lineFeed = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let doubleQuote = UInt8(ascii: "\"")
    package static let singleQuote = UInt8(ascii: "'")
    package static let dollar = UInt8(ascii: "$")
    package static let ampersand = UInt8(ascii: "&")
    package static let leftParenthesis = UInt8(ascii: "(")
    package static let rightParenthesis = UInt8(ascii: ")")
    package static let asterisk = UInt8(ascii: "*")
    package static let comma = UInt8(ascii: ",")
    package static let hyphen = UInt8(ascii: "-")
    package static let slash = UInt8(ascii: "/")
    package static let semicolon = UInt8(ascii: ";")
    package static let lessThan = UInt8(ascii: "<")
    package static let equals = UInt8(ascii: "=")
    package static let greaterThan = UInt8(ascii: ">")
    package static let question = UInt8(ascii: "?")
    package static let exclamation = UInt8(ascii: "!")
    package static let leftBracket = UInt8(ascii: "[")
    package static let rightBracket = UInt8(ascii: "]")
    package static let backslash = UInt8(ascii: "\\")
    package static let leftBrace = UInt8(ascii: "{")
    package static let rightBrace = UInt8(ascii: "}")
    package static let hash = UInt8(ascii: "#")

    /// True for the blanks both formats skip between tokens: space, tab, line breaks, vertical tab and
    /// form feed.
    @inline(__always) package static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || (byte >= tab && byte <= carriageReturn)
    }

    /// The value of a hex digit, or nil.
    @inline(__always) package static func hexValue(_ byte: UInt8) -> UInt8? {
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
    package static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
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
