import SourceText

private typealias Byte = ASCIIByte

extension XMLPropertyListReader {
    /// True for the bytes of an element or attribute name: ASCII letters, digits, `_ : . -`, and any
    /// byte of a non-ASCII character.
    @inline(__always) package static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// Reads the start or end tag at the cursor (a `<`); attributes are checked for form and ignored.
    package mutating func readTag() throws(SyntaxError) -> Tag {
        let position = cursor.position()
        cursor.index += 1
        let isEnd = cursor.current == Byte.slash
        if isEnd { cursor.index += 1 }
        let name = readName()
        guard !name.isEmpty else {
            throw cursor.error("expected an element name after '<', found \(describeCurrent())")
        }
        var tag = Tag(name: name, isEnd: isEnd, isEmpty: false, position: position)
        while true {
            skipBlanks()
            let byte = cursor.current
            if byte == Byte.greaterThan {
                cursor.index += 1
                return tag
            }
            if cursor.isAtEnd {
                throw SyntaxError("unterminated tag \(tag.description); expected '>'", at: position)
            }
            if byte == Byte.slash && !isEnd {
                cursor.index += 1
                guard cursor.current == Byte.greaterThan else {
                    throw cursor.error("expected '>' after '/' in \(tag.description), found \(describeCurrent())")
                }
                cursor.index += 1
                tag.isEmpty = true
                return tag
            }
            guard !isEnd else {
                throw cursor.error("expected '>' to end \(tag.description), found \(describeCurrent())")
            }
            try skipAttribute(in: tag)
        }
    }

    /// Reads a name at the cursor; empty when there is none.
    private mutating func readName() -> String {
        let start = cursor.index
        while cursor.index < cursor.bytes.count && XMLPropertyListReader.isNameByte(cursor.bytes[cursor.index]) {
            cursor.index += 1
        }
        return cursor.text(start, cursor.index)
    }

    /// Skips `name="value"` or `name='value'` inside a start tag.
    private mutating func skipAttribute(in tag: Tag) throws(SyntaxError) {
        let name = readName()
        guard !name.isEmpty else {
            throw cursor.error("expected an attribute, '>' or '/>' in \(tag.description), found \(describeCurrent())")
        }
        skipBlanks()
        guard cursor.current == Byte.equals else {
            throw cursor.error("expected '=' after the attribute '\(name)', found \(describeCurrent())")
        }
        cursor.index += 1
        skipBlanks()
        let quote = cursor.current
        guard quote == Byte.doubleQuote || quote == Byte.singleQuote else {
            throw cursor.error("expected a quoted value for the attribute '\(name)', found \(describeCurrent())")
        }
        let start = cursor.position()
        cursor.index += 1
        while !cursor.isAtEnd && cursor.current != quote {
            if cursor.current == Byte.lessThan {
                throw cursor.error("'<' in the value of the attribute '\(name)'")
            }
            cursor.advance()
        }
        guard !cursor.isAtEnd else {
            throw SyntaxError("unterminated value of the attribute '\(name)'", at: start)
        }
        cursor.index += 1
    }

    // MARK: Between elements

    /// Skips blanks, comments and processing instructions between elements, and in the prolog the
    /// `<!DOCTYPE>` too; stops at the next tag or the end.
    /// - Throws: at text that is not blank, at a git conflict marker at the start of a line, or at an
    ///   unterminated comment.
    mutating func skipMisc(inProlog: Bool) throws(SyntaxError) {
        while true {
            skipBlanks()
            if cursor.index == cursor.lineStart, let marker = cursor.mergeMarker() {
                throw cursor.mergeError(marker)
            }
            guard !cursor.isAtEnd else { return }
            guard cursor.current == Byte.lessThan else {
                throw cursor.error("unexpected text between elements, starting with \(describeCurrent())")
            }
            if cursor.starts(with: "<!--") {
                try skipComment()
            } else if cursor.starts(with: "<?") {
                try skipProcessingInstruction()
            } else if inProlog && cursor.starts(with: "<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Skips XML white space.
    package mutating func skipBlanks() {
        let count = cursor.bytes.count
        while cursor.index < count && Byte.isBlank(cursor.bytes[cursor.index]) { cursor.advance() }
    }

    /// Skips a `<!-- -->` comment at the cursor.
    package mutating func skipComment() throws(SyntaxError) {
        let start = cursor.position()
        cursor.index += 4
        while !cursor.isAtEnd {
            if cursor.starts(with: "-->") {
                cursor.index += 3
                return
            }
            cursor.advance()
        }
        throw SyntaxError("unterminated comment; expected '-->'", at: start)
    }

    /// Skips a `<? ?>` processing instruction, such as the XML declaration, at the cursor.
    mutating func skipProcessingInstruction() throws(SyntaxError) {
        let start = cursor.position()
        cursor.index += 2
        while !cursor.isAtEnd {
            if cursor.starts(with: "?>") {
                cursor.index += 2
                return
            }
            cursor.advance()
        }
        throw SyntaxError("unterminated processing instruction; expected '?>'", at: start)
    }

    /// Skips a `<!DOCTYPE ...>` at the cursor, quoted identifiers and an internal `[...]` subset
    /// included.
    private mutating func skipDoctype() throws(SyntaxError) {
        let start = cursor.position()
        cursor.index += 9
        var quote: UInt8 = 0
        var inSubset = false
        while !cursor.isAtEnd {
            let byte = cursor.current
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == Byte.doubleQuote || byte == Byte.singleQuote {
                quote = byte
            } else if byte == Byte.leftBracket {
                inSubset = true
            } else if byte == Byte.rightBracket {
                inSubset = false
            } else if byte == Byte.greaterThan && !inSubset {
                cursor.index += 1
                return
            }
            cursor.advance()
        }
        throw SyntaxError("unterminated '<!DOCTYPE'; expected '>'", at: start)
    }

    /// The character at the cursor as messages name it.
    package func describeCurrent() -> String {
        Byte.describe(cursor.bytes, at: cursor.index)
    }
}
