/// A sparse map from node id to a position (for example an index into a result array), using
/// open addressing with linear probing and Fibonacci hashing.
///
/// Keys and values live in two parallel `Int32` arrays: a probe only touches the 4-byte keys,
/// which keeps the probed memory small; the value array is touched once per insert or
/// successful lookup. Empty slots hold key `-1`. The load factor stays at or below 1/2.
/// Building the table is O(entries), independent of the graph's node count.
struct NodeIndexTable: Sendable {
    private var keys: [Int32]
    private var values: [Int32]
    /// `64 - log2(keys.count)`: the hash is the top bits of the multiplied key.
    private var shift: UInt64
    /// Number of filled slots.
    private(set) var count: Int

    /// Creates an empty table that can take `minimumCapacity` entries without growing.
    ///
    /// - Complexity: O(minimumCapacity).
    init(minimumCapacity: Int) {
        var size = 8
        var bits: UInt64 = 3
        while size < minimumCapacity * 2 {
            size <<= 1
            bits += 1
        }
        self.keys = [Int32](repeating: -1, count: size)
        self.values = [Int32](repeating: 0, count: size)
        self.shift = 64 - bits
        self.count = 0
    }

    @inline(__always)
    private func home(of node: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: node) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The position stored for `node`, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func position(of node: Int) -> Int? {
        guard node >= 0 && node <= Int(Int32.max) else { return nil }
        let key = Int32(truncatingIfNeeded: node)
        let mask = keys.count - 1
        var slot = home(of: key)
        while true {
            let stored = keys[slot]
            if stored == key { return Int(values[slot]) }
            if stored < 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Inserts `node → position`; `node` must not be present yet.
    ///
    /// - Precondition: `node` and `position` are in `0...Int32.max`.
    /// - Complexity: amortized O(1) expected.
    mutating func insertNew(_ node: Int, position: Int) {
        if (count + 1) * 2 > keys.count {
            grow()
        }
        let key = Int32(truncatingIfNeeded: node)
        let mask = keys.count - 1
        var slot = home(of: key)
        while keys[slot] >= 0 {
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = Int32(truncatingIfNeeded: position)
        count += 1
    }

    /// Doubles the table and reinserts every entry.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [Int32](repeating: -1, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for index in oldKeys.indices where oldKeys[index] >= 0 {
            var slot = home(of: oldKeys[index])
            while keys[slot] >= 0 {
                slot = (slot + 1) & mask
            }
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index]
        }
    }
}
