import SourceText

private typealias Byte = ASCIIByte

extension XMLPropertyListReader {
    // MARK: Scalars

    /// Reads the content and end tag of a scalar element whose start tag is `tag`.
    mutating func readScalar(_ element: Element, _ tag: Tag) throws(SyntaxError) -> PropertyListNode.Value {
        let text = tag.isEmpty ? "" : try readText(of: tag)
        switch element {
        case .string, .key:
            return .string(text)
        case .true, .false:
            guard XMLPropertyListReader.trimmed(text).isEmpty else {
                throw SyntaxError(
                    "\(tag.description) holds text; write \(tag.description.dropLast(2))/>'", at: tag.position)
            }
            return .boolean(element == .true)
        case .integer:
            let number = XMLPropertyListReader.trimmed(text)
            guard XMLPropertyListReader.isInteger(number) else {
                throw SyntaxError("'\(number)' is not an integer", at: tag.position)
            }
            return .integer(number)
        case .real:
            let number = XMLPropertyListReader.trimmed(text)
            guard !number.isEmpty, Double(number) != nil else {
                throw SyntaxError("'\(number)' is not a number", at: tag.position)
            }
            return .real(number)
        case .date:
            let date = XMLPropertyListReader.trimmed(text)
            guard XMLPropertyListReader.isDate(date) else {
                throw SyntaxError("'\(date)' is not a date; expected YYYY-MM-DDTHH:MM:SSZ", at: tag.position)
            }
            return .date(date)
        case .data:
            guard let bytes = XMLPropertyListReader.decodeBase64(text) else {
                throw SyntaxError("'<data>' holds text that is not base64", at: tag.position)
            }
            return .data(bytes)
        case .dict, .array:
            return .string(text)
        }
    }

    // MARK: Text

