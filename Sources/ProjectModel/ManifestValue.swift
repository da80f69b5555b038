/// A value written in a manifest — a scalar, a list or a map — with the file, line and column of
/// every node and every key, so that whatever reads it can say where a problem is.
///
/// This is the tree the model hands out (an Info.plist written in a manifest, a rule's options), in
/// place of the YAML the parser builds: a value keeps the file it was written in, even when it
/// reaches a target through an include or an XcodeGen template. Every scalar stays a string; the
/// reader decides what `YES` or `15 MB` means.
///
/// Trees are at most as deep as the YAML they come from, which the parser limits to
/// ``YAMLParser/Options/maximumDepth`` levels, so the recursive conversions and comparisons over
/// them are bounded.
public struct ManifestValue: KeyedTree, Sendable, Hashable {
    /// What a value holds.
    public enum Content: Sendable, Hashable {
        /// A scalar's text; `isNull` for a key written with no value, `~` or `null`.
        case scalar(String, isNull: Bool)
        /// A list, in the order written.
        case sequence([ManifestValue])
        /// A map, in the order written.
        case mapping([ManifestValuePair])
    }

    /// What the value holds.
    public var content: Content
    /// Where the value is written.
    public var location: SourceLocation

    /// Creates a value.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar's text; nil for a list, a map or a null.
    public var string: String? {
        if case .scalar(let text, let isNull) = content, !isNull { return text }
        return nil
    }

    /// True for a key written with no value, `~` or `null`.
    public var isNull: Bool {
        if case .scalar(_, let isNull) = content { return isNull }
        return false
    }

    /// The list's items; nil for anything else.
    public var sequence: [ManifestValue]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The map's pairs, in the order written; nil for anything else.
    public var mapping: [ManifestValuePair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

}

/// One key and value of a ``ManifestValue`` map, with where the key is written.
public struct ManifestValuePair: KeyedTreePair, Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where the key is written.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: ManifestValue

    /// Creates a pair.
    public init(key: String, at keyLocation: SourceLocation, value: ManifestValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
