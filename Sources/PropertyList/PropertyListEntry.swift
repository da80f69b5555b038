import SourceText

/// One key and value of a dictionary.
public struct PropertyListEntry: Sendable, Hashable {
    /// The key's text.
    public var key: String
    /// Where the key starts.
    public var keyPosition: TextPosition
    /// The value.
    public var value: PropertyList.NodeID

    /// Creates an entry.
    public init(key: String, at keyPosition: TextPosition, value: PropertyList.NodeID) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
