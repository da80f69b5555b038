import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// One fenced block of the README, with the line before it.
struct ReadmeBlock {
    /// The line the block's opening fence is on, 1-based.
    let line: Int
    /// What follows the opening fence: `sh`, `yaml`, `json`, `markdown`, or nothing.
    let language: String
    /// The nearest non-empty line above the fence.
    let lineAbove: String
    /// The lines between the fences.
    let lines: [String]

    /// Every fenced block of `text`.
    static func blocks(of text: String) -> [ReadmeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [ReadmeBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            // A fence of four backticks holds blocks of three, as a Markdown example does.
            let fence = String(lines[index].prefix { $0 == "`" })
            let language = String(lines[index].dropFirst(fence.count))
            let lineAbove = lines[..<index].last { !$0.isEmpty } ?? ""
            let end = lines[(index + 1)...].firstIndex { $0 == fence } ?? lines.count
            blocks.append(
                ReadmeBlock(
                    line: index + 1, language: language, lineAbove: lineAbove, lines: Array(lines[(index + 1)..<end])))
            index = end + 1
        }
        return blocks
    }

    /// Whether the block shows what targetlint prints, rather than a command or a file to write.
    var isOutput: Bool {
        ["", "json", "xml"].contains(language) || lines.first?.hasPrefix("$ targetlint ") == true
    }
}

/// How the README says where an example's output comes from.
enum ReadmeExampleSource: Equatable {
    /// `$ targetlint ARGS` as the block's first line, or `<!-- output: targetlint ARGS -->` above it,
    /// optionally `<!-- output in DIR: targetlint ARGS -->`: the command run from the package root
    /// (or DIR), standard output then standard error.
    case command(arguments: [String], directory: String)
    /// `<!-- golden: PATH -->`: a golden file a test compares with what a command prints.
    case golden(path: String)
    /// `<!-- usage -->`: the usage line of each subcommand.
    case usage

    /// The source the block names; nil when it names none.
    init?(_ block: ReadmeBlock) {
        if let first = block.lines.first, first.hasPrefix("$ targetlint ") {
            self = .command(arguments: Self.words(first.dropFirst("$ targetlint ".count)), directory: ".")
            return
        }
        let above = block.lineAbove
        guard above.hasPrefix("<!-- "), above.hasSuffix(" -->") else { return nil }
        let comment = above.dropFirst(5).dropLast(4)
        if comment == "usage" {
            self = .usage
        } else if comment.hasPrefix("golden: ") {
            self = .golden(path: String(comment.dropFirst("golden: ".count)))
        } else if comment.hasPrefix("output: targetlint ") {
            self = .command(arguments: Self.words(comment.dropFirst("output: targetlint ".count)), directory: ".")
        } else if comment.hasPrefix("output in "), let colon = comment.firstIndex(of: ":"),
            comment[colon...].hasPrefix(": targetlint ")
        {
            let directory = String(comment[comment.index(comment.startIndex, offsetBy: 10)..<colon])
            self = .command(
                arguments: Self.words(comment[colon...].dropFirst(": targetlint ".count)), directory: directory)
        } else {
            return nil
        }
    }

    /// The words of a command line, split at spaces.
    private static func words(_ line: Substring) -> [String] {
        line.split(separator: " ").map(String.init)
    }

    /// The lines the source prints, or nil with the reason it cannot be run.
    func lines() throws -> [String] {
        switch self {
        case .command(let arguments, let directory):
            var output = CommandOutput()
            let folder = directory == "." ? packageRoot : packageRoot + "/" + directory
            let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder))
            _ = TargetLint.run(arguments: arguments, environment: environment, output: &output)
            return Self.split(output.standardOutput + output.standardError)
        case .golden(let path):
            return Self.split(try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8))
        case .usage:
            return TargetLint.commands.map { $0.usage }
        }
    }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Whether `example` is `output` with runs of lines left out where it has a line `...`: the parts
/// between `...` lines appear in `output` in order, each as consecutive lines, the first at its start
/// and the last at its end unless a `...` stands before or after them.
func isExcerpt(_ example: [String], of output: [String]) -> Bool {
    let parts = example.split(omittingEmptySubsequences: false) { $0.trimmingCharacters(in: .whitespaces) == "..." }
        .map(Array.init)
    guard parts.count > 1, let head = parts.first, let tail = parts.last else { return example == output }
    guard output.starts(with: head), output.count >= head.count + tail.count,
        Array(output.suffix(tail.count)) == tail
    else { return false }
    // Leftmost matches leave the most room for the parts after them.
    var position = head.count
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
        let lastStart = output.count - tail.count - part.count
        guard lastStart >= position,
            let start = (position...lastStart).first(where: { Array(output[$0..<($0 + part.count)]) == part })
        else { return false }
        position = start + part.count
    }
    return true
}

@Suite struct ReadmeExampleTests {
    /// The README and the user documentation it links, whose examples are checked: every page of
    /// `docs/` but those about how targetlint is built.
    static let pages: [(name: String, text: String)] = {
        let internals: Set = ["architecture.md", "performance.md", "build-settings.md"]
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") && !internals.contains($0) }.sorted().map { "docs/" + $0 }
        return (["README.md"] + docs).map {
            ($0, (try? String(contentsOfFile: packageRoot + "/" + $0, encoding: .utf8)) ?? "")
        }
    }()

    @Test("an excerpt keeps the output's lines in order, leaving runs out only where it says '...'")
    func excerpts() {
        let output = ["a", "b", "c", "d"]
        #expect(isExcerpt(["a", "b", "c", "d"], of: output))
        #expect(isExcerpt(["a", "...", "d"], of: output))
        #expect(isExcerpt(["...", "c", "d"], of: output))
        #expect(isExcerpt(["a", "b", "..."], of: output))
        #expect(isExcerpt(["...", "b", "..."], of: output))
        #expect(!isExcerpt(["a", "c", "d"], of: output))
        #expect(!isExcerpt(["a", "b"], of: output))
        #expect(!isExcerpt(["b", "...", "d"], of: output))
        #expect(!isExcerpt(["a", "...", "c"], of: output))
        #expect(!isExcerpt(["...", "d", "c", "..."], of: output))
        #expect(!isExcerpt(["a", "...", "x"], of: output))
    }

    @Test("every output the README and the user docs show says which command prints it")
    func everyOutputHasASource() {
        let blocks = Self.pages.flatMap { page in ReadmeBlock.blocks(of: page.text).map { (page.name, $0) } }
        #expect(blocks.count > 40, "README.md and docs/ not found or hold too few examples")
        for (name, block) in blocks where block.isOutput {
            #expect(
                ReadmeExampleSource(block) != nil,
                "\(name):\(block.line): an output example needs '$ targetlint …' or <!-- output: targetlint … --> above it"
            )
        }
    }

    @Test("every output the README and the user docs show is what its command prints")
    func everyOutputIsPrinted() throws {
        for page in Self.pages {
            for block in ReadmeBlock.blocks(of: page.text) {
                guard let source = ReadmeExampleSource(block) else { continue }
                var example = block.lines
                if example.first?.hasPrefix("$ targetlint ") == true { example.removeFirst() }
                let printed = try source.lines()
                #expect(
                    isExcerpt(example, of: printed),
                    "\(page.name):\(block.line) differs from what it quotes; it prints:\n\(printed.prefix(40).joined(separator: "\n"))"
                )
            }
        }
    }
}
