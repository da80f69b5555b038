/// Ids by name, for the tens of thousands of look-ups that resolving a large manifest's dependency
/// entries makes. It hashes a name's UTF-8 bytes eight at a time instead of with `Dictionary`'s
/// seeded SipHash, which was most of the cost of looking up a short name, and it still compares
/// names as strings compare: two spellings of a name in different Unicode normalizations are one name.
///
/// That holds because names are hashed by a spelling that canonically equivalent names share. A name
/// of ASCII characters and the three characters Unicode maps to ASCII ones (the Kelvin sign to `K`,
/// the Greek question mark to `;` and the Greek varia to `` ` ``) is hashed by its ASCII spelling;
/// any other name is equivalent to no such name and lives in a `Dictionary` of its own.
///
/// The hash starts from a seed drawn for each process, so names cannot be chosen to collide. Should
/// names still pile up in one run of slots, the table moves them all to the `Dictionary`, whose
/// SipHash keeps look-ups from growing with the number of names.
public struct NameTable: Sendable {
    /// Open addressing: each slot 0 when empty, else the high 32 bits of the name's hash and its
    /// entry's index plus one. None until the first name.
    private var slots: [UInt64] = []
    /// The names in the order recorded, each with its id and its full hash (to grow the slots
    /// without hashing again): side by side, so that a look-up reads one place for both.
    private var entries: [Entry] = []
    /// Names that are not ASCII even once folded, looked up as `Dictionary` does; every name once
    /// the slots are given up.
    private var otherNames: [String: Int] = [:]
    /// Whether a run of slots grew past ``longestRun`` and every name moved to `otherNames`.
    private(set) var usesDictionaryOnly = false
    /// The most slots an insert may probe before the table gives its slots up.
    private let longestRun: Int
    /// ``processSeed``, read once: a static is read through a once-check on every use.
    private let seed = NameTable.processSeed
    /// ``SmallASCIIString/isLayoutKnown``, read once for the same reason.
    private let readsSmallStrings = SmallASCIIString.isLayoutKnown

    private struct Entry {
        package let name: String
        package let id: Int
        package let hash: UInt64
    }

    /// Random for each process, as `Hasher`'s own seed is.
    private static let processSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x4E61_6D65_5461_626C as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// Creates an empty table with room for `capacity` names; it allocates nothing for none.
    public init(capacity: Int = 0) {
        self.init(capacity: capacity, longestRun: 64)
    }

    /// Creates a table that gives its slots up once an insert probes more than `longestRun` of them.
    package init(capacity: Int, longestRun: Int) {
        self.longestRun = longestRun
        guard capacity > 0 else { return }
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        entries.reserveCapacity(capacity)
    }

    /// The id of `name`, or nil.
    public subscript(name: String) -> Int? {
        guard !usesDictionaryOnly, let hash = Self.hash(of: name, seed: seed, readsSmallStrings: readsSmallStrings)
        else { return otherNames[name] }
        return lookUp(name, hash: hash).id
    }

    /// The id of `name`, whose hash is `hash`, or nil and the empty slot where the search ended
    /// (-1 while there are no slots). Inlined, as the hash is: called, the two cost the clean
    /// 10,000-target lint 5 M instructions over its 100,000 look-ups.
    @inline(__always)
    private func lookUp(_ name: String, hash: UInt64) -> (id: Int?, emptySlot: Int) {
        guard !slots.isEmpty else { return (nil, -1) }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        let tag = hash >> 32
        while slots[slot] != 0 {
            let value = slots[slot]
            if value >> 32 == tag {
                let entry = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
                if entries[entry].name == name { return (entries[entry].id, slot) }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot)
    }

    /// Whether a name of `other` is in this table too. The names of `other` kept with their hashes
    /// are looked up by those hashes, not hashed again.
    package func sharesName(with other: NameTable) -> Bool {
        for entry in other.entries {
            let found = usesDictionaryOnly ? otherNames[entry.name] : lookUp(entry.name, hash: entry.hash).id
            if found != nil { return true }
        }
        return other.otherNames.keys.contains { self[$0] != nil }
    }

    /// Records `id` for `name` unless the name has one already.
    /// - Returns: whether it was recorded.
    @discardableResult
    public mutating func insertIfAbsent(_ name: String, id: Int) -> Bool {
        self.id(of: name, recordingIfAbsent: id) == nil
    }

    /// The id already recorded for `name`, or nil after recording `id` for it: one search where a
    /// look-up and an insert make two.
    package mutating func id(of name: String, recordingIfAbsent id: Int) -> Int? {
        guard !usesDictionaryOnly, let hash = Self.hash(of: name, seed: seed, readsSmallStrings: readsSmallStrings)
        else {
            if let existing = otherNames[name] { return existing }
            otherNames[name] = id
            return nil
        }
        let (existing, emptySlot) = lookUp(name, hash: hash)
        if let existing { return existing }
        entries.append(Entry(name: name, id: id, hash: hash))
        let probes: Int
        if entries.count * 2 > slots.count {
            probes = grow()
        } else {
            // The search ended at the slot the name goes in.
            slots[emptySlot] = Self.slot(hash, entry: entries.count - 1)
            probes = (emptySlot - Int(truncatingIfNeeded: hash)) & (slots.count - 1)
        }
        if probes > longestRun { moveToDictionary() }
        return nil
    }

    /// Puts an entry in the first free slot from its hash's; returns how many slots it probed.
    private mutating func place(_ hash: UInt64, entry: Int) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        var probes = 0
        while slots[slot] != 0 {
            slot = (slot + 1) & (slots.count - 1)
            probes += 1
        }
        slots[slot] = Self.slot(hash, entry: entry)
        return probes
    }

