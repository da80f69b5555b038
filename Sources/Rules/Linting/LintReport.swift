/// The result of linting a manifest: what every reporter renders.
public struct LintReport: Sendable, Hashable {
    /// The root manifest's path, as shown.
    public var manifest: String
    /// The findings, sorted by file, line, column and rule; findings at the same place keep the
    /// order their rule reported them in (for reachability rules, nearest module first).
    public var diagnostics: [Diagnostic]
    /// How many targets the manifest declares.
    public var targetCount: Int
    /// With a baseline applied: how many findings it held back and how many of its entries are fixed.
    public var baseline: BaselineCounts?

    /// What applying a baseline did.
    public struct BaselineCounts: Sendable, Hashable {
        /// Findings the baseline holds, left out of the report.
        public var known: Int
        /// Baseline entries that no longer occur.
        public var fixed: Int

        /// Creates counts.
        public init(known: Int, fixed: Int) {
            self.known = known
            self.fixed = fixed
        }
    }

    /// Creates a report; the diagnostics are sorted by file, line, column and rule id, and keep
    /// their given order where those are equal.
    public init(manifest: String, diagnostics: [Diagnostic], targetCount: Int) {
        self.manifest = manifest
        self.diagnostics = Self.sorted(diagnostics)
        self.targetCount = targetCount
    }

    /// A stable sort on (file, line, column, rule). Strings compare byte by byte, which is stable
    /// across platforms and much faster than Unicode-aware ordering; the original index breaks ties.
    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func precedes(_ lhs: String, _ rhs: String) -> Bool { lhs.utf8.lexicographicallyPrecedes(rhs.utf8) }
        let order = diagnostics.indices.sorted { left, right in
            let lhs = diagnostics[left]
            let rhs = diagnostics[right]
            if lhs.location.file != rhs.location.file { return precedes(lhs.location.file, rhs.location.file) }
            if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
            if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
            if lhs.rule != rhs.rule { return precedes(lhs.rule, rhs.rule) }
            return left < right
        }
        return order.map { diagnostics[$0] }
    }

    /// Findings of severity error.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// Findings of severity warning.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// `2 errors, 1 warning in 14 targets`, and with a baseline
    /// `...; 30 known findings in the baseline, 2 fixed since`.
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let summary =
            "\(count(errorCount, "error")), \(count(warningCount, "warning")) in \(count(targetCount, "target"))"
        guard let baseline else { return summary }
        return "\(summary); \(count(baseline.known, "known finding")) in the baseline, \(baseline.fixed) fixed since"
    }
}
