import ProjectModel
import TextOutput

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
/// A reachability finding's message ends with its path, `via A → B → C`; both are stored as one
/// ``FindingText``, which keeps the path as node ids and spells it only when it is printed.
public struct Diagnostic: Sendable, Hashable {
    /// The rule's id, e.g. `no-feature-in-extension`.
    public var rule: String
    /// The target the finding is about.
    public var target: String
    /// What is wrong; starts lowercase, names quoted, no trailing period.
    public var message: String {
        get { text.message }
        set { text = .plain(message: newValue, path: text.path) }
    }
    /// Where it is.
    public var location: SourceLocation
    /// For reachability findings, the target names from the offending target to what it reaches.
    public var path: [String]? {
        get { text.path }
        set { text = .plain(message: text.message, path: newValue) }
    }
    /// For findings that one dependency edge causes, that edge; see ``CausingEdge``.
    public var cause: CausingEdge? {
        get { sharedCause?.edge }
        set { sharedCause = newValue.map(SharedCausingEdge.init) }
    }
    /// The message and path as stored.
    package private(set) var text: FindingText
    /// The cause, shared with the other findings of the same rule that the edge causes.
    package private(set) var sharedCause: SharedCausingEdge? {
        @inlinable get { storedCause.shared }
        set { storedCause.shared = newValue }
    }
    /// Read in place by reporters: a getter called in another module copied the whole diagnostic.
    @usableFromInline var storedCause: CauseReference
    /// How much it counts.
    public var severity: Severity

    /// Creates a diagnostic.
    public init(
        rule: String, severity: Severity, target: String, message: String, location: SourceLocation,
        path: [String]? = nil, cause: CausingEdge? = nil
    ) {
        self.init(
            rule: rule, severity: severity, target: target, text: .plain(message: message, path: path),
            location: location, sharedCause: cause.map(SharedCausingEdge.init))
    }

    /// Creates a diagnostic from a stored message and path, whose cause is shared with other diagnostics.
    package init(
        rule: String, severity: Severity, target: String, text: FindingText, location: SourceLocation,
        sharedCause: SharedCausingEdge?
    ) {
        self.rule = rule
        self.target = target
        self.text = text
        self.location = location
        self.storedCause = CauseReference(shared: sharedCause)
        self.severity = severity
    }

    /// Whether the finding has a path.
    package var hasPath: Bool { text.hasPath }

    /// Calls `body` with each name on the path, in order, without building the path's array.
    package func forEachPathName(_ body: (String) -> Void) {
        text.forEachPathName(body)
    }

    /// Writes the message to `output` through `writer`; see ``FindingText/writeMessage(with:to:)``.
    package func writeMessage(with writer: inout some FindingTextWriter, to output: inout TextBuffer) {
        text.writeMessage(with: &writer, to: &output)
    }

    /// Writes the path's names to `output` through `writer`, each between `quote`s and with
    /// `separator` between them.
    package func writePath(
        with writer: inout some FindingTextWriter, separator: String, quote: String = "", to output: inout TextBuffer
    ) {
        text.writePath(with: &writer, separator: separator, quote: quote, to: &output)
    }

    /// The last name on the path, the module a reachability finding reaches.
    package var lastPathName: String? {
        var last: String?
        forEachPathName { last = $0 }
        return last
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.target == rhs.target
            && lhs.location == rhs.location
            && (lhs.sharedCause === rhs.sharedCause || lhs.sharedCause?.edge == rhs.sharedCause?.edge)
            && FindingText.spellSame(lhs.text, rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(target)
        hasher.combine(location)
        hasher.combine(sharedCause?.edge)
        text.hash(into: &hasher)
    }
}

/// What a rule reports, before the linter gives it a severity and applies `ignore` lists.
public struct Finding: Sendable, Hashable {
    /// The target the finding is about.
    public var target: String
    /// What is wrong.
    public var message: String {
        get { text.message }
        set { text = .plain(message: newValue, path: text.path) }
    }
    /// Where it is.
    public var location: SourceLocation
    /// The path, for reachability findings.
    public var path: [String]? {
        get { text.path }
        set { text = .plain(message: text.message, path: newValue) }
    }
    /// A severity that differs from the rule's, such as the warnings some rules also give.
    public var severity: Severity?
    /// The dependency edge that causes the finding, for findings one edge causes.
    public var cause: CausingEdge? {
        get { sharedCause?.edge }
        set { sharedCause = newValue.map(SharedCausingEdge.init) }
    }
    /// The message and path as stored.
    package var text: FindingText
    /// The cause, shared with the rule's other findings that the edge causes.
    package var sharedCause: SharedCausingEdge? {
        @inlinable get { storedCause.shared }
        set { storedCause.shared = newValue }
    }
    @usableFromInline var storedCause: CauseReference

    /// Creates a finding.
    public init(
        target: String, message: String, location: SourceLocation, path: [String]? = nil, severity: Severity? = nil,
        cause: CausingEdge? = nil
    ) {
        self.init(
            target: target, text: .plain(message: message, path: path), location: location, severity: severity,
            sharedCause: cause.map(SharedCausingEdge.init))
    }

    /// Creates a finding whose cause is shared with the rule's other findings.
    package init(
        target: String, message: String, location: SourceLocation, path: [String]?, severity: Severity? = nil,
        sharedCause: SharedCausingEdge?
    ) {
        self.init(
            target: target, text: .plain(message: message, path: path), location: location, severity: severity,
            sharedCause: sharedCause)
    }

    /// Creates a finding from a stored message and path.
    package init(
        target: String, text: FindingText, location: SourceLocation, severity: Severity? = nil,
        sharedCause: SharedCausingEdge?
    ) {
        self.target = target
        self.text = text
        self.location = location
        self.severity = severity
        self.storedCause = CauseReference(shared: sharedCause)
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.target == rhs.target && lhs.location == rhs.location && lhs.severity == rhs.severity
            && lhs.cause == rhs.cause && FindingText.spellSame(lhs.text, rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(location)
        hasher.combine(severity)
        hasher.combine(cause)
        text.hash(into: &hasher)
    }
}