    /// What a slot holds for the entry at `entry`, whose name's hash is `hash`.
    private static func slot(_ hash: UInt64, entry: Int) -> UInt64 {
        (hash >> 32) << 32 | UInt64(entry + 1)
    }

    /// Doubles the slots and places every entry again; returns the longest probe.
    private mutating func grow() -> Int {
        slots = Array(repeating: 0, count: max(16, slots.count * 2))
        var longest = 0
        for entry in entries.indices { longest = max(longest, place(entries[entry].hash, entry: entry)) }
        return longest
    }

    /// Gives the slots up: every name goes to `otherNames`. No name there is equivalent to one in
    /// the slots (see the type's documentation), so none is lost.
    private mutating func moveToDictionary() {
        otherNames.reserveCapacity(otherNames.count + entries.count)
        for entry in entries { otherNames[entry.name] = entry.id }
        (slots, entries) = ([], [])
        usesDictionaryOnly = true
    }

    /// The hash of the ASCII spelling of `name`, folded as the type's documentation says; nil for
    /// a name that has none. A small ASCII string is hashed from its two words, as its bytes would
    /// be (see ``SmallASCIIString``), when `readsSmallStrings`.
    @inline(__always)
    package static func hash(of name: String, seed: UInt64, readsSmallStrings: Bool) -> UInt64? {
        if let (first, second, count) = SmallASCIIString.words(of: name, isLayoutKnown: readsSmallStrings) {
            // As `hash(ofUTF8:seed:)` mixes them: whole words first, then the rest, with the length.
            let length = UInt64(truncatingIfNeeded: count)
            if count < 8 { return mix(seed ^ length, first) }
            return mix(mix(seed, first) ^ length, second)
        }
        // In place: `withUTF8` needs a copy to call on, which cost a retain and release a name.
        if let hash = name.utf8.withContiguousStorageIfAvailable({ hash(ofUTF8: $0, seed: seed) }) { return hash }
        var contiguous = name
        return contiguous.withUTF8 { hash(ofUTF8: $0, seed: seed) }
    }

    /// ``hash(of:)`` of a name's UTF-8 bytes.
    private static func hash(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64? {
        guard let base = bytes.baseAddress else { return mix(seed, 0) }
        var hash = seed
        var index = 0
        // Eight ASCII bytes at a time, the whole of most names, each word with its first byte
        // lowest, as the byte-wise hash below builds them.
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if word & 0x8080_8080_8080_8080 != 0 { return foldedHash(bytes, from: index, hash) }
            hash = mix(hash, word)
            index += 8
        }
        let remaining = bytes.count - index
        var word: UInt64 = 0
        if remaining > 0 && bytes.count >= 8 {
            // The last eight bytes, shifted past those already mixed.
            let last = UInt64(littleEndian: UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
            word = last >> UInt64(8 * (8 - remaining))
        } else {
            for offset in 0..<remaining { word |= UInt64(bytes[index + offset]) << UInt64(offset * 8) }
        }
        if word & 0x8080_8080_8080_8080 != 0 { return foldedHash(bytes, from: index, hash) }
        return mix(hash ^ UInt64(truncatingIfNeeded: bytes.count), word)
    }

    /// Goes on hashing from `start`, where a word holds a byte that is not ASCII, a byte at a time;
    /// the length mixed in at the end is the folded spelling's, as the ASCII spelling's would be.
    private static func foldedHash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ hash: UInt64) -> UInt64? {
        var hash = hash
        var word: UInt64 = 0
        var filled = 0
        var length = start
        var index = start
        while index < bytes.count {
            var byte = bytes[index]
            index += 1
            if byte >= 0x80 {
                guard let (ascii, encodedLength) = foldedASCII(bytes, at: index - 1) else { return nil }
                byte = ascii
                index += encodedLength - 1
            }
            word |= UInt64(byte) << (filled * 8)
            filled += 1
            length += 1
            if filled == 8 {
                hash = mix(hash, word)
                (word, filled) = (0, 0)
            }
        }
        return mix(hash ^ UInt64(truncatingIfNeeded: length), word)
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return product.high ^ product.low
    }

    /// The ASCII character that the character starting at `index` is canonically equivalent to,
    /// and the character's length in bytes; nil for any other non-ASCII character.
    private static func foldedASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt8, Int)? {
        func follows(_ tail: [UInt8]) -> Bool {
            index + tail.count < bytes.count && tail.indices.allSatisfy { bytes[index + 1 + $0] == tail[$0] }
        }
        switch bytes[index] {
        case 0xE2 where follows([0x84, 0xAA]): return (UInt8(ascii: "K"), 3)  // U+212A KELVIN SIGN
        case 0xCD where follows([0xBE]): return (UInt8(ascii: ";"), 2)  // U+037E GREEK QUESTION MARK
        case 0xE1 where follows([0xBF, 0xAF]): return (UInt8(ascii: "`"), 3)  // U+1FEF GREEK VARIA
        default: return nil
        }
    }
}
