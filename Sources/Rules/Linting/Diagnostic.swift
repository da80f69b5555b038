import ManifestParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much a finding counts.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// Fails the lint.
    case error
    /// Reported; fails the lint only with `--strict`.
    case warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }

    /// The severity a manifest sets; nil for `off`.
    public init?(_ setting: RuleSeverity) {
        switch setting {
        case .error: self = .error
        case .warning: self = .warning
        case .off: return nil
        }
    }
}

/// One finding of one rule, located at the most precise node there is.
///
/// A reachability finding's message ends with its path, `via A → B → C`; the path is then not
/// stored a second time but read back from the message, which saves a third of the memory a
/// report of a million such findings holds.
public struct Diagnostic: Sendable, Hashable {
    /// The rule's id, e.g. `no-feature-in-extension`.
    public var rule: String
    /// The target the finding is about.
    public var target: String
    /// What is wrong; starts lowercase, names quoted, no trailing period.
    public var message: String {
        get { text }
        set {
            let path = self.path
            text = newValue
            storedPath = StoredPath(path, message: newValue)
        }
    }
    /// Where it is.
    public var location: SourceLocation
    /// For reachability findings, the target names from the offending target to what it reaches.
    public var path: [String]? {
        get {
            switch storedPath {
            case .none: return nil
            case .names(let names): return names
            case .endOfMessage(_, let count):
                var names: [String] = []
                names.reserveCapacity(Int(count))
                forEachPathName { names.append(String($0)) }
                return names
            }
        }
        set { storedPath = StoredPath(newValue, message: text) }
    }
    /// For findings that one dependency edge causes, that edge; see ``CausingEdge``.
    public var cause: CausingEdge? {
        get { sharedCause?.edge }
        set { sharedCause = newValue.map(SharedCausingEdge.init) }
    }
    private var text: String
    /// The cause, shared with the other findings of the same rule that the edge causes.
    package private(set) var sharedCause: SharedCausingEdge?
    private var storedPath: StoredPath
    /// How much it counts. (Stored last, where it packs beside the path's tag.)
    public var severity: Severity

    /// Creates a diagnostic.
    public init(
        rule: String, severity: Severity, target: String, message: String, location: SourceLocation,
        path: [String]? = nil, cause: CausingEdge? = nil
    ) {
        self.init(
            rule: rule, severity: severity, target: target, message: message, location: location, path: path,
            sharedCause: cause.map(SharedCausingEdge.init))
    }

    /// Creates a diagnostic whose cause is shared with other diagnostics.
    package init(
        rule: String, severity: Severity, target: String, message: String, location: SourceLocation,
        path: [String]?, sharedCause: SharedCausingEdge?
    ) {
        self.rule = rule
        self.target = target
        self.text = message
        self.location = location
        self.sharedCause = sharedCause
        self.storedPath = StoredPath(path, message: message)
        self.severity = severity
    }

    /// Whether the finding has a path.
    package var hasPath: Bool {
        if case .none = storedPath { return false }
        return true
    }

    /// Calls `body` with each name on the path, in order, without building the path's array.
    package func forEachPathName(_ body: (Substring) -> Void) {
        switch storedPath {
        case .none:
            break
        case .names(let names):
            for name in names { body(name[...]) }
        case .endOfMessage(let offset, _):
            var text = text
            let utf8 = text.utf8
            text.withUTF8 { bytes in
                StoredPath.forEachName(in: bytes, from: Int(offset)) { range in
                    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                    body(Substring(utf8[start..<utf8.index(start, offsetBy: range.count)]))
                }
            }
        }
    }

    /// The last name on the path, the module a reachability finding reaches.
    package var lastPathName: Substring? {
        var last: Substring?
        forEachPathName { last = $0 }
        return last
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        guard
            lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.target == rhs.target && lhs.text == rhs.text
                && lhs.location == rhs.location
                && (lhs.sharedCause === rhs.sharedCause || lhs.sharedCause?.edge == rhs.sharedCause?.edge)
        else { return false }
        if case .endOfMessage(let left, _) = lhs.storedPath, case .endOfMessage(let right, _) = rhs.storedPath {
            return left == right
        }
        return lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(target)
        hasher.combine(text)
        hasher.combine(location)
        hasher.combine(sharedCause?.edge)
        hasher.combine(hasPath)
        forEachPathName { name in
            for byte in name.utf8 { hasher.combine(byte) }
            hasher.combine(0xFF as UInt8)
        }
    }
}

