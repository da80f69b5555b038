extension YAMLReader {
    /// The pairs of a mapping being read, with what is needed to find repeated keys and to apply
    /// merge keys once the mapping is complete.
    struct MappingBuilder {
        private(set) var pairs: [YAMLPair] = []
        /// The offsets of the pairs that came in through a merge key, and so yield to the mapping's
        /// own keys; few mappings have any, and an empty set allocates nothing.
        private var fromMerge: Set<Int> = []
        /// Key to index in `pairs`, built once the mapping is large enough for a linear scan to cost.
        private var keyIndex: [String: Int] = [:]

        func index(of key: String) -> Int? {
            if pairs.count <= 12 { return pairs.firstIndex { $0.key == key } }
            return keyIndex[key]
        }

        func isMerged(at offset: Int) -> Bool { fromMerge.contains(offset) }

        mutating func append(_ pair: consuming YAMLPair, merged: Bool) {
            if pairs.count >= 13 { keyIndex[pair.key] = pairs.count }
            pairs.append(pair)
            if merged { fromMerge.insert(pairs.count - 1) }
            if pairs.count == 13 {
                for (offset, existing) in pairs.enumerated() { keyIndex[existing.key] = offset }
            }
        }

        mutating func replace(at offset: Int, with pair: consuming YAMLPair) {
            pairs[offset] = pair
            fromMerge.remove(offset)
        }
    }

    /// Adds a pair to a mapping: rejects or replaces a repeated key, and expands a merge key (`<<`)
    /// into the pairs its map (or list of maps) holds that the mapping does not set itself. The
    /// mapping's own keys win over merged ones, and earlier merged maps over later ones.
    mutating func add(_ pair: consuming YAMLPair, isMerge: Bool, to builder: inout MappingBuilder) throws(SyntaxError) {
        if isMerge {
            let sources: [YAMLNode]
            switch pair.value.content {
            case .mapping: sources = [pair.value]
            case .sequence(let items): sources = items
            case .scalar: sources = []
            }
            guard !sources.isEmpty else {
                throw SyntaxError(
                    "a merge key ('<<') takes an alias of a map, or a list of them", at: pair.value.position)
            }
            for source in sources {
                guard let pairs = source.mapping else {
                    throw SyntaxError(
                        "a merge key ('<<') takes an alias of a map, or a list of them", at: source.position)
                }
                for merged in pairs where builder.index(of: merged.key) == nil {
                    builder.append(merged, merged: true)
                }
            }
            return
        }
        guard let existing = builder.index(of: pair.key) else {
            builder.append(pair, merged: false)
            return
        }
        if builder.isMerged(at: existing) {
            builder.replace(at: existing, with: pair)
            return
        }
        let previous = builder.pairs[existing]
        switch options.duplicateKeys {
        case .reject:
            throw SyntaxError(
                "duplicate key '\(pair.key)'; it is already set on line \(previous.keyPosition.line)",
                at: pair.keyPosition)
        case .keepLast:
            warnings.append(
                SyntaxWarning(
                    "duplicate key '\(pair.key)'; this value replaces the earlier one in the same map, which is ignored",
                    at: pair.keyPosition))
            builder.replace(at: existing, with: pair)
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
    mutating func readAnchoredNode(parentIndent: Int, context: NodeContext) throws(SyntaxError) -> YAMLNode {
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
        _ name: String, _ read: (inout YAMLReader) throws(SyntaxError) -> YAMLNode
    ) throws(SyntaxError) -> YAMLNode {
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

    /// Reads `*name` at the cursor and returns a copy of the anchored node, positioned at the alias.
    /// - Throws: for an unknown name, or when the copies made by aliases exceed the limits in nodes
    ///   or bytes (an alias bomb) or nest too deep.
    mutating func readAlias() throws(SyntaxError) -> YAMLNode {
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
        var node = anchor.node
        node.position = aliasPosition
        return node
    }
}
