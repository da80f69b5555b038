extension TextBuffer {
    /// The UTF-8 bytes of U+FFFD, which stands in for characters XML 1.0 cannot hold.
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The bytes `appendXMLEscaped` looks at: `& < > " '`, the bytes that can start a character of
    /// ``ControlCharacters``, and 0xEF, which starts U+FFFE and U+FFFF. Every other byte is copied
    /// in runs.
    private static let needsAttention: [Bool] = (0...255).map { byte in
        byte == 0xEF || ControlCharacters.canStart(UInt8(byte)) || Array("&<>\"'".utf8).contains(UInt8(byte))
    }

    /// Appends `string` escaped for XML 1.0 character data and attribute values alike: `& < > " '`
    /// as entities; tab, line feed and carriage return as character references, so attribute values
    /// keep them; DEL, the C1 controls, the bidirectional controls and the separators of
    /// ``ControlCharacters`` as hexadecimal character references (`&#x202E;`); and every character
    /// XML 1.0 forbids (the other C0 controls, U+FFFE and U+FFFF, which no reference can spell
    /// either) as U+FFFD.
    package mutating func appendXMLEscaped(_ string: String) {
        string.withUTF8Bytes { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                guard Self.needsAttention[Int(byte)] else {
                    index += 1
                    continue
                }
                let length: Int
                if byte == 0xEF {
                    guard index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE else {
                        index += 1  // another character of the block U+F000–U+FFFF
                        continue
                    }
                    append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    append(bytes: Self.replacementCharacter)
                    length = 3
                } else if byte >= 0x7F {
                    guard let (scalar, escapedLength) = ControlCharacters.escaped(at: index, in: utf8) else {
                        index += 1
                        continue
                    }
                    append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    appendCharacterReference(scalar)
                    length = escapedLength
                } else {
                    append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    switch byte {
                    case UInt8(ascii: "&"): append("&amp;")
                    case UInt8(ascii: "<"): append("&lt;")
                    case UInt8(ascii: ">"): append("&gt;")
                    case UInt8(ascii: "\""): append("&quot;")
                    case UInt8(ascii: "'"): append("&apos;")
                    case UInt8(ascii: "\t"): append("&#9;")
                    case UInt8(ascii: "\n"): append("&#10;")
                    case UInt8(ascii: "\r"): append("&#13;")
                    default: append(bytes: Self.replacementCharacter)
                    }
                    length = 1
                }
                index += length
                runStart = index
            }
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
    }

    /// Appends `&#x`, `scalar` in uppercase hexadecimal without leading zeros, and `;`.
    private mutating func appendCharacterReference(_ scalar: UInt32) {
        append("&#x")
        appendUppercaseHex(scalar)
        append(byte: UInt8(ascii: ";"))
    }
}
