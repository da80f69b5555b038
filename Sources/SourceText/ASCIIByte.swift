/// The ASCII bytes the byte-level readers look for, by name.
public enum ASCIIByte {
    @inlinable public static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable public static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable public static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable public static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable public static var doubleQuote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var singleQuote: UInt8 { UInt8(ascii: "'") }
    @inlinable public static var dollar: UInt8 { UInt8(ascii: "$") }
    @inlinable public static var ampersand: UInt8 { UInt8(ascii: "&") }
    @inlinable public static var leftParenthesis: UInt8 { UInt8(ascii: "(") }
    @inlinable public static var rightParenthesis: UInt8 { UInt8(ascii: ")") }
    @inlinable public static var asterisk: UInt8 { UInt8(ascii: "*") }
    @inlinable public static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable public static var hyphen: UInt8 { UInt8(ascii: "-") }
    @inlinable public static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable public static var semicolon: UInt8 { UInt8(ascii: ";") }
    @inlinable public static var lessThan: UInt8 { UInt8(ascii: "<") }
    @inlinable public static var equals: UInt8 { UInt8(ascii: "=") }
    @inlinable public static var greaterThan: UInt8 { UInt8(ascii: ">") }
    @inlinable public static var question: UInt8 { UInt8(ascii: "?") }
    @inlinable public static var exclamation: UInt8 { UInt8(ascii: "!") }
    @inlinable public static var leftBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable public static var rightBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var leftBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable public static var rightBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable public static var hash: UInt8 { UInt8(ascii: "#") }

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
