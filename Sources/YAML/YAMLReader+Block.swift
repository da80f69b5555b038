import SourceText

extension YAMLReader {
    /// Where a node starts, which decides what may begin there.
    enum NodeContext {
        /// At the first character of a line: anything may start here.
        case block
        /// After `- ` on the same line: a compact mapping or sequence may start here.
        case afterDash
        /// After `key: ` on the same line: no mapping and no block sequence may start here.
        case afterKey
        /// After `&anchor ` on the same line: as after a key.
        case afterAnchor
    }

    /// Reads the single document of the text and returns its root's entry.
    mutating func readDocument() throws(SyntaxError) -> Int? {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        try skipToContent()
        if current == .percent && index == lineStart {
            throw error("directives ('%YAML', '%TAG') are not supported")
        }
        if isAtDocumentMarker && current == .hyphen {
            index += 3
            skipSpaces()
            guard isAtLineEnd else {
                throw error("content on the '---' line is not supported; start the document on the next line")
            }
            try expectLineEnd(after: "'---'")
            try skipToContent()
        }
        var root: Int?
        if !isAtEnd && !isAtDocumentMarker {
            root = try readNode(parentIndent: -1, context: .block)
            try skipToContent()
        }
        if isAtEnd { return root }
        if isAtDocumentMarker && current == .period {
            index += 3
            try expectLineEnd(after: "'...'")
            try skipToContent()
            if isAtEnd { return root }
            throw error("content after the end of the document ('...')")
        }
        if isAtDocumentMarker {
            throw error("a second document ('---') is not supported; a manifest holds one document")
        }
        throw error("this line is indented less than the first line of the document; check the indentation")
    }

    /// Reads the node at the cursor.
    /// - Parameters:
    ///   - parentIndent: the indentation of the enclosing collection (-1 at the root); continuation
    ///     lines of a plain scalar must be indented more.
    ///   - context: what precedes the node on its line.
    mutating func readNode(parentIndent: Int, context: NodeContext) throws(SyntaxError) -> Int {
        if current == .ampersand {
            return try readAnchoredNode(parentIndent: parentIndent, context: context)
        }
        try enterNode()
        defer { leaveNode() }
        let column = indentation
        let start = position()
        switch current {
        case .asterisk:
            let node = try readAlias()
            skipSpaces()
            if current == .colon && YAMLReader.isBlank(next) {
                throw SyntaxError("an alias cannot be a mapping key", at: start)
            }
            try expectLineEnd(after: "the alias")
            return node
        case .hyphen where YAMLReader.isBlank(next):
            if context == .afterKey || context == .afterAnchor {
                throw error("a block sequence cannot start on the same line as its key; start it on the next line")
            }
            return try readBlockSequence(indent: column, indentless: false)
        case .leftBracket, .leftBrace:
            let node = try readFlowCollection()
            skipSpaces()
            if current == .colon {
                throw SyntaxError("a flow collection cannot be a mapping key", at: start)
            }
            try expectLineEnd(after: "the flow collection")
            return node
        case .pipe, .greaterThan:
            return try readBlockScalar(parentIndent: parentIndent)
        default:
            try rejectIndicator()
        }
        let scalar = try readScalarToken()
        skipSpaces()
        if current == .colon && YAMLReader.isBlank(next) {
            switch context {
            case .afterKey:
                throw SyntaxError(
                    "a mapping cannot start on the same line as its key; put '\(text(of: scalar)):' on a line of its own, indented",
                    at: start)
            case .afterAnchor:
                throw SyntaxError(
                    "an anchor before a mapping key is not supported; put the anchor on a line of its own",
                    at: start)
            case .block, .afterDash:
                return try readBlockMapping(indent: column, firstKey: scalar, at: start)
            }
        }
        var value = scalar
        if scalar.style == .plain && current != .hash {
            value = try continuePlainScalar(scalar, parentIndent: parentIndent)
        }
        try expectLineEnd(after: "the value")
        return addScalar(value, at: start)
    }

    /// Throws for characters that cannot start a value in block context.
    /// Inlined: called for every value, it cost the clean 10,000-target lint 3.8 M instructions.
    @inline(__always)
    mutating func rejectIndicator() throws(SyntaxError) {
        // Most values start with a letter, which is never an indicator.
        if (current | 0x20) &- UInt8(ascii: "a") < 26 { return }
        switch current {
        case .exclamation:
            throw error("tags ('!...') are not supported; every value is read as a string")
        case .percent:
            throw error("'%' cannot start a plain value; quote the value")
        case .at, .backtick:
            throw error(
                "'\(Character(Unicode.Scalar(current)))' is reserved and cannot start a plain value; quote the value")
        case .question where YAMLReader.isBlank(next):
            throw error("complex mapping keys ('? ') are not supported")
        case .comma, .rightBracket, .rightBrace:
            throw error("unexpected '\(Character(Unicode.Scalar(current)))'; quote the value if it is text")
        default:
            return
        }
    }

    /// Reads a quoted scalar or one line of a plain scalar.
    mutating func readScalarToken() throws(SyntaxError) -> ScalarToken {
        switch current {
        case .doubleQuote, .singleQuote:
            return try readQuotedScalar()
        default:
            let start = index
            let end = scanPlainLine(flow: false)
            if end == start {
                throw error("expected a value")
            }
            return ScalarToken(start: start, end: end, style: .plain)
        }
    }

