import SourceText
import TestSupport
import Testing

@Suite struct TextSearchTests {
    /// Characters that make matches overlap, repeat, and meet canonically equivalent spellings:
    /// `é` precomposed and as `e` with a combining accent, which `e` alone does not match.
    private static let alphabet: [String] = ["a", "b", "a", "$", "{", "}", "\u{E9}", "e\u{301}", "e", "\u{301}"]

    @Test("finds what the standard library's string algorithms find, for random texts and needles")
    func agreesWithStringProcessing() {
        var random = SplitMix64(seed: 0x5EA2C4)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                Self.alphabet.randomElement(using: &random)!
            }.joined()
            let needle = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                Self.alphabet.randomElement(using: &random)!
            }.joined()
            #expect(text.firstRange(ofText: needle) == text.firstRange(of: needle), "\(text) / \(needle)")
            // `_StringProcessing`'s `contains`, which Foundation's (imported elsewhere in this target) would hide.
            #expect(text.contains(text: needle) == (text.firstRange(of: needle) != nil), "\(text) / \(needle)")
            #expect(text.occurrenceCount(ofText: needle) == text.ranges(of: needle).count, "\(text) / \(needle)")
            let substring = text.dropFirst(text.count / 3)
            #expect(
                substring.firstRange(ofText: needle) == substring.firstRange(of: needle), "\(substring) / \(needle)")
        }
    }

    @Test("matches do not overlap, and an empty needle is found once, at the start")
    func edges() {
        #expect("aaaa".occurrenceCount(ofText: "aa") == 2)
        #expect("aaa".occurrenceCount(ofText: "aa") == 1)
        #expect("abc".firstRange(ofText: "") == "abc".startIndex..<"abc".startIndex)
        #expect("abc".contains(text: ""))
        #expect("abc".occurrenceCount(ofText: "") == 0)
        #expect(!"".contains(text: "a"))
        #expect("caf\u{E9}".contains(text: "cafe\u{301}"))
        #expect(!"cafe\u{301}".contains(text: "cafe"))
    }

    @Test("a long text of near misses is searched in linear time", .timeLimit(.minutes(1)))
    func nearMisses() {
        let text = String(repeating: "a", count: 200_000) + "b"
        let needle = String(repeating: "a", count: 50_000) + "b"
        #expect(text.occurrenceCount(ofText: needle) == 1)
        #expect(text.firstRange(ofText: needle + "c") == nil)
    }
}
