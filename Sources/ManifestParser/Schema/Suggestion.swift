/// "Did you mean" suggestions for misspelled names.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo;
    /// failing that, the only candidate that starts with `name` (of three characters or more), as
    /// `no-feature` suggests `no-feature-in-extension`.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowercased = name.lowercased()
        let target = Array(lowercased.utf8)
        var best: (candidate: String, distance: Int)?
        var extensions: [String] = []
        for candidate in candidates {
            let folded = candidate.lowercased()
            let distance = editDistance(target, Array(folded.utf8))
            // Equal distances go to the first name in byte order, whatever order names come in.
            let isCloser =
                best.map {
                    distance < $0.distance
                        || (distance == $0.distance && candidate.utf8.lexicographicallyPrecedes($0.candidate.utf8))
                } ?? true
            if isCloser { best = (candidate, distance) }
            if folded.hasPrefix(lowercased) { extensions.append(candidate) }
        }
        if let (candidate, distance) = best, distance <= max(1, min(target.count, candidate.utf8.count) / 3) {
            return candidate
        }
        return target.count >= 3 && extensions.count == 1 ? extensions[0] : nil
    }

    /// `"; did you mean 'x'?"` when there is a close candidate, else an empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, two rows at a time.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
