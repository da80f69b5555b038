import Testing

@testable import SourceText
@testable import YAML

/// A compact rendering of a node tree, so expectations read like the YAML they come from.
func render(_ node: YAMLNode?) -> String {
    guard let node else { return "nil" }
    switch node.content {
    case .scalar(let scalar): return "\"" + scalar.text + "\""
    case .sequence(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
    case .mapping(let pairs): return "{" + pairs.map { "\($0.key): " + render($0.value) }.joined(separator: ", ") + "}"
    }
}

func parse(_ text: String, options: YAMLParser.Options = .init()) throws -> YAMLDocument {
    try YAMLParser(options: options).parse(text)
}

/// The error a text gives, as `line:column: message`.
func parseError(_ text: String, options: YAMLParser.Options = .init()) -> String? {
    do {
        _ = try YAMLParser(options: options).parse(text)
        return nil
    } catch {
        return error.description
    }
}

@Suite struct YAMLParserTests {
    @Test("block mappings, sequences and indentless sequences")
    func blockCollections() throws {
        let text = """
            name: Shop
            targets:
              App:
                type: app
                dependencies:
                - Core
                - target: Feature
                  embed: false
              Clip:
                sources:
                  - Sources
                  -   Other
            """
        #expect(
            render(try parse(text).root)
                == #"{name: "Shop", targets: {App: {type: "app", dependencies: ["Core", {target: "Feature", embed: "false"}]}, Clip: {sources: ["Sources", "Other"]}}}"#
        )
    }

    @Test("every node carries its line and column")
    func positions() throws {
        let root = try #require(try parse("a:\n  - x\n  - k: v\n    l: \"w\"\n").root)
        #expect(root.position == TextPosition(line: 1, column: 1))
        let items = try #require(root["a"]?.sequence)
        #expect(items[0].position == TextPosition(line: 2, column: 5))
        #expect(items[1].position == TextPosition(line: 3, column: 5))
        let pairs = try #require(items[1].mapping)
        #expect(pairs[1].keyPosition == TextPosition(line: 4, column: 5))
        #expect(pairs[1].value.position == TextPosition(line: 4, column: 8))
    }

    @Test("an empty value is where its ':' or '-' ends, with a comment or blanks after it")
    func emptyValuePositions() throws {
        let root = try #require(try parse("a:   # none\nb:\n  -\n  - \n  -  # none\nc: x\n").root)
        #expect(root["a"]?.position == TextPosition(line: 1, column: 3))
        let items = try #require(root["b"]?.sequence)
        #expect(items.map(\.position) == [3, 4, 5].map { TextPosition(line: $0, column: 3) })
        #expect(items.allSatisfy { $0.isNull })
    }

    @Test("columns count characters, not bytes")
    func unicodeColumns() throws {
        let root = try #require(try parse("é🙂: [a, b]\n").root)
        #expect(root["é🙂"]?.sequence?[1].position == TextPosition(line: 1, column: 9))
    }

    @Test("flow collections, nested and across lines")
    func flowCollections() throws {
        let text = """
            a: [x, "y z", {k: v, 'q': [1, 2]}]
            b: {
              c: d,
              e: http://example.com/a,
            }
            c: []
            d: {}
            """
        #expect(
            render(try parse(text).root)
                == #"{a: ["x", "y z", {k: "v", q: ["1", "2"]}], b: {c: "d", e: "http://example.com/a"}, c: [], d: {}}"#)
    }

    @Test("quoted scalars resolve escapes and folding")
    func quotedScalars() throws {
        let root = try #require(
            try parse(
                #"a: "tab\there \"q\" \u00e9 \x41""# + "\nb: 'it''s'\nc: \"one\n  two\n\n  three\"\nd: \"x\\\n   y\"\n"
            ).root)
        #expect(root["a"]?.scalar == "tab\there \"q\" é A")
        #expect(root["b"]?.scalar == "it's")
        #expect(root["c"]?.scalar == "one two\nthree")
        #expect(root["d"]?.scalar == "xy")
    }

    @Test("plain scalars keep ':' and '#' that are not indicators, and fold continuation lines")
    func plainScalars() throws {
        let root = try #require(
            try parse("a: -Osize\nb: x:y#z  # comment\nc: one\n  two\n\n  three\nKEY[sdk=macosx*]: v\n").root)
        #expect(root["a"]?.scalar == "-Osize")
        #expect(root["b"]?.scalar == "x:y#z")
        #expect(root["c"]?.scalar == "one two\nthree")
        #expect(root["KEY[sdk=macosx*]"]?.scalar == "v")
    }

    @Test(
        "a plain value goes on only on lines indented more than its key or dash",
        arguments: [
            ("a: one\n  two\nb: x\n", #"{a: "one two", b: "x"}"#),
            ("a: one\n\n  two\n", "{a: \"one\ntwo\"}"),
            ("a: one   \r\n  two\r\n", #"{a: "one two"}"#),
            ("a: one\rb: two\r", #"{a: "one", b: "two"}"#),
            ("a: one\n# note\nb: x\n", #"{a: "one", b: "x"}"#),
            ("a: one\n\n\n", #"{a: "one"}"#),
            ("a: one", #"{a: "one"}"#),
            ("- one\n  two\n- x\n", #"["one two", "x"]"#),
            ("a:\n  b: one\n  c: two\n", #"{a: {b: "one", c: "two"}}"#),
        ])
    func plainContinuation(text: String, expected: String) throws {
        #expect(render(try parse(text).root) == expected)
    }

    @Test("a tab on the line after a plain value is still an indentation error")
    func tabAfterPlainValue() {
        #expect(parseError("a: one\n\tb: x\n")?.hasPrefix("2:1: a tab character in indentation") == true)
    }

    @Test("the bytes that end a plain scalar's run of text are the ones the masks hold")
    func plainStops() {
        func mask(_ bytes: [UInt8]) -> UInt64 { bytes.reduce(0) { $0 | 1 << $1 } }
        #expect(YAMLReader.blockPlainStops == mask([0, 9, 10, 13, 32, 58]))
        #expect(YAMLReader.flowPlainStops == mask([0, 9, 10, 13, 32, 44, 58]))
    }

    @Test("literal and folded block scalars with chomping")
    func blockScalars() throws {
        let text =
            "a: |\n  line 1\n    indented\n  line 3\n\nb: >-\n  folded\n  text\n\n  para\nc: |+\n  keep\n\n\nd: x\n"
        let root = try #require(try parse(text).root)
        #expect(root["a"]?.scalar == "line 1\n  indented\nline 3\n")
        #expect(root["b"]?.scalar == "folded text\npara")
        #expect(root["c"]?.scalar == "keep\n\n\n")
        #expect(root["d"]?.scalar == "x")
    }

    @Test("anchors, aliases and merge keys")
    func anchorsAndMerges() throws {
        let text = """
            base: &base
              type: framework
              size: 1 MB
            list: &list [a, b]
            A:
              <<: *base
              size: 2 MB
            B:
              deps: *list
              <<: [*base]
            """
        let root = try #require(try parse(text).root)
        #expect(render(root["A"]) == #"{type: "framework", size: "2 MB"}"#)
        #expect(render(root["B"]) == #"{deps: ["a", "b"], type: "framework", size: "1 MB"}"#)
        #expect(root["B"]?["deps"]?.position == TextPosition(line: 9, column: 9))
    }

    @Test("empty values, comments, a leading '---', a BOM and CRLF line ends")
    func trivia() throws {
        #expect(render(try parse("\u{FEFF}# c\n---\na:\nb: ~ # c\r\nc: 1\r\n").root) == #"{a: "", b: "~", c: "1"}"#)
        #expect(try parse("# only a comment\n").root == nil)
        #expect(try parse("").root == nil)
    }

    @Test(
        "null is an empty plain scalar, ~, null, Null or NULL, and nothing else",
        arguments: [
            ("", true), ("~", true), ("null", true), ("Null", true), ("NULL", true), ("nULL", false),
            ("NUll", false), ("nul", false), ("nulls", false), ("'null'", false), ("\"~\"", false), ("none", false),
        ])
    func nullSpellings(value: String, isNull: Bool) throws {
        let root = try #require(try parse("key: \(value)\n").root)
        #expect(root["key"]?.isNull == isNull)
    }

    @Test("duplicate keys warn and keep the last value when lenient")
    func lenientDuplicates() throws {
        let document = try parse("a: 1\nb: 2\na: 3\n", options: .init(duplicateKeys: .keepLast))
        #expect(render(document.root) == #"{a: "3", b: "2"}"#)
        #expect(document.warnings.map(\.position) == [TextPosition(line: 3, column: 1)])
    }

    @Test(
        "keys are compared as text: another Unicode spelling of a key repeats it, in small and large maps",
        arguments: [0, 20])
    func equivalentKeys(otherKeys: Int) {
        let filler = (0..<otherKeys).map { "k\($0): v\n" }.joined()
        let line = otherKeys + 2
        #expect(
            parseError(filler + "caf\u{E9}: 1\ncafe\u{301}: 2\n")
                == "\(line):1: duplicate key 'cafe\u{301}'; it is already set on line \(line - 1)")
        #expect(
            parseError(filler + "K: 1\n\u{212A}: 2\n")
                == "\(line):1: duplicate key '\u{212A}'; it is already set on line \(line - 1)")
        // In an all-ASCII file, an escape may still spell another character of the same text.
        #expect(
            parseError(filler + "K: 1\n\"\\u212A\": 2\n")
                == "\(line):1: duplicate key '\u{212A}'; it is already set on line \(line - 1)")
        #expect(
            parseError(filler + "\"\\u212A\": 1\nK: 2\n")
                == "\(line):1: duplicate key 'K'; it is already set on line \(line - 1)")
        #expect(parseError(filler + "ka: 1\nkb: 2\n") == nil)
        // Keys that share their first bytes: told apart after them, or equal further on.
        #expect(parseError(filler + "ab: 1\nabc: 2\nab\u{301}: 3\nabd: 4\nabc\u{301}: 5\n") == nil)
        #expect(
            parseError(filler + "zcaf\u{E9}x: 1\nzcafe\u{301}x: 2\n")
                == "\(line):1: duplicate key 'zcafe\u{301}x'; it is already set on line \(line - 1)")
        #expect(
            parseError(filler + "abc: 1\nab: 2\nabc: 3\n")
                == "\(line + 1):1: duplicate key 'abc'; it is already set on line \(line - 1)")
    }

    @Test("a map's own keys override merged ones and keep their order, past the size where keys are indexed")
    func mergeIntoLargeMap() throws {
        let keys = (0..<14).map { "k\($0)" }
        let text =
            "base: &base {" + keys.map { "\($0): base" }.joined(separator: ", ") + "}\n"
            + "map:\n  <<: *base\n  k3: own\n  extra: own\n"
        let map = try #require(try parse(text).root?["map"]?.mapping)
        #expect(map.map(\.key) == keys + ["extra"])
        #expect(
            map.map { $0.value.scalar ?? "" } == Array(repeating: "base", count: 3) + ["own"]
                + Array(repeating: "base", count: 10) + ["own"])
        #expect(map[3].keyPosition == TextPosition(line: 4, column: 3))
    }

    @Test(
        "malformed input is an error at its position",
        arguments: [
            ("a:\n\tb: c\n", "2:1: a tab character in indentation; indent with spaces"),
            ("a: 1\na: 2\n", "2:1: duplicate key 'a'; it is already set on line 1"),
            ("a: !!str x\n", "1:4: tags ('!...') are not supported; every value is read as a string"),
            ("a: 1\n---\nb: 2\n", "2:1: a second document ('---') is not supported; a manifest holds one document"),
            ("a: \"abc\nb: c\n", "1:4: unterminated double-quoted string; expected a closing \""),
            ("a: 'abc\n", "1:4: unterminated single-quoted string; expected a closing '"),
            ("a: [x, y\nb: c\n", "2:1: expected ',' or ']' in the flow sequence that starts at 1:4"),
            ("a: [x, y\n", "1:4: unterminated flow sequence '['; expected ']'"),
            ("a:\n  b: 1\n   c: 2\n", "3:4: a 'key: value' line inside a multi-line value; check the indentation"),
            (
                "a:\n  - [x]\n   - y\n",
                "3:4: this line is indented more than the '-' entries above it (column 3); check the indentation"
            ),
            (
                "a:\n    b: 1\n  c: 2\n",
                "3:3: this line is indented more than the keys above it (column 1); check the indentation"
            ),
            (
                "  a: 1\nb: 2\n",
                "2:1: this line is indented less than the first line of the document; check the indentation"
            ),
            ("? a\n: b\n", "1:1: complex mapping keys ('? ') are not supported"),
            (
                "a: b: c\n",
                "1:4: a mapping cannot start on the same line as its key; put 'b:' on a line of its own, indented"
            ),
            ("a: *nope\n", "1:4: unknown alias '*nope'; no anchor '&nope' comes before it"),
            ("a: \"\\q\"\n", "1:5: invalid escape sequence in a double-quoted string"),
            ("a: 1\nplain\n", "2:1: expected 'key: value'; this line of a mapping has no ':' after its key"),
            ("[a, b]: c\n", "1:1: a flow collection cannot be a mapping key"),
            ("a: \"x\" y\n", "1:8: unexpected text after the value; expected the end of the line or a comment"),
            ("a: \u{1}\n", "1:4: the file contains control character U+0001"),
            ("a: b\u{0}\n", "1:5: the file contains a NUL byte (is this a binary file?)"),
            ("%YAML 1.2\n---\na: 1\n", "1:1: directives ('%YAML', '%TAG') are not supported"),
            ("a: [[x]: y]\n", "1:8: a flow collection cannot be a mapping key"),
            ("a: - x\n", "1:4: a block sequence cannot start on the same line as its key; start it on the next line"),
        ])
    func errors(text: String, expected: String) {
        #expect(parseError(text) == expected)
    }

    @Test("invalid UTF-8 is an error at the offending byte")
    func invalidUTF8() {
        var bytes = Array("a: ok\nb: x".utf8)
        bytes += [0xFF, 0x0A]
        #expect(throws: SyntaxError("the file is not valid UTF-8 (byte 0xFF)", at: TextPosition(line: 2, column: 5))) {
            try YAMLParser().parse(bytes)
        }
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let flow = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(parseError(flow) == "1:257: nesting deeper than 256 levels")
        var block = ""
        for level in 0..<300 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(parseError(block) == "257:257: nesting deeper than 256 levels")
        #expect(parseError(String(repeating: "- ", count: 300) + "x\n") == "1:513: nesting deeper than 256 levels")
    }

    @Test("an alias bomb is stopped at the expansion limit")
    func aliasBomb() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 {
            let alias = "*\(Character(Unicode.Scalar(UInt8(96 + level))))"
            text +=
                "\(Character(Unicode.Scalar(UInt8(97 + level)))): &\(Character(Unicode.Scalar(UInt8(97 + level)))) ["
                + Array(repeating: alias, count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(
            parseError(text)?.hasSuffix("aliases expand to more than 1000000 nodes; is this an alias bomb?") == true)
    }

    @Test("aliases are also counted in bytes: a long string copied many times is an alias bomb")
    func aliasByteBomb() throws {
        let long = String(repeating: "n", count: 1000)
        let text = "a: &a \(long)\nb: [" + Array(repeating: "*a", count: 20).joined(separator: ", ") + "]\n"
        let limit = ExpansionLimit(bytesPerInputByte: 2, baseBytes: 10_000)
        let strict = YAMLParser(options: .init(aliasExpansionLimit: limit))
        #expect(
            throws: SyntaxError(
                "aliases expand to more than 12182 bytes (2 × its size + 10000 bytes) of text; is this an alias bomb?",
                at: TextPosition(line: 2, column: 53))
        ) {
            try strict.parse(text)
        }
        #expect(try YAMLParser(options: .init(aliasExpansionLimit: nil)).parse(text).root?["b"]?.sequence?.count == 20)
        #expect(try YAMLParser().parse(text).root?["b"]?.sequence?.count == 20)
    }

    @Test("the default byte limit is 64 times the file plus 16 MiB")
    func defaultAliasByteLimit() {
        let long = String(repeating: "n", count: 100_000)
        let text = "a: &a \(long)\nb: [" + Array(repeating: "*a", count: 300).joined(separator: ", ") + "]\n"
        #expect(
            parseError(text)
                == "2:933: aliases expand to more than 22 MiB (64 × its size + 16 MiB) of text; is this an alias bomb?"
        )
    }
}
