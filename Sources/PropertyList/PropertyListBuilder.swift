import SourceText

/// Builds a ``PropertyList`` as a reader meets its values, in document order, without recursion.
///
/// A reader calls ``beginDictionary(at:)`` or ``beginArray(at:)`` at an opening bracket,
/// ``setKey(_:at:)`` before each dictionary value, ``addValue(_:at:)`` for each scalar and
/// ``endCollection()`` at a closing bracket. Members of open collections wait in scratch arrays and
/// move to the list's shared arrays when their collection closes, so each collection's members end
/// up side by side; every member is moved once.
package struct PropertyListBuilder {
    /// Dictionaries with more entries than this get a hash index; smaller ones are scanned.
    static let indexThreshold = 16

    /// A collection being read.
    private struct Frame {
        package var node: Int
        package var isDictionary: Bool
        /// Where the collection's members start in `pendingItems` or `pendingEntries`.
        package var start: Int
        package var position: TextPosition
        /// The offset among the dictionary's entries of the one that took the latest value.
        var latest = 0
    }

    private let maximumDepth: Int
    private let maximumNodeCount: Int
    private var nodes: [PropertyListNode] = []
    private var items: [PropertyList.NodeID] = []
    private var entries: [PropertyListEntry] = []
    private var keyOffsets: [PropertyList.NodeID: [String: Int]] = [:]
    private var frames: [Frame] = []
    private var pendingItems: [PropertyList.NodeID] = []
    private var pendingEntries: [PropertyListEntry] = []
    private var warnings: [SyntaxWarning] = []
    private var root: PropertyList.NodeID?
    /// The key read for the next value of the innermost dictionary, and where it is.
    private(set) var key = ""
    private(set) var keyPosition = TextPosition(line: 1, column: 1)

    package init(options: PropertyListParser.Options, expectedSize: Int) {
        maximumDepth = options.maximumDepth
        maximumNodeCount = options.maximumNodeCount
        // Xcode projects hold about one value per 25 bytes; reserving avoids most regrowth.
        let estimate = max(0, min(expectedSize / 25, options.maximumNodeCount))
        nodes.reserveCapacity(estimate)
        entries.reserveCapacity(estimate / 2)
        items.reserveCapacity(estimate / 4)
    }

    // MARK: State

    /// The number of collections open.
    package var depth: Int { frames.count }
    /// True while the innermost open collection is a dictionary.
    var isInDictionary: Bool { frames.last?.isDictionary ?? false }
    /// Where the innermost open collection starts.
    var openPosition: TextPosition { frames.last?.position ?? TextPosition(line: 1, column: 1) }
    /// The key of the latest value of the innermost dictionary, for messages about what follows it.
    var latestKey: String {
        guard let frame = frames.last, frame.isDictionary, frame.start + frame.latest < pendingEntries.count else {
            return key
        }
        return pendingEntries[frame.start + frame.latest].key
    }

    // MARK: Building

    /// Records the key of the next value of the innermost dictionary.
    mutating func setKey(_ key: String, at position: TextPosition) {
        self.key = key
        keyPosition = position
    }

    /// Adds a scalar to the innermost collection, or makes it the top-level value.
    mutating func addValue(_ value: PropertyListNode.Value, at position: TextPosition) throws(SyntaxError) {
        let id = try makeNode(value, at: position)
        attach(id)
    }

    /// Opens a dictionary.
    mutating func beginDictionary(at position: TextPosition) throws(SyntaxError) {
        try begin(isDictionary: true, at: position)
    }

    /// Opens an array.
    mutating func beginArray(at position: TextPosition) throws(SyntaxError) {
        try begin(isDictionary: false, at: position)
    }

    /// Closes the innermost collection; nothing happens when none is open.
    mutating func endCollection() {
        guard let frame = frames.popLast() else { return }
        if frame.isDictionary {
            if pendingEntries.count - frame.start > PropertyListBuilder.indexThreshold {
                keyOffsets[PropertyList.NodeID(frame.node)] = indexPendingEntries(from: frame.start)
            }
            let range = entries.count..<(entries.count + pendingEntries.count - frame.start)
            entries.append(contentsOf: pendingEntries[frame.start...])
            pendingEntries.removeLast(pendingEntries.count - frame.start)
            nodes[frame.node].value = .dictionary(range)
        } else {
            let range = items.count..<(items.count + pendingItems.count - frame.start)
            items.append(contentsOf: pendingItems[frame.start...])
            pendingItems.removeLast(pendingItems.count - frame.start)
            nodes[frame.node].value = .array(range)
        }
    }

    /// The finished list; nil when no value was read.
    package func finish(format: PropertyList.Format) -> PropertyList? {
        guard let root, frames.isEmpty else { return nil }
        // Large dictionaries report their repeated keys when they close, after what they hold.
        let warnings = warnings.sorted { $0.position < $1.position }
        return PropertyList(
            nodes: nodes, items: items, entries: entries, keyOffsets: keyOffsets, root: root, format: format,
            warnings: warnings)
    }

    // MARK: Nodes

    private mutating func begin(isDictionary: Bool, at position: TextPosition) throws(SyntaxError) {
        let id = try makeNode(isDictionary ? .dictionary(0..<0) : .array(0..<0), at: position)
        attach(id)
        let start = isDictionary ? pendingEntries.count : pendingItems.count
        frames.append(Frame(node: id.index, isDictionary: isDictionary, start: start, position: position))
    }

    private mutating func makeNode(
        _ value: PropertyListNode.Value, at position: TextPosition
    ) throws(SyntaxError) -> PropertyList.NodeID {
        if frames.count >= maximumDepth {
            throw SyntaxError("nesting deeper than \(maximumDepth) levels", at: position)
        }
        if nodes.count >= maximumNodeCount {
            throw SyntaxError("more than \(maximumNodeCount) values, over the limit", at: position)
        }
        nodes.append(PropertyListNode(value, at: position))
        return PropertyList.NodeID(nodes.count - 1)
    }

    /// Adds a new node to the innermost collection; in a dictionary a repeated key keeps its first
    /// place and takes the new value, with a warning. Past ``indexThreshold`` entries, repeats are
    /// left for ``indexPendingEntries(from:)`` to find when the dictionary closes, when its size is
    /// known and its index is built once.
    private mutating func attach(_ id: PropertyList.NodeID) {
        guard !frames.isEmpty else {
            root = id
            return
        }
        let top = frames.count - 1
        guard frames[top].isDictionary else {
            pendingItems.append(id)
            return
        }
        let start = frames[top].start
        let count = pendingEntries.count - start
        let entry = PropertyListEntry(key: key, at: keyPosition, value: id)
        if count <= PropertyListBuilder.indexThreshold {
            var offset = 0
            let length = key.utf8.count
            while offset < count {
                let other = pendingEntries[start + offset].key
                if other.utf8.count == length && other == key {
                    warnRepeated(key, first: pendingEntries[start + offset].keyPosition, at: keyPosition)
                    pendingEntries[start + offset] = entry
                    frames[top].latest = offset
                    return
                }
                offset += 1
            }
        }
        pendingEntries.append(entry)
        frames[top].latest = count
    }

    /// Indexes the entries of the dictionary that closes, from `start` of `pendingEntries`: each
    /// key's offset. A key repeated past ``indexThreshold`` entries is dropped where it repeats, its
    /// value taken in the first one's place, with a warning, as ``attach(_:)`` does for the first
    /// entries.
    private mutating func indexPendingEntries(from start: Int) -> [String: Int] {
        var offsets: [String: Int] = [:]
        offsets.reserveCapacity(pendingEntries.count - start)
        var kept = start
        for index in start..<pendingEntries.count {
            let entry = pendingEntries[index]
            if let first = offsets[entry.key] {
                warnRepeated(entry.key, first: pendingEntries[start + first].keyPosition, at: entry.keyPosition)
                pendingEntries[start + first] = entry
                continue
            }
            offsets[entry.key] = kept - start
            pendingEntries[kept] = entry
            kept += 1
        }
        pendingEntries.removeLast(pendingEntries.count - kept)
        return offsets
    }

    private mutating func warnRepeated(_ key: String, first: TextPosition, at position: TextPosition) {
        warnings.append(
            SyntaxWarning("the key '\(key)' repeats the one at \(first); the last value is used", at: position))
    }
}
