/// Rejects text that is not UTF-8, or that holds NUL or other control characters, before parsing,
/// so binary garbage gets one clear error instead of a confusing one further on.
package enum EncodingValidator {
    /// Throws at the first invalid byte.
    /// - Returns: whether every byte is ASCII, which makes every column a byte offset.
    /// - Complexity: O(n). Lines are counted only to place an error: a valid file costs one
    ///   predictable comparison per printable byte.
    @discardableResult
    package static func validate(_ bytes: [UInt8]) throws(SyntaxError) -> Bool {
        var isASCII = true
        guard let (index, message) = bytes.withUnsafeBufferPointer({ firstInvalidByte($0, isASCII: &isASCII) }) else {
            return isASCII
        }
        var line = 1
        var lineStart = 0
        for offset in 0..<index where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        throw SyntaxError(message, at: position(bytes, line, lineStart, index))
    }

    /// The offset of the first byte that is not allowed, and what is wrong with it; clears
    /// `isASCII` at the first multi-byte character.
    private static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: inout Bool) -> (Int, String)? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time while each is printable ASCII or a line feed: the lines of a
            // manifest and the breaks between them.
            if let base = bytes.baseAddress {
                while index + 8 <= count
                    && isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                }
                guard index < count else { break }
            }
            let byte = bytes[index]
            // Printable ASCII, 0x20 to 0x7F, the bulk of any manifest.
            if byte &- 0x20 < 0x60 {
                index += 1
                continue
            }
            if byte < 0x20 {
                guard byte == 0x0A || byte == 0x09 || byte == 0x0D else {
                    let what =
                        byte == 0
                        ? "a NUL byte (is this a binary file?)"
                        : "control character U+\(hex(byte, digits: 4))"
                    return (index, "the file contains \(what)")
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            isASCII = false
            if length == 0 { return (index, "the file is not valid UTF-8 (byte 0x\(hex(byte, digits: 2)))") }
            index += length
        }
        return nil
    }

    /// Whether each of the eight bytes of `word` is printable ASCII, 0x20 to 0x7F, or a line feed.
    @inline(__always)
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        guard word & highBits == 0 else { return false }
        // The high bit of each byte that is a line feed, exactly (no carry crosses a byte: with
        // the high bits clear, adding 0x7F to a byte stays within it); moved to 0x20, it makes the
        // line feed 0x2A, printable.
        let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let isLineFeed = ~((lineFeeds & lowBits) &+ lowBits | lineFeeds) & highBits
        let printed = word | isLineFeed >> 2
        // With no high bit set, a byte below 0x20 is one that subtracting 0x20 sends negative.
        return (printed &- 0x2020_2020_2020_2020) & ~printed & highBits == 0
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 if it is malformed.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    private static func position(_ bytes: [UInt8], _ line: Int, _ lineStart: Int, _ index: Int) -> TextPosition {
        var column = 1
        for byte in bytes[lineStart..<index] where byte & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: line, column: column)
    }

    private static func hex(_ byte: UInt8, digits: Int) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
