/// "Did you mean" suggestions for misspelled names.
public enum Suggestion {
    /// Names longer than this many bytes (after folding case) get no suggestion, and candidates
    /// longer than this are never suggested: a typo is a short name, and the bound keeps each
    /// comparison small however long the names a file holds.
    public static let maximumLength = 128

    /// The candidate closest to `name` by edit distance among those close enough to be a likely
    /// typo (at most a third of the shorter name's length, and at least 1); failing that, the only
    /// candidate that starts with `name` (of three characters or more), as `no-feature` suggests
    /// `no-feature-in-extension`. Case is ignored; equal distances go to the first candidate in
    /// byte order, whatever order the candidates come in.
    ///
    /// To look up many names among the same candidates, prepare them once with ``Candidates``.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        Candidates(candidates).closest(to: name)
    }

    /// `"; did you mean 'x'?"` when there is a close candidate, else an empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        Candidates(candidates).didYouMean(name)
    }

    /// Candidate names prepared for many look-ups: folded to lowercase once, ordered by length (so
    /// that a look-up compares only the names whose length is within reach) and by text (so that
    /// the names a prefix extends are found by binary search).
    public struct Candidates: Sendable {
        private struct Entry: Sendable {
            package var name: String
            package var folded: [UInt8]
        }

        /// By folded length, then in the order given.
        private let byLength: [Entry]
        /// Indices into `byLength`, by folded text.
        private let byText: [Int]

        /// Prepares `names`; those longer than ``Suggestion/maximumLength`` are left out.
        /// - Complexity: O(c log c) for c names.
        public init(_ names: some Sequence<String>) {
            var entries: [Entry] = []
            for name in names where name.utf8.count <= 4 * Suggestion.maximumLength {
                let folded = Array(name.lowercased().utf8)
                if folded.count <= Suggestion.maximumLength { entries.append(Entry(name: name, folded: folded)) }
            }
            let order = entries.indices.sorted { (entries[$0].folded.count, $0) < (entries[$1].folded.count, $1) }
            let byLength = order.map { entries[$0] }
            self.byLength = byLength
            byText = byLength.indices.sorted { byLength[$0].folded.lexicographicallyPrecedes(byLength[$1].folded) }
        }

        /// The suggestion for `name`, as ``Suggestion/closest(to:in:)`` describes it.
        /// - Complexity: O(log c + w × n × d) for c candidates, w of them within reach of `name`'s
        ///   length, n ≤ ``Suggestion/maximumLength`` bytes of `name` and a distance bound d ≤ n / 3:
        ///   each comparison computes only a band around the diagonal and stops once every path in
        ///   it exceeds the bound.
        public func closest(to name: String) -> String? {
            guard name.utf8.count <= 4 * Suggestion.maximumLength else { return nil }
            let target = Array(name.lowercased().utf8)
            guard target.count <= Suggestion.maximumLength else { return nil }
            // A candidate of length m is within reach when |n - m| ≤ max(1, min(n, m) / 3), which
            // holds only for m ≤ n + max(1, n / 3).
            let longest = target.count + max(1, target.count / 3)
            var best: (name: String, distance: Int)?
            var rows = EditDistanceRows()
            var counts = ByteCounts(target)
            var index = lowerBound(length: max(0, target.count - max(1, target.count / 3)))
            while index < byLength.count, byLength[index].folded.count <= longest {
                let entry = byLength[index]
                index += 1
                let bound = max(1, min(target.count, entry.folded.count) / 3)
                let limit = min(bound, best?.distance ?? bound)
                guard counts.bagDistance(to: entry.folded) <= limit,
                    let distance = rows.distance(target, entry.folded, limit: limit)
                else { continue }
                // Equal distances go to the first name in byte order.
                if let current = best, distance == current.distance,
                    !entry.name.utf8.lexicographicallyPrecedes(current.name.utf8)
                {
                    continue
                }
                best = (entry.name, distance)
            }
            if let best { return best.name }
            return target.count >= 3 ? onlyExtension(of: target) : nil
        }

        /// `"; did you mean 'x'?"` when there is a close candidate, else an empty string.
        public func didYouMean(_ name: String) -> String {
            closest(to: name).map { "; did you mean '\($0)'?" } ?? ""
        }

        /// The first position in `byLength` whose folded length is at least `length`.
        private func lowerBound(length: Int) -> Int {
            var low = 0
            var high = byLength.count
            while low < high {
                let middle = low + (high - low) / 2
                if byLength[middle].folded.count < length { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The one candidate whose folded text starts with `prefix`; nil for none or several.
        private func onlyExtension(of prefix: [UInt8]) -> String? {
            var low = 0
            var high = byText.count
            while low < high {
                let middle = low + (high - low) / 2
                if byLength[byText[middle]].folded.lexicographicallyPrecedes(prefix) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            // Names that start with `prefix` follow it in text order, one after another.
            guard low < byText.count, byLength[byText[low]].folded.starts(with: prefix) else { return nil }
            if low + 1 < byText.count && byLength[byText[low + 1]].folded.starts(with: prefix) { return nil }
            return byLength[byText[low]].name
        }
    }
}

/// How many times each byte occurs in a name, to bound its edit distance to others cheaply.
struct ByteCounts {
    private var counts = [Int](repeating: 0, count: 256)
    private let length: Int

    package init(_ bytes: [UInt8]) {
        for byte in bytes { counts[Int(byte)] += 1 }
        length = bytes.count
    }

    /// The bag distance to `other`: the larger of the number of bytes of this name that `other`
    /// lacks and the number of bytes of `other` this name lacks, each counted with repeats. Every
    /// edit fixes at most one of each, so it never exceeds the edit distance.
    /// - Complexity: O(|other|).
    mutating func bagDistance(to other: [UInt8]) -> Int {
        var extra = 0
        for byte in other {
            counts[Int(byte)] -= 1
            if counts[Int(byte)] < 0 { extra += 1 }
        }
        for byte in other { counts[Int(byte)] += 1 }
        // Bytes of `other` matched here: other.count - extra; the rest of this name is missing there.
        return max(extra, length - (other.count - extra))
    }
}

/// Levenshtein distance up to a bound, over two rows reused from one comparison to the next.
struct EditDistanceRows {
    private var previous: [Int] = []
    private var current: [Int] = []

    /// The edit distance between `a` and `b` when it is at most `limit`, else nil.
    ///
    /// Only the cells within `limit` of the diagonal can hold a distance of `limit` or less, so only
    /// they are computed (Ukkonen's band); a row in which every cell is over `limit` ends the search.
    /// - Complexity: O(|a| × (2 × limit + 1)) time, O(|b|) space.
    package mutating func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Anything over the limit is stored as `over`, which keeps every sum small.
        let over = limit + 1
        previous.removeAll(keepingCapacity: true)
        current.removeAll(keepingCapacity: true)
        for column in 0...b.count { previous.append(min(column, over)) }
        current.append(contentsOf: repeatElement(over, count: b.count + 1))
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            guard low <= high else { return nil }
            // The cell left of the band: column 0 holds i, any other is out of reach.
            current[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                let cell = min(previous[j] + 1, current[j - 1] + 1, substitution, over)
                current[j] = cell
                rowMinimum = min(rowMinimum, cell)
            }
            // The cell right of the band is out of reach for the next row.
            if high < b.count { current[high + 1] = over }
            if rowMinimum >= over { return nil }
            swap(&previous, &current)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
