import Testing

@testable import SourceText

@Suite struct SmallASCIIStringTests {
    /// `text` as a string the standard library keeps in storage of its own, not in its two words.
    static func stored(_ text: String) -> String {
        var string = String()
        string.reserveCapacity(64)
        string.append(contentsOf: text)
        return string
    }

    @Test("this toolchain's small strings are laid out as the fast paths expect")
    func layoutIsKnown() {
        // Were it not, every string would be made the usual way: correct, only slower.
        #expect(SmallASCIIString.isLayoutKnown)
    }

    @Test("a string put together from 1 to 15 ASCII bytes is the string the standard library makes")
    func makesEveryLength() throws {
        let text = Array("Feature12Module-Extra".utf8)
        for count in 1...SmallASCIIString.capacity {
            let bytes = Array(text[..<count])
            let made = try #require(bytes.withUnsafeBufferPointer { SmallASCIIString.make($0, isLayoutKnown: true) })
            let expected = String(decoding: bytes, as: UTF8.self)
            #expect(made == expected)
            #expect(Array(made.utf8) == bytes)
            #expect(made.count == count && made.utf8.count == count)
            #expect(made.hashValue == expected.hashValue)
            #expect(Set([made, expected, Self.stored(expected)]).count == 1)
            #expect(made + "!" == expected + "!")
        }
    }

    @Test(
        "empty, long and non-ASCII bytes, or an unknown layout, are left to the standard library",
        arguments: ["", "SixteenCharacter", "caf\u{E9}", "\u{212A}", "ab\u{7F}"])
    func leavesOthers(text: String) {
        let bytes = Array(text.utf8)
        let made = bytes.withUnsafeBufferPointer { SmallASCIIString.make($0, isLayoutKnown: true) }
        // DEL is ASCII: kept small, and still the same string.
        #expect(made == (text == "ab\u{7F}" ? text : nil))
        #expect(bytes.withUnsafeBufferPointer { SmallASCIIString.make($0, isLayoutKnown: false) } == nil)
    }

    @Test("a small string's words are read; a stored one's are not")
    func readsWords() throws {
        let words = try #require(SmallASCIIString.words(of: "Core12Kit", isLayoutKnown: true))
        #expect(words.count == 9)
        #expect(
            words.first == UInt64(littleEndian: Array("Core12Ki".utf8).withUnsafeBytes { $0.load(as: UInt64.self) }))
        #expect(words.second == UInt64(UInt8(ascii: "t")))
        #expect(SmallASCIIString.words(of: Self.stored("Core12Kit"), isLayoutKnown: true) == nil)
        #expect(SmallASCIIString.words(of: "caf\u{E9}", isLayoutKnown: true) == nil)
        #expect(SmallASCIIString.words(of: "Core12Kit", isLayoutKnown: false) == nil)
    }

    @Test("a name hashes alike from its words and from its bytes, at every length", arguments: 0...20)
    func hashesAlike(count: Int) {
        let name = String(String(repeating: "AppClipCore", count: 2).prefix(count))
        let seed: UInt64 = 0x1234_5678_9ABC_DEF0
        let fromWords = NameTable.hash(of: name, seed: seed, readsSmallStrings: true)
        #expect(fromWords == NameTable.hash(of: name, seed: seed, readsSmallStrings: false))
        #expect(fromWords == NameTable.hash(of: Self.stored(name), seed: seed, readsSmallStrings: true))
        var table = NameTable()
        table.insertIfAbsent(Self.stored(name), id: 3)
        #expect(table[name] == 3)
    }
}
