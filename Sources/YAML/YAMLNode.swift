import ProjectModel
import SourceText

/// One node of a parsed YAML document, with the position where it starts.
///
/// Every scalar stays a string: the schema layer decides what `YES`, `15 MB` or `"17.0"` mean.
/// Aliases are resolved: a node reached through `*name` has the anchored node's content, at the
/// alias's position.
///
/// A node is a handle into its document's flat storage (see ``YAMLDocument``): reading one, its
/// items or its pairs allocates nothing, and a scalar's text becomes a `String` only when asked for.
public struct YAMLNode: KeyedTree, Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        /// A plain, quoted or block scalar; an empty value (`key:`) is an empty plain scalar.
        case scalar(YAMLScalar)
        /// A block or flow sequence.
        case sequence(Items)
        /// A block or flow mapping, in the order written (merge keys resolved).
        case mapping(Pairs)
    }

    package let storage: YAMLStorage
    package let id: Int

    package init(_ storage: YAMLStorage, _ id: Int) {
        self.storage = storage
        self.id = id
    }

    package var entry: YAMLEntry { storage.entries[id] }

    /// Where the node starts.
    public var position: TextPosition { entry.position }

    /// What the node holds.
    public var content: Content {
        let entry = self.entry
        switch entry.kind {
        case .scalar: return .scalar(YAMLScalar(storage.string(entry), style: entry.style))
        case .sequence: return .sequence(Items(storage, entry))
        case .mapping: return .mapping(Pairs(storage, entry))
        }
    }

    /// The scalar's text, or nil for a collection.
    public var scalar: String? {
        let entry = self.entry
        return entry.kind == .scalar ? storage.string(entry) : nil
    }

    /// Whether the node is a scalar; asks without making its text.
    public var isScalar: Bool { entry.kind == .scalar }

    /// The scalar's text as bytes, compared without making a `String`; nil for a collection.
    public var text: YAMLText? {
        let entry = self.entry
        return entry.kind == .scalar ? YAMLText(storage, entry) : nil
    }

    /// The sequence's items, or nil for anything else.
    public var sequence: Items? {
        let entry = self.entry
        return entry.kind == .sequence ? Items(storage, entry) : nil
    }

    /// The mapping's pairs, or nil for anything else.
    public var mapping: Pairs? {
        let entry = self.entry
        return entry.kind == .mapping ? Pairs(storage, entry) : nil
    }

    /// True for an empty plain scalar, `~` or `null`: a key written with no value.
    public var isNull: Bool {
        storage.isNull(entry)
    }

    /// A sequence's items, in order.
    public struct Items: RandomAccessCollection, Sendable {
        package let storage: YAMLStorage
        @usableFromInline package let first: Int
        public let count: Int

        package init(_ storage: YAMLStorage, _ entry: YAMLEntry) {
            self.storage = storage
            first = Int(entry.start)
            count = Int(entry.count)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "item index out of range")
            return YAMLNode(storage, Int(storage.members[first + position]))
        }
    }

    /// A mapping's pairs, in the order written.
    public struct Pairs: RandomAccessCollection, Sendable {
        @usableFromInline package let storage: YAMLStorage
        @usableFromInline package let first: Int
        public let count: Int

        package init(_ storage: YAMLStorage, _ entry: YAMLEntry) {
            self.init(storage, first: Int(entry.start), count: Int(entry.count))
        }

        /// The `count` pairs whose members start at slot `first` of `storage`.
        package init(_ storage: YAMLStorage, first: Int, count: Int) {
            self.storage = storage
            self.first = first
            self.count = count
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> YAMLPair {
            precondition(position >= 0 && position < count, "pair index out of range")
            return YAMLPair(storage, key: keyID(at: position), value: valueID(at: position))
        }

        /// The id of the key of the pair at `position`, read without a pair.
        @inlinable
        package func keyID(at position: Int) -> Int {
            Int(storage.members[first + 2 * position])
        }

        /// The id of the value of the pair at `position`, read without a pair.
        package func valueID(at position: Int) -> Int {
            Int(storage.members[first + 2 * position + 1])
        }

        /// Where the key of the pair at `position` starts, read without a pair.
        package func keyPosition(at position: Int) -> TextPosition {
            storage.entries[keyID(at: position)].position
        }

        /// Calls `body` with the bytes of the key of the pair at `position`, read without a pair.
        @inlinable
        package func withKeyBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            storage.withBytes(of: storage.entries[keyID(at: position)], body)
        }
    }
}

/// One key and value of a mapping. Keys are scalars; complex keys are rejected by the parser.
public struct YAMLPair: KeyedTreePair, Sendable {
    package let storage: YAMLStorage
    package let keyID: Int
    package let valueID: Int

    package init(_ storage: YAMLStorage, key: Int, value: Int) {
        self.storage = storage
        keyID = key
        valueID = value
    }

    /// The key's text.
    public var key: String { storage.string(storage.entries[keyID]) }
    /// The key's text as bytes, compared without making a `String`.
    public var keyText: YAMLText { YAMLText(storage, storage.entries[keyID]) }
    /// Where the key starts.
    public var keyPosition: TextPosition { storage.entries[keyID].position }
    /// The value.
    public var value: YAMLNode { YAMLNode(storage, valueID) }
}

/// A scalar's text as its document keeps it, UTF-8 bytes, for matching against the schema's words
/// without making a `String` of every key.
public struct YAMLText: Sendable, CustomStringConvertible {
    package let storage: YAMLStorage
    package let entry: YAMLEntry

    package init(_ storage: YAMLStorage, _ entry: YAMLEntry) {
        self.storage = storage
        self.entry = entry
    }

    /// The text.
    public var description: String { storage.string(entry) }

    /// Whether the text is `word`, byte for byte. Exact as string equality for a word of ASCII
    /// letters, digits, hyphens and underscores without `K`, as every schema key is: Unicode maps
    /// no other character to those (it does map the Kelvin sign to `K`, and others to `;` and `` ` ``).
    @inline(__always)
    public func matches(_ word: String) -> Bool {
        guard word.utf8.count == Int(entry.count) else { return false }
        return storage.withBytes(of: entry) { bytes in
            bytes.isSpelling(word)
        }
    }

    /// `case "word":` in a `switch` over a key; see ``matches(_:)``.
    public static func ~= (word: String, text: YAMLText) -> Bool {
        text.matches(word)
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    /// The text after quotes, escapes and folding are resolved.
    public var text: String
    /// How it was written.
    public var style: ScalarStyle

    /// Creates a scalar.
    public init(_ text: String, style: ScalarStyle) {
        self.text = text
        self.style = style
    }
}

/// How a scalar was written.
public enum ScalarStyle: UInt8, Sendable, Hashable {
    /// Unquoted.
    case plain
    /// `'single quoted'`.
    case singleQuoted
    /// `"double quoted"`.
    case doubleQuoted
    /// A `|` block scalar.
    case literal
    /// A `>` block scalar.
    case folded
}
