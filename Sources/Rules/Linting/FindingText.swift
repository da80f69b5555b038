import TextOutput

/// A finding's message and path, as a finding and its diagnostic store them.
///
/// A reachability finding keeps its message as its subject, `app clip 'C'`, which it shares with
/// the other findings of the same clip, and its predicate (see ``ReachabilityPredicate``), which it
/// shares with every finding of its rule that says the same words around the module's name; its
/// path is node ids into the graph's names, the module it reaches last. The message is spelled only
/// when asked for, and reporters write its pieces straight into their output. A report of a million
/// findings then holds four bytes per path step and no text of its own, and builds no message
/// `String` it would have to check as UTF-8.
package enum FindingText: Sendable {
    /// A message, and the path when there is one (which the message need not spell), in a box:
    /// a reference, like the other case's, leaves room for the case in its spare bits, so that a
    /// finding text is 16 bytes and a diagnostic 88 rather than 104.
    case spelled(SpelledText)
    /// The message `subject predicate via A → B → C`, where the predicate names the path's last
    /// node; the path is the message's `paths[ids]`, node ids into its names.
    case path(ReachabilityMessage, ids: Range<Int32>)

    /// What joins the names of a path in a message.
    package static let pathSeparator = " → "
    /// What joins the subject and the predicate of a reachability message.
    private static let predicateSeparator = " "
    /// What joins the predicate of a reachability message and its path.
    private static let viaSeparator = " via "

    /// A reachability message, `subject predicate via A → B → C`, with the path's names taken from
    /// `names` by the ids `path`, which is not empty.
    package init(subject: String, predicate: ReachabilityPredicate, path ids: [Int], names: [String]) {
        let paths = ids.map { Int32(truncatingIfNeeded: $0) }
        self.init(
            ReachabilityMessage(subject: subject, predicate: predicate, names: names, paths: paths),
            path: 0..<paths.count)
    }

    /// The message `message` says of the path `message.paths[ids]`, which is not empty: its last
    /// node is the module the predicate names.
    package init(_ message: ReachabilityMessage, path ids: Range<Int>) {
        precondition(
            ids.lowerBound >= 0 && ids.lowerBound < ids.upperBound && ids.upperBound <= message.paths.count,
            "a path is a non-empty range of the message's paths")
        self = .path(message, ids: Int32(ids.lowerBound)..<Int32(ids.upperBound))
    }

    /// A message, and the path when there is one.
    package static func plain(message: String, path: [String]?) -> FindingText {
        .spelled(SpelledText(message: message, path: path))
    }

    /// The whole message.
    package var message: String {
        switch self {
        case .spelled(let text):
            return text.message
        case .path:
            var spelling = Spelling()
            var message = TextBuffer()
            writeMessage(with: &spelling, to: &message)
            return message.text
        }
    }

    /// The path's names, or nil for a finding without a path.
    package var path: [String]? {
        switch self {
        case .spelled(let text): text.path
        case .path(let message, let ids): message.path(ids).map { message.names[Int($0)] }
        }
    }

    /// Whether the finding has a path.
    package var hasPath: Bool {
        if case .spelled(let text) = self { return text.path != nil }
        return true
    }

    /// Writes the message to `output` a piece at a time through `writer`, which escapes each piece
    /// as its format needs; the fixed words between them (` `, ` via `, ` → `) go as separators,
    /// which no output format escapes.
    package func writeMessage(with writer: inout some FindingTextWriter, to output: inout TextBuffer) {
        switch self {
        case .spelled(let text):
            writer.write(text.message, to: &output)
        case .path(let message, let ids):
            let path = message.path(ids)
            writer.write(message.subject, sharedAs: .subject, to: &output)
            output.append(Self.predicateSeparator)
            writer.write(message.predicate.beforeModule, sharedAs: .beforeModule, to: &output)
            if let module = path.last { writer.write(nameAt: Int(module), of: message.names, to: &output) }
            writer.write(message.predicate.afterModule, sharedAs: .afterModule, to: &output)
            output.append(Self.viaSeparator)
            writer.write(path: path, of: message.names, separator: Self.pathSeparator, quote: "", to: &output)
        }
    }

    /// Writes the path's names to `output` through `writer`, each between `quote`s and with
    /// `separator` between them; nothing for a finding without a path.
    package func writePath(
        with writer: inout some FindingTextWriter, separator: String, quote: String, to output: inout TextBuffer
    ) {
        switch self {
        case .spelled(let text):
            for (index, name) in (text.path ?? []).enumerated() {
                if index > 0 { output.append(separator) }
                output.append(quote)
                writer.write(name: name, to: &output)
                output.append(quote)
            }
        case .path(let message, let ids):
            writer.write(path: message.path(ids), of: message.names, separator: separator, quote: quote, to: &output)
        }
    }

    /// Calls `body` with each name on the path, in order.
    package func forEachPathName(_ body: (String) -> Void) {
        switch self {
        case .spelled(let text):
            for name in text.path ?? [] { body(name) }
        case .path(let message, let ids):
            for id in message.path(ids) { body(message.names[Int(id)]) }
        }
    }

    /// The path's node ids when it is stored as ids into `names` (the very array, not an equal
    /// one): the ids of the graph whose ``Project/ProjectGraph/targetNames`` that array is.
    package func pathIDs(into names: [String]) -> ArraySlice<Int32>? {
        guard case .path(let message, let ids) = self, message.indexes(names) else { return nil }
        return message.path(ids)
    }

    /// Whether both spell the same message and path.
    package static func spellSame(_ lhs: FindingText, _ rhs: FindingText) -> Bool {
        // The same pieces spell the same; other pieces may still spell the same message.
        if case .path(let left, let leftIDs) = lhs, case .path(let right, let rightIDs) = rhs,
            left === right
                || (right.indexes(left.names) && left.subject == right.subject && left.predicate == right.predicate),
            left.path(leftIDs).elementsEqual(right.path(rightIDs))
        {
            return true
        }
        return lhs.message == rhs.message && lhs.path == rhs.path
    }

    /// Feeds the message and path to `hasher` as ``spellSame(_:_:)`` compares them: as strings,
    /// so that text that compares equal in another normalization hashes alike.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(path)
    }
}

