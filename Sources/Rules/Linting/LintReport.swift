/// The result of linting a manifest: what every reporter renders.
public struct LintReport: Sendable, Hashable {
    /// The root manifest's path, as shown.
    public var manifest: String
    /// The findings, sorted by file, line, column and rule.
    public var diagnostics: [Diagnostic]
    /// How many targets the manifest declares.
    public var targetCount: Int

    /// Creates a report; the diagnostics are sorted.
    public init(manifest: String, diagnostics: [Diagnostic], targetCount: Int) {
        self.manifest = manifest
        self.diagnostics = diagnostics.sorted()
        self.targetCount = targetCount
    }

    /// Findings of severity error.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// Findings of severity warning.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// `2 errors, 1 warning in 14 targets`.
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(errorCount, "error")), \(count(warningCount, "warning")) in \(count(targetCount, "target"))"
    }
}
