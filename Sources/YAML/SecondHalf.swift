import SourceText
import Threads

/// The second half of a large text, read on another thread while the calling one reads the first.
///
/// A manifest of thousands of targets is mostly one block mapping, `targets:`. In a large text a line
/// a little before the middle that looks like a key of that mapping is picked, and another thread
/// reads from it the pairs of a block mapping at that line's indentation and at the depth of a
/// mapping under a key of the root one, to the first line indented less. When the calling thread's
/// reader comes to a key on that very line, in a mapping at that depth, the pairs it would read
/// from there are the ones the other thread read: a block mapping's pairs depend on nothing before
/// them but their indentation, their depth and the anchors defined before, and a second half is
/// kept only if it used no anchor, alias or merge key at its top and warned of nothing. Its nodes
/// are moved into the first half's storage and its pairs added to the mapping, a key repeated
/// across the halves found as it would have been. When the reader never comes to that line at that
/// depth (the line is inside a block scalar, say), it reads the line itself and the other thread's
/// work is dropped.
///
/// `@unchecked Sendable`: the other thread reads `bytes`, `options`, `isASCII` and `lineStart`,
/// which never change, and writes `reading`, which the starting thread reads only in ``finish()``,
/// after `pthread_join` has ordered the write before it; `thread` is touched by the starting thread
/// alone. The starter keeps `bytes` alive until ``finish()`` returns.
final class SecondHalf: @unchecked Sendable {
    /// The smallest text read in two halves: below it, starting a thread costs more than it saves.
    static let minimumSize = 512 << 10
    /// Where the search for the second half's line starts, in hundredths of the text. Before the
    /// middle, as the calling thread also moves the other's nodes into its storage (0.2 ms of a
    /// 10,000-target manifest's 3 ms parse) and the other thread starts later: the parse of that
    /// manifest took 2.90 to 2.93 ms from 45 or 46 %, 2.97 from 47 % and 3.07 to 3.09 from 50 %
    /// (medians of 25 runs), and more from 44 % down.
    static let searchStartPercent = 46
    /// The depth of the mapping the second half holds pairs of: the value of a root key, which is
    /// where `targets:` puts a manifest's targets.
    package static let depth = 2

    /// What the other thread read.
    struct Reading {
        /// The reader where it stopped: its storage, its pairs (the pending members), its cursor.
        package var reader: YAMLReader
        /// The pairs' keys, when there were enough of them for the mapping to index them.
        package var keys: NameTable?
    }

    /// The first byte of the line the second half starts on.
    package let lineStart: Int
    private let bytes: UnsafeBufferPointer<UInt8>
    private let options: YAMLParser.Options
    private let isASCII: Bool
    /// The thread reading, until it is joined.
    private var thread: PosixThread?
    /// What the thread read; nil when it stopped at an error or read what the first half must read
    /// itself. Written by the thread before it ends, read once it is joined.
    private var reading: Reading?

    private init(bytes: UnsafeBufferPointer<UInt8>, options: YAMLParser.Options, isASCII: Bool, lineStart: Int) {
        self.bytes = bytes
        self.options = options
        self.isASCII = isASCII
        self.lineStart = lineStart
    }

    /// Starts reading `bytes` on another thread from the line starting at `line`; nil when `line`
    /// is nil or past the end, or no thread starts. Call ``finish()`` before `bytes` goes.
    package static func start(
        bytes: UnsafeBufferPointer<UInt8>, options: YAMLParser.Options, isASCII: Bool, at line: Int?
    ) -> SecondHalf? {
        guard let line, (0..<bytes.count).contains(line) else { return nil }
        let half = SecondHalf(bytes: bytes, options: options, isASCII: isASCII, lineStart: line)
        guard let thread = PosixThread.start({ half.read() }) else { return nil }
        half.thread = thread
        return half
    }

    /// The line to read a text's second half from: one ``splitLine(in:)`` picks in a text of at
    /// least ``minimumSize`` on a machine of several cores; nil otherwise.
    static func pickedLine(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.count >= minimumSize && ConcurrentJobs.coreCount > 1 ? splitLine(in: bytes) : nil
    }

    /// Waits for the thread, the first time, and returns what it read; nil after the first time.
    package func finish() -> Reading? {
        guard let thread else { return nil }
        self.thread = nil
        thread.join()
        defer { reading = nil }
        return reading
    }