/// A diagnostic's path: none, its names, or the end of its message, which spells the names joined by
/// ` → `.
private enum StoredPath: Sendable {
    case none
    case names([String])
    /// The path starts at this UTF-8 offset of the message and runs to its end.
    case endOfMessage(offset: Int32, count: Int32)

    /// The bytes that join the names, ` → `.
    static let separator: [UInt8] = Array(" → ".utf8)

    /// How `path` is stored beside `message`: read back from the message's end when that end is
    /// the names joined by ` → ` and no name holds a `→`, so that splitting it at ` → ` gives
    /// exactly the names back.
    init(_ path: [String]?, message: String) {
        guard let path else {
            self = .none
            return
        }
        var message = message
        if let offset = message.withUTF8({ Self.offset(of: path, atEndOf: $0) }) {
            self = .endOfMessage(offset: Int32(offset), count: Int32(path.count))
        } else {
            self = .names(path)
        }
    }

    /// Where `path`, joined by ` → `, starts at the end of `message`; nil when it does not end it
    /// or a name holds the byte that starts `→` (and would be ambiguous to split).
    private static func offset(of path: [String], atEndOf message: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !path.isEmpty, message.count <= Int(Int32.max), let base = message.baseAddress else { return nil }
        var end = message.count
        for (index, name) in path.enumerated().reversed() {
            var name = name
            let matches = name.withUTF8 { name -> Bool in
                guard name.count <= end, !name.contains(separator[1]) else { return false }
                end -= name.count
                guard let nameBase = name.baseAddress else { return true }
                return memcmp(base + end, nameBase, name.count) == 0
            }
            guard matches else { return nil }
            guard index > 0 else { break }
            guard end >= separator.count, memcmp(base + end - separator.count, separator, separator.count) == 0 else {
                return nil
            }
            end -= separator.count
        }
        return end
    }

    /// Calls `body` with the UTF-8 offsets of each part of `utf8[start...]` between separators.
    static func forEachName(in utf8: UnsafeBufferPointer<UInt8>, from start: Int, _ body: (Range<Int>) -> Void) {
        var nameStart = start
        var index = start
        while index < utf8.count {
            if utf8[index] == separator[1], index > start, index + 3 < utf8.count, utf8[index - 1] == separator[0],
                utf8[index + 1] == separator[2], utf8[index + 2] == separator[3], utf8[index + 3] == separator[4]
            {
                body(nameStart..<index - 1)
                index += 4
                nameStart = index
            } else {
                index += 1
            }
        }
        body(nameStart..<utf8.count)
    }
}

/// What a rule reports, before the linter gives it a severity and applies `ignore` lists.
public struct Finding: Sendable, Hashable {
    /// The target the finding is about.
    public var target: String
    /// What is wrong.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// The path, for reachability findings.
    public var path: [String]?
    /// A severity that differs from the rule's, such as the warnings some rules also give.
    public var severity: Severity?
    /// The dependency edge that causes the finding, for findings one edge causes.
    public var cause: CausingEdge? {
        get { sharedCause?.edge }
        set { sharedCause = newValue.map(SharedCausingEdge.init) }
    }
    /// The cause, shared with the rule's other findings that the edge causes.
    package var sharedCause: SharedCausingEdge?

    /// Creates a finding.
    public init(
        target: String, message: String, location: SourceLocation, path: [String]? = nil, severity: Severity? = nil,
        cause: CausingEdge? = nil
    ) {
        self.target = target
        self.message = message
        self.location = location
        self.path = path
        self.severity = severity
        self.sharedCause = cause.map(SharedCausingEdge.init)
    }

    /// Creates a finding whose cause is shared with the rule's other findings.
    package init(
        target: String, message: String, location: SourceLocation, path: [String]?, severity: Severity? = nil,
        sharedCause: SharedCausingEdge?
    ) {
        self.target = target
        self.message = message
        self.location = location
        self.path = path
        self.severity = severity
        self.sharedCause = sharedCause
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.target == rhs.target && lhs.message == rhs.message && lhs.location == rhs.location && lhs.path == rhs.path
            && lhs.severity == rhs.severity && lhs.cause == rhs.cause
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(path)
        hasher.combine(severity)
        hasher.combine(cause)
    }
}