    /// Reads the value of a key or sequence entry that has nothing after it on its own line.
    /// - Parameters:
    ///   - allowIndentlessSequence: true for a mapping value, which may be a sequence whose `-` sit at
    ///     the key's own indentation.
    ///   - emptyPosition: where an empty value is reported.
    mutating func readValueOnNextLines(
        parentIndent: Int, allowIndentlessSequence: Bool, emptyPosition: TextPosition
    ) throws(SyntaxError) -> Int {
        try skipToContent()
        if !isAtEnd && !isAtDocumentMarker {
            let column = indentation
            if column > parentIndent {
                return try readNode(parentIndent: parentIndent, context: .block)
            }
            if allowIndentlessSequence && column == parentIndent && current == .hyphen && YAMLReader.isBlank(next) {
                try enterNode()
                defer { leaveNode() }
                return try readBlockSequence(indent: column, indentless: true)
            }
        }
        return addEmptyScalar(at: emptyPosition)
    }

    /// Reads a block mapping whose first key has been read and whose `:` is at the cursor.
    mutating func readBlockMapping(
        indent: Int, firstKey: ScalarToken, at start: TextPosition
    ) throws(SyntaxError) -> Int {
        var mapping = PendingMapping(mark: pending.count)
        try readPairs(indent: indent, firstKey: firstKey, at: start, into: &mapping)
        return try addCollection(.mapping, from: mapping.mark, at: start)
    }

    /// Reads the pairs of a block mapping from its first key, which has been read and whose `:` is
    /// at the cursor, to the first line indented less; at the line where the second half of the
    /// text was read on another thread, takes that instead (see ``SecondHalf``).
    mutating func readPairs(
        indent: Int, firstKey: ScalarToken, at start: TextPosition, into mapping: inout PendingMapping
    ) throws(SyntaxError) {
        var key = firstKey
        var keyPosition = start
        while true {
            index += 1
            // Where an empty value is reported; its position is worked out only for one.
            let afterColon = index
            skipSpaces()
            let isMerge = key.isMergeKey(in: bytes)
            let keyID = addScalar(key, at: keyPosition)
            let value: Int
            if isAtLineEnd {
                let afterColon = position(of: afterColon)
                try expectLineEnd(after: "':'")
                value = try readValueOnNextLines(
                    parentIndent: indent, allowIndentlessSequence: true, emptyPosition: afterColon)
            } else {
                value = try readNode(parentIndent: indent, context: .afterKey)
            }
            try add(key: keyID, value: value, isMerge: isMerge, to: &mapping)
            try skipToContent()
            if isAtEnd || isAtDocumentMarker || indentation < indent { break }
            if indentation > indent {
                throw error(
                    "this line is indented more than the keys above it (column \(indent + 1)); check the indentation")
            }
            if lineStart == secondHalfLine, try takeSecondHalf(into: &mapping) { break }
            keyPosition = position()
            key = try readMappingKey(at: keyPosition)
        }
    }

    /// Reads the key of a block mapping entry, which starts at `start`, leaving the cursor at its `:`.
    mutating func readMappingKey(at start: TextPosition) throws(SyntaxError) -> ScalarToken {
        switch current {
        case .hyphen where YAMLReader.isBlank(next):
            throw error("expected a key at this indentation, found a sequence entry ('- ')")
        case .ampersand:
            throw error("an anchor before a mapping key is not supported; put the anchor after the ':'")
        case .asterisk:
            throw error("an alias cannot be a mapping key")
        case .leftBracket, .leftBrace:
            throw error("a flow collection cannot be a mapping key")
        case .pipe, .greaterThan:
            throw error("expected a key, found a block scalar indicator")
        default:
            try rejectIndicator()
        }
        let key = try readScalarToken()
        skipSpaces()
        guard current == .colon && YAMLReader.isBlank(next) else {
            throw SyntaxError("expected 'key: value'; this line of a mapping has no ':' after its key", at: start)
        }
        return key
    }

    /// Reads a block sequence whose first `-` is at the cursor.
    /// - Parameter indentless: true for a sequence at its key's indentation, which ends at the first
    ///   line at that indentation that is not an entry.
    mutating func readBlockSequence(indent: Int, indentless: Bool) throws(SyntaxError) -> Int {
        let start = position()
        let mark = pending.count
        while true {
            // Where an empty entry is reported; its position is worked out only for one.
            let dash = index
            index += 1
            skipSpaces()
            if isAtLineEnd {
                let dash = position(of: dash)
                try expectLineEnd(after: "'-'")
                let item = try readValueOnNextLines(
                    parentIndent: indent, allowIndentlessSequence: false, emptyPosition: dash)
                pending.append(UInt32(truncatingIfNeeded: item))
            } else {
                pending.append(UInt32(truncatingIfNeeded: try readNode(parentIndent: indent, context: .afterDash)))
            }
            try skipToContent()
            if isAtEnd || isAtDocumentMarker || indentation < indent { break }
            if indentation > indent {
                throw error(
                    "this line is indented more than the '-' entries above it (column \(indent + 1)); check the indentation"
                )
            }
            guard current == .hyphen && YAMLReader.isBlank(next) else {
                if indentless { break }
                throw error("expected a sequence entry ('- ') at this indentation")
            }
        }
        return try addCollection(.sequence, from: mark, at: start)
    }
}
