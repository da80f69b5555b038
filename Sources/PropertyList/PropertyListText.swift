import SourceText

/// Turns the bytes the readers collect into strings.
package enum PropertyListText {
    /// The bytes as a string.
    /// - Parameter highBits: the bytes or-ed together; below 0x80 the text is ASCII and needs no check.
    /// - Throws: when the bytes are not UTF-8, at `position`, where the string starts.
    package static func string(
        _ bytes: UnsafeBufferPointer<UInt8>, highBits: UInt8, at position: TextPosition
    ) throws(SyntaxError) -> String {
        if highBits < 0x80 {
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SyntaxError("the string is not valid UTF-8", at: position)
        }
        return text
    }

    /// Appends the UTF-8 encoding of `scalar`.
    package static func append(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        UTF8.encode(scalar) { buffer.append($0) }
    }
}
