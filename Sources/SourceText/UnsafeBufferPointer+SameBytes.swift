extension UnsafeBufferPointer<UInt8> {
    /// Whether `other` holds the same bytes, compared eight at a time: `elementsEqual` goes a byte
    /// at a time through iterators, several times slower on the short words a schema matches.
    @inlinable
    public func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let first = baseAddress, let second = other.baseAddress else { return true }
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(first + index).loadUnaligned(as: UInt64.self)
            guard word == UnsafeRawPointer(second + index).loadUnaligned(as: UInt64.self) else { return false }
            index += 8
        }
        while index < count {
            guard first[index] == second[index] else { return false }
            index += 1
        }
        return true
    }

    /// Whether the bytes are `word`'s UTF-8, byte for byte; told apart by length first, which most
    /// keys that are not the word are.
    @inlinable
    public func isSpelling(_ word: String) -> Bool {
        guard count == word.utf8.count else { return false }
        return word.utf8.withContiguousStorageIfAvailable(hasSameBytes) ?? elementsEqual(word.utf8)
    }
}
