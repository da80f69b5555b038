import SourceText

extension YAMLReader {
    /// A scalar as read: a byte range of the source, or of the rewritten texts.
    struct ScalarToken {
        package var start: Int
        package var end: Int
        package var style: ScalarStyle
        var isRewritten = false
    }

    /// Records a scalar and returns its entry.
    /// Inlined, as the other steps every node takes are: called, it cost the clean 10,000-target
    /// lint 3.2 M instructions.
    @inline(__always)
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
        // Through a buffer pointer: a slice of `pending` would hold its storage, a retain and a
        // release for every collection.
        pending.withUnsafeBufferPointer { members.append(contentsOf: UnsafeBufferPointer(rebasing: $0[mark...])) }
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
    package func text(of token: ScalarToken) -> String {
        withBytes(of: token) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of a scalar entry.
    package func text(ofEntry id: Int) -> String {
        text(of: ScalarToken(entries[id]))
    }

    /// The bytes of a scalar entry.
    func withBytes<Result>(ofEntry id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(of: ScalarToken(entries[id]), body)
    }

    /// Whether two keys are the same text: the same bytes, or, for keys with non-ASCII text,
    /// canonically equivalent as strings are.
    func sameKey(_ first: Int, _ second: Int) -> Bool {
        let decided: Bool? = withBytes(ofEntry: first) { a in
            withBytes(ofEntry: second) { b in
                // Past their common bytes, two texts that each go on with an ASCII character, or
                // end, differ however they are normalized: both are at a character boundary after
                // the same characters, and what follows is a different character that no mark
                // before it changes (or nothing). Most keys are told apart at their first byte.
                let common = min(a.count, b.count)
                var index = 0
                while index < common && a[index] == b[index] { index += 1 }
                if index == a.count && index == b.count { return true }
                let x = index < a.count ? a[index] : 0
                let y = index < b.count ? b[index] : 0
                return x < 0x80 && y < 0x80 ? false : nil
            }
        }
        if let decided { return decided }
        return text(ofEntry: first) == text(ofEntry: second)
    }

    /// What the parse has read, as a document's storage.
    package func storage(source: [UInt8]) -> YAMLStorage {
        YAMLStorage(source: source, texts: texts, entries: entries, members: members)
    }
}

extension YAMLReader.ScalarToken {
    /// True for an unquoted `<<`, the merge key. A plain key is always one line of the source,
    /// `bytes`, never rewritten. (Taking the whole reader to read it copied the reader every key.)
    func isMergeKey(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        style == .plain && !isRewritten && end - start == 2
            && bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "<")
    }

    /// The token a scalar entry was recorded from.
    package init(_ entry: YAMLEntry) {
        let start = Int(entry.start)
        self.init(start: start, end: start + Int(entry.count), style: entry.style, isRewritten: entry.isRewritten)
    }

}
