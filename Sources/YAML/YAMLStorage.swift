import SourceText

/// The nodes of one parsed document, stored flat so that a parse allocates per document, not per
/// node: one entry per node, each scalar a byte range of the input (or of ``texts``, where quotes,
/// escapes or folding changed it), and the members of every collection side by side in ``members``.
/// An alias is an entry of its own, at its own position, that shares the anchored node's text or
/// members. Immutable once parsed, so the ``YAMLNode`` handles into it can be passed around freely.
@usableFromInline package final class YAMLStorage: Sendable {
    /// The parsed text.
    @usableFromInline package let source: [UInt8]
    /// Scalar texts that differ from what the source spells: escaped, folded or multi-line.
    @usableFromInline package let texts: [UInt8]
    /// Every node, in the order the parse finished them; an entry is at its own index.
    @usableFromInline package let entries: [YAMLEntry]
    /// Each collection's members side by side: a sequence's items, a mapping's key and value ids.
    @usableFromInline package let members: [UInt32]
    /// ``SmallASCIIString/isLayoutKnown``, read once for the document.
    private let makesSmallStrings = SmallASCIIString.isLayoutKnown

    /// Another storage object holding the same arrays, for a thread of its own to read through:
    /// threads that retained one object would wait for each other's reference counts.
    package func twin() -> YAMLStorage {
        YAMLStorage(source: source, texts: texts, entries: entries, members: members)
    }

    package init(source: [UInt8], texts: [UInt8], entries: [YAMLEntry], members: [UInt32]) {
        self.source = source
        self.texts = texts
        self.entries = entries
        self.members = members
    }

    /// Calls `body` with a scalar's bytes. Inlinable, so that decoders in other modules call it
    /// specialized for their `Result`: unspecialized, its closures' metadata was looked up at every
    /// call, 10 % of the clean 10,000-target lint.
    @inlinable
    package func withBytes<Result>(of entry: YAMLEntry, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = Int(entry.start)..<Int(entry.start) + Int(entry.count)
        if entry.isRewritten {
            return texts.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// True for an empty plain scalar, `~` or `null`.
    package func isNull(_ entry: YAMLEntry) -> Bool {
        guard entry.kind == .scalar, entry.style == .plain else { return false }
        // By length first: most values are neither one nor four bytes long.
        switch entry.count {
        case 0: return true
        case 1: return withBytes(of: entry) { $0[0] == UInt8(ascii: "~") }
        case 4:
            // `null`, `Null` or `NULL`, byte by byte: `elementsEqual` cost a hundred instructions a word.
            return withBytes(of: entry) { bytes in
                let lower =
                    bytes[1] == UInt8(ascii: "u") && bytes[2] == UInt8(ascii: "l") && bytes[3] == UInt8(ascii: "l")
                let upper =
                    bytes[1] == UInt8(ascii: "U") && bytes[2] == UInt8(ascii: "L") && bytes[3] == UInt8(ascii: "L")
                return bytes[0] == UInt8(ascii: "n") ? lower : bytes[0] == UInt8(ascii: "N") && (lower || upper)
            }
        default: return false
        }
    }

    /// A scalar's text; the parse checked the input is UTF-8, and rewriting keeps it so. A short
    /// ASCII one, as most names are, is put together from its bytes (see ``SmallASCIIString``).
    package func string(_ entry: YAMLEntry) -> String {
        withBytes(of: entry) {
            SmallASCIIString.make($0, isLayoutKnown: makesSmallStrings) ?? String(decoding: $0, as: UTF8.self)
        }
    }
}

/// One node of a ``YAMLStorage``: 20 bytes apart in its array.
@usableFromInline package struct YAMLEntry: Sendable {
    /// The shape of a node.
    package enum Kind: UInt8 {
        case scalar, sequence, mapping
    }

    /// A scalar's first byte in the source or in the rewritten texts; a collection's first slot in
    /// the members.
    @usableFromInline package var start: UInt32
    /// A scalar's length in bytes; a sequence's items; a mapping's pairs (two slots each).
    @usableFromInline package var count: UInt32
    /// Where the node starts.
    package var position: TextPosition
    package var kind: Kind
    /// How a scalar was written; `.plain` for a collection.
    package var style: ScalarStyle
    /// Whether a scalar's text lives in the rewritten texts rather than in the source.
    @usableFromInline var isRewritten: Bool

    package init(
        _ kind: Kind, start: Int, count: Int, at position: TextPosition, style: ScalarStyle = .plain,
        isRewritten: Bool = false
    ) {
        // Offsets and counts fit: the parser accepts no input of 2^31 bytes or more, the rewritten
        // texts are at most 1.5 times the input (`\L` is two bytes that become three), and the
        // members, which merge keys can make outgrow the input, are checked as they are stored.
        self.start = UInt32(truncatingIfNeeded: start)
        self.count = UInt32(truncatingIfNeeded: count)
        self.position = position
        self.kind = kind
        self.style = style
        self.isRewritten = isRewritten
    }
}
