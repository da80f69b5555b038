/// The characters no text output of targetlint prints as they are: C0 and C1 control characters,
/// DEL, and the Unicode bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069). A name from a manifest holding one could otherwise forge a `file:line: error:`
/// line, a GitHub workflow command such as `::add-mask::`, a terminal escape sequence, or text
/// that reads in another order than it is. Each is written visibly instead, as Swift spells it:
/// `\u{1B}`, `\u{A}`, `\u{202E}`.
package enum ControlCharacters {
    /// Whether `scalar` is written escaped.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// How `scalar` is written when escaped: `\u{` and its hexadecimal value, then `}`.
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

extension TextBuffer {
    /// What is escaped besides the control characters, and how line breaks are written.
    package enum EscapeStyle {
        /// Control characters as `\u{1B}`.
        case text
        /// The message of a GitHub workflow command: `%`, CR and LF percent-encoded as the runner
        /// reads them (`%25`, `%0D`, `%0A`), other control characters as `\u{1B}`.
        case workflowMessage
        /// A property of a workflow command (`file=`, `title=`): the message's escapes, and `:` and
        /// `,` percent-encoded, since they end a property.
        case workflowProperty
    }

    private static let upperHex = Array("0123456789ABCDEF".utf8)

    /// Whether `appendEscaped` looks at `byte` for `style`: ASCII controls and DEL, 0xC2 (which
    /// starts C1 controls), 0xD8 (U+061C) and 0xE2 (the other bidirectional controls), and the
    /// style's own characters. Every other byte is copied in runs.
    @inline(__always)
    private static func needsAttention(_ byte: UInt8, _ style: EscapeStyle) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x7F, 0xC2, 0xD8, 0xE2: true
        case 0x25: style != .text
        case 0x2C, 0x3A: style == .workflowProperty
        default: false
        }
    }

    /// Appends `string` with every C0 and C1 control character, DEL and Unicode bidirectional
    /// control written visibly as `\u{1B}`, and the escapes of `style`. Runs of other bytes are
    /// copied at once, so text without such characters costs one scan and one copy.
    package mutating func appendEscaped(_ string: some StringProtocol, style: EscapeStyle = .text) {
        _ = appendEscaped(string, style: style, onlyIfNeeded: false)
    }

    /// ``appendEscaped(_:style:)`` for a `String`, read in place without going through
    /// `StringProtocol`.
    package mutating func appendEscaped(_ string: String, style: EscapeStyle = .text) {
        _ = string.withUTF8Bytes { appendEscaped($0, style: style, onlyIfNeeded: false) }
    }

    /// Appends `string` escaped as `style` says; with `onlyIfNeeded`, appends nothing when no
    /// character needs an escape.
    /// - Returns: whether anything needed an escape.
    fileprivate mutating func appendEscaped(
        _ string: some StringProtocol, style: EscapeStyle, onlyIfNeeded: Bool
    ) -> Bool {
        if let escaped = string.utf8.withContiguousStorageIfAvailable({
            appendEscaped($0, style: style, onlyIfNeeded: onlyIfNeeded)
        }) {
            return escaped
        }
        return Array(string.utf8).withUnsafeBufferPointer {
            appendEscaped($0, style: style, onlyIfNeeded: onlyIfNeeded)
        }
    }

    private mutating func appendEscaped(
        _ utf8: UnsafeBufferPointer<UInt8>, style: EscapeStyle, onlyIfNeeded: Bool
    ) -> Bool {
        var runStart = 0
        var index = 0
        var escaped = false
        let count = utf8.count
        while index < count {
            // Eight bytes at a time while none is below 0x20, DEL, at or above 0x80, or one of the
            // style's own characters: the common case of ASCII names and messages. Then a byte at
            // a time up to the next byte to look at, or the end.
            while index + 8 <= count && Self.isPlain(ByteWord.load(utf8, at: index), style) { index += 8 }
            while index < count && !Self.needsAttention(utf8[index], style) { index += 1 }
            guard index < count else { break }
            let byte = utf8[index]
            // The scalar a lead byte starts, when it is one that is escaped; nil for other characters.
            let next = index + 1 < utf8.count ? utf8[index + 1] : 0
            let third = index + 2 < utf8.count ? utf8[index + 2] : 0
            let scalar: UInt32?
            var length = 1
            switch byte {
            case 0xC2:
                scalar = (0x80...0x9F).contains(next) ? UInt32(next) : nil
                length = 2
            case 0xD8:
                scalar = next == 0x9C ? 0x061C : nil
                length = 2
            case 0xE2:
                let value = 0x2000 + (UInt32(next & 0x3F) << 6) + UInt32(third & 0x3F)
                let isBidi = (0x80...0x81).contains(next) && (third & 0xC0) == 0x80
                scalar = isBidi && ControlCharacters.isEscaped(Unicode.Scalar(value) ?? " ") ? value : nil
                length = 3
            default:
                scalar = UInt32(byte)
            }
            guard let scalar else {
                index += 1
                continue
            }
            escaped = true
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch (scalar, style) {
            case (0x25, _): append("%25")
            case (0x0D, .workflowMessage), (0x0D, .workflowProperty): append("%0D")
            case (0x0A, .workflowMessage), (0x0A, .workflowProperty): append("%0A")
            case (0x3A, _): append("%3A")
            case (0x2C, _): append("%2C")
            default: appendVisibleEscape(scalar)
            }
            index += length
            runStart = index
        }
        if escaped || !onlyIfNeeded {
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        return escaped
    }

    /// Whether none of the eight bytes of `word` needs a look: none below 0x20, none DEL, none at or
    /// above 0x80 (which covers every byte of a non-ASCII character), none a character `style`
    /// escapes.
    @inline(__always)
    private static func isPlain(_ word: UInt64, _ style: EscapeStyle) -> Bool {
        if ByteWord.containsNonASCII(word) || ByteWord.containsByte(of: word, below: 0x20)
            || ByteWord.contains(word, 0x7F)
        {
            return false
        }
        switch style {
        case .text: return true
        case .workflowMessage: return !ByteWord.contains(word, 0x25)
        case .workflowProperty:
            return !ByteWord.contains(word, 0x25) && !ByteWord.contains(word, 0x3A) && !ByteWord.contains(word, 0x2C)
        }
    }

    /// Appends `\u{` and `value` in uppercase hexadecimal without leading zeros, then `}`.
    fileprivate mutating func appendVisibleEscape(_ value: UInt32) {
        append("\\u{")
        var shift = 28
        while shift > 0 && value >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            append(byte: Self.upperHex[Int(value >> UInt32(shift) & 0xF)])
            shift -= 4
        }
        append("}")
    }
}
