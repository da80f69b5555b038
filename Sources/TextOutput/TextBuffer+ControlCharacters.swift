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

    /// Whether `appendEscaped` looks at `byte` for `style`: a byte that can start a character to
    /// escape (see ``ControlCharacters``), or one of the style's own characters. Every other byte is
    /// copied in runs.
    @inline(__always)
    private static func needsAttention(_ byte: UInt8, _ style: EscapeStyle) -> Bool {
        switch byte {
        case 0x25: style != .text
        case 0x2C, 0x3A: style == .workflowProperty
        default: ControlCharacters.canStart(byte)
        }
    }

    /// Appends `string` with every character of ``ControlCharacters`` written visibly, as `\u{1B}`
    /// or `\u{2028}`, and the escapes of `style`. Runs of other bytes are
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
    mutating func appendEscaped(
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
            let scalar: UInt32
            let length: Int
            if let control = ControlCharacters.escaped(at: index, in: utf8) {
                (scalar, length) = control
            } else if byte < 0x80 {
                (scalar, length) = (UInt32(byte), 1)  // one of the style's own characters
            } else {
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

    /// Whether none of the eight bytes of `word` needs a look: none can start a character to escape,
    /// none is a character `style` escapes.
    @inline(__always)
    private static func isPlain(_ word: UInt64, _ style: EscapeStyle) -> Bool {
        guard ControlCharacters.noneCanStart(in: word) else { return false }
        switch style {
        case .text: return true
        case .workflowMessage: return !ByteWord.contains(word, 0x25)
        case .workflowProperty:
            return !ByteWord.contains(word, 0x25) && !ByteWord.contains(word, 0x3A) && !ByteWord.contains(word, 0x2C)
        }
    }

    /// Appends `\u{` and `value` in uppercase hexadecimal without leading zeros, then `}`.
    mutating func appendVisibleEscape(_ value: UInt32) {
        append("\\u{")
        appendUppercaseHex(value)
        append("}")
    }

    /// Appends `value` in uppercase hexadecimal without leading zeros, as escapes spell a scalar.
    mutating func appendUppercaseHex(_ value: UInt32) {
        var shift = 28
        while shift > 0 && value >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            append(byte: Self.upperHex[Int(value >> UInt32(shift) & 0xF)])
            shift -= 4
        }
    }
}
