import SourceText

/// A property list read from an OpenStep (`project.pbxproj`) or XML (`Info.plist`, `.entitlements`)
/// file, as one array of nodes that refer to each other by index.
///
/// Collections keep their members in two shared arrays, ``items`` and ``entries``, each collection's
/// members side by side, so reading a tree allocates nothing per collection. A dictionary keeps each
/// key once: where a file repeats a key, the last value replaces the first in its place and the
/// parse records a warning. Dictionaries of more than a few entries come with a hash index, so
/// ``value(forKey:in:)`` on the `objects` of a large project costs O(1), not a scan. The list is
/// read-only, so the index always matches; ids are valid only for the list that gave them.
public struct PropertyList: Sendable, Hashable {
    /// The index of a node in ``nodes``.
    public struct NodeID: Sendable, Hashable, Comparable {
        /// The index in ``PropertyList/nodes``.
        public var index: Int

        /// Creates an id; only a parse makes them, so every id names a node of its list.
        package init(_ index: Int) {
            self.index = index
        }

        public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    }

    /// The syntax a property list was written in.
    public enum Format: Sendable, Hashable {
        /// The old-style ASCII format Xcode writes `project.pbxproj` in.
        case openStep
        /// The XML format of `Info.plist` and `.entitlements` files.
        case xml
    }

    /// Every node. A value that a repeated key replaced stays here, reachable from nothing.
    public let nodes: [PropertyListNode]
    /// The items of every array, each array's side by side.
    public let items: [NodeID]
    /// The entries of every dictionary, each dictionary's side by side.
    public let entries: [PropertyListEntry]
    /// For dictionaries of more than ``PropertyListBuilder/indexThreshold`` entries: each key's
    /// offset among the dictionary's entries.
    package let keyOffsets: [NodeID: [String: Int]]
    /// The top-level value.
    public let root: NodeID
    /// The syntax the text was written in.
    public let format: Format
    /// What the reader accepted with a warning, in the order found.
    public let warnings: [SyntaxWarning]

    package init(
        nodes: [PropertyListNode], items: [NodeID], entries: [PropertyListEntry], keyOffsets: [NodeID: [String: Int]],
        root: NodeID, format: Format, warnings: [SyntaxWarning]
    ) {
        self.nodes = nodes
        self.items = items
        self.entries = entries
        self.keyOffsets = keyOffsets
        self.root = root
        self.format = format
        self.warnings = warnings
    }

    /// The node with this id.
    public subscript(id: NodeID) -> PropertyListNode {
        nodes[id.index]
    }

    /// The string a node holds, or nil for anything but a string.
    public func string(_ id: NodeID) -> String? {
        nodes[id.index].string
    }

    /// The position where a node starts.
    public func position(_ id: NodeID) -> TextPosition {
        nodes[id.index].position
    }

    /// An array's items, in order; empty for anything but an array.
    public func items(of id: NodeID) -> ArraySlice<NodeID> {
        guard case .array(let range) = nodes[id.index].value else { return [] }
        return items[range]
    }

    /// A dictionary's entries, in the order written; empty for anything but a dictionary.
    public func entries(of id: NodeID) -> ArraySlice<PropertyListEntry> {
        guard case .dictionary(let range) = nodes[id.index].value else { return [] }
        return entries[range]
    }

    /// The entry for `key` in a dictionary, or nil when the dictionary has no such key or `id` is not a
    /// dictionary.
    /// - Complexity: O(1) for a dictionary with an index, else O(n) in its few entries.
    public func entry(forKey key: String, in id: NodeID) -> PropertyListEntry? {
        guard case .dictionary(let range) = nodes[id.index].value else { return nil }
        // Only dictionaries past the threshold have an index; the rest need no hash of their id.
        if range.count > PropertyListBuilder.indexThreshold, let offsets = keyOffsets[id] {
            guard let offset = offsets[key] else { return nil }
            return entries[range.lowerBound + offset]
        }
        return entries[range].first { $0.key == key }
    }

    /// The value for `key` in a dictionary, or nil when there is none.
    /// - Complexity: as ``entry(forKey:in:)``.
    public func value(forKey key: String, in id: NodeID) -> NodeID? {
        entry(forKey: key, in: id)?.value
    }

    /// The value at a path of keys from `id`, such as `["objects", someID, "isa"]`.
    public func value(at keys: [String], from id: NodeID) -> NodeID? {
        var current = id
        for key in keys {
            guard let next = value(forKey: key, in: current) else { return nil }
            current = next
        }
        return current
    }

    /// A map from each key of a dictionary to its value, for callers that look up many keys of a
    /// dictionary that has no index of its own; empty for anything but a dictionary.
    /// - Complexity: O(n) in the dictionary's entries.
    public func keyIndex(of id: NodeID) -> [String: NodeID] {
        let entries = entries(of: id)
        var index: [String: NodeID] = [:]
        index.reserveCapacity(entries.count)
        for entry in entries { index[entry.key] = entry.value }
        return index
    }
}
