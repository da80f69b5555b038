import SourceText

extension YAMLReader {
    /// A mapping being read: its pairs are the pending members from `mark` on, a key and a value
    /// each, with what is needed to find repeated keys and to apply merge keys.
    struct PendingMapping {
        package let mark: Int
        /// The offsets of the pairs that came in through a merge key, and so yield to the mapping's
        /// own keys; few mappings have any, and an empty set allocates nothing.
        var fromMerge: Set<Int> = []
        /// Key to offset among the pairs, built once the mapping is large enough for a linear scan
        /// to cost; nil before, so that the many small mappings make no table.
        package var keyIndex: NameTable?

        package init(mark: Int) {
            self.mark = mark
        }
    }

    /// The pairs read so far of `mapping`.
    private func pairCount(_ mapping: PendingMapping) -> Int {
        (pending.count - mapping.mark) / 2
    }

    /// The key entry of the pair at `offset` of `mapping`.
    private func key(at offset: Int, of mapping: PendingMapping) -> Int {
        Int(pending[mapping.mark + 2 * offset])
    }

    /// The offset of the pair of `mapping` whose key is the text of entry `key`. A mapping large
    /// enough to be indexed and without that key records it as its next pair's, which the caller
    /// then appends: one search instead of a look-up and an insert. (Mutating also because a
    /// non-mutating method called from ``add(key:value:isMerge:to:)`` copied the whole reader.)
    private mutating func offset(of key: Int, in mapping: inout PendingMapping) -> Int? {
        let count = pairCount(mapping)
        if mapping.keyIndex != nil { return mapping.keyIndex!.id(of: text(ofEntry: key), recordingIfAbsent: count) }
        let entry = entries[key]
        guard isASCII && !entry.isRewritten else {
            return (0..<count).first { sameKey(self.key(at: $0, of: mapping), key) }
        }
        // Two keys read straight from an ASCII text are the same when their bytes are: compared by
        // length first, most keys of a map differ without a byte read. A key whose escapes were
        // rewritten may hold other characters (`"\u212A"` is `K`), and is compared as text.
        let text = bytes[Int(entry.start)..<Int(entry.start) + Int(entry.count)]
        for offset in 0..<count {
            let other = entries[self.key(at: offset, of: mapping)]
            if other.isRewritten {
                if sameKey(self.key(at: offset, of: mapping), key) { return offset }
            } else if other.count == entry.count
                && bytes[Int(other.start)..<Int(other.start) + Int(other.count)].elementsEqual(text)
            {
                return offset
            }
        }
        return nil
    }

    private mutating func append(key: Int, value: Int, merged: Bool, to mapping: inout PendingMapping) {
        let count = pairCount(mapping)
        pending.append(UInt32(truncatingIfNeeded: key))
        pending.append(UInt32(truncatingIfNeeded: value))
        if merged { mapping.fromMerge.insert(count) }
        if count + 1 == 13 {
            var keyIndex = NameTable()
            for offset in 0...count {
                keyIndex.insertIfAbsent(text(ofEntry: self.key(at: offset, of: mapping)), id: offset)
            }
            mapping.keyIndex = keyIndex
        }
    }

    private mutating func replace(at offset: Int, key: Int, value: Int, in mapping: inout PendingMapping) {
        pending[mapping.mark + 2 * offset] = UInt32(truncatingIfNeeded: key)
        pending[mapping.mark + 2 * offset + 1] = UInt32(truncatingIfNeeded: value)
        mapping.fromMerge.remove(offset)
    }

    /// Adds a pair to a mapping: rejects or replaces a repeated key, and expands a merge key (`<<`)
    /// into the pairs its map (or list of maps) holds that the mapping does not set itself. The
    /// mapping's own keys win over merged ones, and earlier merged maps over later ones.
    package mutating func add(key: Int, value: Int, isMerge: Bool, to mapping: inout PendingMapping) throws(SyntaxError)
    {
        if isMerge {
            let entry = entries[value]
            let sources: [Int]
            switch entry.kind {
            case .mapping: sources = [value]
            case .sequence: sources = (0..<Int(entry.count)).map { Int(members[Int(entry.start) + $0]) }
            case .scalar: sources = []
            }
            guard !sources.isEmpty else {
                throw SyntaxError("a merge key ('<<') takes an alias of a map, or a list of them", at: entry.position)
            }
            for source in sources {
                let map = entries[source]
                guard map.kind == .mapping else {
                    throw SyntaxError("a merge key ('<<') takes an alias of a map, or a list of them", at: map.position)
                }
                for pair in 0..<Int(map.count) {
                    let slot = Int(map.start) + 2 * pair
                    let (mergedKey, mergedValue) = (Int(members[slot]), Int(members[slot + 1]))
                    if offset(of: mergedKey, in: &mapping) == nil {
                        append(key: mergedKey, value: mergedValue, merged: true, to: &mapping)
                    }
                }
            }
            return
        }
        guard let existing = offset(of: key, in: &mapping) else {
            append(key: key, value: value, merged: false, to: &mapping)
            return
        }
        if mapping.fromMerge.contains(existing) {
            replace(at: existing, key: key, value: value, in: &mapping)
            return
        }
        let keyPosition = entries[key].position
        switch options.duplicateKeys {
        case .reject:
            let previous = entries[self.key(at: existing, of: mapping)].position
            throw SyntaxError(
                "duplicate key '\(text(ofEntry: key))'; it is already set on line \(previous.line)", at: keyPosition)
        case .keepLast:
            warnings.append(
                SyntaxWarning(
                    "duplicate key '\(text(ofEntry: key))'; this value replaces the earlier one in the same map, which is ignored",
                    at: keyPosition))
            replace(at: existing, key: key, value: value, in: &mapping)
        }
    }

