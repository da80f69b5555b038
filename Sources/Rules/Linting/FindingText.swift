import TextOutput

/// A finding's message and path, as a finding and its diagnostic store them.
///
/// A reachability finding keeps its message as its subject and predicate, `app clip 'C'` and
/// `links feature module 'X'`, which it shares with the other findings of the same clip and of the
/// same module, and its path as node ids into the graph's names. The message is spelled only when
/// asked for, and reporters write its pieces straight into their output. A report of a million
/// findings then holds four bytes per path step and no text of its own, and builds no message
/// `String` it would have to check as UTF-8.
package enum FindingText: Sendable {
    /// A message, and the path when there is one (which the message need not spell).
    case plain(message: String, path: [String]?)
    /// The message `subject predicate via A → B → C`; the path is `ids` into `names`.
    case path(subject: String, predicate: String, ids: [Int32], names: [String])

    /// What joins the names of a path in a message.
    package static let pathSeparator = " → "
    /// What joins the subject and the predicate of a reachability message.
    private static let predicateSeparator = " "
    /// What joins the predicate of a reachability message and its path.
    private static let viaSeparator = " via "

    /// A reachability message, `subject predicate via A → B → C`, with the path's names taken from
    /// `names` by the ids `path`. Ids that do not fit in 32 bits (no graph held in memory has them)
    /// are kept as names.
    package init(subject: String, predicate: String, path ids: [Int], names: [String]) {
        guard names.count <= Int(Int32.max) else {
            let path = ids.map { names[$0] }
            let message = subject + Self.predicateSeparator + predicate + Self.viaSeparator
            self = .plain(message: message + path.arrowPath, path: path)
            return
        }
        self = .path(
            subject: subject, predicate: predicate, ids: ids.map { Int32(truncatingIfNeeded: $0) }, names: names)
    }

    /// The whole message.
    package var message: String {
        switch self {
        case .plain(let message, _):
            return message
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
        case .plain(_, let path): path
        case .path(_, _, let ids, let names): ids.map { names[Int($0)] }
        }
    }

    /// Whether the finding has a path.
    package var hasPath: Bool {
        if case .plain(_, nil) = self { return false }
        return true
    }

    /// Writes the message to `output` a piece at a time through `writer`, which escapes each piece
    /// as its format needs; the fixed words between them (` `, ` via `, ` → `) go as separators,
    /// which no output format escapes.
    package func writeMessage(with writer: inout some FindingTextWriter, to output: inout TextBuffer) {
        switch self {
        case .plain(let message, _):
            writer.write(message, to: &output)
        case .path(let subject, let predicate, let ids, let names):
            writer.write(subject: subject, to: &output)
            output.append(Self.predicateSeparator)
            writer.write(predicate, to: &output)
            output.append(Self.viaSeparator)
            writePath(ids, of: names, with: &writer, separator: Self.pathSeparator, quote: "", to: &output)
        }
    }

    /// Writes the path's names to `output` through `writer`, each between `quote`s and with
    /// `separator` between them; nothing for a finding without a path.
    package func writePath(
        with writer: inout some FindingTextWriter, separator: String, quote: String, to output: inout TextBuffer
    ) {
        switch self {
        case .plain(_, let path):
            for (index, name) in (path ?? []).enumerated() {
                if index > 0 { output.append(separator) }
                output.append(quote)
                writer.write(name: name, to: &output)
                output.append(quote)
            }
        case .path(_, _, let ids, let names):
            writePath(ids, of: names, with: &writer, separator: separator, quote: quote, to: &output)
        }
    }

    private func writePath(
        _ ids: [Int32], of names: [String], with writer: inout some FindingTextWriter, separator: String,
        quote: String, to output: inout TextBuffer
    ) {
        for index in ids.indices {
            if index > 0 { output.append(separator) }
            output.append(quote)
            writer.write(nameAt: Int(ids[index]), of: names, to: &output)
            output.append(quote)
        }
    }

    /// Calls `body` with each name on the path, in order.
    package func forEachPathName(_ body: (String) -> Void) {
        switch self {
        case .plain(_, let path):
            for name in path ?? [] { body(name) }
        case .path(_, _, let ids, let names):
            for id in ids { body(names[Int(id)]) }
        }
    }

    /// The path's node ids when it is stored as ids into `names` (the very array, not an equal
    /// one): the ids of the graph whose ``Project/ProjectGraph/targetNames`` that array is.
    package func pathIDs(into names: [String]) -> [Int32]? {
        guard case .path(_, _, let ids, let own) = self else { return nil }
        let same = own.withUnsafeBufferPointer { own in
            names.withUnsafeBufferPointer { $0.baseAddress == own.baseAddress && $0.count == own.count }
        }
        return same ? ids : nil
    }

    /// Whether both spell the same message and path.
    package static func spellSame(_ lhs: FindingText, _ rhs: FindingText) -> Bool {
        // The same pieces spell the same; other pieces may still spell the same message.
        if case .path(let leftSubject, let leftPredicate, let leftIDs, let leftNames) = lhs,
            case .path(let rightSubject, let rightPredicate, let rightIDs, _) = rhs,
            rhs.pathIDs(into: leftNames) != nil,
            leftSubject == rightSubject, leftPredicate == rightPredicate, leftIDs == rightIDs
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

/// Writes the pieces of a finding's message and path into an output, escaped as its format needs;
/// see ``FindingText/writeMessage(with:to:)``.
package protocol FindingTextWriter {
    /// Writes a piece of a message: a whole message without a path, or a reachability predicate.
    mutating func write(_ piece: String, to output: inout TextBuffer)
    /// Writes the subject of a reachability message, `app clip 'C'`, which the findings of one
    /// clip share.
    mutating func write(subject: String, to output: inout TextBuffer)
    /// Writes a name on a path.
    mutating func write(name: String, to output: inout TextBuffer)
    /// Writes the name `names[id]` on a path, which the graph's other findings name by the same id.
    mutating func write(nameAt id: Int, of names: [String], to output: inout TextBuffer)
}

extension FindingText {
    /// Spells every piece as it is.
    private struct Spelling: FindingTextWriter {
        func write(_ piece: String, to output: inout TextBuffer) { output.append(piece) }
        func write(subject: String, to output: inout TextBuffer) { output.append(subject) }
        func write(name: String, to output: inout TextBuffer) { output.append(name) }
        func write(nameAt id: Int, of names: [String], to output: inout TextBuffer) { output.append(names[id]) }
    }
}
