private typealias Byte = ASCIIByte

/// Splits Swift source into tokens, left to right, on demand, keeping the line and column of each.
///
/// It knows what a package manifest can hold: `//` and nested `/* */` comments, string literals in
/// every form (escapes, interpolations holding further strings, `"""` and raw `#"..."#`), names,
/// numbers, punctuation and operators. Interpolations are followed with an explicit stack, so no
/// input can overflow the call stack; nesting deeper than ``maximumStringNesting`` is an error.
/// Every byte is looked at a bounded number of times.
package struct SwiftTokenizer {
    /// The read position, with the line it is on.
    package var cursor: ByteCursor

    /// The deepest nesting of strings inside interpolations accepted.
    static let maximumStringNesting = 32

    /// Creates a tokenizer over `bytes`, starting at `start` (after a byte order mark).
    package init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0) {
        cursor = ByteCursor(bytes: bytes, start: start)
    }

    /// Reads the next token; at the end of the text, an ``SwiftToken/Kind/end`` token, again and again.
    /// - Throws: at an unterminated comment or string, a character Swift does not allow here, or a
    ///   git conflict marker at the start of a line.
    package mutating func next() throws(SyntaxError) -> SwiftToken {
        let startsLine = try skipBlanks()
        let start = cursor.index
        let position = cursor.position()
        func token(_ kind: SwiftToken.Kind) -> SwiftToken {
            SwiftToken(kind: kind, start: start, end: cursor.index, position: position, startsLine: startsLine)
        }
        guard !cursor.isAtEnd else { return token(.end) }
        if opensString(at: cursor.index) {
            var string = token(.string)
            string.isInterpolated = try skipString()
            string.end = cursor.index
            return string
        }
        let byte = cursor.current
        if Self.isIdentifierStart(byte) {
            skipIdentifier()
            return token(.identifier)
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            return token(.number)
        case Byte.hash:
            cursor.index += 1
            guard Self.isIdentifierStart(cursor.current) else {
                throw SyntaxError("expected a name after '#', found \(describeCurrent())", at: cursor.position())
            }
            skipIdentifier()
            return token(.pound)
        case UInt8(ascii: "`"):
            cursor.index += 1
            while !cursor.isAtEnd && Self.isIdentifierContinuation(cursor.current) { cursor.index += 1 }
            guard cursor.current == UInt8(ascii: "`"), cursor.index > start + 1 else {
                throw SyntaxError("expected a name and a closing '`'", at: position)
            }
            cursor.index += 1
            return token(.identifier)
        case Byte.leftParenthesis, Byte.rightParenthesis, Byte.leftBracket, Byte.rightBracket, Byte.leftBrace,
            Byte.rightBrace, Byte.comma, UInt8(ascii: ":"), Byte.semicolon, UInt8(ascii: "@"), Byte.backslash:
            cursor.index += 1
            return token(.punctuation)
        case UInt8(ascii: "."):
            if cursor.byte(at: cursor.index + 1) != UInt8(ascii: ".") {
                cursor.index += 1
                return token(.punctuation)
            }
            skipOperator()
            return token(.operator)
        default:
            guard Self.isOperator(byte) else {
                throw SyntaxError("unexpected \(describeCurrent())", at: position)
            }
            skipOperator()
            return token(.operator)
        }
    }

    // MARK: Character classes

    /// True for the bytes a name starts with: ASCII letters, `_`, `$`, and any byte of a non-ASCII
    /// character (Swift allows most of them, and the manifest compiles, so they are not checked).
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == Byte.dollar || byte >= 0x80
    }

    /// True for the bytes a name continues with: those it starts with, and digits.
    @inline(__always) static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        identifierBytes.utf8Start[Int(byte)] != UInt8(ascii: ".")
    }

    /// ``isIdentifierContinuation(_:)`` as a table, a byte for each byte value, `.` where it is
    /// none: a load from a static string's constant bytes, where the comparisons it stands for
    /// made the loops over names the slowest part of a file's scan.
    private static let identifierBytes: StaticString = """
        ....................................x...........xxxxxxxxxx......\
        .xxxxxxxxxxxxxxxxxxxxxxxxxx....x.xxxxxxxxxxxxxxxxxxxxxxxxxx.....\
        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\
        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
        """

    /// True for Swift's operator characters: `/ = - + ! * % < > & | ^ ~ ?` (and `.` inside a run
    /// that starts with one).
    @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    // MARK: Names, numbers, operators

    private mutating func skipIdentifier() {
        cursor.index += 1
        while !cursor.isAtEnd && Self.isIdentifierContinuation(cursor.current) { cursor.index += 1 }
    }

    /// Skips a number: digits, letters (hex digits, exponents, `0x`), `_`, and a `.` followed by a
    /// digit. The sign of an exponent is left as an operator: a number's value never matters here.
    private mutating func skipNumber() {
        while !cursor.isAtEnd {
            let byte = cursor.current
            let next = cursor.byte(at: cursor.index + 1)
            if byte < 0x80 && byte != Byte.dollar && Self.isIdentifierContinuation(byte) {
                cursor.index += 1
            } else if byte == UInt8(ascii: ".") && next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") {
                cursor.index += 1
            } else {
                break
            }
        }
    }

    /// Skips a run of operator characters; a run that starts with `.` may hold more dots. A `//` or
    /// `/*` ends the run, as it starts a comment.
    private mutating func skipOperator() {
        let dotted = cursor.current == UInt8(ascii: ".")
        cursor.index += 1
        while !cursor.isAtEnd {
            let byte = cursor.current
            if byte == Byte.slash {
                let next = cursor.byte(at: cursor.index + 1)
                if next == Byte.slash || next == Byte.asterisk { break }
            }
            guard Self.isOperator(byte) || (dotted && byte == UInt8(ascii: ".")) else { break }
            cursor.index += 1
        }
    }

    // MARK: Blanks and comments

    /// Skips spaces, line breaks and comments.
    /// - Returns: whether a line break was skipped, or the cursor is at the start of the text.
    /// - Throws: at an unterminated `/*` comment, or at a git conflict marker at the start of a line.
    package mutating func skipBlanks() throws(SyntaxError) -> Bool {
        var sawBreak = cursor.index == cursor.lineStart && cursor.line == 1
        let count = cursor.bytes.count
        while cursor.index < count {
            let byte = cursor.bytes[cursor.index]
            if byte == Byte.space {
                // Indentation, a sixth of a typical file, in a loop of its own: the comparisons
                // below take four times the instructions a byte.
                cursor.index += 1
                skipSpaces()
            } else if byte == Byte.tab || byte == 0x0B || byte == 0x0C {
                cursor.index += 1
            } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                cursor.consumeBreak()
                sawBreak = true
            } else if byte == Byte.slash && cursor.byte(at: cursor.index + 1) == Byte.slash {
                while cursor.index < count {
                    let byte = cursor.bytes[cursor.index]
                    if byte == Byte.lineFeed || byte == Byte.carriageReturn { break }
                    cursor.index += 1
                }
            } else if byte == Byte.slash && cursor.byte(at: cursor.index + 1) == Byte.asterisk {
                if try skipBlockComment() { sawBreak = true }
            } else {
                break
            }
        }
        if cursor.index == cursor.lineStart, let marker = cursor.mergeMarker() {
            throw cursor.mergeError(marker)
        }
        return sawBreak
    }

    /// Skips the spaces at the cursor, eight at a time while there are eight.
    @inline(__always) private mutating func skipSpaces() {
        let count = cursor.bytes.count
        if let base = cursor.bytes.baseAddress {
            let eightSpaces: UInt64 = 0x2020_2020_2020_2020
            while cursor.index + 8 <= count,
                UnsafeRawPointer(base + cursor.index).loadUnaligned(as: UInt64.self) == eightSpaces
            {
                cursor.index += 8
            }
        }
        while cursor.index < count && cursor.bytes[cursor.index] == Byte.space { cursor.index += 1 }
    }

    /// Skips a `/* */` comment that starts at the cursor, with the comments nested in it.
    /// - Returns: whether the comment holds a line break.
    private mutating func skipBlockComment() throws(SyntaxError) -> Bool {
        let start = cursor.position()
        cursor.index += 2
        var open = 1
        var sawBreak = false
        let count = cursor.bytes.count
        while cursor.index < count {
            let byte = cursor.bytes[cursor.index]
            if byte == Byte.asterisk && cursor.byte(at: cursor.index + 1) == Byte.slash {
                cursor.index += 2
                open -= 1
                if open == 0 { return sawBreak }
            } else if byte == Byte.slash && cursor.byte(at: cursor.index + 1) == Byte.asterisk {
                cursor.index += 2
                open += 1
            } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                cursor.consumeBreak()
                sawBreak = true
            } else {
                cursor.index += 1
            }
        }
        throw SyntaxError("unterminated comment; expected '*/'", at: start)
    }

    /// Reads on to the next string literal, past code, comments and line breaks, for a reader that
    /// wants a file's strings only: the bytes between them are skipped, not made into tokens, but
    /// comments and strings are read as ``next()`` reads them. Nil at the end of the text.
    /// - Throws: where ``next()`` would at a comment, a conflict marker or a string.
    package mutating func nextString() throws(SyntaxError) -> SwiftToken? {
        while true {
            _ = try skipBlanks()
            guard !cursor.isAtEnd else { return nil }
            if opensString(at: cursor.index) { return try next() }
            // Code: on to the next byte that may start a blank, a comment or a string.
            let bytes = cursor.bytes
            var index = cursor.index + 1
            while index < bytes.count && !Self.mayStartBlankOrString(bytes[index]) { index += 1 }
            cursor.index = index
        }
    }

    /// True for the bytes ``nextString()`` stops at: blanks, line breaks, `/`, `"` and `#`.
    @inline(__always) private static func mayStartBlankOrString(_ byte: UInt8) -> Bool {
        switch byte {
        case Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn, 0x0B, 0x0C, Byte.slash, Byte.doubleQuote,
            Byte.hash:
            true
        default: false
        }
    }

    /// Moves to the start of the next line: for a reader of any Swift file, which goes on past what
    /// this tokenizer does not follow (a conflict marker, a character out of place) rather than stop.
    package mutating func skipLine() {
        while !cursor.isAtEnd && cursor.current != Byte.lineFeed && cursor.current != Byte.carriageReturn {
            cursor.index += 1
        }
        if !cursor.isAtEnd { cursor.consumeBreak() }
    }

    // MARK: Text

    /// The token's text; a backticked name without its backticks.
    package func text(of token: SwiftToken) -> String {
        if token.kind == .identifier && cursor.byte(at: token.start) == UInt8(ascii: "`") {
            return cursor.text(token.start + 1, token.end - 1)
        }
        return cursor.text(token.start, token.end)
    }

    /// True when the token's text is `text` (a backticked name never matches a keyword).
    package func token(_ token: SwiftToken, is text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where cursor.bytes[token.start + offset] != pointer[offset] { return false }
        return true
    }

    /// The character at the cursor as messages name it.
    package mutating func describeCurrent() -> String {
        Byte.describe(cursor.bytes, at: cursor.index)
    }
}
