/// Reads typed values out of YAML nodes of one file, recording a problem, with its location, for
/// every node of the wrong shape instead of stopping at the first. The targetlint decoder reads
/// with it; what the model hands out is read with ``ManifestValueReader``.
public struct SchemaReader {
    /// The file the nodes come from.
    public let file: String
    /// Problems found so far.
    public var problems: [InputProblem] = []

    /// Creates a reader for the nodes of `file`.
    public init(file: String) {
        self.file = file
    }

    /// The location of a position in the reader's file.
    public func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// Records a problem.
    public mutating func fail(_ message: String, at position: TextPosition) {
        problems.append(InputProblem(message, at: location(position)))
    }

    /// Records a problem at a location of its own (a value that keeps its file).
    public mutating func fail(_ message: String, at location: SourceLocation) {
        problems.append(InputProblem(message, at: location))
    }

    /// A scalar's text; `what` names the value in the message otherwise ("'bundle-id'").
    public mutating func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let text = node.scalar, !node.isNull else {
            fail(ShapeMessage.expected("a string", for: what(), found: node.kindDescription), at: node.position)
            return nil
        }
        return Located(text, at: location(node.position))
    }

    /// A list of scalars; a single scalar is read as a list of one.
    public mutating func strings(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [Located<String>] {
        if node.scalar != nil && !node.isNull { return string(node, what()).map { [$0] } ?? [] }
        guard let items = node.sequence else {
            fail(
                ShapeMessage.expected("a list of strings", for: what(), found: node.kindDescription), at: node.position)
            return []
        }
        return items.compactMap { string($0, "each entry of \(what())") }
    }

    /// `YES`, `true`, `yes`, `1` or their negatives.
    public mutating func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        guard let text = string(node, what())?.value else { return nil }
        switch text.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default:
            fail("expected true or false for \(what()), found '\(text)'", at: node.position)
            return nil
        }
    }

    /// A mapping's pairs, after checking every key is one of `keys`; an unknown key is a problem with
    /// a suggestion, so that a typo never switches a check off silently. With `allowingExtensions`,
    /// keys starting with `x-` are accepted and left out of the result. `keys` are ASCII without
    /// `K`, `;` or `` ` ``, as every key of the schema is: only their own bytes spell them.
    public mutating func mapping(
        _ node: YAMLNode, _ what: @autoclosure () -> String, keys: [String], allowingExtensions: Bool = false
    ) -> [YAMLPair]? {
        guard let pairs = node.mapping else {
            fail(ShapeMessage.expected("a map", for: what(), found: node.kindDescription), at: node.position)
            return nil
        }
        // Copied only from the first key left out: most mappings have none.
        var known: [YAMLPair]?
        for offset in pairs.indices {
            let key = pairs[offset].key
            // The schema's keys are lowercase ASCII words and hyphens, which only the same bytes
            // spell (Unicode maps nothing else to them; it does map other characters to `K`, `;`
            // and `` ` ``): a key of another length is told apart without comparing it as text.
            let length = key.utf8.count
            if keys.contains(where: { $0.utf8.count == length && $0 == key }) {
                known?.append(pairs[offset])
                continue
            }
            if known == nil { known = Array(pairs[..<offset]) }
            if !(allowingExtensions && key.hasPrefix("x-")) {
                fail(
                    "unknown key '\(key)' in \(what())\(Suggestion.didYouMean(key, in: keys))",
                    at: pairs[offset].keyPosition)
            }
        }
        return known ?? pairs
    }

    /// A mapping's pairs with any keys.
    public mutating func anyMapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLPair]? {
        guard let pairs = node.mapping else {
            fail(ShapeMessage.expected("a map", for: what(), found: node.kindDescription), at: node.position)
            return nil
        }
        return pairs
    }

    /// A size such as `600 KB`, at most ``ByteCount/largestAccepted``.
    public mutating func size(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<ByteCount>? {
        guard let text = string(node, what()) else { return nil }
        guard let size = ByteCount(parsing: text.value) else {
            fail(ShapeMessage.notASize(text.value, for: what()), at: node.position)
            return nil
        }
        guard size <= ByteCount.largestAccepted else {
            fail(ShapeMessage.sizeTooLarge(text.value, for: what()), at: node.position)
            return nil
        }
        return Located(size, at: text.location)
    }
}