    /// Reads the text of an element up to and including its end tag, resolving entities and CDATA
    /// sections and dropping comments.
    /// - Throws: at a child element, at a malformed entity, at an end tag that does not match, or when
    ///   the element is never closed.
    mutating func readText(of tag: Tag) throws(SyntaxError) -> String {
        let bytes = cursor.bytes
        let count = bytes.count
        let contentStart = cursor.index
        let contentPosition = cursor.position()
        var highBits: UInt8 = 0
        var buffer: [UInt8]?
        var runStart = cursor.index
        while cursor.index < count {
            let byte = bytes[cursor.index]
            if byte != Byte.lessThan && byte != Byte.ampersand {
                highBits |= byte
                cursor.advance()
                continue
            }
            if byte == Byte.lessThan && cursor.byte(at: cursor.index + 1) == Byte.slash {
                let end = cursor.index
                try expectEndTag(of: tag)
                guard var collected = buffer else {
                    return try PropertyListText.string(
                        UnsafeBufferPointer(rebasing: bytes[contentStart..<end]), highBits: highBits,
                        at: contentPosition)
                }
                collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
                return try collected.withUnsafeBufferPointer { (text) throws(SyntaxError) -> String in
                    try PropertyListText.string(text, highBits: highBits, at: contentPosition)
                }
            }
            var collected = buffer ?? []
            collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor.index]))
            if byte == Byte.ampersand {
                try readEntity(into: &collected)
            } else if cursor.starts(with: "<![CDATA[") {
                let start = cursor.position()
                cursor.index += 9
                let cdataStart = cursor.index
                while !cursor.isAtEnd && !cursor.starts(with: "]]>") {
                    highBits |= cursor.current
                    cursor.advance()
                }
                guard !cursor.isAtEnd else {
                    throw SyntaxError("unterminated CDATA section; expected ']]>'", at: start)
                }
                collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cdataStart..<cursor.index]))
                cursor.index += 3
            } else if cursor.starts(with: "<!--") {
                try skipComment()
            } else if cursor.starts(with: "<?") {
                try skipProcessingInstruction()
            } else {
                if cursor.index == cursor.lineStart, let marker = cursor.mergeMarker() {
                    throw cursor.mergeError(marker)
                }
                throw cursor.error("unexpected markup inside \(tag.description); it holds only text")
            }
            buffer = collected
            runStart = cursor.index
        }
        throw SyntaxError("\(tag.description) is never closed; expected '</\(tag.name)>'", at: tag.position)
    }

    /// Reads the end tag at the cursor and checks that it closes `tag`.
    private mutating func expectEndTag(of tag: Tag) throws(SyntaxError) {
        let end = try readTag()
        guard end.name == tag.name else {
            throw SyntaxError(
                "\(end.description) does not close \(tag.description) at \(tag.position); expected '</\(tag.name)>'",
                at: end.position)
        }
    }

    /// Reads the entity reference at the cursor (an `&`) and appends the character it stands for.
    private mutating func readEntity(into buffer: inout [UInt8]) throws(SyntaxError) {
        let start = cursor.position()
        let nameStart = cursor.index + 1
        var end = nameStart
        // Entity names are short; a longer run is no reference, and leading zeros beyond this are odd.
        while end < cursor.bytes.count && end - nameStart < 32 && cursor.bytes[end] != Byte.semicolon {
            end += 1
        }
        guard end < cursor.bytes.count && cursor.bytes[end] == Byte.semicolon else {
            throw SyntaxError("'&' starts no entity reference; write '&amp;' for an ampersand", at: start)
        }
        let name = UnsafeBufferPointer(rebasing: cursor.bytes[nameStart..<end])
        let reference = String(decoding: name, as: UTF8.self)
        var scalar: Unicode.Scalar?
        switch reference {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.first == UInt8(ascii: "#") {
                scalar = XMLPropertyListReader.characterReference(UnsafeBufferPointer(rebasing: name.dropFirst()))
                if scalar == nil {
                    throw SyntaxError("'&\(reference);' is not a valid character", at: start)
                }
            }
        }
        guard let scalar else {
            throw SyntaxError(
                "unknown entity '&\(reference);'; expected &lt; &gt; &amp; &quot; &apos; or a character reference",
                at: start)
        }
        PropertyListText.append(scalar, to: &buffer)
        cursor.index = end + 1
    }

    /// The character of a numeric reference's digits, `NN` or `xHH`, or nil.
    private static func characterReference(_ digits: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var body = digits[...]
        var radix: UInt32 = 10
        if body.first == UInt8(ascii: "x") {
            radix = 16
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in body {
            guard let digit = ASCIIByte.hexValue(byte), UInt32(digit) < radix else { return nil }
            value = value &* radix &+ UInt32(digit)
            if value > 0x10FFFF { return nil }
        }
        guard value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    // MARK: Checks

    /// `text` without leading and trailing XML white space.
    package static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !ASCIIByte.isBlank($0) }),
            let last = utf8.lastIndex(where: { !ASCIIByte.isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// True for a decimal integer or a `0x` hex integer, with an optional sign.
    static func isInteger(_ text: String) -> Bool {
        var utf8 = Substring(text).utf8[...]
        if let sign = utf8.first, sign == Byte.hyphen || sign == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        if utf8.starts(with: "0x".utf8) || utf8.starts(with: "0X".utf8) {
            let digits = utf8.dropFirst(2)
            return !digits.isEmpty && digits.allSatisfy { ASCIIByte.hexValue($0) != nil }
        }
        return !utf8.isEmpty && utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// True for `YYYY-MM-DDTHH:MM:SSZ`.
    static func isDate(_ text: String) -> Bool {
        let pattern = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        let utf8 = Array(text.utf8)
        guard utf8.count == pattern.count else { return false }
        for (byte, expected) in zip(utf8, pattern) {
            if expected == UInt8(ascii: "d") {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return false }
            } else if byte != expected {
                return false
            }
        }
        return true
    }

    /// The bytes of base64 text; white space is ignored and `=` padding ends the data. Nil for any
    /// other character.
    static func decodeBase64(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 4 * 3)
        var accumulator: UInt32 = 0
        var bits = 0
        var ended = false
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                ended = true
                continue
            default:
                if ASCIIByte.isBlank(byte) { continue }
                return nil
            }
            if ended { return nil }
            accumulator = (accumulator << 6 | value) & 0xFFFFFF
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return bytes
    }
}
