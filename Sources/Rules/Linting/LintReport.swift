import TextOutput

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
    public init(manifest: String, diagnostics: consuming [Diagnostic], targetCount: Int) {
        self.manifest = manifest
        self.diagnostics = diagnostics
        self.targetCount = targetCount
        Self.sort(&self.diagnostics)
    }

    /// A stable sort on (file, line, column, rule). Strings compare byte by byte, which is stable
    /// across platforms and much faster than Unicode-aware ordering; the original index breaks ties.
    /// Each diagnostic's place is reduced to two numbers, files and rules replaced by their ranks,
    /// and those are sorted; the diagnostics are then moved into place, never copied.
    /// - Complexity: O(n log n) comparisons of integers, plus ranking the distinct files and rules;
    ///   a scratch buffer as large as the diagnostics while they move.
    private static func sort(_ diagnostics: inout [Diagnostic]) {
        struct Key {
            /// The file's id, then rank, in the high half; the line in the low half.
            var primary: UInt64
            /// The column in the high half; the rule's id, then rank, in the low half.
            var secondary: UInt64
            var index: Int
        }
        func clamped(_ value: Int) -> UInt64 { UInt64(truncatingIfNeeded: min(max(value, 0), Int(UInt32.max))) }
        var files = StringRanks()
        var rules = StringRanks()
        var keys: [Key] = []
        keys.reserveCapacity(diagnostics.count)
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                keys.append(
                    Key(
                        primary: UInt64(files.id(of: diagnostics[index].location.file)) << 32
                            | clamped(diagnostics[index].location.line),
                        secondary: clamped(diagnostics[index].location.column) << 32
                            | UInt64(rules.id(of: diagnostics[index].rule)), index: index))
            }
        }
        let fileRanks = files.ranks()
        let ruleRanks = rules.ranks()
        for index in keys.indices {
            let key = keys[index]
            keys[index].primary = UInt64(fileRanks[Int(key.primary >> 32)]) << 32 | (key.primary & 0xFFFF_FFFF)
            keys[index].secondary = (key.secondary & ~0xFFFF_FFFF) | UInt64(ruleRanks[Int(key.secondary & 0xFFFF_FFFF)])
        }
        keys.sort { ($0.primary, $0.secondary, $0.index) < ($1.primary, $1.secondary, $1.index) }
        // Position i takes the diagnostic at keys[i].index. Findings arrive in long runs that keep
        // their order (one clip's, one rule's), so they are moved run by run into a scratch buffer
        // in sorted order, then back in one move: two passes that read memory in order, where
        // following the permutation's cycles jumped across the whole array, a cache miss a step.
        // Moving neither retains nor releases.
        let count = keys.count
        guard keys.indices.contains(where: { keys[$0].index != $0 }) else { return }
        let scratch = UnsafeMutablePointer<Diagnostic>.allocate(capacity: count)
        defer { scratch.deallocate() }
        diagnostics.withUnsafeMutableBufferPointer { diagnostics in
            guard let base = diagnostics.baseAddress else { return }
            var start = 0
            while start < count {
                var end = start + 1
                while end < count && keys[end].index == keys[end - 1].index + 1 { end += 1 }
                (scratch + start).moveInitialize(from: base + keys[start].index, count: end - start)
                start = end
            }
            base.moveInitialize(from: scratch, count: count)
        }
    }

    /// Findings of severity error.
    public var errorCount: Int { count(of: .error) }
    /// Findings of severity warning.
    public var warningCount: Int { count(of: .warning) }

    private func count(of severity: Severity) -> Int {
        diagnostics.withUnsafeBufferPointer { diagnostics in
            var count = 0
            for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
            return count
        }
    }

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

/// Numbers for the distinct strings among many, such as the files of a report's findings, and
/// their ranks in byte order. Strings are told apart by their bytes: two Unicode spellings of a file
/// name are two files, ranked where their bytes sort.
private struct StringRanks {
    private var ids: [Spelling: UInt32] = [:]
    private var strings: [String] = []
    private var last: (string: String, id: UInt32)?

    /// A string that equals another only byte for byte, where `String` compares canonical
    /// equivalence.
    private struct Spelling: Hashable {
        let string: String

        static func == (lhs: Spelling, rhs: Spelling) -> Bool { lhs.string.hasSameBytes(as: rhs.string) }

        func hash(into hasher: inout Hasher) {
            string.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The number of `string`, given in order of first appearance.
    mutating func id(of string: String) -> UInt32 {
        // Neighbours mostly share their file and rule; the hashing is skipped then.
        if let last, last.string.hasSameBytes(as: string) { return last.id }
        let id: UInt32
        if let known = ids[Spelling(string: string)] {
            id = known
        } else {
            id = UInt32(truncatingIfNeeded: strings.count)
            ids[Spelling(string: string)] = id
            strings.append(string)
        }
        last = (string, id)
        return id
    }

    /// For each id, the rank of its string among all, ordered byte by byte.
    func ranks() -> [UInt32] {
        var ranks = [UInt32](repeating: 0, count: strings.count)
        let order = strings.indices.sorted { strings[$0].utf8.lexicographicallyPrecedes(strings[$1].utf8) }
        for (rank, id) in order.enumerated() { ranks[id] = UInt32(truncatingIfNeeded: rank) }
        return ranks
    }
}
