import ProjectModel
import SourceText

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
        string(node.id, in: node.storage, what())
    }

    /// ``string(_:_:)`` of the node `id` of `document`, read without a node, which would hold the
    /// document: a retain and a release for each value of a large manifest.
    package mutating func string(
        _ id: Int, in document: YAMLStorage, _ what: @autoclosure () -> String
    ) -> Located<String>? {
        let entry = document.entries[id]
        guard entry.kind == .scalar, !document.isNull(entry) else {
            fail(
                ShapeMessage.expected("a string", for: what(), found: YAMLNode(document, id).kindDescription),
                at: entry.position)
            return nil
        }
        return Located(document.string(entry), at: location(entry.position))
    }

    /// A list of scalars; a single scalar is read as a list of one.
    public mutating func strings(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [Located<String>] {
        if node.isScalar && !node.isNull { return string(node, what()).map { [$0] } ?? [] }
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
    /// keys starting with `x-` are accepted. The pairs come back as written, unknown keys included:
    /// callers read the keys they know. `keys` are words of the kind ``YAMLText/matches(_:)``
    /// compares byte for byte, as every key of the schema is.
    public mutating func mapping(
        _ node: YAMLNode, _ what: @autoclosure () -> String, keys: [String], allowingExtensions: Bool = false
    ) -> YAMLNode.Pairs? {
        checkedMapping(node, what(), spellings: keys, allowingExtensions: allowingExtensions) { key in
            keys.contains(where: key.isSpelling)
        }
    }

    /// A mapping's pairs, with a problem for each key `isKnown` rejects (suggesting one of
    /// `spellings`), unless extensions are allowed and it starts with `x-`. Inlined, so that each
    /// caller's test is too: called through a closure it cost the clean lint 3 % more instructions.
    /// Keys are tested on their bytes, without a pair for each, which holds the document.
    @inline(__always)
    private mutating func checkedMapping(
        _ node: YAMLNode, _ what: @autoclosure () -> String, spellings: @autoclosure () -> [String],
        allowingExtensions: Bool, isKnown: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> YAMLNode.Pairs? {
        guard let pairs = node.mapping else {
            fail(ShapeMessage.expected("a map", for: what(), found: node.kindDescription), at: node.position)
            return nil
        }
        return checkedPairs(
            pairs, what(), spellings: spellings(), allowingExtensions: allowingExtensions, isKnown: isKnown)
    }

    /// `pairs`, with a problem for each key `isKnown` rejects, as ``checkedMapping`` says.
    @inline(__always)
    package mutating func checkedPairs(
        _ pairs: YAMLNode.Pairs, _ what: @autoclosure () -> String, spellings: @autoclosure () -> [String],
        allowingExtensions: Bool, isKnown: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> YAMLNode.Pairs {
        for offset in pairs.indices where !pairs.withKeyBytes(at: offset, isKnown) {
            let pair = pairs[offset]
            let text = pair.key
            if !(allowingExtensions && text.hasPrefix("x-")) {
                fail(
                    "unknown key '\(text)' in \(what())\(Suggestion.didYouMean(text, in: spellings()))",
                    at: pair.keyPosition)
            }
        }
        return pairs
    }

    /// A mapping's pairs with any keys.
    public mutating func anyMapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLNode.Pairs? {
        guard let pairs = node.mapping else {
            fail(ShapeMessage.expected("a map", for: what(), found: node.kindDescription), at: node.position)
            return nil
        }
        return pairs
    }

    /// A size such as `600 KB`, at most ``ByteCount/largestAccepted``.
    public mutating func size(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<ByteCount>? {
        size(node.id, in: node.storage, what())
    }

    /// ``size(_:_:)`` of the node `id` of `document`, read without a node.
    package mutating func size(
        _ id: Int, in document: YAMLStorage, _ what: @autoclosure () -> String
    ) -> Located<ByteCount>? {
        guard let text = string(id, in: document, what()) else { return nil }
        guard let size = ByteCount(parsing: text.value) else {
            fail(ShapeMessage.notASize(text.value, for: what()), at: text.location.position)
            return nil
        }
        guard size <= ByteCount.largestAccepted else {
            fail(ShapeMessage.sizeTooLarge(text.value, for: what()), at: text.location.position)
            return nil
        }
        return Located(size, at: text.location)
    }
}
