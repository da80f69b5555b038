extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for a native string, without the copy
    /// and reference counting of `withUTF8` on a `var`; copied into contiguous storage otherwise.
    @inlinable @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var contiguous = self
        return contiguous.withUTF8(body)
    }

    /// Whether both strings are the same bytes. `==` compares canonically: `"Caf\u{E9}"` equals
    /// `"Cafe\u{301}"`, which a cache of spellings must not take for one another.
    /// The same storage is the same bytes; other texts are compared eight bytes at a time.
    @inlinable
    package func hasSameBytes(as other: String) -> Bool {
        withUTF8Bytes { mine in
            other.withUTF8Bytes { theirs in
                guard mine.count == theirs.count else { return false }
                guard let left = mine.baseAddress, let right = theirs.baseAddress, left != right else { return true }
                let count = mine.count
                var offset = 0
                while offset + 8 <= count {
                    let leftWord = UnsafeRawPointer(left + offset).loadUnaligned(as: UInt64.self)
                    guard leftWord == UnsafeRawPointer(right + offset).loadUnaligned(as: UInt64.self) else {
                        return false
                    }
                    offset += 8
                }
                while offset < count {
                    guard left[offset] == right[offset] else { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
