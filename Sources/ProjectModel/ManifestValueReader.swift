/// Reads typed values out of a ``ManifestValue`` tree, recording a problem at the value's own
/// file, line and column for every value of the wrong shape instead of stopping at the first.
/// Rules read their options with it.
public struct ManifestValueReader: Sendable {
    /// Problems found so far, in the order found.
    public var problems: [InputProblem] = []

    /// Creates a reader with no problems.
    public init() {}

    /// Records a problem.
    public mutating func fail(_ message: String, at location: SourceLocation) {
        problems.append(InputProblem(message, at: location))
    }

    /// A scalar's text; `what` names the value in the message otherwise ("'module'").
    public mutating func string(_ value: ManifestValue, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let text = value.string else {
            fail(ShapeMessage.expected("a string", for: what(), found: value.kindDescription), at: value.location)
            return nil
        }
        return Located(text, at: value.location)
    }

    /// A list of scalars; a single scalar is read as a list of one.
    public mutating func strings(_ value: ManifestValue, _ what: @autoclosure () -> String) -> [Located<String>] {
        if let text = value.string { return [Located(text, at: value.location)] }
        guard let items = value.sequence else {
            fail(
                ShapeMessage.expected("a list of strings", for: what(), found: value.kindDescription),
                at: value.location)
            return []
        }
        return items.compactMap { string($0, "each entry of \(what())") }
    }

    /// A map's pairs whose keys are in `keys`; every other key is a problem with a suggestion.
    public mutating func mapping(
        _ value: ManifestValue, _ what: @autoclosure () -> String, keys: [String]
    ) -> [ManifestValuePair]? {
        guard let pairs = anyMapping(value, what()) else { return nil }
        var known: [ManifestValuePair] = []
        for pair in pairs {
            if keys.contains(pair.key) {
                known.append(pair)
            } else {
                fail(
                    "unknown key '\(pair.key)' in \(what())\(Suggestion.didYouMean(pair.key, in: keys))",
                    at: pair.keyLocation)
            }
        }
        return known
    }

    /// A map's pairs with any keys.
    public mutating func anyMapping(_ value: ManifestValue, _ what: @autoclosure () -> String) -> [ManifestValuePair]? {
        guard let pairs = value.mapping else {
            fail(ShapeMessage.expected("a map", for: what(), found: value.kindDescription), at: value.location)
            return nil
        }
        return pairs
    }

    /// A size such as `600 KB`, at most ``ByteCount/largestAccepted``.
    public mutating func size(_ value: ManifestValue, _ what: @autoclosure () -> String) -> Located<ByteCount>? {
        guard let text = string(value, what()) else { return nil }
        guard let size = ByteCount(parsing: text.value) else {
            fail(ShapeMessage.notASize(text.value, for: what()), at: value.location)
            return nil
        }
        guard size <= ByteCount.largestAccepted else {
            fail(ShapeMessage.sizeTooLarge(text.value, for: what()), at: value.location)
            return nil
        }
        return Located(size, at: text.location)
    }
}
