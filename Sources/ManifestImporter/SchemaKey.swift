import ProjectModel
import YAML

/// The keys of one map of the schema, or the words one of its values may be, as an enumeration whose
/// raw values are their spellings, so that a decoder finds a key's case from its bytes, against a
/// table built once, and then switches over cases, comparing no strings. Every spelling is a word of
/// the kind ``YAMLText/matches(_:)`` compares byte for byte.
package protocol SchemaKey: RawRepresentable<String>, CaseIterable, Sendable {
    /// The spellings, grouped for matching; `static let spellingTable = SchemaKeyTable<Self>()`.
    static var spellingTable: SchemaKeyTable<Self> { get }
}

extension SchemaKey {
    /// The key `text` spells, or nil for a key the map does not have.
    package init?(_ text: YAMLText) {
        self.init(text.entry, in: text.storage)
    }

    /// The key the scalar `entry` of `document` spells, or nil, read without a text, which holds
    /// the document. Inlined: as a call, reading a target's type cost the clean 10,000-target lint
    /// 0.8 M instructions more than the table's look-up written in place.
    @inline(__always)
    package init?(_ entry: YAMLEntry, in document: YAMLStorage) {
        guard let key = document.withBytes(of: entry, Self.spellingTable.key) else { return nil }
        self = key
    }

    /// Every spelling, in the order declared: the order messages and suggestions list them in.
    package static var spellings: [String] { allCases.map(\.rawValue) }
}

/// The spellings of a ``SchemaKey`` type grouped by length, so that matching a key compares its
/// bytes with the one or two spellings of its length. The spellings lie end to end in one array:
/// arrays of arrays cost a retain and a release for each candidate looked at.
package struct SchemaKeyTable<Key: SchemaKey>: Sendable {
    /// Every spelling's bytes, one after another, grouped by length.
    private let spellings: [UInt8]
    /// Each spelling's start in ``spellings`` and its key, in the same order.
    private let entries: [(start: Int, key: Key)]
    /// For each length, the entries of spellings of that length.
    private let byLength: [Range<Int>]

    package init() {
        let keys = Key.allCases.map { (spelling: Array($0.rawValue.utf8), key: $0) }
        let longest = keys.map(\.spelling.count).max() ?? 0
        var spellings: [UInt8] = []
        var entries: [(start: Int, key: Key)] = []
        var byLength: [Range<Int>] = []
        for length in 0...longest {
            let first = entries.count
            for (spelling, key) in keys where spelling.count == length {
                entries.append((spellings.count, key))
                spellings += spelling
            }
            byLength.append(first..<entries.count)
        }
        self.spellings = spellings
        self.entries = entries
        self.byLength = byLength
    }

    /// The key spelled by `bytes`, or nil.
    package func key(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count < byLength.count else { return nil }
        return spellings.withUnsafeBufferPointer { spellings in
            for entry in byLength[bytes.count] {
                let start = entries[entry].start
                let spelling = UnsafeBufferPointer(rebasing: spellings[start..<start + bytes.count])
                if spelling.hasSameBytes(as: bytes) { return entries[entry].key }
            }
            return nil
        }
    }
}
