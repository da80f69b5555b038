/// The characters no output of targetlint writes as they are, in any format: C0 and C1 control
/// characters, DEL, the Unicode bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069) and the line and paragraph separators U+2028 and U+2029. A name from a manifest,
/// a project or a package holding one could otherwise forge a `file:line: error:` line, a GitHub
/// workflow command such as `::add-mask::`, a terminal escape sequence, a line break in a JSON or
/// XML consumer, or text that reads in another order than it is.
///
/// This is the one definition every format escapes by: text writes these characters as Swift
/// spells them (`\u{1B}`, `\u{202E}`), JSON as `\u` escapes, XML as character references. It is
/// stated on UTF-8 bytes, so that escaping looks at a character only when its first byte is one of
/// the few that can start such a character, and copies every other run of bytes as it is.
package enum ControlCharacters {
    /// Whether none of the eight bytes of `word` can start a character to escape: none is below
    /// 0x20, and none at or above 0x7F (DEL, and every byte of a character beyond ASCII).
    @inline(__always)
    static func noneCanStart(in word: UInt64) -> Bool {
        !ByteWord.containsNonASCII(word) && !ByteWord.containsByte(of: word, below: 0x20)
            && !ByteWord.contains(word, 0x7F)
    }

    /// Whether `byte` can start a character to escape: a C0 control, DEL, 0xC2 (which starts C1
    /// controls), 0xD8 (U+061C) or 0xE2 (the other bidirectional controls and the separators).
    @inline(__always)
    static func canStart(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x7F, 0xC2, 0xD8, 0xE2: true
        default: false
        }
    }

    /// The character to escape that starts at `index` of the valid UTF-8 text `utf8`, as its scalar
    /// value and its length in bytes; nil when the character there is not one: C0 and DEL (one
    /// byte), C1 (C2 80–C2 9F), U+061C (D8 9C), U+200E and U+200F (E2 80 8E–8F), U+2028–U+202E
    /// (E2 80 A8–AE) and U+2066–U+2069 (E2 81 A6–A9).
    @inline(__always)
    static func escaped(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (scalar: UInt32, length: Int)? {
        let byte = utf8[index]
        let second = index + 1 < utf8.count ? utf8[index + 1] : 0
        switch byte {
        case 0x00...0x1F, 0x7F:
            return (UInt32(byte), 1)
        case 0xC2 where (0x80...0x9F).contains(second):
            return (UInt32(second), 2)
        case 0xD8 where second == 0x9C:
            return (0x061C, 2)
        case 0xE2:
            let third = index + 2 < utf8.count ? utf8[index + 2] : 0
            switch (second, third) {
            case (0x80, 0x8E...0x8F), (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9):
                return (0x2000 + (UInt32(second & 0x3F) << 6) + UInt32(third & 0x3F), 3)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether `scalar` is written escaped: whether its UTF-8 bytes are a character to escape.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        Array(scalar.utf8).withUnsafeBufferPointer { escaped(at: 0, in: $0) != nil }
    }

    /// How `scalar` is written when escaped in text: `\u{` and its hexadecimal value, then `}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        var text = TextBuffer(capacity: 10)
        text.appendVisibleEscape(scalar.value)
        return text.text
    }

    /// `text` with every escaped character written visibly; `text` itself when it holds none.
    package static func escaping(_ text: String) -> String {
        var buffer = TextBuffer()
        guard buffer.appendEscaped(text, style: .text, onlyIfNeeded: true) else { return text }
        return buffer.text
    }
}
