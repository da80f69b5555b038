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

    /// Escapes `"`, `\` and the C0 controls; every other byte, UTF-8 beyond ASCII included, is
    /// copied as it is, eight bytes at a time while none of them needs an escape.
    private mutating func appendJSONEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            while index + 8 <= count {
                let word = ByteWord.load(utf8, at: index)
                if ByteWord.containsByte(of: word, below: 0x20) || ByteWord.contains(word, UInt8(ascii: "\""))
                    || ByteWord.contains(word, UInt8(ascii: "\\"))
                {
                    break
                }
                index += 8
            }
            while index < count && utf8[index] >= 0x20 && utf8[index] != UInt8(ascii: "\"")
                && utf8[index] != UInt8(ascii: "\\")
            {
                index += 1
            }
            guard index < count else { break }
            let byte = utf8[index]
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            append(byte: UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte: byte)
            case UInt8(ascii: "\n"): append(byte: UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): append(byte: UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): append(byte: UInt8(ascii: "t"))
            default:
                append("u00")
                append(byte: Self.hexDigits[Int(byte >> 4)])
                append(byte: Self.hexDigits[Int(byte & 0xF)])
            }
            index += 1
            runStart = index
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }
}
