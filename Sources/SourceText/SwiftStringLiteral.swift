private typealias Byte = ASCIIByte

/// The value of a Swift string literal, from the bytes of its token.
package enum SwiftStringLiteral {
    /// A literal's value, or the fact that it interpolates (and so has no value until run).
    package struct Value: Sendable, Hashable {
        /// The text, escapes resolved and a `"""` string's indentation removed; for an interpolated
        /// string, the text as written between the delimiters.
        package var text: String
        /// Whether the literal holds an interpolation `\(...)`.
        package var isInterpolated: Bool
    }

    /// Decodes the literal `bytes[start..<end]`, which ``SwiftTokenizer`` has checked is whole.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Value {
        var hashes = 0
        while bytes[start + hashes] == Byte.hash { hashes += 1 }
        let quote = start + hashes
        let multiline = quote + 2 < end && bytes[quote + 1] == Byte.doubleQuote && bytes[quote + 2] == Byte.doubleQuote
        let delimiter = (multiline ? 3 : 1) + hashes
        var content = Array(
            UnsafeBufferPointer(rebasing: bytes[(start + delimiter)..<max(start + delimiter, end - delimiter)]))
        if multiline { content = removingIndentation(content) }
        return resolvingEscapes(content, hashes: hashes)
    }

    /// A `"""` string's lines: the line break after the opening delimiter and the one before the
    /// closing delimiter left out, and the closing delimiter's indentation taken off each line.
    private static func removingIndentation(_ content: [UInt8]) -> [UInt8] {
        var text = content
        if text.first == Byte.carriageReturn { text.removeFirst() }
        if text.first == Byte.lineFeed { text.removeFirst() }
        guard let lastBreak = text.lastIndex(where: { $0 == Byte.lineFeed || $0 == Byte.carriageReturn }) else {
            return []
        }
        let indentation = Array(text[(lastBreak + 1)...])
        var bodyEnd = lastBreak
        if bodyEnd > 0 && text[bodyEnd] == Byte.lineFeed && text[bodyEnd - 1] == Byte.carriageReturn { bodyEnd -= 1 }
        var result: [UInt8] = []
        result.reserveCapacity(bodyEnd)
        var index = 0
        var atLineStart = true
        while index < bodyEnd {
            if atLineStart && text[index...].starts(with: indentation) && index + indentation.count <= bodyEnd {
                index += indentation.count
                atLineStart = false
                continue
            }
            atLineStart = false
            var byte = text[index]
            if byte == Byte.carriageReturn {
                if index + 1 < bodyEnd && text[index + 1] == Byte.lineFeed { index += 1 }
                byte = Byte.lineFeed
            }
            if byte == Byte.lineFeed { atLineStart = true }
            result.append(byte)
            index += 1
        }
        return result
    }

    /// The text with escapes (a backslash and `hashes` `#`s) resolved; a backslash before a line
    /// break joins the lines.
    private static func resolvingEscapes(_ content: [UInt8], hashes: Int) -> Value {
        var result: [UInt8] = []
        result.reserveCapacity(content.count)
        var index = 0
        while index < content.count {
            let byte = content[index]
            guard byte == Byte.backslash, escapeFollows(content, at: index + 1, hashes: hashes) else {
                result.append(byte)
                index += 1
                continue
            }
            index += 1 + hashes
            guard index < content.count else { break }
            switch content[index] {
            case Byte.leftParenthesis:
                return Value(text: String(decoding: content, as: UTF8.self), isInterpolated: true)
            case UInt8(ascii: "n"): result.append(Byte.lineFeed)
            case UInt8(ascii: "t"): result.append(Byte.tab)
            case UInt8(ascii: "r"): result.append(Byte.carriageReturn)
            case UInt8(ascii: "0"): result.append(0)
            case Byte.lineFeed:
                // A line continuation: the break and the next line's indentation are gone already.
                break
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digitIndex = index + 2
                while digitIndex < content.count, let digit = Byte.hexValue(content[digitIndex]) {
                    value = value &<< 4 | UInt32(digit)
                    digitIndex += 1
                }
                UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { result.append($0) }
                index = min(digitIndex, content.count - 1)
            default: result.append(content[index])
            }
            index += 1
        }
        return Value(text: String(decoding: result, as: UTF8.self), isInterpolated: false)
    }

    /// True when `hashes` `#`s follow at `offset`, so that the backslash before them escapes.
    private static func escapeFollows(_ content: [UInt8], at offset: Int, hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard offset + hashes <= content.count else { return false }
        for index in offset..<(offset + hashes) where content[index] != Byte.hash { return false }
        return true
    }
}