    /// Reads `&name` at the cursor and returns the name and its position.
    mutating func readAnchorName() throws(SyntaxError) -> (String, TextPosition) {
        let start = position()
        index += 1
        let begin = index
        while !YAMLReader.isBlank(current) && !YAMLReader.isFlowIndicator(current) { index += 1 }
        if index == begin {
            throw SyntaxError("expected a name after '\(Character(Unicode.Scalar(bytes[begin - 1])))'", at: start)
        }
        return (text(begin, index), start)
    }

    /// Reads an anchored node in block context (`&name` at the cursor) and records it.
    mutating func readAnchoredNode(parentIndent: Int, context: NodeContext) throws(SyntaxError) -> Int {
        let (name, anchorPosition) = try readAnchorName()
        skipSpaces()
        if current == .ampersand {
            throw error("a node can have only one anchor")
        }
        if current == .asterisk {
            throw error("an alias cannot have an anchor")
        }
        return try recordAnchor(name) { (reader: inout YAMLReader) throws(SyntaxError) in
            if reader.isAtLineEnd {
                try reader.expectLineEnd(after: "the anchor")
                return try reader.readValueOnNextLines(
                    parentIndent: parentIndent, allowIndentlessSequence: context == .afterKey,
                    emptyPosition: anchorPosition)
            }
            return try reader.readNode(parentIndent: parentIndent, context: .afterAnchor)
        }
    }

    /// Reads a node with `read` and records it under `name`, with its size and height, so that
    /// aliases to it can be charged for what they copy.
    mutating func recordAnchor(
        _ name: String, _ read: (inout YAMLReader) throws(SyntaxError) -> Int
    ) throws(SyntaxError) -> Int {
        let nodesBefore = nodeCount
        let (start, aliasBytesBefore) = (index, aliasBytes)
        let deepestBefore = deepest
        deepest = depth
        let node = try read(&self)
        // The text it spans and what aliases inside it copied; saturates, as the alias total does.
        let (bytes, overflow) = (aliasBytes - aliasBytesBefore).addingReportingOverflow(index - start)
        anchors[name] = Anchor(
            node: node, size: max(1, nodeCount - nodesBefore), bytes: overflow ? Int.max : max(1, bytes),
            height: max(0, deepest - depth - 1))
        deepest = max(deepest, deepestBefore)
        return node
    }

    /// Reads `*name` at the cursor and returns an entry for the anchored node at the alias's
    /// position, sharing its text or members.
    /// - Throws: for an unknown name, or when the copies made by aliases exceed the limits in nodes
    ///   or bytes (an alias bomb) or nest too deep.
    mutating func readAlias() throws(SyntaxError) -> Int {
        let (name, aliasPosition) = try readAnchorName()
        guard let anchor = anchors[name] else {
            throw SyntaxError("unknown alias '*\(name)'; no anchor '&\(name)' comes before it", at: aliasPosition)
        }
        aliasExpansions += anchor.size
        if aliasExpansions > options.maximumAliasExpansions {
            throw SyntaxError(
                "aliases expand to more than \(options.maximumAliasExpansions) nodes; is this an alias bomb?",
                at: aliasPosition)
        }
        let (sum, overflow) = aliasBytes.addingReportingOverflow(anchor.bytes)
        aliasBytes = overflow ? Int.max : sum
        if aliasBytes > maximumAliasBytes, let limit = options.aliasExpansionLimit {
            throw SyntaxError(
                "aliases expand to more than \(limit.description(forInput: bytes.count)) of text; is this an alias bomb?",
                at: aliasPosition)
        }
        nodeCount += anchor.size
        let level = depth + anchor.height
        if level > options.maximumDepth {
            throw SyntaxError(
                "nesting deeper than \(options.maximumDepth) levels through alias '*\(name)'", at: aliasPosition)
        }
        deepest = max(deepest, level)
        var entry = entries[anchor.node]
        entry.position = aliasPosition
        entries.append(entry)
        return entries.count - 1
    }
}
