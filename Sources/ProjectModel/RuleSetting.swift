/// One entry of a manifest's `rules:` map: a severity, options, or both. The rules library reads
/// the options; the manifest layer only checks the shape.
public struct RuleSetting: Sendable, Hashable {
    /// The rule id, where it is written.
    public var id: Located<String>
    /// The severity set for the rule, if any.
    public var severity: Located<RuleSeverity>?
    /// The options beside `severity:`, in the order written, each where it is written.
    public var options: [ManifestValuePair]
    /// The file the entry is written in.
    public var file: String

    /// Creates a setting.
    public init(id: Located<String>, severity: Located<RuleSeverity>?, options: [ManifestValuePair], file: String) {
        self.id = id
        self.severity = severity
        self.options = options
        self.file = file
    }
}

/// How a rule's findings count.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable {
    /// Fails the lint (exit 1).
    case error
    /// Reported; fails only with `--strict`.
    case warning
    /// Not run.
    case off
}
