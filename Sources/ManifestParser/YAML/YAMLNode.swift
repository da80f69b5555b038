/// One node of a parsed YAML document, with the position where it starts.
///
/// Every scalar stays a string: the schema layer decides what `YES`, `15 MB` or `"17.0"` mean.
/// Aliases are resolved, so a node reached through `*name` is a copy of the anchored node.
public struct YAMLNode: KeyedTree, Sendable, Hashable {
    /// What a node holds.
    public enum Content: Sendable, Hashable {
        /// A plain, quoted or block scalar; an empty value (`key:`) is an empty plain scalar.
        case scalar(YAMLScalar)
        /// A block or flow sequence.
        case sequence([YAMLNode])
        /// A block or flow mapping, in the order written (merge keys resolved).
        case mapping([YAMLPair])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts.
    public var position: TextPosition

    /// Creates a node.
    public init(_ content: Content, at position: TextPosition) {
        self.content = content
        self.position = position
    }

    /// The scalar's text, or nil for a collection.
    public var scalar: String? {
        if case .scalar(let scalar) = content { return scalar.text }
        return nil
    }

    /// The sequence's items, or nil for anything else.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The mapping's pairs, or nil for anything else.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// True for an empty plain scalar, `~` or `null`: a key written with no value.
    public var isNull: Bool {
        guard case .scalar(let scalar) = content, scalar.style == .plain else { return false }
        // By length first: every string value the schema reads asks, and few are one or four bytes
        // (only their own bytes spell `~` and the three spellings of null).
        switch scalar.text.utf8.count {
        case 0: return true
        case 1: return scalar.text == "~"
        case 4: return scalar.text == "null" || scalar.text == "Null" || scalar.text == "NULL"
        default: return false
        }
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

/// One key and value of a mapping. Keys are scalars; complex keys are rejected by the parser.
public struct YAMLPair: KeyedTreePair, Sendable, Hashable {
    /// The key's text.
    public var key: String
    /// Where the key starts.
    public var keyPosition: TextPosition
    /// The value.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: String, at keyPosition: TextPosition, value: YAMLNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
