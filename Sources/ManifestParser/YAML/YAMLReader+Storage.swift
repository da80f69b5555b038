extension YAMLReader {
    /// A scalar as read: a byte range of the source, or of the rewritten texts.
    struct ScalarToken {
        var start: Int
        var end: Int
        var style: ScalarStyle
        var isRewritten = false
    }

    /// Records a scalar and returns its entry.
    mutating func addScalar(_ token: ScalarToken, at position: TextPosition) -> Int {
        entries.append(
            YAMLEntry(
                .scalar, start: token.start, count: token.end - token.start, at: position, style: token.style,
                isRewritten: token.isRewritten))
        return entries.count - 1
    }

    /// Records an empty plain scalar, the value of `key:` or `-` with nothing after it.
    mutating func addEmptyScalar(at position: TextPosition) -> Int {
        nodeCount += 1
        return addScalar(ScalarToken(start: 0, end: 0, style: .plain), at: position)
    }

    /// Records a collection whose members are the pending ones from `mark` on, and takes them off
    /// the pending stack.
    /// - Throws: when the document holds more members than the storage counts (2^32).
    mutating func addCollection(
        _ kind: YAMLEntry.Kind, from mark: Int, at position: TextPosition
    ) throws(SyntaxError) -> Int {
        let first = members.count
        let slots = pending.count - mark
        guard first + slots < Int(UInt32.max) else {
            throw SyntaxError("the document holds more than \(UInt32.max) collection members", at: position)
        }
        members.append(contentsOf: pending[mark...])
        pending.removeLast(slots)
        entries.append(YAMLEntry(kind, start: first, count: kind == .mapping ? slots / 2 : slots, at: position))
        return entries.count - 1
    }

    /// The bytes of a token.
    func withBytes<Result>(of token: ScalarToken, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if token.isRewritten {
            return texts.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[token.start..<token.end])) }
        }
        return body(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
    }

    /// The text of a token, for messages.
    func text(of token: ScalarToken) -> String {
        withBytes(of: token) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of a scalar entry.
    func text(ofEntry id: Int) -> String {
        text(of: ScalarToken(entries[id]))
    }

    /// The bytes of a scalar entry.
    func withBytes<Result>(ofEntry id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(of: ScalarToken(entries[id]), body)
    }

    /// Whether two keys are the same text: the same bytes, or, for keys with non-ASCII text,
    /// canonically equivalent as strings are.
    func sameKey(_ first: Int, _ second: Int) -> Bool {
        let (equal, decided) = withBytes(ofEntry: first) { a in
            withBytes(ofEntry: second) { b in
                if a.elementsEqual(b) { return (true, true) }
                // Texts that start with different ASCII characters differ however they are
                // normalized, as does an empty text from any other: most keys are told apart here.
                guard let x = a.first, let y = b.first else { return (false, true) }
                return (false, x < 0x80 && y < 0x80 && x != y)
            }
        }
        if decided { return equal }
        let ascii =
            withBytes(ofEntry: first) { a in a.allSatisfy { $0 < 0x80 } }
            && withBytes(ofEntry: second) { b in b.allSatisfy { $0 < 0x80 } }
        return !ascii && text(ofEntry: first) == text(ofEntry: second)
    }

    /// What the parse has read, as a document's storage.
    func storage(source: [UInt8]) -> YAMLStorage {
        YAMLStorage(source: source, texts: texts, entries: entries, members: members)
    }
}

extension YAMLReader.ScalarToken {
    /// The token a scalar entry was recorded from.
    init(_ entry: YAMLEntry) {
        let start = Int(entry.start)
        self.init(start: start, end: start + Int(entry.count), style: entry.style, isRewritten: entry.isRewritten)
    }

    /// True for an unquoted `<<`, the merge key.
    func isMergeKey(in reader: YAMLReader) -> Bool {
        style == .plain && end - start == 2
            && reader.withBytes(of: self) { $0[0] == UInt8(ascii: "<") && $0[1] == UInt8(ascii: "<") }
    }
}
