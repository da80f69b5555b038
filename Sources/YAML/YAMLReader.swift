import SourceText

/// The cursor and state of one parse. Block structure, scalars, flow collections and anchors live in
/// extensions; this file holds the cursor, positions and the skipping of blanks and comments.
///
/// Invariant between nodes: after a node is read, the cursor is at the end of the input, at the start
/// of a line, or at the first character of a line whose indentation has already been checked.
struct YAMLReader {
    /// A node recorded under `&name`, with what copying it costs.
    struct Anchor {
        /// The anchored node's entry.
        package var node: Int
        /// Nodes in the anchored subtree, copies made by aliases included.
        package var size: Int
        /// Bytes of text it spans, copies made by aliases included.
        package var bytes: Int
        /// Levels of nesting below the anchored node.
        package var height: Int
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    package let options: YAMLParser.Options
    package var index = 0
    package var line = 1
    package var lineStart = 0
    /// Current nesting of nodes being read.
    package var depth = 0
    /// The deepest nesting reached while reading the current anchored node.
    package var deepest = 0
    /// Nodes made so far, alias copies included.
    package var nodeCount = 0
    var aliasExpansions = 0
    /// Bytes of text copied by aliases so far, and the most allowed.
    var aliasBytes = 0
    let maximumAliasBytes: Int
    var anchors: [String: Anchor] = [:]
    package var warnings: [SyntaxWarning] = []
    /// The document as it is read; see ``YAMLStorage``.
    package var entries: [YAMLEntry] = []
    package var members: [UInt32] = []
    package var texts: [UInt8] = []
    /// The members read so far of the collections being read, innermost last.
    package var pending: [UInt32] = []
    /// Columns of positions on the cursor's line.
    private var columns = ColumnCounter()
    /// The second half of the text, read on another thread, and the start of its first line (-1
    /// when there is none or it has been looked at); whether it was taken.
    var secondHalf: SecondHalf?
    var secondHalfLine = -1
    var tookSecondHalf = false
    /// Whether the text is all ASCII, where a column is the byte offset from the line start, and two
    /// keys read straight from it are the same only when their bytes are.
    package let isASCII: Bool

    /// Creates a reader of `bytes` from `start`; `isASCII` says that no byte is 0x80 or above.
    package init(
        bytes: UnsafeBufferPointer<UInt8>, options: YAMLParser.Options, isASCII: Bool = false, from start: Int = 0
    ) {
        self.bytes = bytes
        self.options = options
        self.isASCII = isASCII
        index = start
        lineStart = start
        maximumAliasBytes = options.aliasExpansionLimit?.bytes(forInput: bytes.count) ?? Int.max
        // Every line holds a node or two; memory reserved and not written costs nothing.
        entries.reserveCapacity((bytes.count - start) / 8 + 16)
        members.reserveCapacity((bytes.count - start) / 8 + 16)
    }

    // MARK: Bytes

