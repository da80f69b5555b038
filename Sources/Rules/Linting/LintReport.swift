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
        self.diagnostics.withUnsafeMutableBufferPointer { diagnostics in
            guard let base = diagnostics.baseAddress else { return }
            let keys = Self.sortedKeys(of: [diagnostics])
            guard keys.indices.contains(where: { keys[$0].index != $0 }) else { return }
            // Moved out in sorted order, then back in one move.
            let scratch = UnsafeMutablePointer<Diagnostic>.allocate(capacity: keys.count)
            defer { scratch.deallocate() }
            Self.move([diagnostics], in: keys, to: scratch)
            base.moveInitialize(from: scratch, count: keys.count)
        }
    }

    /// Creates a report of the diagnostics in `parts`, taken in order and moved, not copied, as
    /// ``init(manifest:diagnostics:targetCount:)`` sorts them; the parts are left empty.
    init(manifest: String, parts: [DiagnosticBuffer], targetCount: Int) {
        self.manifest = manifest
        self.targetCount = targetCount
        let sources = parts.map(\.contents)
        let keys = Self.sortedKeys(of: sources)
        self.diagnostics = Array(unsafeUninitializedCapacity: keys.count) { sorted, initialized in
            if let destination = sorted.baseAddress { Self.move(sources, in: keys, to: destination) }
            initialized = keys.count
        }
        for part in parts { part.markMovedOut() }
    }

    /// Where a diagnostic sorts: its file's rank and line, its column and rule's rank, and its
    /// index among all the sources' diagnostics, taken in order, which breaks ties.
    private struct Key {
        /// The file's id, then rank, in the high half; the line in the low half.
        var primary: UInt64
        /// The column in the high half; the rule's id, then rank, in the low half.
        var secondary: UInt64
        var index: Int
    }

    /// A stable sort on (file, line, column, rule) of the diagnostics of `sources`, taken in order.
    /// Strings compare byte by byte, which is stable across platforms and much faster than
    /// Unicode-aware ordering; the index breaks ties. Each diagnostic's place is reduced to two
    /// numbers, files and rules replaced by their ranks, and those are sorted.
    /// - Complexity: O(n log n) comparisons of integers, plus ranking the distinct files and rules.
    private static func sortedKeys(of sources: [UnsafeMutableBufferPointer<Diagnostic>]) -> [Key] {
        func clamped(_ value: Int) -> UInt64 { UInt64(truncatingIfNeeded: min(max(value, 0), Int(UInt32.max))) }
        var files = StringRanks()
        var rules = StringRanks()
        var keys: [Key] = []
        keys.reserveCapacity(sources.reduce(0) { $0 + $1.count })
        for diagnostics in sources {
            for index in diagnostics.indices {
                keys.append(
                    Key(
                        primary: UInt64(files.id(of: diagnostics[index].location.file)) << 32
                            | clamped(diagnostics[index].location.line),
                        secondary: clamped(diagnostics[index].location.column) << 32
                            | UInt64(rules.id(of: diagnostics[index].rule)), index: keys.count))
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
        return keys
    }

    /// Moves the diagnostics of `sources` to `destination` in the order of `keys`. Findings arrive
    /// in long runs that keep their order (one clip's, one rule's), so they are moved run by run:
    /// reading memory in order, where following the permutation's cycles jumped across it, a cache
    /// miss a step. Moving neither retains nor releases.
    private static func move(
        _ sources: [UnsafeMutableBufferPointer<Diagnostic>], in keys: [Key],
        to destination: UnsafeMutablePointer<Diagnostic>
    ) {
        // Where each source's diagnostics start among all.
        var starts: [Int] = []
        var total = 0
        for source in sources {
            starts.append(total)
            total += source.count
        }
        var start = 0
        while start < keys.count {
            let first = keys[start].index
            // The last source that starts at or before the run's first diagnostic.
            var source = 0
            var upper = sources.count - 1
            while source < upper {
                let middle = (source + upper + 1) / 2
                if starts[middle] <= first { source = middle } else { upper = middle - 1 }
            }
            let sourceEnd = starts[source] + sources[source].count
            var end = start + 1
            while end < keys.count && keys[end].index == keys[end - 1].index + 1 && keys[end].index < sourceEnd {
                end += 1
            }
            if let base = sources[source].baseAddress {
                (destination + start).moveInitialize(from: base + (first - starts[source]), count: end - start)
            }
            start = end
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
