/// Short ASCII strings made from, and read as, the two words a `String` keeps them in.
///
/// A `String` of at most 15 ASCII bytes is "small": its 16 bytes hold the text itself, the first
/// eight in the first word and the rest in the second, whose top byte is `0xE0` plus the length.
/// Making one through `String(decoding:as:)` validates the bytes and copies them a byte at a time,
/// some 230 instructions for a name such as `Core12Kit`, of which a large manifest makes a hundred
/// thousand; putting the words together takes a few. Hashing one by its words likewise skips copying
/// it out to hash its bytes.
///
/// The layout is the standard library's, not a promise of the language, so it is used only when
/// this build's standard library is seen to follow it: ``isLayoutKnown`` compares the words of
/// strings the standard library made itself with the words this type would build. Anywhere else,
/// and on 32-bit or big-endian machines, every string is made the usual way.
public enum SmallASCIIString {
    /// The most bytes a small string holds.
    public static let capacity = 15

    /// Whether strings here are laid out as the type's documentation says, checked once.
    package static let isLayoutKnown: Bool = {
        #if _pointerBitWidth(_64) && _endian(little)
            let sample = Array("Core12Kit-Module".utf8)
            // Every length, so that the length's place and the split between the words are both checked.
            for count in 1...capacity {
                let made = sample.withUnsafeBufferPointer {
                    String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
                }
                let expected = sample.withUnsafeBufferPointer {
                    words(ofASCII: UnsafeBufferPointer(rebasing: $0[..<count]))
                }
                guard unsafeBitCast(made, to: (UInt64, UInt64).self) == expected else { return false }
            }
            return true
        #else
            return false
        #endif
    }()

    /// The string of `bytes`, when they are at most ``capacity`` ASCII bytes and the layout is
    /// known; nil otherwise. `isLayoutKnown` is passed in: a static is read through a once-check.
    @inlinable
    public static func make(_ bytes: UnsafeBufferPointer<UInt8>, isLayoutKnown: Bool) -> String? {
        guard isLayoutKnown, bytes.count <= capacity, bytes.count > 0 else { return nil }
        let (first, second) = words(ofASCII: bytes)
        // The second word's top byte is the length's, not text.
        guard (first | second & 0x00FF_FFFF_FFFF_FFFF) & 0x8080_8080_8080_8080 == 0 else { return nil }
        // Moved out of memory that holds the words rather than cast from them: a cast value is
        // borrowed, and returning it retained it (a call into the runtime for every name).
        return withUnsafeTemporaryAllocation(of: String.self, capacity: 1) { buffer in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            raw.storeBytes(of: first, as: UInt64.self)
            raw.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            return buffer.baseAddress!.move()
        }
    }

    /// The words of `string` and its length, when it is a small ASCII string and the layout is
    /// known; the second word without the length's byte.
    @inline(__always)
    package static func words(of string: String, isLayoutKnown: Bool) -> (first: UInt64, second: UInt64, count: Int)? {
        guard isLayoutKnown else { return nil }
        let (first, second) = unsafeBitCast(string, to: (UInt64, UInt64).self)
        // The top four bits: immortal, ASCII, small, and a clear one. A large string clears "small".
        guard second >> 60 == 0xE else { return nil }
        return (first, second & 0x00FF_FFFF_FFFF_FFFF, Int(truncatingIfNeeded: second >> 56 & 0xF))
    }

    /// The two words of a small ASCII string of `bytes`, 1 to ``capacity`` of them; a byte of 0x80
    /// or above shows in the words, where ``make(_:isLayoutKnown:)`` looks for it.
    @inlinable
    static func words(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var first: UInt64 = 0
        var second: UInt64 = 0
        if count >= 8 {
            first = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
            // The last eight bytes, shifted down past those the first word holds.
            let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            second = count == 8 ? 0 : last >> UInt64(8 * (16 - count))
        } else if count >= 4 {
            // Two overlapping halves; the bytes they share are the same in both.
            let low = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            first = low | high << UInt64(8 * (count - 4))
        } else {
            for offset in 0..<count { first |= UInt64(bytes[offset]) << UInt64(8 * offset) }
        }
        return (first, second | (0xE0 | UInt64(count)) << 56)
    }
}
