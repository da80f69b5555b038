/// What every tree read from a file offers, whatever built it (the YAML parser, an XcodeGen spec's
/// merge, the model's located values): lists, maps in the order written, and look-up by key.
public protocol KeyedTree {
    /// One key and value of a map.
    associatedtype Pair: KeyedTreePair where Pair.Value == Self
    /// A list's items.
    associatedtype Items: RandomAccessCollection<Self>
    /// A map's pairs.
    associatedtype Pairs: RandomAccessCollection<Pair>

    /// The list's items; nil for anything else.
    var sequence: Items? { get }
    /// The map's pairs, in the order written; nil for anything else.
    var mapping: Pairs? { get }
    /// True for a key written with no value, `~` or `null`.
    var isNull: Bool { get }
}

/// One key and value of a ``KeyedTree`` map.
public protocol KeyedTreePair {
    /// The tree the value belongs to.
    associatedtype Value
    /// The key.
    var key: String { get }
    /// The value.
    var value: Value { get }
}

extension KeyedTree {
    /// The value of the first pair whose key is `key`, for a map.
    public subscript(key: String) -> Self? {
        pair(key)?.value
    }

    /// The first pair whose key is `key`, for a map.
    public func pair(_ key: String) -> Pair? {
        mapping?.first { $0.key == key }
    }

    /// How the value is described in messages: "a string", "a list", "a map" or "nothing".
    public var kindDescription: String {
        if sequence != nil { return "a list" }
        if mapping != nil { return "a map" }
        return isNull ? "nothing" : "a string"
    }
}
