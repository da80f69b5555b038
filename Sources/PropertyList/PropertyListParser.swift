import SourceText

/// Reads a property list in either text format Apple tools write: the OpenStep (old-style ASCII)
/// format of `project.pbxproj`, or XML, as in `Info.plist`, `.entitlements` and some project files.
/// It tells the two apart by their first characters, so a caller needs no other entry point.
///
/// Both readers keep the position of every key and value, record repeated keys as warnings (the last
/// value wins), reject git conflict markers at the start of a line as an unresolved merge, and never
/// recurse: nesting deeper than ``Options/maximumDepth``, more than ``Options/maximumNodeCount``
/// values or more than ``Options/maximumInputSize`` bytes is a ``SyntaxError``, as is anything
/// malformed. Binary property lists are recognised and refused.
public struct PropertyListParser: Sendable {
    /// Limits of one parse.
    public struct Options: Sendable, Hashable {
        /// The deepest nesting of values accepted; a scalar inside a top-level dictionary is at depth 2.
        public var maximumDepth: Int
        /// The most values (strings, collections and other scalars, not keys) accepted.
        public var maximumNodeCount: Int
        /// The largest input accepted, in bytes.
        public var maximumInputSize: Int

        /// Creates options; the defaults are the documented limits.
        public init(maximumDepth: Int = 256, maximumNodeCount: Int = 4_000_000, maximumInputSize: Int = 256 << 20) {
            self.maximumDepth = maximumDepth
            self.maximumNodeCount = maximumNodeCount
            self.maximumInputSize = maximumInputSize
        }
    }

    /// The limits this parser applies.
    public var options: Options

    /// Creates a parser.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses a property list.
    /// - Parameter bytes: UTF-8 text, optionally with a byte order mark, or UTF-16 text with one;
    ///   LF, CRLF and CR line ends are accepted.
    /// - Throws: ``SyntaxError`` at the first problem.
    /// - Complexity: O(n) in the length of the text.
    public func parse(_ bytes: [UInt8]) throws(SyntaxError) -> PropertyList {
        try checkSize(bytes.count)
        if bytes.count >= 2 && (bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE) {
            let utf8 = PropertyListParser.transcodeUTF16(bytes)
            try checkSize(utf8.count)
            return try parseUTF8(utf8)
        }
        return try parseUTF8(bytes)
    }

    /// Parses a property list from a string.
    public func parse(_ text: String) throws(SyntaxError) -> PropertyList {
        try parse(Array(text.utf8))
    }

    private func checkSize(_ count: Int) throws(SyntaxError) {
        if count > options.maximumInputSize {
            throw SyntaxError(
                "the file is \(count) bytes, over the limit of \(options.maximumInputSize) bytes",
                at: TextPosition(line: 1, column: 1))
        }
    }

    private func parseUTF8(_ bytes: [UInt8]) throws(SyntaxError) -> PropertyList {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw SyntaxError(
                "binary property lists are not supported; convert the file with 'plutil -convert xml1'",
                at: TextPosition(line: 1, column: 1))
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let options = self.options
        return try bytes.withUnsafeBufferPointer { (buffer) throws(SyntaxError) -> PropertyList in
            if PropertyListParser.looksLikeXML(buffer, from: start) {
                var reader = XMLPropertyListReader(bytes: buffer, start: start, options: options)
                return try reader.read()
            }
            var reader = OpenStepReader(bytes: buffer, start: start, options: options)
            return try reader.read()
        }
    }

    /// True when the first character after blanks opens XML markup: `<?`, `<!` or a property list
    /// element such as `<plist` or `<dict>`, rather than OpenStep `<hex>` data.
    static func looksLikeXML(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count && ASCIIByte.isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == ASCIIByte.lessThan else { return false }
        index += 1
        guard index < bytes.count else { return false }
        if bytes[index] == ASCIIByte.question || bytes[index] == ASCIIByte.exclamation { return true }
        let nameStart = index
        while index < bytes.count, XMLPropertyListReader.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        guard
            index == bytes.count || bytes[index] == ASCIIByte.greaterThan
                || bytes[index] == ASCIIByte.slash || ASCIIByte.isBlank(bytes[index])
        else { return false }
        return name == "plist" || XMLPropertyListReader.Element(rawValue: name) != nil
    }

    /// UTF-16 text with a byte order mark, as UTF-8; lone surrogates become U+FFFD.
    static func transcodeUTF16(_ bytes: [UInt8]) -> [UInt8] {
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
