import SourceText

/// Reads the XML property list format: an optional `<?xml ...?>` declaration and `<!DOCTYPE ...>`,
/// comments, a `<plist>` element (or a bare value) holding `<dict>` with `<key>`s, `<array>`,
/// `<string>`, `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>` and base64 `<data>`, with
/// character entities and CDATA sections in text.
///
/// The reader keeps a stack of open collections in a ``PropertyListBuilder`` instead of recursing, so
/// no input can overflow the stack. A node's position is the `<` of its element; a key's, the `<` of
/// its `<key>`.
package struct XMLPropertyListReader {
    /// The elements a property list is made of, besides `<plist>`.
    package enum Element: String {
        case dict, array, key, string, integer, real, date, data
        case `true`, `false`
    }

    /// A start or end tag.
    package struct Tag {
        package var name: String
        package var isEnd: Bool
        /// `<name/>`.
        package var isEmpty: Bool
        /// The `<`.
        package var position: TextPosition
    }

    package var cursor: ByteCursor
    package var builder: PropertyListBuilder
    /// True between a `<key>` and the start of its value.
    private var awaitingValue = false

    package init(bytes: UnsafeBufferPointer<UInt8>, start: Int, options: PropertyListParser.Options) {
        cursor = ByteCursor(bytes: bytes, start: start)
        builder = PropertyListBuilder(options: options, expectedSize: bytes.count)
    }

    /// Reads the whole text as one property list.
    /// - Complexity: O(n) in the length of the text.
    package mutating func read() throws(SyntaxError) -> PropertyList {
        try skipMisc(inProlog: true)
        guard !cursor.isAtEnd else { throw cursor.error("the file holds no property list") }
        var tag = try readTag()
        var plistTag: Tag?
        if tag.name == "plist" && !tag.isEnd {
            plistTag = tag
            let empty = SyntaxError("the '<plist>' element holds no value", at: tag.position)
            guard !tag.isEmpty else { throw empty }
            try skipMisc(inProlog: false)
            guard !cursor.isAtEnd else {
                throw SyntaxError("'<plist>' is never closed; expected '</plist>'", at: tag.position)
            }
            tag = try readTag()
            if tag.isEnd && tag.name == "plist" { throw empty }
        }
        try readValue(tag)
        while builder.depth > 0 {
            try skipMisc(inProlog: false)
            if cursor.isAtEnd {
                let name = builder.isInDictionary ? "dict" : "array"
                throw SyntaxError(
                    "'<\(name)>' is never closed; expected '</\(name)>'", at: builder.openPosition)
            }
            let tag = try readTag()
            if tag.isEnd {
                try close(tag)
            } else if builder.isInDictionary && !awaitingValue {
                try readKey(tag)
            } else {
                try readValue(tag)
            }
        }
        if let plistTag {
            try skipMisc(inProlog: false)
            guard !cursor.isAtEnd else {
                throw SyntaxError("'<plist>' is never closed; expected '</plist>'", at: plistTag.position)
            }
            let tag = try readTag()
            guard tag.isEnd && tag.name == "plist" else {
                throw SyntaxError(
                    "expected '</plist>' after the value, found \(tag.description)", at: tag.position)
            }
        }
        try skipMisc(inProlog: false)
        if !cursor.isAtEnd {
            throw cursor.error("unexpected \(describeCurrent()) after the end of the property list")
        }
        guard let list = builder.finish(format: .xml) else {
            throw cursor.error("the file holds no property list")
        }
        return list
    }

    // MARK: Structure

    /// Reads the value whose start tag is `tag`: a whole scalar element, or the opening of a collection.
    private mutating func readValue(_ tag: Tag) throws(SyntaxError) {
        guard !tag.isEnd else {
            throw SyntaxError("unexpected \(tag.description); expected a value", at: tag.position)
        }
        guard let element = Element(rawValue: tag.name), element != .key else {
            if tag.name == "key" && awaitingValue {
                throw SyntaxError("the key '\(builder.key)' has no value", at: builder.keyPosition)
            }
            if tag.name == "key" {
                throw SyntaxError("'<key>' outside a dictionary; expected a value", at: tag.position)
            }
            throw SyntaxError(
                "unknown element \(tag.description); expected dict, array, string, integer, real, true, false, "
                    + "date or data", at: tag.position)
        }
        awaitingValue = false
        switch element {
        case .dict:
            try builder.beginDictionary(at: tag.position)
            if tag.isEmpty { builder.endCollection() }
        case .array:
            try builder.beginArray(at: tag.position)
            if tag.isEmpty { builder.endCollection() }
        default:
            let value = try readScalar(element, tag)
            try builder.addValue(value, at: tag.position)
        }
    }

    /// Reads a `<key>` of the innermost dictionary.
    private mutating func readKey(_ tag: Tag) throws(SyntaxError) {
        guard tag.name == "key" else {
            throw SyntaxError(
                "expected '<key>' or '</dict>' in the dictionary that starts at \(builder.openPosition), "
                    + "found \(tag.description)", at: tag.position)
        }
        let key = tag.isEmpty ? "" : try readText(of: tag)
        builder.setKey(key, at: tag.position)
        awaitingValue = true
    }

    /// Closes the innermost collection at its end tag.
    private mutating func close(_ tag: Tag) throws(SyntaxError) {
        let name = builder.isInDictionary ? "dict" : "array"
        guard tag.name == name else {
            throw SyntaxError(
                "\(tag.description) does not close '<\(name)>' at \(builder.openPosition); expected '</\(name)>'",
                at: tag.position)
        }
        if awaitingValue {
            throw SyntaxError("the key '\(builder.key)' has no value", at: builder.keyPosition)
        }
        builder.endCollection()
    }
}

extension XMLPropertyListReader.Tag {
    /// `'<name>'` or `'</name>'`, as messages name the tag.
    package var description: String { isEnd ? "'</\(name)>'" : "'<\(name)>'" }
}