/// A finding's message as text, and its path as names when it has one.
package final class SpelledText: Sendable {
    /// The message.
    package let message: String
    /// The path, or nil for a finding without one.
    package let path: [String]?

    /// Boxes a message and a path.
    package init(message: String, path: [String]?) {
        self.message = message
        self.path = path
    }
}

/// What the reachability findings of one clip or extension under one predicate share: the
/// subject, the predicate, the graph's names that their paths index, and the paths themselves side
/// by side. Each finding holds a reference to it and where its path is, and allocates nothing of
/// its own.
package final class ReachabilityMessage: Sendable {
    /// `app clip 'C'`.
    package let subject: String
    /// What the clip does wrong by reaching the path's last node.
    package let predicate: ReachabilityPredicate
    /// The graph's names, by node id.
    package let names: [String]
    /// The findings' paths, node ids into `names`, one after another.
    package let paths: [Int32]

    /// Creates the shared part of reachability messages. Ids are 32 bits: `names` has at most
    /// `Int32.max` names, as every graph that fits in memory has (a node's declaration alone takes
    /// over a hundred bytes).
    package init(subject: String, predicate: ReachabilityPredicate, names: [String], paths: [Int32]) {
        precondition(names.count <= Int(Int32.max) && paths.count <= Int(Int32.max), "too many ids for 32 bits")
        self.subject = subject
        self.predicate = predicate
        self.names = names
        self.paths = paths
    }

    /// The path at `ids` in `paths`.
    func path(_ ids: Range<Int32>) -> ArraySlice<Int32> {
        paths[Int(ids.lowerBound)..<Int(ids.upperBound)]
    }

    /// Whether `names` is the very array (not an equal one) this message's paths index.
    package func indexes(_ names: [String]) -> Bool {
        self.names.sharesStorage(with: names)
    }
}

/// A piece of a reachability message that many findings share, and the same kind of piece of
/// neighbouring findings mostly spells alike.
package enum SharedMessagePiece: CaseIterable {
    /// `app clip 'C'`, shared by the findings of one clip.
    case subject
    /// What a predicate says before the module's name.
    case beforeModule
    /// What a predicate says after the module's name.
    case afterModule
}

/// Writes the pieces of a finding's message and path into an output, escaped as its format needs;
/// see ``FindingText/writeMessage(with:to:)``.
package protocol FindingTextWriter {
    /// Writes a whole message without a path.
    mutating func write(_ piece: String, to output: inout TextBuffer)
    /// Writes a piece of a reachability message that many findings share.
    mutating func write(
        _ piece: String, sharedAs kind: SharedMessagePiece, to output: inout TextBuffer
    )
    /// Writes a name on a path.
    mutating func write(name: String, to output: inout TextBuffer)
    /// Writes the name `names[id]`, which the graph's other findings name by the same id.
    mutating func write(nameAt id: Int, of names: [String], to output: inout TextBuffer)
    /// Writes the names `names[id]` of a path's ids, each between `quote`s and with `separator`
    /// between them.
    mutating func write(
        path ids: ArraySlice<Int32>, of names: [String], separator: String, quote: String, to output: inout TextBuffer)
}

extension FindingText {
    /// Spells every piece as it is.
    private struct Spelling: FindingTextWriter {
        func write(_ piece: String, to output: inout TextBuffer) { output.append(piece) }
        func write(
            _ piece: String, sharedAs kind: SharedMessagePiece, to output: inout TextBuffer
        ) {
            output.append(piece)
        }
        func write(name: String, to output: inout TextBuffer) { output.append(name) }
        func write(nameAt id: Int, of names: [String], to output: inout TextBuffer) { output.append(names[id]) }
        func write(
            path ids: ArraySlice<Int32>, of names: [String], separator: String, quote: String,
            to output: inout TextBuffer
        ) {
            for index in ids.indices {
                if index > ids.startIndex { output.append(separator) }
                output.append(quote)
                output.append(names[Int(ids[index])])
                output.append(quote)
            }
        }
    }
}