    /// The byte at `offset`, or 0 past the end (the text holds no NUL, so 0 means the end).
    @inline(__always) package func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    @inline(__always) package var current: UInt8 { byte(at: index) }
    @inline(__always) package var next: UInt8 { byte(at: index + 1) }
    @inline(__always) package var isAtEnd: Bool { index >= bytes.count }
    /// The column of the cursor in bytes from the start of its line; indentation is ASCII spaces.
    @inline(__always) package var indentation: Int { index - lineStart }

    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool {
        byte == .lineFeed || byte == .carriageReturn
    }
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == .space || byte == .tab }
    /// A space, a tab, a line break or the end.
    @inline(__always) package static func isBlank(_ byte: UInt8) -> Bool { isSpace(byte) || isBreak(byte) || byte == 0 }
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == .comma || byte == .leftBracket || byte == .rightBracket || byte == .leftBrace
            || byte == .rightBrace
    }

    /// The text of `bytes[start..<end]`; the input is valid UTF-8.
    package func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    // MARK: Positions

    /// The position of the cursor.
    package mutating func position() -> TextPosition {
        position(of: index)
    }

    /// The position of `offset`, which must be on the cursor's line.
    package mutating func position(of offset: Int) -> TextPosition {
        if isASCII { return TextPosition(line: line, column: offset - lineStart + 1) }
        return TextPosition(line: line, column: columns.column(of: offset, lineStart: lineStart, in: bytes))
    }

    /// An error at the cursor.
    package mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(message, at: position())
    }

    // MARK: Lines, blanks and comments

    /// Consumes one line break (LF, CRLF or CR) at the cursor. Inlined: called for every line, it
    /// cost the clean 10,000-target lint 1.3 M instructions.
    @inline(__always)
    package mutating func consumeBreak() {
        if current == .carriageReturn && next == .lineFeed { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    mutating func skipSpaces() {
        while YAMLReader.isSpace(current) { index += 1 }
    }

    /// True at a line break, the end, or a comment (a `#` after a blank or at the start of a line).
    var isAtLineEnd: Bool {
        let here = current
        if YAMLReader.isBreak(here) || here == 0 { return true }
        return here == .hash && (index == lineStart || YAMLReader.isSpace(byte(at: index - 1)))
    }

    /// Consumes blanks, an optional comment and the line break that end a line.
    /// - Throws: when anything else follows on the line.
    mutating func expectLineEnd(after what: String) throws(SyntaxError) {
        skipSpaces()
        guard isAtLineEnd else {
            throw error("unexpected text after \(what); expected the end of the line or a comment")
        }
        skipComment()
        if !isAtEnd { consumeBreak() }
    }

    /// Skips a comment up to, not including, the line break.
    package mutating func skipComment() {
        if current == .hash {
            while !isAtEnd && !YAMLReader.isBreak(current) { index += 1 }
        }
    }

    /// Moves to the first character of the next line that holds more than blanks and comments.
    /// Inlined: called for every line, it cost the clean 10,000-target lint 2.3 M instructions.
    /// - Throws: when that line is indented with a tab.
    @inline(__always)
    mutating func skipToContent() throws(SyntaxError) {
        while !isAtEnd {
            let fromLineStart = index == lineStart
            // Indentation is spaces, passed over with one test each; a tab takes the loop below.
            while current == .space { index += 1 }
            var sawTab = false
            while YAMLReader.isSpace(current) {
                if current == .tab { sawTab = true }
                index += 1
            }
            if current == .hash || YAMLReader.isBreak(current) || isAtEnd {
                skipComment()
                if !isAtEnd { consumeBreak() }
                continue
            }
            if sawTab && fromLineStart {
                var tab = lineStart
                while bytes[tab] != .tab { tab += 1 }
                throw SyntaxError(
                    "a tab character in indentation; indent with spaces", at: position(of: tab))
            }
            return
        }
    }

    /// True at `---` or `...` followed by a blank, at the start of a line. Inlined: called on a
    /// reader being changed, a call copied the whole reader first.
    @inline(__always)
    var isAtDocumentMarker: Bool {
        guard index == lineStart else { return false }
        let byte = current
        guard byte == .hyphen || byte == .period else { return false }
        return self.byte(at: index + 1) == byte && self.byte(at: index + 2) == byte
            && YAMLReader.isBlank(self.byte(at: index + 3))
    }

    // MARK: Nesting

    /// Enters one level of nesting. Inlined: called for every node, it cost the clean 10,000-target
    /// lint 2.7 M instructions.
    /// - Throws: past the maximum depth.
    @inline(__always)
    mutating func enterNode() throws(SyntaxError) {
        depth += 1
        if depth > deepest { deepest = depth }
        if depth > options.maximumDepth {
            throw error("nesting deeper than \(options.maximumDepth) levels")
        }
        nodeCount += 1
    }

    mutating func leaveNode() {
        depth -= 1
    }
}

extension UInt8 {
    package static let tab = UInt8(ascii: "\t")
    package static let lineFeed = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let hash = UInt8(ascii: "#")
    package static let hyphen = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    package static let colon = UInt8(ascii: ":")
    package static let comma = UInt8(ascii: ",")
    package static let leftBracket = UInt8(ascii: "[")
    package static let rightBracket = UInt8(ascii: "]")
    package static let leftBrace = UInt8(ascii: "{")
    package static let rightBrace = UInt8(ascii: "}")
    package static let ampersand = UInt8(ascii: "&")
    package static let asterisk = UInt8(ascii: "*")
    package static let exclamation = UInt8(ascii: "!")
    package static let pipe = UInt8(ascii: "|")
    package static let greaterThan = UInt8(ascii: ">")
    package static let singleQuote = UInt8(ascii: "'")
    package static let doubleQuote = UInt8(ascii: "\"")
    package static let backslash = UInt8(ascii: "\\")
    package static let percent = UInt8(ascii: "%")
    package static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    package static let question = UInt8(ascii: "?")
    package static let lessThan = UInt8(ascii: "<")
    package static let plus = UInt8(ascii: "+")
}
