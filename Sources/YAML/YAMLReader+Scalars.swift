import SourceText

extension YAMLReader {
    // MARK: Plain scalars

    /// Scans one line of a plain scalar from the cursor and returns the end of its text (trailing
    /// blanks excluded). Stops at a line break, a `: ` (a key), a ` #` comment and, in flow context, at
    /// `,`, `[`, `]`, `{` and `}`.
    /// - Complexity: O(length of the line).
    mutating func scanPlainLine(flow: Bool) -> Int {
        var end = index
        while true {
            // Most bytes of a scalar stop nothing: passed over with one test each. (The mask is read
            // here rather than once above the loop: there, the clean lint took 2 % more instructions.)
            let stops = flow ? YAMLReader.flowPlainStops : YAMLReader.blockPlainStops
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 64 ? stops & (1 << byte) != 0 : flow && YAMLReader.isFlowIndicator(byte) { break }
                index += 1
                end = index
            }
            let byte = current
            if byte == 0 || YAMLReader.isBreak(byte) { break }
            if YAMLReader.isSpace(byte) {
                if next == .hash { break }
                index += 1
                continue
            }
            if byte == .colon {
                let following = next
                if YAMLReader.isBlank(following) || (flow && YAMLReader.isFlowIndicator(following)) { break }
            } else if flow && YAMLReader.isFlowIndicator(byte) {
                break
            }
            index += 1
            end = index
        }
        return end
    }

    /// The bytes below 64 that may end a plain scalar's run of text in block context, bit `n` for
    /// byte `n`: the end (0), tab (9), line feed (10), carriage return (13), space (32) and `:` (58).
    /// Spelled as a literal, which needs no initialization when first read.
    static let blockPlainStops: UInt64 = 0x0400_0001_0000_2601
    /// Those, and `,` (44), in flow context; `[`, `]`, `{` and `}` lie above 64.
    static let flowPlainStops: UInt64 = 0x0400_1001_0000_2601

    /// Appends the continuation lines of a multi-line plain scalar: lines indented more than
    /// `parentIndent`, folded into spaces (a blank line becomes a line break). A scalar of one line
    /// stays a range of the source; a longer one is rewritten.
    mutating func continuePlainScalar(
        _ firstLine: ScalarToken, parentIndent: Int
    ) throws(SyntaxError) -> ScalarToken {
        if !YAMLReader.nextLineMayContinue(bytes, after: index, parentIndent: parentIndent) { return firstLine }
        var result = firstLine
        while !isAtEnd && YAMLReader.isBreak(current) {
            let saved = (index, line, lineStart)
            consumeBreak()
            var blankLines = 0
            while true {
                while current == .space { index += 1 }
                guard YAMLReader.isBreak(current) else { break }
                blankLines += 1
                consumeBreak()
            }
            if isAtEnd || indentation <= parentIndent || current == .hash || current == .tab || isAtDocumentMarker {
                (index, line, lineStart) = saved
                break
            }
            let lineStartPosition = position()
            let start = index
            let end = scanPlainLine(flow: false)
            if current == .colon {
                throw SyntaxError(
                    "a 'key: value' line inside a multi-line value; check the indentation", at: lineStartPosition)
            }
            if !result.isRewritten {
                let textStart = texts.count
                texts.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[result.start..<result.end]))
                result = ScalarToken(start: textStart, end: texts.count, style: .plain, isRewritten: true)
            }
            if blankLines == 0 {
                texts.append(.space)
            } else {
                texts.append(contentsOf: repeatElement(.lineFeed, count: blankLines))
            }
            texts.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            result.end = texts.count
            skipSpaces()
        }
        return result
    }

    /// False when the line after the one ending at `index` cannot continue a plain scalar: it is the
    /// end, a comment, or text indented no more than `parentIndent`, as the line after most values
    /// is. True when ``continuePlainScalar(_:parentIndent:)`` must look. Static: a method of the
    /// reader called from a mutating one copies the whole reader.
    private static func nextLineMayContinue(
        _ bytes: UnsafeBufferPointer<UInt8>, after index: Int, parentIndent: Int
    ) -> Bool {
        func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        var offset = index
        if byte(at: offset) == .carriageReturn { offset += 1 }
        if byte(at: offset) == .lineFeed { offset += 1 }
        let lineStart = offset
        while byte(at: offset) == .space { offset += 1 }
        let first = byte(at: offset)
        if offset >= bytes.count || first == .hash { return false }
        return isBreak(first) || first == .tab || offset - lineStart > parentIndent
    }

    // MARK: Quoted scalars

    /// Reads a single- or double-quoted scalar starting at the cursor.
    mutating func readQuotedScalar() throws(SyntaxError) -> ScalarToken {
        let quote = current
        let isDouble = quote == .doubleQuote
        let style: ScalarStyle = isDouble ? .doubleQuoted : .singleQuoted
        let start = position()
        index += 1
        let contentStart = index
        // Fast path: a one-line string without escapes.
        while true {
            let byte = current
            if byte == quote {
                if !isDouble && next == .singleQuote { break }
                let end = index
                index += 1
                return ScalarToken(start: contentStart, end: end, style: style)
            }
            if byte == 0 || YAMLReader.isBreak(byte) || (isDouble && byte == .backslash) { break }
            index += 1
        }
        let textStart = texts.count
        texts.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while true {
            let byte = current
            if isAtEnd {
                throw SyntaxError(
                    "unterminated \(isDouble ? "double" : "single")-quoted string; expected a closing \(isDouble ? "\"" : "'")",
                    at: start)
            }
            if byte == quote {
                if !isDouble && next == .singleQuote {
                    texts.append(.singleQuote)
                    index += 2
                    continue
                }
                index += 1
                break
            }
            if isDouble && byte == .backslash {
                try readEscape()
                continue
            }
            if YAMLReader.isBreak(byte) {
                while texts.count > textStart, let last = texts.last, YAMLReader.isSpace(last) { texts.removeLast() }
                foldLineBreaks()
                continue
            }
            texts.append(byte)
            index += 1
        }
        return ScalarToken(start: textStart, end: texts.count, style: style, isRewritten: true)
    }

    /// Consumes the line break at the cursor, the blank lines after it and the next line's leading
    /// blanks; appends a space for a single break, or one line feed per blank line.
    private mutating func foldLineBreaks() {
        consumeBreak()
        var blankLines = 0
        while true {
            skipSpaces()
            guard YAMLReader.isBreak(current) else { break }
            blankLines += 1
            consumeBreak()
        }
        if blankLines == 0 {
            texts.append(.space)
        } else {
            texts.append(contentsOf: repeatElement(.lineFeed, count: blankLines))
        }
    }

    /// Reads one escape sequence of a double-quoted string, the backslash at the cursor.
    private mutating func readEscape() throws(SyntaxError) {
        let escapePosition = position()
        index += 1
        let code = current
        index += 1
        let simple: UInt8? =
            switch code {
            case UInt8(ascii: "0"): 0
            case UInt8(ascii: "a"): 7
            case UInt8(ascii: "b"): 8
            case UInt8(ascii: "t"), .tab: 9
            case UInt8(ascii: "n"): 10
            case UInt8(ascii: "v"): 11
            case UInt8(ascii: "f"): 12
            case UInt8(ascii: "r"): 13
            case UInt8(ascii: "e"): 27
            case .space: 32
            case .doubleQuote: 34
            case UInt8(ascii: "/"): 47
            case .backslash: 92
            default: nil
            }
        if let simple {
            texts.append(simple)
            return
        }
        let scalar: Unicode.Scalar?
        switch code {
        case UInt8(ascii: "N"): scalar = Unicode.Scalar(0x85)
        case UInt8(ascii: "_"): scalar = Unicode.Scalar(0xA0)
        case UInt8(ascii: "L"): scalar = Unicode.Scalar(0x2028)
        case UInt8(ascii: "P"): scalar = Unicode.Scalar(0x2029)
        case UInt8(ascii: "x"): scalar = try readHexScalar(digits: 2, at: escapePosition)
        case UInt8(ascii: "u"): scalar = try readHexScalar(digits: 4, at: escapePosition)
        case UInt8(ascii: "U"): scalar = try readHexScalar(digits: 8, at: escapePosition)
        case .lineFeed, .carriageReturn:
            // An escaped line break joins the lines without a space.
            index -= 1
            consumeBreak()
            skipSpaces()
            return
        default:
            throw SyntaxError("invalid escape sequence in a double-quoted string", at: escapePosition)
        }
        guard let scalar else {
            throw SyntaxError("the escape sequence is not a valid Unicode scalar", at: escapePosition)
        }
        UTF8.encode(scalar) { texts.append($0) }
    }

    private mutating func readHexScalar(
        digits: Int, at escapePosition: TextPosition
    ) throws(SyntaxError) -> Unicode.Scalar? {
        var value: UInt32 = 0
        for _ in 0..<digits {
            let byte = current
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw SyntaxError("expected \(digits) hexadecimal digits in the escape sequence", at: escapePosition)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return Unicode.Scalar(value)
    }

    // MARK: Block scalars

    /// Reads a `|` or `>` block scalar whose indicator is at the cursor.
    mutating func readBlockScalar(parentIndent: Int) throws(SyntaxError) -> Int {
        let start = position()
        let isLiteral = current == .pipe
        index += 1
        var chomping = UInt8(0)
        var explicitIndent: Int?
        for _ in 0..<2 {
            let byte = current
            if (byte == .plus || byte == .hyphen) && chomping == 0 {
                chomping = byte
                index += 1
            } else if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") && explicitIndent == nil {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
                index += 1
            }
        }
        skipSpaces()
        guard isAtLineEnd else {
            throw error(
                "invalid block scalar header; expected '|' or '>' with optional '-', '+' or an indentation digit")
        }
        try expectLineEnd(after: "the block scalar header")

        var contentIndent = explicitIndent.map { max(parentIndent, 0) + $0 }
        var lines: [Range<Int>] = []  // empty ranges are blank lines
        while !isAtEnd {
            let begin = index
            var spaces = 0
            while byte(at: begin + spaces) == .space { spaces += 1 }
            let afterSpaces = byte(at: begin + spaces)
            if YAMLReader.isBreak(afterSpaces) || begin + spaces >= bytes.count {
                lines.append(begin..<begin)
                index = begin + spaces
                if isAtEnd { break }
                consumeBreak()
                continue
            }
            if contentIndent == nil {
                if spaces <= parentIndent { break }
                contentIndent = spaces
            }
            guard let indent = contentIndent, spaces >= indent, !(spaces == 0 && isAtDocumentMarker) else { break }
            index = begin + spaces
            while !isAtEnd && !YAMLReader.isBreak(current) { index += 1 }
            lines.append((begin + indent)..<index)
            if !isAtEnd { consumeBreak() }
        }
        let textStart = texts.count
        if isLiteral { appendLiteralText(lines) } else { appendFoldedText(lines) }
        appendChomping(lines: lines, indicator: chomping)
        return addScalar(
            ScalarToken(start: textStart, end: texts.count, style: isLiteral ? .literal : .folded, isRewritten: true),
            at: start)
    }

    /// Appends the lines joined with line feeds, up to the last non-blank line.
    private mutating func appendLiteralText(_ lines: [Range<Int>]) {
        guard let last = lines.lastIndex(where: { !$0.isEmpty }) else { return }
        for (number, range) in lines[...last].enumerated() {
            if number > 0 { texts.append(.lineFeed) }
            texts.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Appends the lines folded as `>` does: adjacent lines joined by a space, a blank line kept as
    /// a line break, and more-indented lines kept on lines of their own.
    private mutating func appendFoldedText(_ lines: [Range<Int>]) {
        guard let last = lines.lastIndex(where: { !$0.isEmpty }) else { return }
        var blankLines = 0
        var seenText = false
        var previousMoreIndented = false
        for range in lines[...last] {
            if range.isEmpty {
                blankLines += 1
                continue
            }
            let moreIndented = YAMLReader.isSpace(bytes[range.lowerBound])
            if seenText {
                if previousMoreIndented || moreIndented {
                    texts.append(contentsOf: repeatElement(.lineFeed, count: blankLines + 1))
                } else if blankLines > 0 {
                    texts.append(contentsOf: repeatElement(.lineFeed, count: blankLines))
                } else {
                    texts.append(.space)
                }
            } else {
                texts.append(contentsOf: repeatElement(.lineFeed, count: blankLines))
            }
            blankLines = 0
            seenText = true
            previousMoreIndented = moreIndented
            texts.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Appends what the chomping indicator keeps: clip one final line break, `-` none, `+` all.
    private mutating func appendChomping(lines: [Range<Int>], indicator: UInt8) {
        let hasText = lines.contains { !$0.isEmpty }
        switch indicator {
        case .hyphen:
            break
        case .plus:
            let trailing = lines.count - 1 - (lines.lastIndex(where: { !$0.isEmpty }) ?? -1)
            if hasText { texts.append(.lineFeed) }
            texts.append(contentsOf: repeatElement(.lineFeed, count: trailing))
        default:
            if hasText { texts.append(.lineFeed) }
        }
    }
}
