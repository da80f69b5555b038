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
            var message = ""
            forEachMessagePiece { piece, _ in message += piece }
            return message
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

    /// Calls `body` with the pieces that make up the message, in order, without joining them;
    /// `isSeparator` is true for the fixed words between the others (` `, ` via `, ` → `), which no
    /// output format escapes.
    package func forEachMessagePiece(_ body: (_ piece: String, _ isSeparator: Bool) -> Void) {
        switch self {
        case .plain(let message, _):
            body(message, false)
        case .path(let subject, let predicate, let ids, let names):
            body(subject, false)
            body(Self.predicateSeparator, true)
            body(predicate, false)
            body(Self.viaSeparator, true)
            for (index, id) in ids.enumerated() {
                if index > 0 { body(Self.pathSeparator, true) }
                body(names[Int(id)], false)
            }
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
