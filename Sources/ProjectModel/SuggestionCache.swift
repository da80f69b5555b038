/// "Did you mean" for many unknown names against one set of candidates: the candidates are prepared
/// on the first question only, each distinct name is looked up once, and only the first
/// ``maximumNames`` distinct names get a suggestion, so a file with thousands of different
/// misspellings is answered in time linear in its size, and one with none pays nothing.
public struct SuggestionCache: Sendable {
    /// The most distinct names that get a suggestion; nobody reads more, and comparing every one
    /// with every candidate would grow with their product.
    public static let maximumNames = 200

    private var candidates: Suggestion.Candidates?
    private var answers: [String: String] = [:]

    /// Creates an empty cache.
    public init() {}

    /// `; did you mean 'X'?`, or an empty string when no candidate is close or the name comes after
    /// ``maximumNames`` others. `names`, the candidates, is evaluated on the first question only:
    /// every question to one cache must give the same candidates.
    /// - Complexity: O(1) for a name asked before; otherwise ``Suggestion/Candidates/closest(to:)``
    ///   for the first ``maximumNames`` distinct names.
    public mutating func didYouMean(_ name: String, among names: @autoclosure () -> [String]) -> String {
        if let answer = answers[name] { return answer }
        guard answers.count < Self.maximumNames else { return "" }
        let prepared = candidates ?? Suggestion.Candidates(names())
        candidates = prepared
        let answer = prepared.didYouMean(name)
        answers[name] = answer
        return answer
    }
}
