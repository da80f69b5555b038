import SourceText

/// One value of a ``PropertyList``, with the position where it starts: the first character of an
/// OpenStep value, or the `<` of an XML element.
public struct PropertyListNode: Sendable, Hashable {
    /// What a node holds. Collections hold ranges into the list's ``PropertyList/items`` and
    /// ``PropertyList/entries``; read them through ``PropertyList/items(of:)`` and
    /// ``PropertyList/entries(of:)``.
    public enum Value: Sendable, Hashable {
        /// A string; every OpenStep scalar is one, `objectVersion = 77` included.
        case string(String)
        /// The text of an XML `<integer>`, trimmed and checked to be a decimal or `0x` number.
        case integer(String)
        /// The text of an XML `<real>`, trimmed and checked to be a number.
        case real(String)
        /// An XML `<true/>` or `<false/>`.
        case boolean(Bool)
        /// The text of an XML `<date>`, checked to be `YYYY-MM-DDTHH:MM:SSZ`.
        case date(String)
        /// The bytes of an OpenStep `<hex>` or XML base64 `<data>`.
        case data([UInt8])
        /// An array: the range of its items in ``PropertyList/items``.
        case array(Range<Int>)
        /// A dictionary: the range of its entries in ``PropertyList/entries``, in the order written.
        case dictionary(Range<Int>)
    }

    /// What the node holds.
    public var value: Value
    /// Where the node starts.
    public var position: TextPosition

    /// Creates a node.
    public init(_ value: Value, at position: TextPosition) {
        self.value = value
        self.position = position
    }

    /// The string, or nil for anything else.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// How the node is described in messages: "a string", "an array", "a dictionary" and so on.
    public var kindDescription: String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
