import SourceText

/// Parses the YAML subset that manifests are written in.
///
/// Supported: block mappings and sequences, flow sequences and mappings, plain, single- and
/// double-quoted scalars, `|` and `>` block scalars, comments, anchors, aliases, merge keys (`<<`) and
/// a leading `---`. Anything else (tabs in indentation, tags, complex keys, a second document,
/// unterminated quotes, bad indentation) is a ``SyntaxError`` with a position, never a guess.
///
/// The parser reads bytes, not characters, and never recurses deeper than
/// ``Options/maximumDepth``, so no input can overflow the stack.
public struct YAMLParser: Sendable {
    /// What to do when a mapping repeats a key.
    public enum DuplicateKeyPolicy: Sendable, Hashable {
        /// A repeated key is an error (targetlint's own manifests).
        case reject
        /// The last value wins and a warning is recorded (as XcodeGen reads its specs).
        case keepLast
    }

    /// Limits and leniencies of one parse.
    public struct Options: Sendable, Hashable {
        /// What to do when a mapping repeats a key.
        public var duplicateKeys: DuplicateKeyPolicy
        /// The deepest nesting of collections accepted, aliases included.
        public var maximumDepth: Int
        /// The most nodes that aliases may copy in all; more is taken for an alias bomb.
        public var maximumAliasExpansions: Int
        /// The most bytes of text that aliases may copy in all, for the input's size; more is taken
        /// for an alias bomb. Nil leaves it to the reader of the nodes, as the XcodeGen importer
        /// counts what aliases, `${VAR}` and templates add up to in one budget.
        public var aliasExpansionLimit: ExpansionLimit?
        /// The largest input accepted, in bytes.
        public var maximumInputSize: Int

        /// Creates options; the defaults are the documented limits.
        public init(
            duplicateKeys: DuplicateKeyPolicy = .reject,
            maximumDepth: Int = 256,
            maximumAliasExpansions: Int = 1_000_000,
            aliasExpansionLimit: ExpansionLimit? = ExpansionLimit(),
            maximumInputSize: Int = 256 << 20
        ) {
            self.duplicateKeys = duplicateKeys
            self.maximumDepth = maximumDepth
            self.maximumAliasExpansions = maximumAliasExpansions
            self.aliasExpansionLimit = aliasExpansionLimit
            self.maximumInputSize = maximumInputSize
        }
    }

    /// The limits and leniencies this parser applies.
    public var options: Options

    /// Creates a parser.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses one document.
    /// - Parameter bytes: UTF-8 text, optionally with a byte order mark; CRLF line ends are accepted.
    /// - Returns: the document; its root is nil when the text holds only comments and blank lines.
    /// - Throws: ``SyntaxError`` at the first construct outside the subset.
    /// - Complexity: O(n) in the length of the text plus the pairs that merge keys copy; an alias
    ///   is one entry that shares the anchored node.
    public func parse(_ bytes: [UInt8]) throws(SyntaxError) -> YAMLDocument {
        let line = bytes.withUnsafeBufferPointer { SecondHalf.pickedLine(in: $0) }
        return try parse(bytes, secondHalfAt: line)
    }

    /// Parses one document, reading from the line starting at offset `secondHalfLine` on another
    /// thread (see ``SecondHalf``); all of it on the calling thread when nil.
    package func parse(_ bytes: [UInt8], secondHalfAt secondHalfLine: Int?) throws(SyntaxError) -> YAMLDocument {
        // The storage counts bytes in 32 bits.
        let limit = min(options.maximumInputSize, Int(Int32.max))
        if bytes.count > limit {
            throw SyntaxError(
                "the file is \(bytes.count) bytes, over the limit of \(limit) bytes",
                at: TextPosition(line: 1, column: 1))
        }
        let isASCII = try EncodingValidator.validate(bytes)
        let options = self.options
        return try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            // The other thread starts first: reserving this reader's storage touches fresh memory, and
            // the fault (a 2 MiB page zeroed) held the thread's start back 0.2 to 0.3 ms.
            let secondHalf = SecondHalf.start(bytes: buffer, options: options, isASCII: isASCII, at: secondHalfLine)
            var reader = YAMLReader(bytes: buffer, options: options, isASCII: isASCII)
            // The other thread reads `buffer`: it is done before the buffer goes.
            defer { _ = secondHalf?.finish() }
            reader.secondHalf = secondHalf
            reader.secondHalfLine = secondHalf?.lineStart ?? -1
            let root = try reader.readDocument()
            let storage = reader.storage(source: bytes)
            var document = YAMLDocument(root: root.map { YAMLNode(storage, $0) }, warnings: reader.warnings)
            document.wasReadInHalves = reader.tookSecondHalf
            return document
        }
    }

    /// Parses one document from a string.
    public func parse(_ text: String) throws(SyntaxError) -> YAMLDocument {
        try parse(Array(text.utf8))
    }
}

/// The result of a parse: the root node and what the parser accepted with a warning.
///
/// The nodes live in one flat storage that the root and every node read from it share: an entry
/// per node, scalars as byte ranges of the parsed text, and each collection's members side by side.
public struct YAMLDocument: Sendable {
    /// The root node; nil for a text of only comments and blank lines.
    public var root: YAMLNode?
    /// Warnings, in the order found.
    public var warnings: [SyntaxWarning]
    /// Whether the parse took the nodes of its second half from another thread.
    var wasReadInHalves = false

    /// Creates a document.
    public init(root: YAMLNode?, warnings: [SyntaxWarning] = []) {
        self.root = root
        self.warnings = warnings
    }
}
