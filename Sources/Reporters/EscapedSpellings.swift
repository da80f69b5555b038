import Rules
import TextOutput

/// Writes findings' messages, paths and repeated fields escaped for one output format, escaping
/// each distinct spelling once rather than once per mention.
///
/// The target names that reachability paths are made of are escaped once per report, the first
/// time a path names each; a file, rule id, target, or a reachability message's subject and the
/// words of its predicate, is escaped again only when it differs from the last one of its kind,
/// which neighbouring findings mostly share. Only a message that is not a reachability message is
/// escaped every time.
struct EscapedSpellings: FindingTextWriter {
    /// What a repeated field is; each kind remembers its own last value.
    enum Kind: Int, CaseIterable {
        case file, rule, target, causeFrom, causeTo, causeFile
        case subject, beforeModule, afterModule
    }

    /// How much `recentSpellings` may hold before it keeps only the spellings in use.
    private static let recentCapacity = 1 << 16

    /// Escapes a piece of text for the format.
    private let escape: (inout TextBuffer, String) -> Void
    /// The names that `nameSpellings` holds spellings of: the graph's names, which every path of a
    /// report indexes; names from another array start the table again.
    private var names: [String] = []
    /// The escaped names side by side.
    private var nameSpellings = TextBuffer()
    /// Per name id, where its spelling ends in `nameSpellings` (it starts where the previous one
    /// written ends, which `nameStarts` keeps), or -1 before a path names it.
    private var nameEnds: [Int] = []
    private var nameStarts: [Int] = []
    /// Per kind, the last value as given (the empty string, which spells as itself, to begin with).
    private var recentValues = [String](repeating: "", count: Kind.allCases.count)
    /// The last values' spellings, each at its kind's range; a new spelling goes at the end.
    private var recentSpellings = TextBuffer()
    private var recentRanges = [Range<Int>](repeating: 0..<0, count: Kind.allCases.count)
    /// The last cause written as JSON, held so that its identity cannot pass to another object, and
    /// its text: the findings one edge causes sort side by side, and repeat it.
    var lastJSONCause: SharedCausingEdge?
    var lastJSONCauseText = TextBuffer()

    /// Creates spellings for a format that escapes text with `escape`.
    init(escape: @escaping (inout TextBuffer, String) -> Void) {
        self.escape = escape
    }

    /// Writes `value`, a field of kind `kind`, escaped.
    mutating func write(_ value: String, as kind: Kind, to output: inout TextBuffer) {
        let slot = kind.rawValue
        if !recentValues[slot].hasSameBytes(as: value) {
            recentValues[slot] = value
            spellRecent(slot)
        }
        output.append(recentSpellings, range: recentRanges[slot])
    }

    /// Escapes the last value of kind `slot` at the end of `recentSpellings`, first keeping only
    /// the spellings in use when it is full.
    private mutating func spellRecent(_ slot: Int) {
        if recentSpellings.count > Self.recentCapacity {
            let old = recentSpellings
            recentSpellings.removeAll()
            for kind in recentRanges.indices where kind != slot {
                let start = recentSpellings.count
                recentSpellings.append(old, range: recentRanges[kind])
                recentRanges[kind] = start..<recentSpellings.count
            }
        }
        let start = recentSpellings.count
        escape(&recentSpellings, recentValues[slot])
        recentRanges[slot] = start..<recentSpellings.count
    }

    /// Writes the message of `diagnostic`, escaped.
    mutating func writeMessage(of diagnostic: Diagnostic, to output: inout TextBuffer) {
        diagnostic.writeMessage(with: &self, to: &output)
    }

    /// Writes the path of `diagnostic`, each name escaped between `quote`s and `separator` between them.
    mutating func writePath(
        of diagnostic: Diagnostic, separator: String, quote: String = "", to output: inout TextBuffer
    ) {
        diagnostic.writePath(with: &self, separator: separator, quote: quote, to: &output)
    }

    func write(_ piece: String, to output: inout TextBuffer) {
        escape(&output, piece)
    }

    mutating func write(
        _ piece: String, sharedAs kind: SharedMessagePiece, to output: inout TextBuffer
    ) {
        let recentKind: Kind =
            switch kind {
            case .subject: .subject
            case .beforeModule: .beforeModule
            case .afterModule: .afterModule
            }
        write(piece, as: recentKind, to: &output)
    }

    func write(name: String, to output: inout TextBuffer) {
        escape(&output, name)
    }

    mutating func write(nameAt id: Int, of names: [String], to output: inout TextBuffer) {
        useTable(of: names)
        spell(id)
        output.append(nameSpellings, range: nameStarts[id]..<nameEnds[id])
    }

    mutating func write(
        path ids: ArraySlice<Int32>, of names: [String], separator: String, quote: String,
        to output: inout TextBuffer
    ) {
        useTable(of: names)
        for id in ids { spell(Int(id)) }
        output.appendPieces(
            of: nameSpellings, at: ids, starts: nameStarts, ends: nameEnds, separator: separator, quote: quote)
    }

    /// Makes the name table the one of `names`, emptied when it was another array's.
    private mutating func useTable(of names: [String]) {
        guard !self.names.sharesStorage(with: names) else { return }
        self.names = names
        nameSpellings.removeAll()
        nameEnds = [Int](repeating: -1, count: names.count)
        nameStarts = [Int](repeating: 0, count: names.count)
    }

    /// Escapes `names[id]` into the table unless it is there.
    private mutating func spell(_ id: Int) {
        guard nameEnds[id] < 0 else { return }
        nameStarts[id] = nameSpellings.count
        escape(&nameSpellings, names[id])
        nameEnds[id] = nameSpellings.count
    }
}
