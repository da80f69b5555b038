import TextOutput

/// The findings a project has accepted for now, so that a lint reports only new ones.
///
/// `targetlint lint --write-baseline FILE` records them; `--baseline FILE` subtracts them. Findings
/// are matched by their rule and ``Diagnostic/fingerprint``, which does not depend on line numbers,
/// and counted, so a second copy of a recorded finding is new. A finding fingerprinted by its target
/// alone (``Diagnostic/isFingerprintedByTarget``) that matches no entry is also held by the entries
/// its rule recorded for the same target under other fingerprints, such as the one finding per
/// setting and configuration that `size-build-settings` gave before it gave one per target.
public struct Baseline: Sendable, Hashable {
    /// The findings of one rule about one target that share a fingerprint.
    public struct Entry: Sendable, Hashable {
        /// The rule id.
        public var rule: String
        /// The target the findings are about, for people reading the file; the fingerprint covers it.
        public var target: String
        /// The findings' fingerprint.
        public var fingerprint: String
        /// How many such findings were recorded; at least 1.
        public var count: Int

        /// Creates an entry.
        public init(rule: String, target: String, fingerprint: String, count: Int = 1) {
            self.rule = rule
            self.target = target
            self.fingerprint = fingerprint
            self.count = count
        }

        /// Whether this entry comes before `other`: by rule, target and fingerprint, byte by byte.
        func precedes(_ other: Entry) -> Bool {
            if rule != other.rule { return Baseline.precedes(rule, other.rule) }
            if target != other.target { return Baseline.precedes(target, other.target) }
            return Baseline.precedes(fingerprint, other.fingerprint)
        }
    }

    /// The recorded findings, one entry per rule, target and fingerprint, sorted by those byte by
    /// byte, so that the file does not change when findings only move.
    public private(set) var entries: [Entry]

    /// A baseline of `entries`: entries for the same rule, target and fingerprint are added up, and
    /// entries with a count below 1 left out.
    /// - Complexity: O(n) when `entries` are sorted and distinct already, as a file holds them;
    ///   O(n log n) otherwise.
    public init(entries: [Entry]) {
        let normalized = entries.indices.allSatisfy { index in
            entries[index].count > 0 && (index == 0 || entries[index - 1].precedes(entries[index]))
        }
        guard !normalized else {
            self.entries = entries
            return
        }
        var merged: [Entry] = []
        for entry in entries.filter({ $0.count > 0 }).sorted(by: { $0.precedes($1) }) {
            if let last = merged.last, last.rule == entry.rule, last.target == entry.target,
                last.fingerprint == entry.fingerprint
            {
                merged[merged.count - 1].count = Self.sum(last.count, entry.count)
            } else {
                merged.append(entry)
            }
        }
        self.entries = merged
    }

    /// The baseline of every finding in `report`.
    /// - Complexity: O(n log n) in the findings, comparing numbers, not names.
    public init(recording report: LintReport) {
        // Rules and targets are numbered in name order, so that sorting compares numbers.
        var rules: [String: Int] = [:]
        var targets: [String: Int] = [:]
        var keys: [(rule: Int, target: Int, fingerprint: UInt64)] = []
        keys.reserveCapacity(report.diagnostics.count)
        for diagnostic in report.diagnostics {
            let rule = rules[diagnostic.rule] ?? rules.count
            if rule == rules.count { rules[diagnostic.rule] = rule }
            let target = targets[diagnostic.target] ?? targets.count
            if target == targets.count { targets[diagnostic.target] = target }
            keys.append((rule, target, diagnostic.fingerprintValue))
        }
        let ruleNames = Self.namesInOrder(rules)
        let targetNames = Self.namesInOrder(targets)
        let ruleRanks = Self.ranks(of: ruleNames, in: rules)
        let targetRanks = Self.ranks(of: targetNames, in: targets)
        for index in keys.indices {
            keys[index].rule = ruleRanks[keys[index].rule]
            keys[index].target = targetRanks[keys[index].target]
        }
        keys.sort { $0 < $1 }
        var entries: [Entry] = []
        for (index, key) in keys.enumerated() {
            if index > 0 && keys[index - 1] == key {
                entries[entries.count - 1].count += 1
                continue
            }
            var text = TextBuffer(capacity: 16)
            text.append(hex: key.fingerprint)
            entries.append(Entry(rule: ruleNames[key.rule], target: targetNames[key.target], fingerprint: text.text))
        }
        self.entries = entries
    }

