import TestSupport
import Testing

@testable import ProjectModel

@Suite struct SuggestionTests {
    /// The keys of a manifest's top level and of a target.
    static let manifestKeys = [
        "project", "include", "source", "layers", "targets", "rules", "type", "extension-point", "bundle-id",
        "deployment-target", "digital-invocations-only", "app-groups", "keychain-groups", "dependencies", "sdks",
        "sources", "size", "settings", "info", "layer", "ignore",
    ]

    @Test(
        "a close candidate is suggested, ignoring case; a far one is not",
        arguments: [
            ("dependncies", "dependencies"), ("Targets", "targets"), ("typ", "type"), ("bundleId", "bundle-id"),
            ("ap", "app"), ("colour", nil), ("x", nil), ("", nil),
        ] as [(String, String?)])
    func closest(name: String, expected: String?) {
        let candidates = Self.manifestKeys + ["app", "match"]
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
        #expect(Suggestion.Candidates(candidates).closest(to: name) == expected)
    }

    @Test("the suggestion reads as the end of a message")
    func didYouMean() {
        #expect(Suggestion.didYouMean("sdk", in: ["sdks", "size"]) == "; did you mean 'sdks'?")
        #expect(Suggestion.didYouMean("platform", in: ["sdks", "size"]) == "")
        #expect(Suggestion.didYouMean("a", in: [String]()) == "")
    }

    @Test("equal distances go to the first name in byte order, whatever order the names come in")
    func ties() {
        #expect(Suggestion.closest(to: "Cach", in: ["Cacha", "Cache", "Cachb"]) == "Cacha")
        #expect(Suggestion.closest(to: "Cach", in: ["Cachb", "Cache", "Cacha"]) == "Cacha")
        #expect(Suggestion.closest(to: "cache", in: ["CacheX", "Cache", "cachex"]) == "Cache")
    }

    @Test("a prefix suggests the one name it starts, and nothing when it starts several")
    func extensions() {
        #expect(
            Suggestion.closest(to: "no-feature", in: ["no-feature-in-extension", "size-budget"])
                == "no-feature-in-extension")
        #expect(Suggestion.closest(to: "no-feature", in: ["no-feature-in-extension", "no-feature-in-clip"]) == nil)
        #expect(Suggestion.closest(to: "no", in: ["no-feature-in-extension"]) == nil)
    }

    @Test("a close candidate of another length is still found among thousands of names")
    func manyCandidates() {
        let names = (0..<10_000).map { "Module\($0)" } + ["NetworkService"]
        let candidates = Suggestion.Candidates(names)
        #expect(candidates.closest(to: "NetworkServce") == "NetworkService")
        #expect(candidates.closest(to: "networkservices") == "NetworkService")
        #expect(candidates.closest(to: "XModule4242") == "Module4242")
        #expect(candidates.closest(to: "Storage") == nil)
    }

    @Test("names longer than 128 bytes get no suggestion, and are never suggested")
    func longNames() {
        let long = String(repeating: "n", count: 128)
        #expect(Suggestion.closest(to: long + "x", in: [long]) == nil)
        #expect(Suggestion.closest(to: long, in: [long + "x"]) == nil)
        #expect(Suggestion.closest(to: String(long.dropLast()) + "x", in: [long]) == long)
        let huge = String(repeating: "N", count: 200_000)
        #expect(Suggestion.closest(to: huge, in: [huge + "x", "N", String(repeating: "N", count: 100)]) == nil)
        #expect(Suggestion.closest(to: "NNN", in: [huge]) == nil)
    }

    @Test("the banded distance equals the full Levenshtein distance whenever it is within the limit")
    func bandedDistance() {
        var random = SplitMix64(seed: 7)
        var rows = EditDistanceRows()
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let b = (0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let limit = Int.random(in: 0...6, using: &random)
            let exact = Self.levenshtein(a, b)
            #expect(rows.distance(a, b, limit: limit) == (exact <= limit ? exact : nil), "\(a) \(b) \(limit)")
        }
    }

    @Test("the bag distance never exceeds the edit distance")
    func bagDistance() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 97...100, using: &random) }
            let b = (0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 97...100, using: &random) }
            var counts = ByteCounts(a)
            #expect(counts.bagDistance(to: b) <= Self.levenshtein(a, b), "\(a) \(b)")
            #expect(counts.bagDistance(to: b) == counts.bagDistance(to: b))
        }
        var counts = ByteCounts(Array("module1234".utf8))
        #expect(counts.bagDistance(to: Array("modle5678".utf8)) == 5)
    }

    /// The textbook full-matrix distance, to check the banded one against.
    static func levenshtein(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var matrix = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { matrix[i][0] = i }
        for j in 0...b.count { matrix[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                matrix[i][j] = min(
                    matrix[i - 1][j] + 1, matrix[i][j - 1] + 1, matrix[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return matrix[a.count][b.count]
    }
}
