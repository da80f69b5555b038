extension TextBuffer {
    /// Appends `strings` as a JSON array of string literals.
    package mutating func appendJSONArray(_ strings: [String]) {
        append("[")
        for (index, string) in strings.enumerated() {
            if index > 0 { append(", ") }
            appendJSONString(string)
        }
        append("]")
    }

    /// Appends `string` as a JSON string literal, quotes included. Runs of bytes that need no
    /// escape are copied at once.
    package mutating func appendJSONString(_ string: String) {
        append(byte: UInt8(ascii: "\""))
        string.withUTF8Bytes { appendJSONEscaped($0) }
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends what ``appendJSONString(_:)`` writes between the quotes: `string` escaped for a
    /// JSON string literal, for a literal written in pieces.
    package mutating func appendJSONEscaped(_ string: String) {
        string.withUTF8Bytes { appendJSONEscaped($0) }
    }

    /// Escapes `"`, `\` and every character of ``ControlCharacters``: `\n`, `\r` and `\t` as such,
    /// the others as `\u` and four lowercase hexadecimal digits (`\u001b`, `\u202e`). Every other
    /// byte, UTF-8 beyond ASCII included, is copied as it is, eight bytes at a time while none of
    /// them needs a look.
    private mutating func appendJSONEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            while index + 8 <= count {
                let word = ByteWord.load(utf8, at: index)
                let quotes = ByteWord.contains(word, UInt8(ascii: "\"")) || ByteWord.contains(word, UInt8(ascii: "\\"))
                guard ControlCharacters.noneCanStart(in: word) && !quotes else { break }
                index += 8
            }
            while index < count && !Self.needsJSONAttention(utf8[index]) { index += 1 }
            guard index < count else { break }
            let byte = utf8[index]
            let scalar: UInt32
            let length: Int
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                (scalar, length) = (UInt32(byte), 1)
            } else if let control = ControlCharacters.escaped(at: index, in: utf8) {
                (scalar, length) = control
            } else {
                index += 1
                continue
            }
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            append(byte: UInt8(ascii: "\\"))
            switch scalar {
            case 0x22, 0x5C: append(byte: byte)
            case 0x0A: append(byte: UInt8(ascii: "n"))
            case 0x0D: append(byte: UInt8(ascii: "r"))
            case 0x09: append(byte: UInt8(ascii: "t"))
            default:
                append(byte: UInt8(ascii: "u"))
                for shift in stride(from: 12, through: 0, by: -4) {
                    append(byte: Self.hexDigits[Int(scalar >> UInt32(shift) & 0xF)])
                }
            }
            index += length
            runStart = index
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }

    /// Whether the JSON escaper looks at `byte`: a quote, a backslash, or a byte that can start a
    /// character of ``ControlCharacters``.
    @inline(__always)
    private static func needsJSONAttention(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || ControlCharacters.canStart(byte)
    }
}