    /// A line a little before the middle of `bytes` likely to hold a key of its largest block
    /// mapping: of the 1,024 lines after ``searchStartPercent`` of the bytes, the first of those
    /// indented least, but not at all, that starts with neither `-` nor `#`; nil when there is none.
    static func splitLine(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = bytes.count / 100 * searchStartPercent
        while start < bytes.count && bytes[start] != .lineFeed { start += 1 }
        start += 1
        var best: Int?
        var bestIndent = Int.max
        var lines = 0
        while start < bytes.count && lines < 1024 {
            var cursor = start
            while cursor < bytes.count && bytes[cursor] == .space { cursor += 1 }
            let indent = cursor - start
            if indent > 0 && indent < bestIndent && cursor < bytes.count {
                switch bytes[cursor] {
                case .lineFeed, .carriageReturn, .tab, .hash, .hyphen: break
                default: (best, bestIndent) = (start, indent)
                }
            }
            while cursor < bytes.count && bytes[cursor] != .lineFeed { cursor += 1 }
            start = cursor + 1
            lines += 1
        }
        return best
    }

    /// Reads the pairs from ``lineStart``; runs on the other thread.
    private func read() {
        var reader = YAMLReader(bytes: bytes, options: options, isASCII: isASCII, from: lineStart)
        reader.depth = Self.depth
        var mapping = YAMLReader.PendingMapping(mark: 0)
        do {
            try reader.skipToContent()
            let indent = reader.indentation
            let position = reader.position()
            let key = try reader.readMappingKey(at: position)
            try reader.readPairs(indent: indent, firstKey: key, at: position, into: &mapping)
        } catch {
            return
        }
        guard reader.warnings.isEmpty, reader.anchors.isEmpty, mapping.fromMerge.isEmpty else { return }
        reading = Reading(reader: reader, keys: mapping.keyIndex)
    }
}

extension YAMLReader {
    /// At the first line of the second half, in a mapping at its depth: moves what the other thread
    /// read into this reader's storage, adds its pairs to `mapping` and puts the cursor where the
    /// other thread stopped, at the end of the mapping. False, and nothing changed, when the depth
    /// differs or the other thread read nothing to take.
    mutating func takeSecondHalf(into mapping: inout PendingMapping) throws(SyntaxError) -> Bool {
        secondHalfLine = -1
        guard depth == SecondHalf.depth, let reading = secondHalf?.finish() else { return false }
        let half = reading.reader
        guard entries.count + half.entries.count < Int(UInt32.max),
            members.count + half.members.count < Int(UInt32.max)
        else { return false }
        // The other thread counted lines from 1 at its first.
        let lineOffset = line - 1
        let entryBase = UInt32(entries.count)
        let memberBase = UInt32(members.count)
        let textBase = UInt32(texts.count)
        let firstEntry = entries.count
        entries.append(contentsOf: half.entries)
        entries.withUnsafeMutableBufferPointer { entries in
            for id in firstEntry..<entries.count {
                entries[id].position.line += lineOffset
                if entries[id].kind != .scalar {
                    entries[id].start &+= memberBase
                } else if entries[id].isRewritten {
                    entries[id].start &+= textBase
                }
            }
        }
        Self.append(half.members, adding: entryBase, to: &members)
        texts.append(contentsOf: half.texts)
        if let keys = mapping.keyIndex, let otherKeys = reading.keys, !keys.sharesName(with: otherKeys) {
            // No key is in both halves: the pairs go in as they are. The mapping ends with them, so
            // its key index is not needed again.
            Self.append(half.pending, adding: entryBase, to: &pending)
        } else {
            for pair in stride(from: 0, to: half.pending.count, by: 2) {
                try add(
                    key: Int(half.pending[pair] &+ entryBase), value: Int(half.pending[pair + 1] &+ entryBase),
                    isMerge: false, to: &mapping)
            }
        }
        nodeCount += half.nodeCount
        deepest = max(deepest, half.deepest)
        index = half.index
        lineStart = half.lineStart
        line = half.line + lineOffset
        tookSecondHalf = true
        return true
    }

    /// Appends entry ids of the other thread's storage to `ids`, as ids of this one's.
    private static func append(_ otherIDs: [UInt32], adding base: UInt32, to ids: inout [UInt32]) {
        let first = ids.count
        ids.append(contentsOf: otherIDs)
        ids.withUnsafeMutableBufferPointer { ids in
            for slot in first..<ids.count { ids[slot] &+= base }
        }
    }
}
