import SourceText

extension YAMLReader {
    /// Reads a node inside a flow collection.
    mutating func readFlowNode() throws(SyntaxError) -> Int {
        if current == .ampersand {
            let (name, _) = try readAnchorName()
            try skipFlowBlanks(closing: nil, openedAt: nil)
            return try recordAnchor(name) { (reader: inout YAMLReader) throws(SyntaxError) in try reader.readFlowNode()
            }
        }
        try enterNode()
        defer { leaveNode() }
        let start = position()
        switch current {
        case .leftBracket, .leftBrace:
            return try readFlowCollection()
        case .asterisk:
            return try readAlias()
        case .doubleQuote, .singleQuote:
            return addScalar(try readQuotedScalar(), at: start)
        case .pipe, .greaterThan:
            throw error("block scalars ('|', '>') are not allowed inside flow collections")
        case .hyphen where YAMLReader.isBlank(next):
            throw error("a block sequence entry ('- ') is not allowed inside a flow collection")
        default:
            try rejectIndicator()
        }
        let begin = index
        let end = scanPlainLine(flow: true)
        if end == begin {
            throw error("expected a value")
        }
        return addScalar(ScalarToken(start: begin, end: end, style: .plain), at: start)
    }

    /// Reads a `[...]` or `{...}` collection whose opening bracket is at the cursor. Line breaks and
    /// indentation inside it are free, as real specs close a multi-line flow map at their key's column.
    mutating func readFlowCollection() throws(SyntaxError) -> Int {
        let start = position()
        let isSequence = current == .leftBracket
        let closing: UInt8 = isSequence ? .rightBracket : .rightBrace
        index += 1
        if isSequence {
            let mark = pending.count
            while true {
                try skipFlowBlanks(closing: closing, openedAt: start)
                if current == closing { break }
                var item = try readFlowNode()
                try skipFlowBlanks(closing: closing, openedAt: start)
                if current == .colon {
                    item = try readSinglePairMapping(key: item, closing: closing, openedAt: start)
                    try skipFlowBlanks(closing: closing, openedAt: start)
                }
                pending.append(UInt32(truncatingIfNeeded: item))
                if current == .comma {
                    index += 1
                    continue
                }
                if current == closing { break }
                throw error("expected ',' or ']' in the flow sequence that starts at \(start)")
            }
            index += 1
            return try addCollection(.sequence, from: mark, at: start)
        }
        var mapping = PendingMapping(mark: pending.count)
        while true {
            try skipFlowBlanks(closing: closing, openedAt: start)
            if current == closing { break }
            let keyPosition = position()
            let key = try readFlowKey()
            let isMerge = key.isMergeKey(in: bytes)
            let keyID = addScalar(key, at: keyPosition)
            try skipFlowBlanks(closing: closing, openedAt: start)
            let value: Int
            if current == .colon {
                index += 1
                let afterColon = position()
                try skipFlowBlanks(closing: closing, openedAt: start)
                if current == .comma || current == closing {
                    value = addEmptyScalar(at: afterColon)
                } else {
                    value = try readFlowNode()
                }
            } else if current == .comma || current == closing {
                value = addEmptyScalar(at: keyPosition)
            } else {
                throw error("expected ':' after the key in a flow map")
            }
            try add(key: keyID, value: value, isMerge: isMerge, to: &mapping)
            try skipFlowBlanks(closing: closing, openedAt: start)
            if current == .comma {
                index += 1
                continue
            }
            if current == closing { break }
            throw error("expected ',' or '}' in the flow map that starts at \(start)")
        }
        index += 1
        return try addCollection(.mapping, from: mapping.mark, at: start)
    }

    /// Reads the value of a `key: value` entry of a flow sequence (`[UILaunchScreen: []]`), which YAML
    /// reads as a map of that one pair; the cursor is on the `:` after `key`.
    private mutating func readSinglePairMapping(
        key: Int, closing: UInt8, openedAt start: TextPosition
    ) throws(SyntaxError) -> Int {
        guard entries[key].kind == .scalar else { throw error("a flow collection cannot be a mapping key") }
        index += 1
        let afterColon = position()
        try skipFlowBlanks(closing: closing, openedAt: start)
        let mark = pending.count
        pending.append(UInt32(truncatingIfNeeded: key))
        if current == .comma || current == closing {
            pending.append(UInt32(truncatingIfNeeded: addEmptyScalar(at: afterColon)))
        } else {
            pending.append(UInt32(truncatingIfNeeded: try readFlowNode()))
        }
        nodeCount += 1
        return try addCollection(.mapping, from: mark, at: entries[key].position)
    }

    /// Reads the key of a flow map entry.
    private mutating func readFlowKey() throws(SyntaxError) -> ScalarToken {
        switch current {
        case .doubleQuote, .singleQuote:
            return try readQuotedScalar()
        case .leftBracket, .leftBrace:
            throw error("a flow collection cannot be a mapping key")
        case .asterisk:
            throw error("an alias cannot be a mapping key")
        case .ampersand:
            throw error("an anchor on a mapping key is not supported")
        default:
            try rejectIndicator()
        }
        let begin = index
        let end = scanPlainLine(flow: true)
        if end == begin {
            throw error("expected a key")
        }
        return ScalarToken(start: begin, end: end, style: .plain)
    }

    /// Skips blanks, line breaks and comments inside a flow collection.
    /// - Throws: at the end of the input, naming the bracket that was never closed.
    private mutating func skipFlowBlanks(closing: UInt8?, openedAt: TextPosition?) throws(SyntaxError) {
        while true {
            skipSpaces()
            if current == .hash && (index == lineStart || YAMLReader.isSpace(byte(at: index - 1))) {
                skipComment()
            }
            if YAMLReader.isBreak(current) {
                consumeBreak()
                continue
            }
            if isAtEnd, let closing, let openedAt {
                let name = closing == .rightBracket ? "flow sequence '['" : "flow map '{'"
                throw SyntaxError(
                    "unterminated \(name); expected '\(Character(Unicode.Scalar(closing)))'", at: openedAt)
            }
            return
        }
    }
}
