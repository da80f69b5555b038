import Testing

@testable import ManifestParser

@Suite struct SuggestionTests {
    @Test(
        "a close candidate is suggested, ignoring case; a far one is not",
        arguments: [
            ("dependncies", "dependencies"), ("Targets", "targets"), ("typ", "type"), ("bundleId", "bundle-id"),
            ("ap", "app"), ("colour", nil), ("x", nil), ("", nil),
        ] as [(String, String?)])
    func closest(name: String, expected: String?) {
        let candidates = ManifestDecoder.topLevelKeys + ManifestDecoder.targetKeys + ["app", "match"]
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
    }

    @Test("the suggestion reads as the end of a message")
    func didYouMean() {
        #expect(Suggestion.didYouMean("sdk", in: ["sdks", "size"]) == "; did you mean 'sdks'?")
        #expect(Suggestion.didYouMean("platform", in: ["sdks", "size"]) == "")
        #expect(Suggestion.didYouMean("a", in: [String]()) == "")
    }
}
