import Foundation
import TestSupport
import Testing

@testable import YAML

/// Every node of a document with its kind, position, style and text, then its warnings, or the
/// error: what two parses must agree on to be the same parse.
private func outcome(_ text: String, secondHalfAt line: Int?, options: YAMLParser.Options) -> (String, Bool) {
    func dump(_ node: YAMLNode) -> String {
        let at = "@\(node.position)"
        switch node.content {
        case .scalar(let scalar): return "\(scalar.style)\(at)\"\(scalar.text)\""
        case .sequence(let items): return "\(at)[" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "\(at){" + pairs.map { "\($0.key)@\($0.keyPosition): " + dump($0.value) }.joined(separator: ", ")
                + "}"
        }
    }
    do {
        let document = try YAMLParser(options: options).parse(Array(text.utf8), secondHalfAt: line)
        let warnings = document.warnings.map(\.description).joined(separator: "\n")
        return ((document.root.map(dump) ?? "nil") + "\n" + warnings, document.wasReadInHalves)
    } catch {
        return ("error " + error.description, false)
    }
}

/// The offsets at which the lines of `text` start.
private func lineStarts(_ text: String) -> [Int] {
    let bytes = Array(text.utf8)
    return [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
}

/// Targets `first..<last` of a manifest, each a few lines long.
private func targets(_ range: Range<Int>, indent: String = "  ") -> String {
    range.map { "\(indent)T\($0):\n\(indent)  type: framework\n\(indent)  dependencies: [C\($0), D\($0)]\n" }.joined()
}

@Suite struct SecondHalfTests {
    static let documents: [(String, String)] = [
        (
            "a manifest with every kind of node",
            """
            project: Store
            targets:
              Main:
                type: app
                dependencies:
                - Kit
                - target: Checkout
                  link: false
              "Quoted Name":
                type: framework
                note: "a quoted
                  value over lines"
                plain: a plain
                  value over lines
              Clip: # a comment
                type: app-clip
                info: |
                  text at
                    any depth
                folded: >-
                  folded
                  text

              # a comment at the mapping's indentation
              Widget:
                dependencies: [Core,
                  Feature, {sdk: StoreKit}]
                empty:
              Last: {type: framework}
            layers: [feature, core]

            """
        ),
        (
            "anchors, aliases and merge keys on both sides of every line",
            """
            targets:
              Base: &base
                type: framework
                settings: {a: 1}
              One:
                <<: *base
                type: app
              Two: *base
              Three:
                <<: {type: framework, extra: yes}
                deps: &deps [A, B]
              <<: *base
              Four:
                deps: *deps
              Five: &five
                type: app
              Six:
                <<: *five
            after: *deps

            """
        ),
        ("a key repeated across the lines", targets(0..<3) + "  T1:\n    type: app\n" + targets(3..<5)),
        (
            "many keys, one repeated far apart",
            "targets:\n" + targets(0..<20) + "  T2:\n    type: app\n" + targets(20..<40) + "rules: {}\n"
        ),
        ("many keys, none repeated", "project: P\ntargets:\n" + targets(0..<40) + "layers: [a]\n"),
        (
            "keys spelled alike in other Unicode forms, and columns after wide characters",
            """
            targets:
              "\\u212Aelvin": {a: 1}
              Kelvin: {b: 2}
              café: {c: "é…", d: ✓ value}
              "cafe\\u0301": {c: 3}
              ✓✓: {e: é}
              Other: [é, ü]
            """ + "\n" + targets(0..<14) + "  \"\\u212A0\": x\n"
        ),
        (
            "errors in the second half",
            "targets:\n" + targets(0..<3) + "  Bad:\n    key: [unclosed\n" + targets(3..<5)
        ),
        ("an error in the first half", "targets:\n  A: {\n" + targets(0..<4)),
        ("a tab in indentation late", "targets:\n" + targets(0..<3) + "  X:\n\t  y: 1\n"),
        ("indentation that goes wrong", "targets:\n" + targets(0..<3) + "   Y: 1\n" + targets(3..<4)),
        ("an alias to nothing", "targets:\n" + targets(0..<3) + "  Z: *nowhere\n"),
        ("a document end and a second document", "targets:\n" + targets(0..<3) + "...\n" + "---\nb: 1\n"),
        ("the end marker alone", "targets:\n" + targets(0..<3) + "...\n"),
        ("CRLF line ends", ("targets:\n" + targets(0..<4) + "x: 1\n").replacingOccurrences(of: "\n", with: "\r\n")),
        ("targets deeper than a root key", "root:\n  targets:\n" + targets(0..<4, indent: "    ")),
        ("a root sequence", "- a: 1\n  b: 2\n- c: 3\n  d:\n    e: 4\n"),
        (
            "an anchored map of targets, copied by an alias after it",
            "targets: &all\n" + targets(0..<15) + "copy: *all\nmore:\n  <<: *all\n  T3: replaced\n"
        ),
    ]

    @Test("a second half read from any line gives the parse read in one go", arguments: documents.indices)
    func anyLine(document: Int) {
        let (name, text) = Self.documents[document]
        for options in [YAMLParser.Options(), YAMLParser.Options(duplicateKeys: .keepLast, maximumDepth: 5)] {
            let (expected, _) = outcome(text, secondHalfAt: nil, options: options)
            for line in lineStarts(text) {
                let (split, _) = outcome(text, secondHalfAt: line, options: options)
                #expect(split == expected, "\(name): second half from offset \(line)")
            }
        }
    }

    @Test(
        "a second half read from any line of a document with bytes changed gives the parse read in one go",
        arguments: documents.indices)
    func anyLineOfChangedDocuments(document: Int) {
        var random = SplitMix64(seed: 33 + UInt64(document))
        // Bytes that start, end or nest YAML's constructs, and a letter.
        let alphabet = Array(" \n-:#[]{},&*<'\"|>\tx".utf8)
        let original = Array(Self.documents[document].1.utf8)
        for _ in 0..<12 {
            var bytes = original
            for _ in 0..<3 {
                bytes[Int(random.next() % UInt64(bytes.count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let (expected, _) = outcome(text, secondHalfAt: nil, options: .init())
            for line in lineStarts(text) {
                let (split, _) = outcome(text, secondHalfAt: line, options: .init())
                #expect(split == expected, "second half from offset \(line) of \(text.debugDescription)")
            }
        }
    }

    @Test("the second half is taken at each key of the targets, and not where it cannot be")
    func takenAtKeys() {
        let text = "project: P\ntargets:\n" + targets(0..<40) + "layers: [a]\n"
        let bytes = Array(text.utf8)
        var taken: [String] = []
        for line in lineStarts(text) where outcome(text, secondHalfAt: line, options: .init()).1 {
            taken.append(String(decoding: bytes[line...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self))
        }
        // Every target's key but the first, which the reader comes to as the mapping's first key.
        #expect(taken == (1..<40).map { "  T\($0):" })
        let anchored = Self.documents[1].1
        let withAnchors = lineStarts(anchored).filter { outcome(anchored, secondHalfAt: $0, options: .init()).1 }
        // From `Six:`, whose merge key names an anchor of the first half, nothing is taken.
        #expect(withAnchors.isEmpty)
    }

    @Test("the line picked in a large manifest is a key of its targets, and the parse takes it on several cores")
    func pickedLine() throws {
        let text = "project: P\ntargets:\n" + targets(0..<20_000) + "layers: [a]\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count >= SecondHalf.minimumSize)
        let line = try #require(bytes.withUnsafeBufferPointer { SecondHalf.splitLine(in: $0) })
        let picked = String(decoding: bytes[line...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        // The first target after the line that the search starts in.
        let searchStart = bytes.count / 100 * SecondHalf.searchStartPercent
        let expected = lineStarts(text).first { $0 > searchStart && bytes[$0 + 2] == UInt8(ascii: "T") }
        #expect(line == expected && picked.hasPrefix("  T") && picked.hasSuffix(":"))
        let parsed = try YAMLParser().parse(bytes)
        let picks = bytes.withUnsafeBufferPointer { SecondHalf.pickedLine(in: $0) } != nil
        #expect(parsed.wasReadInHalves == picks)
        #expect(parsed.root?["targets"]?.mapping?.count == 20_000)
    }
}
