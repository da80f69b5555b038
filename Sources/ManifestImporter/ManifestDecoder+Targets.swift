import ProjectModel
import Threads
import YAML

extension ManifestDecoder {
    /// The fewest entries of `targets:` decoded on several threads: below it, starting a thread costs
    /// more than it saves.
    static let entriesForThreads = 2_000
    /// The smallest run, as a share of the nodes for each thread: a run also costs a decoder, a
    /// storage object and a copy of the file name.
    static let smallestRunShare = 32

    /// Decodes the entries of `targets:` into declarations, in order, skipping those that declare no
    /// target; on `threads` threads (by default every core for a large map, one for a small one),
    /// in runs of entries.
    ///
    /// Each run is decoded by a decoder of its own into its place in one buffer, through a storage
    /// object and a file name of its own: threads that retained the same ones would wait for each
    /// other's reference counts. Their problems follow this decoder's, in the order of the runs.
    mutating func decodeTargets(_ entries: YAMLNode.Pairs, threads: Int? = nil) -> [TargetDeclaration] {
        let threads = max(1, threads ?? (entries.count >= Self.entriesForThreads ? ConcurrentJobs.coreCount : 1))
        let bounds = Self.runs(of: entries, threads: threads)
        let file = reader.file
        var problems: [[InputProblem]] = []
        let targets = [TargetDeclaration](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
            initialized = 0
            // No memory for no entries, and nothing to decode.
            guard let base = buffer.baseAddress else { return }
            let slots = SharedBuffer(base)
            let runs = ConcurrentJobs.map(count: bounds.count - 1, threads: threads) { run in
                let own = run == 0
                let document = own ? entries.storage : entries.storage.twin()
                let pairs = YAMLNode.Pairs(document, first: entries.first, count: entries.count)
                var decoder = ManifestDecoder(file: own ? file : String(decoding: Array(file.utf8), as: UTF8.self))
                let first = bounds[run]
                var filled = 0
                for index in first..<bounds[run + 1] {
                    if decoder.decodeTarget(pairs, at: index, in: document, into: slots.base + first + filled) {
                        filled += 1
                    }
                }
                return (filled, decoder.reader.problems)
            }
            // Entries that declared no target left gaps at the ends of their runs.
            for (run, (filled, runProblems)) in runs.enumerated() {
                if filled > 0, bounds[run] != initialized {
                    (base + initialized).moveInitialize(from: base + bounds[run], count: filled)
                }
                initialized += filled
                problems.append(runProblems)
            }
        }
        for runProblems in problems { reader.problems += runProblems }
        return targets
    }

    /// The first entry of each run of `entries` that `threads` threads take in turn, and then the
    /// count of entries. Nodes are counted by the ids of the entries' keys, which the parser gives
    /// in document order. Each run holds half the nodes not yet in a run, shared among the threads,
    /// and no fewer than a ``smallestRunShare``-th of a thread's share: runs taken in turn by
    /// whichever thread is free even out targets that take longer (those with settings, say)
    /// without knowing in advance which they are, and the small runs at the end leave no thread
    /// long alone with a large one. In sixteen runs of equal size, the 10,000-target manifest's last
    /// two (its app extensions, with settings) took 0.5 to 0.9 ms where the others took 0.2 to 0.3,
    /// and the decoding took 2.72 to 2.87 ms against 2.51 to 2.62 ms so (medians of 25 runs in
    /// process, three rounds).
    private static func runs(of entries: YAMLNode.Pairs, threads: Int) -> [Int] {
        guard threads > 1, entries.count > 1 else { return [0, entries.count] }
        let low = entries.keyID(at: 0)
        let span = entries.keyID(at: entries.count - 1) - low
        var bounds = [0]
        var inRuns = 0
        while true {
            inRuns += max((span - inRuns) / (2 * threads), span / (threads * smallestRunShare), 1)
            guard inRuns < span else { break }
            // The first entry whose key comes at or after the run's end.
            let target = low + inRuns
            var (lower, upper) = (bounds[bounds.count - 1], entries.count)
            while lower < upper {
                let middle = lower + (upper - lower) / 2
                if entries.keyID(at: middle) < target { lower = middle + 1 } else { upper = middle }
            }
            bounds.append(lower)
        }
        bounds.append(entries.count)
        return bounds
    }
}
