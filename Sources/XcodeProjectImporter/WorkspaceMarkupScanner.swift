import PropertyList
import SourceText

private typealias Byte = ASCIIByte

/// Reads the markup of `contents.xcworkspacedata` one tag at a time, byte by byte, with the
/// attributes the workspace reader needs and the position of everything it reads.
///
/// The workspace format is XML without text content: a prolog, then elements with attributes. The
/// scanner skips the XML declaration, comments and blank text between tags, and throws a
/// ``SyntaxError`` at anything else: text, a malformed tag or attribute, an unknown entity, a git
/// conflict marker at the start of a line.
struct WorkspaceMarkupScanner {
    /// One attribute of a start tag.
    struct Attribute {
        /// The attribute's value, entities resolved.
        var value: String
        /// Where the attribute's name starts.
        var position: TextPosition
    }

    /// A start or end tag.
    struct Tag {
        /// The element's name.
        var name: String
        /// `</name>`.
        var isEnd: Bool
        /// `<name/>`.
        var isEmpty: Bool
        /// The attributes, by name; a repeated attribute keeps its last value.
        var attributes: [String: Attribute]
        /// The `<`.
        var position: TextPosition
    }

    var cursor: ByteCursor

    /// Scans `bytes` from `start`.
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        cursor = ByteCursor(bytes: bytes, start: start)
    }

    /// The next tag, or nil at the end of the text; blanks, comments and processing instructions
    /// before it are skipped.
    mutating func nextTag() throws(SyntaxError) -> Tag? {
        while true {
            while !cursor.isAtEnd && Byte.isBlank(cursor.current) { cursor.advance() }
            if cursor.index == cursor.lineStart, let marker = cursor.mergeMarker() { throw cursor.mergeError(marker) }
            guard !cursor.isAtEnd else { return nil }
            guard cursor.current == Byte.lessThan else {
                throw cursor.error("unexpected text between elements, starting with \(describeCurrent())")
            }
            if cursor.starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if cursor.starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else {
                return try readTag()
            }
        }
    }

    /// Skips to just past `terminator`.
    private mutating func skip(past terminator: StaticString, what: String) throws(SyntaxError) {
        let start = cursor.position()
        cursor.index += 2
        while !cursor.isAtEnd {
            if cursor.starts(with: terminator) {
                cursor.index += terminator.utf8CodeUnitCount
                return
            }
            cursor.advance()
        }
        throw SyntaxError("unterminated \(what); expected '\(terminator)'", at: start)
    }

    /// Reads the tag at the cursor, a `<`.
    private mutating func readTag() throws(SyntaxError) -> Tag {
        let position = cursor.position()
        cursor.index += 1
        let isEnd = cursor.current == Byte.slash
        if isEnd { cursor.index += 1 }
        let name = readName()
        guard !name.isEmpty else {
            throw cursor.error("expected an element name after '<', found \(describeCurrent())")
        }
        var tag = Tag(name: name, isEnd: isEnd, isEmpty: false, attributes: [:], position: position)
        let shown = isEnd ? "'</\(name)>'" : "'<\(name)>'"
        while true {
            while !cursor.isAtEnd && Byte.isBlank(cursor.current) { cursor.advance() }
            if cursor.isAtEnd { throw SyntaxError("unterminated tag \(shown); expected '>'", at: position) }
            if cursor.current == Byte.greaterThan {
                cursor.index += 1
                return tag
            }
            if cursor.current == Byte.slash && !isEnd {
                cursor.index += 1
                guard cursor.current == Byte.greaterThan else {
                    throw cursor.error("expected '>' after '/' in \(shown), found \(describeCurrent())")
                }
                cursor.index += 1
                tag.isEmpty = true
                return tag
            }
            guard !isEnd else { throw cursor.error("expected '>' to end \(shown), found \(describeCurrent())") }
            let (attribute, value) = try readAttribute(in: shown)
            tag.attributes[attribute] = value
        }
    }

    /// Reads `name = "value"` (or single quotes) in a start tag.
    private mutating func readAttribute(in tag: String) throws(SyntaxError) -> (String, Attribute) {
        let position = cursor.position()
        let name = readName()
        guard !name.isEmpty else {
            throw cursor.error("expected an attribute, '>' or '/>' in \(tag), found \(describeCurrent())")
        }
        while !cursor.isAtEnd && Byte.isBlank(cursor.current) { cursor.advance() }
        guard cursor.current == Byte.equals else {
            throw cursor.error("expected '=' after the attribute '\(name)', found \(describeCurrent())")
        }
        cursor.index += 1
        while !cursor.isAtEnd && Byte.isBlank(cursor.current) { cursor.advance() }
        let quote = cursor.current
        guard quote == Byte.doubleQuote || quote == Byte.singleQuote else {
            throw cursor.error("expected a quoted value for the attribute '\(name)', found \(describeCurrent())")
        }
        let valuePosition = cursor.position()
        cursor.index += 1
        var bytes: [UInt8] = []
        while !cursor.isAtEnd && cursor.current != quote {
            switch cursor.current {
            case Byte.lessThan:
                throw cursor.error("'<' in the value of the attribute '\(name)'")
            case Byte.ampersand:
                try readEntity(into: &bytes)
            default:
                bytes.append(cursor.current)
                cursor.advance()
            }
        }
        guard !cursor.isAtEnd else {
            throw SyntaxError("unterminated value of the attribute '\(name)'", at: valuePosition)
        }
        cursor.index += 1
        guard let value = String(validating: bytes, as: UTF8.self) else {
            throw SyntaxError("the value of the attribute '\(name)' is not valid UTF-8", at: valuePosition)
        }
        return (name, Attribute(value: value, position: position))
    }

    /// Reads an entity reference at the cursor (an `&`): the five XML names and numeric references.
    private mutating func readEntity(into bytes: inout [UInt8]) throws(SyntaxError) {
        let start = cursor.position()
        var end = cursor.index + 1
        while end < cursor.bytes.count && end - cursor.index <= 10 && cursor.bytes[end] != Byte.semicolon { end += 1 }
        guard end < cursor.bytes.count && cursor.bytes[end] == Byte.semicolon else {
            throw SyntaxError("'&' starts no entity reference; write '&amp;' for an ampersand", at: start)
        }
        let reference = cursor.text(cursor.index + 1, end)
        let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        var scalar = named[reference]
        if scalar == nil, reference.hasPrefix("#") {
            let digits = reference.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            scalar = value.flatMap(Unicode.Scalar.init)
        }
        guard let scalar, scalar.value != 0 else {
            throw SyntaxError("unknown entity '&\(reference);'", at: start)
        }
        PropertyListText.append(scalar, to: &bytes)
        cursor.index = end + 1
    }

    /// Reads a name at the cursor; empty when there is none.
    private mutating func readName() -> String {
        let start = cursor.index
        while cursor.index < cursor.bytes.count && XMLPropertyListReader.isNameByte(cursor.bytes[cursor.index]) {
            cursor.index += 1
        }
        return cursor.text(start, cursor.index)
    }

    /// The character at the cursor as messages name it.
    private func describeCurrent() -> String {
        Byte.describe(cursor.bytes, at: cursor.index)
    }
}
