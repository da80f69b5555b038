/// A finding's message and path, as a finding and its diagnostic store them.
///
/// A reachability finding keeps its path as node ids into the graph's names and its message as
/// the words before the path, `app clip 'C' links feature module 'X' via `; the path's names are
/// spelled only when asked for, and reporters write both pieces straight into their output. A
/// report of a million findings then holds four bytes per path step, not a name, and builds no
/// message `String` it would have to check as UTF-8.
package enum FindingText: Sendable {
    /// A message, and the path when there is one (which the message need not spell).
    case plain(message: String, path: [String]?)
    /// The message `head` followed by the path's names joined by ` → `; the path is `ids` into `names`.
    case path(head: String, ids: [Int32], names: [String])

    /// What joins the names of a path in a message.
    package static let pathSeparator = " → "

    /// A reachability message: `head`, then the names of `ids` (indices into `names`) joined by ` → `.
    /// Ids that do not fit in 32 bits (no graph held in memory has them) are kept as names.
    package init(head: String, path ids: [Int], names: [String]) {
        guard names.count <= Int(Int32.max) else {
            let path = ids.map { names[$0] }
            self = .plain(message: head + path.joined(separator: Self.pathSeparator), path: path)
            return
        }
        self = .path(head: head, ids: ids.map { Int32(truncatingIfNeeded: $0) }, names: names)
    }

    /// The whole message.
    package var message: String {
        switch self {
        case .plain(let message, _):
            return message
        case .path(let head, let ids, let names):
            var message = head
            message.reserveCapacity(head.utf8.count + ids.count * 24)
            for (index, id) in ids.enumerated() {
                if index > 0 { message += Self.pathSeparator }
                message += names[Int(id)]
            }
            return message
        }
    }

    /// The path's names, or nil for a finding without a path.
    package var path: [String]? {
        switch self {
        case .plain(_, let path): path
        case .path(_, let ids, let names): ids.map { names[Int($0)] }
        }
    }

    /// Whether the finding has a path.
    package var hasPath: Bool {
        if case .plain(_, nil) = self { return false }
        return true
    }

    /// Calls `body` with the pieces that make up the message, in order, without joining them;
    /// `isPathSeparator` is true for the ` → ` between two names, which no output format escapes.
    package func forEachMessagePiece(_ body: (_ piece: String, _ isPathSeparator: Bool) -> Void) {
        switch self {
        case .plain(let message, _):
            body(message, false)
        case .path(let head, let ids, let names):
            body(head, false)
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
        case .path(_, let ids, let names):
            for id in ids { body(names[Int(id)]) }
        }
    }

    /// The path's node ids when it is stored as ids into `names` (the very array, not an equal
    /// one), as the graph those names are the ``Project/ProjectGraph/targetNames`` of numbers them.
    package func pathIDs(into names: [String]) -> [Int32]? {
        guard case .path(_, let ids, let own) = self else { return nil }
        let same = own.withUnsafeBufferPointer { own in
            names.withUnsafeBufferPointer { $0.baseAddress == own.baseAddress && $0.count == own.count }
        }
        return same ? ids : nil
    }

    /// Whether both spell the same message and path.
    package static func spellSame(_ lhs: FindingText, _ rhs: FindingText) -> Bool {
        if case .path(let leftHead, let leftIDs, let leftNames) = lhs,
            case .path(let rightHead, let rightIDs, _) = rhs, rhs.pathIDs(into: leftNames) != nil
        {
            return leftHead == rightHead && leftIDs == rightIDs
        }
        return lhs.message == rhs.message && lhs.path == rhs.path
    }

    /// Feeds the message and path to `hasher` as ``spellSame(_:_:)`` compares them.
    package func hash(into hasher: inout Hasher) {
        forEachMessagePiece { piece, _ in
            for byte in piece.utf8 { hasher.combine(byte) }
        }
        hasher.combine(0xFF as UInt8)
        hasher.combine(hasPath)
        forEachPathName { name in
            for byte in name.utf8 { hasher.combine(byte) }
            hasher.combine(0xFF as UInt8)
        }
    }
}
