/// Builds a ``PropertyList`` as a reader meets its values, in document order, without recursion.
///
/// A reader calls ``beginDictionary(at:)`` or ``beginArray(at:)`` at an opening bracket,
/// ``setKey(_:at:)`` before each dictionary value, ``addValue(_:at:)`` for each scalar and
/// ``endCollection()`` at a closing bracket. Members of open collections wait in scratch arrays and
/// move to the list's shared arrays when their collection closes, so each collection's members end
/// up side by side; every member is moved once.
struct PropertyListBuilder {
    /// Dictionaries with more entries than this get a hash index; smaller ones are scanned.
    static let indexThreshold = 16

    /// A collection being read.
    private struct Frame {
        var node: Int
        var isDictionary: Bool
        /// Where the collection's members start in `pendingItems` or `pendingEntries`.
        var start: Int
        var position: TextPosition
        /// The offset among the dictionary's entries of the one that took the latest value.
        var latest = 0
        /// Each key's offset among the entries, once the dictionary passes `indexThreshold` entries.
        var offsets: [String: Int]?
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

    init(options: PropertyListParser.Options, expectedSize: Int) {
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
    var depth: Int { frames.count }
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
            let range = entries.count..<(entries.count + pendingEntries.count - frame.start)
            entries.append(contentsOf: pendingEntries[frame.start...])
            pendingEntries.removeLast(pendingEntries.count - frame.start)
            nodes[frame.node].value = .dictionary(range)
            if let offsets = frame.offsets { keyOffsets[PropertyList.NodeID(frame.node)] = offsets }
        } else {
            let range = items.count..<(items.count + pendingItems.count - frame.start)
            items.append(contentsOf: pendingItems[frame.start...])
            pendingItems.removeLast(pendingItems.count - frame.start)
            nodes[frame.node].value = .array(range)
        }
    }

    /// The finished list; nil when no value was read.
    func finish(format: PropertyList.Format) -> PropertyList? {
        guard let root, frames.isEmpty else { return nil }
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
    /// place and takes the new value, with a warning.
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
        var repeated: Int?
        if var offsets = frames[top].offsets {
            // Taken out of the frame so that the one update below hashes the key once, in place.
            frames[top].offsets = nil
            repeated = offsets.updateValue(count, forKey: key)
            if let repeated { offsets[key] = repeated }
            frames[top].offsets = offsets
        } else {
            var offset = 0
            let length = key.utf8.count
            while offset < count {
                let other = pendingEntries[start + offset].key
                if other.utf8.count == length && other == key {
                    repeated = offset
                    break
                }
                offset += 1
            }
        }
        if let repeated {
            let first = pendingEntries[start + repeated].keyPosition
            warnings.append(
                SyntaxWarning(
                    "the key '\(key)' repeats the one at \(first); the last value is used", at: keyPosition))
            pendingEntries[start + repeated] = entry
            frames[top].latest = repeated
            return
        }
        pendingEntries.append(entry)
        frames[top].latest = count
        if frames[top].offsets == nil && count + 1 > PropertyListBuilder.indexThreshold {
            var offsets: [String: Int] = [:]
            offsets.reserveCapacity(2 * (count + 1))
            for offset in 0...count { offsets[pendingEntries[start + offset].key] = offset }
            frames[top].offsets = offsets
        }
    }
}
