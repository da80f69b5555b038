import ManifestParser

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
public struct Diagnostic: Sendable, Hashable {
    /// The rule's id, e.g. `no-feature-in-extension`.
    public var rule: String
    /// How much it counts.
    public var severity: Severity
    /// The target the finding is about.
    public var target: String
    /// What is wrong; starts lowercase, names quoted, no trailing period.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// For reachability findings, the target names from the offending target to what it reaches.
    public var path: [String]?

    /// Creates a diagnostic.
    public init(
        rule: String, severity: Severity, target: String, message: String, location: SourceLocation,
        path: [String]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.target = target
        self.message = message
        self.location = location
        self.path = path
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

    /// Creates a finding.
    public init(
        target: String, message: String, location: SourceLocation, path: [String]? = nil, severity: Severity? = nil
    ) {
        self.target = target
        self.message = message
        self.location = location
        self.path = path
        self.severity = severity
    }
}
