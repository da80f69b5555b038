import ManifestParser

/// The findings a project has accepted for now, so that a lint reports only new ones.
///
/// `targetlint lint --write-baseline FILE` records them; `--baseline FILE` subtracts them. Findings
/// are matched by ``Diagnostic/fingerprint``, which does not depend on line numbers, and counted, so
/// a second copy of a recorded finding is new.
public struct Baseline: Sendable, Hashable {
    /// One recorded finding.
    public struct Entry: Sendable, Hashable {
        /// The rule id.
        public var rule: String
        /// The target the finding is about.
        public var target: String
        /// The finding's fingerprint.
        public var fingerprint: String
        /// The message when it was recorded, for people reading the file.
        public var message: String

        /// Creates an entry.
        public init(rule: String, target: String, fingerprint: String, message: String) {
            self.rule = rule
            self.target = target
            self.fingerprint = fingerprint
            self.message = message
        }
    }

    /// The recorded findings.
    public var entries: [Entry]

    /// Creates a baseline of `entries`.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The baseline of every finding in `report`.
    public init(recording report: LintReport) {
        entries = report.diagnostics.map {
            Entry(rule: $0.rule, target: $0.target, fingerprint: $0.fingerprint, message: $0.message)
        }
    }

    /// `report` without the findings this baseline holds, counting how many it held and how many
    /// of its entries no longer occur.
    public func apply(to report: LintReport) -> LintReport {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining["\(entry.rule)\u{0}\(entry.fingerprint)", default: 0] += 1 }
        var kept: [Diagnostic] = []
        var known = 0
        for diagnostic in report.diagnostics {
            let key = "\(diagnostic.rule)\u{0}\(diagnostic.fingerprint)"
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                known += 1
            } else {
                kept.append(diagnostic)
            }
        }
        var filtered = report
        filtered.diagnostics = kept
        filtered.baseline = LintReport.BaselineCounts(known: known, fixed: remaining.values.reduce(0, +))
        return filtered
    }
}
