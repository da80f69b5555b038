import SourceText

private typealias Byte = ASCIIByte

extension OpenStepReader {
    // MARK: Bare strings

    /// The characters of an unquoted string, ASCII letters and digits and `_ $ / : . -`, as bits:
    /// `bareLow` for bytes 0 to 63, `bareHigh` for 64 to 127.
    static let bareLow: UInt64 = 0x07FF_E010_0000_0000
    static let bareHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE

    /// True for the characters of an unquoted string: ASCII letters and digits and `_ $ / : . -`.
    /// The table is chosen without a branch: ids mix digits (below 64) and letters (above) at random,
    /// which a branch would mispredict on every other byte.
    @inline(__always) static func isBare(_ byte: UInt8) -> Bool {
        let bits = byte & 0x40 == 0 ? bareLow : bareHigh
        return byte < 128 && bits &>> UInt64(byte & 63) & 1 != 0
    }

    /// Reads an unquoted string at the cursor. Besides the characters of ``isBare(_:)`` it takes build
    /// setting references, `$(SRCROOT)/x` and `${NAME}`, whole, as hand-edited projects hold them.
    /// - Returns: the string, or nil when the cursor is not on one.
    /// - Throws: at a `$(` that is not closed before a character that cannot be in the string.
    mutating func readBareString() throws(SyntaxError) -> String? {
        let bytes = cursor.bytes
        let count = bytes.count
        let start = cursor.index
        var index = start
        while index < count {
            let byte = bytes[index]
            guard OpenStepReader.isBare(byte) else { break }
            index += 1
            if byte == Byte.dollar && index < count
                && (bytes[index] == Byte.leftParenthesis || bytes[index] == Byte.leftBrace)
            {
                index = try skipReference(from: index - 1)
            }
        }
        cursor.index = index
        return index == start ? nil : cursor.text(start, index)
    }