    /// How many findings the baseline records.
    public var findingCount: Int { entries.reduce(0) { Self.sum($0, $1.count) } }

    /// `report` without the findings this baseline holds, counting how many it held and how many
    /// of its recorded findings no longer occur. A finding fingerprinted by its target that no entry
    /// matches takes every entry left for its rule and target instead, counted as one known finding.
    /// - Complexity: O(n + m) for n entries and m findings.
    public func apply(to report: LintReport) -> LintReport {
        // For each rule, fingerprint → findings left to absorb. A fingerprint that is not 16
        // hexadecimal digits matches nothing, so it counts as fixed.
        var rules: [String: Int] = [:]
        var remaining: [[UInt64: Int]] = []
        var unmatchable = 0
        // For rules fingerprinted by target: rule → target → the fingerprints recorded for it.
        var byTarget: [String: [String: [UInt64]]] = [:]
        // Entries come grouped by rule, so the rule often repeats.
        var lastEntryRule: (name: String, index: Int)?
        for entry in entries {
            guard let value = Self.fingerprintValue(entry.fingerprint) else {
                unmatchable = Self.sum(unmatchable, entry.count)
                continue
            }
            let rule: Int
            if let last = lastEntryRule, last.name == entry.rule {
                rule = last.index
            } else {
                rule = rules[entry.rule] ?? remaining.count
                if rule == remaining.count {
                    rules[entry.rule] = rule
                    remaining.append([:])
                }
                lastEntryRule = (entry.rule, rule)
            }
            remaining[rule][value] = Self.sum(remaining[rule][value] ?? 0, entry.count)
            if Diagnostic.targetFingerprintRules.contains(entry.rule) {
                byTarget[entry.rule, default: [:]][entry.target, default: []].append(value)
            }
        }
        var kept: [Diagnostic] = []
        var known = 0
        // Findings come sorted by place, so the rule often repeats.
        var last: (name: String, rule: Int?)?
        for diagnostic in report.diagnostics {
            if last?.name != diagnostic.rule { last = (diagnostic.rule, rules[diagnostic.rule]) }
            if let rule = last?.rule, let index = remaining[rule].index(forKey: diagnostic.fingerprintValue),
                remaining[rule].values[index] > 0
            {
                remaining[rule].values[index] -= 1
                known += 1
            } else {
                kept.append(diagnostic)
            }
        }
        if !byTarget.isEmpty {
            kept.removeAll { diagnostic in
                guard diagnostic.isFingerprintedByTarget, let rule = rules[diagnostic.rule],
                    let recorded = byTarget[diagnostic.rule]?[diagnostic.target],
                    recorded.contains(where: { (remaining[rule][$0] ?? 0) > 0 })
                else { return false }
                for fingerprint in recorded { remaining[rule][fingerprint] = 0 }
                known += 1
                return true
            }
        }
        var filtered = report
        filtered.diagnostics = kept
        let fixed = remaining.reduce(unmatchable) { $1.values.reduce($0, Self.sum) }
        filtered.baseline = LintReport.BaselineCounts(known: known, fixed: fixed)
        return filtered
    }

    /// The number 16 lowercase hexadecimal digits spell, as ``Diagnostic/fingerprint`` writes it;
    /// nil for any other text.
    package static func fingerprintValue(_ text: String) -> UInt64? {
        // The bytes read in place: through the UTF-8 view, a byte cost some 40 instructions.
        text.withUTF8Bytes { bytes in
            guard bytes.count == 16 else { return nil }
            var value: UInt64 = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
                default: return nil
                }
            }
            return value
        }
    }

    /// Whether `lhs` comes before `rhs` byte by byte, as `lexicographicallyPrecedes` on their UTF-8
    /// would say, without its cost per byte.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                    return left[index] < right[index]
                }
                return left.count < right.count
            }
        }
    }

    /// The keys of `numbers`, sorted byte by byte.
    private static func namesInOrder(_ numbers: [String: Int]) -> [String] {
        numbers.keys.sorted(by: precedes)
    }

    /// For each number in `numbers`, the position of its name in `names`.
    private static func ranks(of names: [String], in numbers: [String: Int]) -> [Int] {
        var ranks = Array(repeating: 0, count: names.count)
        for (rank, name) in names.enumerated() { ranks[numbers[name] ?? 0] = rank }
        return ranks
    }

    /// `lhs + rhs`, or `Int.max` where that overflows, so that no count can trap.
    private static func sum(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? .max : sum
    }
}
