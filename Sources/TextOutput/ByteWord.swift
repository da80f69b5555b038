/// Tests on eight bytes at once, loaded as one `UInt64`, that let an escaping loop skip runs of
/// bytes that need no escape a word at a time. Each answers exactly whether some byte matches,
/// not which one.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Loads the eight bytes of `bytes` from `offset`, which has eight bytes after it.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether a byte of `word` is `byte`.
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let value = word ^ (ones &* UInt64(byte))
        return (value &- ones) & ~value & highBits != 0
    }

    /// Whether a byte of `word` is below `limit`, which is at most 0x80.
    @inline(__always)
    static func containsByte(of word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is at or above 0x80: part of a character beyond ASCII.
    @inline(__always)
    static func containsNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }
}
