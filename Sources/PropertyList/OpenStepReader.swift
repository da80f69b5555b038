import SourceText

private typealias Byte = ASCIIByte

/// Reads the old-style ASCII property list format that Xcode writes `project.pbxproj` in:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, bare and quoted strings, `<hex>` data, and
/// `//` and `/* */` comments.
///
/// The reader keeps a stack of open collections in a ``PropertyListBuilder`` instead of recursing,
/// so no input can overflow the stack. Every byte is looked at a bounded number of times.
struct OpenStepReader {
    package var cursor: ByteCursor
    package var builder: PropertyListBuilder

    package init(bytes: UnsafeBufferPointer<UInt8>, start: Int, options: PropertyListParser.Options) {
        cursor = ByteCursor(bytes: bytes, start: start)
        builder = PropertyListBuilder(options: options, expectedSize: bytes.count)
    }

    /// Reads the whole text as one property list.
    /// - Complexity: O(n) in the length of the text.
    package mutating func read() throws(SyntaxError) -> PropertyList {
        try skipBlanks()
        if cursor.isAtEnd {
            throw cursor.error("the file holds no property list")
        }
        try beginValue()
        while builder.depth > 0 {
            try skipBlanks()
            if cursor.isAtEnd { throw unterminatedCollection() }
            if builder.isInDictionary {
                if cursor.current == Byte.rightBrace {
                    cursor.index += 1
                    builder.endCollection()
                    try expectSeparator()
                    continue
                }
                try readKey()
                try skipBlanks()
                guard cursor.current == Byte.equals else {
                    throw cursor.error("expected '=' after the key '\(builder.key)', found \(describeCurrent())")
                }
                cursor.index += 1
                try skipBlanks()
                if try !beginValue() { try expectSeparator() }
            } else {
                if cursor.current == Byte.rightParenthesis {
                    cursor.index += 1
                    builder.endCollection()
                    try expectSeparator()
                    continue
                }
                if try !beginValue() { try expectSeparator() }
            }
        }
        try skipBlanks()
        if !cursor.isAtEnd {
            throw cursor.error("unexpected \(describeCurrent()) after the end of the property list")
        }
        guard let list = builder.finish(format: .openStep) else {
            throw cursor.error("the file holds no property list")
        }
        return list
    }

    // MARK: Structure

    /// Reads a scalar, or opens a collection.
    /// - Returns: true when a collection was opened, false when a scalar was read.
    @discardableResult
    private mutating func beginValue() throws(SyntaxError) -> Bool {
        let start = cursor.position()
        switch cursor.current {
        case Byte.leftBrace:
            try builder.beginDictionary(at: start)
            cursor.index += 1
            return true
        case Byte.leftParenthesis:
            try builder.beginArray(at: start)
            cursor.index += 1
            return true
        case Byte.doubleQuote, Byte.singleQuote:
            try builder.addValue(.string(try readQuotedString()), at: start)
        case Byte.lessThan:
            try builder.addValue(.data(try readData()), at: start)
        default:
            guard let text = try readBareString() else {
                let context =
                    builder.isInDictionary ? " for the key '\(builder.key)'" : builder.depth > 0 ? " in the array" : ""
                throw cursor.error("expected a value\(context), found \(describeCurrent())")
            }
            try builder.addValue(.string(text), at: start)
        }
        return false
    }

    /// Reads a dictionary key, bare or quoted, and records it.
    private mutating func readKey() throws(SyntaxError) {
        let start = cursor.position()
        let key: String
        switch cursor.current {
        case Byte.doubleQuote, Byte.singleQuote:
            key = try readQuotedString()
        default:
            guard let text = try readBareString() else {
                throw cursor.error(
                    "expected a key or '}' in the dictionary that starts at \(builder.openPosition), "
                        + "found \(describeCurrent())")
            }
            key = text
        }
        builder.setKey(key, at: start)
    }

    /// Consumes what follows a value inside a collection: `;` in a dictionary; `,` or the closing `)`
    /// in an array. Does nothing after the top-level value.
    private mutating func expectSeparator() throws(SyntaxError) {
        guard builder.depth > 0 else { return }
        try skipBlanks()
        if cursor.isAtEnd { throw unterminatedCollection() }
        let byte = cursor.current
        if builder.isInDictionary {
            guard byte == Byte.semicolon else {
                throw cursor.error("expected ';' after the value of '\(builder.latestKey)', found \(describeCurrent())")
            }
            cursor.index += 1
        } else if byte == Byte.comma {
            cursor.index += 1
        } else if byte != Byte.rightParenthesis {
            throw cursor.error(
                "expected ',' or ')' in the array that starts at \(builder.openPosition), found \(describeCurrent())")
        }
    }

    /// The error for the end of the text inside the innermost collection, at its opening bracket.
    private func unterminatedCollection() -> SyntaxError {
        let what = builder.isInDictionary ? "dictionary; expected '}'" : "array; expected ')'"
        return SyntaxError("unterminated \(what)", at: builder.openPosition)
    }

    // MARK: Blanks and comments

    /// Skips spaces, line breaks and comments.
    /// - Throws: at an unterminated `/*` comment, or at a git conflict marker at the start of a line.
    package mutating func skipBlanks() throws(SyntaxError) {
        let bytes = cursor.bytes
        let count = bytes.count
        while cursor.index < count {
            let byte = bytes[cursor.index]
            if byte > Byte.space && byte != Byte.slash {
                // Every blank is a control character or a space: anything else ends them at once.
                break
            } else if byte == Byte.space || byte == Byte.tab || byte == 0x0B || byte == 0x0C {
                cursor.index += 1
            } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                cursor.consumeBreak()
            } else if byte == Byte.slash && cursor.byte(at: cursor.index + 1) == Byte.slash {
                var index = cursor.index
                while index < count && bytes[index] != Byte.lineFeed && bytes[index] != Byte.carriageReturn {
                    index += 1
                }
                cursor.index = index
            } else if byte == Byte.slash && cursor.byte(at: cursor.index + 1) == Byte.asterisk {
                try skipBlockComment()
            } else {
                break
            }
        }
        if cursor.index == cursor.lineStart, let marker = cursor.mergeMarker() {
            throw cursor.mergeError(marker)
        }
    }

    /// Skips a `/* */` comment that starts at the cursor.
    private mutating func skipBlockComment() throws(SyntaxError) {
        // Where it starts matters only to the message of one never closed.
        let start = cursor.mark
        let bytes = cursor.bytes
        let count = bytes.count
        // Most comments (`/* main.swift in Sources */`) end on their line: the bytes up to a line
        // break are scanned in a local loop, and the cursor moves only at a break or the end.
        var index = cursor.index + 2
        while index < count {
            let byte = bytes[index]
            if byte == Byte.asterisk {
                if index + 1 < count && bytes[index + 1] == Byte.slash {
                    cursor.index = index + 2
                    return
                }
            } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                cursor.index = index
                cursor.consumeBreak()
                index = cursor.index
                continue
            }
            index += 1
        }
        cursor.index = count
        throw SyntaxError("unterminated comment; expected '*/'", at: cursor.position(of: start))
    }

    // MARK: Messages

    /// The character at the cursor as messages name it: `'x'`, `U+0007`, or the end of the file.
    package mutating func describeCurrent() -> String {
        Byte.describe(cursor.bytes, at: cursor.index)
    }
}