    /// Skips a `$(...)` or `${...}` reference, nested ones included, that starts at `start`.
    /// - Returns: the offset after its closing bracket.
    private mutating func skipReference(from start: Int) throws(SyntaxError) -> Int {
        let bytes = cursor.bytes
        var index = start + 2
        var open = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.rightParenthesis || byte == Byte.rightBrace {
                open -= 1
                index += 1
                if open == 0 { return index }
            } else if byte == Byte.dollar && index + 1 < bytes.count
                && (bytes[index + 1] == Byte.leftParenthesis || bytes[index + 1] == Byte.leftBrace)
            {
                open += 1
                index += 2
            } else if OpenStepReader.isBare(byte) {
                index += 1
            } else {
                break
            }
        }
        let name = ASCIIByte.describe(bytes, at: index)
        throw SyntaxError(
            "unterminated build setting reference in an unquoted string, found \(name); quote the string",
            at: cursor.position(of: start))
    }

    // MARK: Quoted strings

    /// Reads a `"` or `'` quoted string at the cursor, resolving escapes: `\n`, `\t`, `\r`, `\a`, `\b`,
    /// `\f`, `\v`, `\"`, `\'`, `\\`, octal `\NNN` (read as a code point, so Latin-1 above 127),
    /// `\Uxxxx` (a UTF-16 code unit: a surrogate pair makes one character, a lone surrogate U+FFFD),
    /// and any other escaped character as itself. Line breaks may stand in the string as they are.
    mutating func readQuotedString() throws(SyntaxError) -> String {
        let quote = cursor.current
        let start = cursor.position()
        cursor.index += 1
        let contentStart = cursor.index
        let bytes = cursor.bytes
        let count = bytes.count
        var highBits: UInt8 = 0
        // Fast path: no escapes.
        while cursor.index < count {
            let byte = bytes[cursor.index]
            if byte == quote {
                let end = cursor.index
                cursor.index += 1
                return try string(contentStart, end, highBits: highBits, at: start)
            }
            if byte == Byte.backslash { break }
            highBits |= byte
            cursor.advance()
        }
        guard cursor.index < count else { throw unterminatedString(at: start, quote: quote) }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<cursor.index]))
        while cursor.index < count {
            let byte = bytes[cursor.index]
            if byte == quote {
                cursor.index += 1
                return try buffer.withUnsafeBufferPointer { (text) throws(SyntaxError) -> String in
                    try PropertyListText.string(text, highBits: highBits, at: start)
                }
            }
            if byte == Byte.backslash {
                try readEscape(into: &buffer)
                continue
            }
            highBits |= byte
            buffer.append(byte)
            cursor.advance()
        }
        throw unterminatedString(at: start, quote: quote)
    }

    private mutating func string(
        _ start: Int, _ end: Int, highBits: UInt8, at position: TextPosition
    ) throws(SyntaxError) -> String {
        try PropertyListText.string(
            UnsafeBufferPointer(rebasing: cursor.bytes[start..<end]), highBits: highBits, at: position)
    }

    private func unterminatedString(at start: TextPosition, quote: UInt8) -> SyntaxError {
        SyntaxError(
            "unterminated string; expected a closing \(quote == Byte.doubleQuote ? "'\"'" : "\"'\"")", at: start)
    }

    /// Reads the escape at the cursor (a backslash) and appends what it stands for.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(SyntaxError) {
        let escapeStart = cursor.index
        cursor.index += 1
        guard !cursor.isAtEnd else { return }
        let byte = cursor.current
        switch byte {
        case UInt8(ascii: "n"): buffer.append(Byte.lineFeed)
        case UInt8(ascii: "t"): buffer.append(Byte.tab)
        case UInt8(ascii: "r"): buffer.append(Byte.carriageReturn)
        case UInt8(ascii: "a"): buffer.append(0x07)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 3 {
                let digit = cursor.current
                guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "7") else { break }
                value = value &* 8 &+ UInt32(digit &- UInt8(ascii: "0"))
                cursor.index += 1
                digits += 1
            }
            PropertyListText.append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &buffer)
            return
        case UInt8(ascii: "U"):
            cursor.index += 1
            guard let unit = readHexUnit() else {
                throw SyntaxError(
                    "expected 1 to 4 hex digits after '\\U'", at: cursor.position(of: escapeStart))
            }
            var scalar = Unicode.Scalar(UInt32(unit))
            if UTF16.isLeadSurrogate(unit) {
                // A trailing surrogate must follow as another `\U` escape to make one character.
                let saved = cursor.index
                if cursor.current == Byte.backslash && cursor.byte(at: cursor.index + 1) == UInt8(ascii: "U") {
                    cursor.index += 2
                    if let low = readHexUnit(), UTF16.isTrailSurrogate(low) {
                        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                        scalar = Unicode.Scalar(value)
                    } else {
                        cursor.index = saved
                    }
                }
            }
            PropertyListText.append(scalar ?? "\u{FFFD}", to: &buffer)
            return
        case Byte.lineFeed, Byte.carriageReturn:
            buffer.append(byte)
            cursor.advance()
            return
        default:
            buffer.append(byte)
        }
        cursor.index += 1
    }

    /// Reads one to four hex digits at the cursor as a UTF-16 code unit.
    private mutating func readHexUnit() -> UInt16? {
        var unit: UInt16 = 0
        var digits = 0
        while digits < 4, let value = Byte.hexValue(cursor.current) {
            unit = unit &<< 4 | UInt16(value)
            cursor.index += 1
            digits += 1
        }
        return digits == 0 ? nil : unit
    }

    // MARK: Data

    /// Reads `<hex digits>` data at the cursor; blanks between digits are allowed.
    mutating func readData() throws(SyntaxError) -> [UInt8] {
        let start = cursor.position()
        cursor.index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while !cursor.isAtEnd {
            let byte = cursor.current
            if let value = Byte.hexValue(byte) {
                if let first = high {
                    data.append(first << 4 | value)
                    high = nil
                } else {
                    high = value
                }
                cursor.index += 1
            } else if Byte.isBlank(byte) {
                cursor.advance()
            } else if byte == Byte.greaterThan {
                if high != nil {
                    throw cursor.error("data with an odd number of hex digits")
                }
                cursor.index += 1
                return data
            } else {
                throw cursor.error(
                    "expected hex digits or '>' in data, found \(Byte.describe(cursor.bytes, at: cursor.index))")
            }
        }
        throw SyntaxError("unterminated data; expected '>'", at: start)
    }
}
