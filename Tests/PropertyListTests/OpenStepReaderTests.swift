import Testing

@testable import PropertyList
@testable import SourceText

@Suite struct OpenStepReaderTests {
    /// A small project file in the shape Xcode writes, tabs and comments included.
    static let project =
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
        + "\t\tA1 /* Foo */ = {isa = PBXGroup; children = (B2, \"C 3\", ); };\n"
        + "\t};\n\trootObject = A1 /* Project object */;\n}\n"

    @Test("dictionaries, arrays with a trailing comma, bare and quoted strings, comments")
    func structure() throws {
        let list = try parsePlist(OpenStepReaderTests.project)
        #expect(list.format == .openStep)
        #expect(
            renderPlist(list)
                == #"{archiveVersion: "1", objects: {A1: {isa: "PBXGroup", children: ["B2", "C 3"]}}, rootObject: "A1"}"#
        )
        #expect(list.warnings.isEmpty)
    }

    @Test("every key and value carries its line and column; a tab is one column")
    func positions() throws {
        let list = try parsePlist(OpenStepReaderTests.project)
        #expect(list.position(list.root) == TextPosition(line: 2, column: 1))
        let version = try #require(list.entry(forKey: "archiveVersion", in: list.root))
        #expect(version.keyPosition == TextPosition(line: 3, column: 2))
        #expect(list.position(version.value) == TextPosition(line: 3, column: 19))
        let objects = try #require(list.entry(forKey: "objects", in: list.root))
        #expect(objects.keyPosition == TextPosition(line: 4, column: 2))
        #expect(list.position(objects.value) == TextPosition(line: 4, column: 12))
        let group = try #require(list.entry(forKey: "A1", in: objects.value))
        #expect(group.keyPosition == TextPosition(line: 5, column: 3))
        #expect(list.position(group.value) == TextPosition(line: 5, column: 18))
        let isa = try #require(list.entry(forKey: "isa", in: group.value))
        #expect(isa.keyPosition == TextPosition(line: 5, column: 19))
        #expect(list.position(isa.value) == TextPosition(line: 5, column: 25))
        let children = try #require(list.entry(forKey: "children", in: group.value))
        #expect(children.keyPosition == TextPosition(line: 5, column: 35))
        #expect(list.position(children.value) == TextPosition(line: 5, column: 46))
        #expect(
            list.items(of: children.value).map { list.position($0) } == [
                TextPosition(line: 5, column: 47), TextPosition(line: 5, column: 51),
            ])
        let root = try #require(list.value(at: ["rootObject"], from: list.root))
        #expect(list.position(root) == TextPosition(line: 7, column: 15))
        #expect(list.string(root) == "A1")
    }

    @Test("columns count characters, not bytes, and CRLF and CR end lines")
    func columnsAndLineEnds() throws {
        let list = try parsePlist("{ \"é🙂\" = x; }")
        #expect(
            list.position(try #require(list.value(forKey: "é🙂", in: list.root))) == TextPosition(line: 1, column: 10))
        let crlf = try parsePlist("{\r\n  a = b;\r  c = d;\r\n}")
        #expect(crlf.entry(forKey: "a", in: crlf.root)?.keyPosition == TextPosition(line: 2, column: 3))
        #expect(crlf.entry(forKey: "c", in: crlf.root)?.keyPosition == TextPosition(line: 3, column: 3))
    }

    @Test("unquoted strings take what Xcode writes bare, and build setting references whole")
    func bareStrings() throws {
        let list = try parsePlist(
            "(com.apple.product-type.application, 90, PlugIns, $(SRCROOT)/x, ${A}/b, $(A_$(B)), _a:b/c.d-e, \"$(inherited)\")"
        )
        #expect(
            renderPlist(list)
                == #"["com.apple.product-type.application", "90", "PlugIns", "$(SRCROOT)/x", "${A}/b", "$(A_$(B))", "_a:b/c.d-e", "$(inherited)"]"#
        )
    }

    @Test("the unquoted string bit masks hold exactly ASCII letters, digits and _ $ / : . -")
    func bareCharacterSet() {
        let expected = Set(("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-").utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(OpenStepReader.isBare(byte) == expected.contains(byte), "byte \(byte)")
        }
    }

    @Test("quoted strings resolve escapes, octal and UTF-16 escapes, and keep raw line breaks")
    func escapes() throws {
        let list = try parsePlist(
            #"("a\"b\\c\nd\te\rf", "\U00e9\U41", "\UD83D\UDE00", "\UD83D x", "\UDE00", "\101\60\0", 'it\'s', "\q", "#
                + "\"two\nlines\", after)")
        let strings = list.items(of: list.root).map { list.string($0) ?? "?" }
        #expect(
            strings == [
                "a\"b\\c\nd\te\rf", "éA", "😀", "\u{FFFD} x", "\u{FFFD}", "A0\u{0}", "it's", "q", "two\nlines", "after",
            ])
        #expect(list.position(list.items(of: list.root).last ?? list.root) == TextPosition(line: 2, column: 9))
    }

    @Test("hex data, with blanks between digits, also at the top, where it is not taken for XML")
    func data() throws {
        #expect(renderPlist(try parsePlist("{ a = <0fA1 b2\n 00>; b = <>; }")) == "{a: <0fa1b200>, b: <>}")
        let topLevel = try parsePlist("  <ab cd>")
        #expect(topLevel.format == .openStep)
        #expect(renderPlist(topLevel) == "<abcd>")
        #expect(try parsePlist("<dict/>").format == .xml)
    }

    @Test("a leading surrogate followed by an escape that is not a trailing one becomes U+FFFD")
    func surrogateFollowedByOther() throws {
        let list = try parsePlist(#"("\UD83D\U0041", "\UD83DA")"#)
        #expect(list.items(of: list.root).map { list.string($0) } == ["\u{FFFD}A", "\u{FFFD}A"])
    }

    @Test("a repeated key keeps its first place, takes the last value and gives a warning")
    func duplicateKeys() throws {
        let list = try parsePlist("{\n  a = 1;\n  b = 2;\n  a = 3;\n}")
        #expect(renderPlist(list) == #"{a: "3", b: "2"}"#)
        #expect(list.warnings.map(\.description) == ["4:3: the key 'a' repeats the one at 2:3; the last value is used"])
        #expect(list.entry(forKey: "a", in: list.root)?.keyPosition == TextPosition(line: 4, column: 3))
    }

    @Test("large dictionaries are indexed: lookups and repeated keys past the first few entries")
    func largeDictionaries() throws {
        let keys = (0..<40).map { "K\($0)" }
        let text = "{" + keys.map { "\($0) = v\($0);" }.joined(separator: " ") + " K3 = last; K39 = end; }"
        let list = try parsePlist(text)
        #expect(list.entries(of: list.root).count == 40)
        #expect(list.keyOffsets[list.root] != nil)
        for key in keys.dropFirst(4).dropLast() {
            #expect(list.string(try #require(list.value(forKey: key, in: list.root))) == "v\(key)")
        }
        #expect(list.string(try #require(list.value(forKey: "K3", in: list.root))) == "last")
        #expect(list.string(try #require(list.value(forKey: "K39", in: list.root))) == "end")
        #expect(list.value(forKey: "K40", in: list.root) == nil)
        #expect(list.warnings.count == 2)
        #expect(list.keyIndex(of: list.root).count == 40)
        #expect(list.keyIndex(of: list.root)["K3"] == list.value(forKey: "K3", in: list.root))
    }

    @Test("repeated keys are warned about in the order they are written, nested dictionaries included")
    func repeatedKeysInOrder() throws {
        let outer = (0..<20).map { "K\($0) = v;" }.joined(separator: "\n")
        let list = try parsePlist("{\n\(outer)\nK0 = again;\nN = { a = 1; a = 2; };\n}")
        #expect(
            list.warnings.map(\.description) == [
                "22:1: the key 'K0' repeats the one at 2:1; the last value is used",
                "23:14: the key 'a' repeats the one at 23:7; the last value is used",
            ])
        #expect(list.string(try #require(list.value(forKey: "K0", in: list.root))) == "again")
        #expect(list.entries(of: list.root).map(\.key).prefix(2) == ["K0", "K1"])
    }

    @Test(
        "malformed text gives an error at the offending character",
        arguments: [
            ("{ a = b }", "1:9: expected ';' after the value of 'a', found '}'"),
            ("{ a b; }", "1:5: expected '=' after the key 'a', found 'b'"),
            ("{ a = { b = c; } d = e; }", "1:18: expected ';' after the value of 'a', found 'd'"),
            ("{ a = 1; a = { b = c; }; z = 2 }", "1:32: expected ';' after the value of 'z', found '}'"),
            ("{ a = 1; b = 2; a = (x) z = 2; }", "1:25: expected ';' after the value of 'a', found 'z'"),
            ("( a b )", "1:5: expected ',' or ')' in the array that starts at 1:1, found 'b'"),
            ("(a, , b)", "1:5: expected a value in the array, found ','"),
            ("{ = 1; }", "1:3: expected a key or '}' in the dictionary that starts at 1:1, found '='"),
            ("{ a = ; }", "1:7: expected a value for the key 'a', found ';'"),
            ("{\n  a = 1;", "1:1: unterminated dictionary; expected '}'"),
            ("{ a = { b = c; }", "1:1: unterminated dictionary; expected '}'"),
            ("{ a = b", "1:1: unterminated dictionary; expected '}'"),
            ("( a, ( b )", "1:1: unterminated array; expected ')'"),
            ("( a,\n", "1:1: unterminated array; expected ')'"),
            ("( a", "1:1: unterminated array; expected ')'"),
            ("{ a = \"x; }", "1:7: unterminated string; expected a closing '\"'"),
            ("{ a = 'x; }", "1:7: unterminated string; expected a closing \"'\""),
            ("/* x\n", "1:1: unterminated comment; expected '*/'"),
            ("{} x", "1:4: unexpected 'x' after the end of the property list"),
            ("", "1:1: the file holds no property list"),
            ("// !$*UTF8*$!\n", "2:1: the file holds no property list"),
            (
                "{ a = $(FOO; }",
                "1:7: unterminated build setting reference in an unquoted string, found ';'; quote the string"
            ),
            ("( \"a\\U\" )", "1:5: expected 1 to 4 hex digits after '\\U'"),
            ("{ a = <abc>; }", "1:11: data with an odd number of hex digits"),
            ("{ a = <zz>; }", "1:8: expected hex digits or '>' in data, found 'z'"),
            ("( <ab", "1:3: unterminated data; expected '>'"),
            ("{ a = b;\u{7}}", "1:9: expected a key or '}' in the dictionary that starts at 1:1, found U+0007"),
            ("( é )", "1:3: expected a value in the array, found 'é' (U+00E9)"),
            (
                "bplist00\u{1}",
                "1:1: binary property lists are not supported; convert the file with 'plutil -convert xml1'"
            ),
        ])
    func errors(text: String, expected: String) {
        #expect(plistError(text) == expected)
    }

    @Test("bytes that are not UTF-8 inside a string are an error at the string")
    func invalidUTF8() {
        #expect(plistError(Array("( \"a".utf8) + [0xFF] + Array("\" )".utf8)) == "1:3: the string is not valid UTF-8")
        #expect(
            plistError([0x28, 0x20, 0xFF, 0x29])
                == "1:3: expected a value in the array, found byte 0xFF (the text is not UTF-8)")
    }

    @Test("git conflict markers at the start of a line are an unresolved merge at their line")
    func mergeConflicts() {
        let message =
            "the file has an unresolved git merge: a conflict marker '%' starts this line; resolve the conflict first"
        func expected(_ position: String, _ marker: String) -> String {
            position + ": " + message.replacingOccurrences("%", with: marker)
        }
        #expect(
            plistError("{\n\tobjects = {\n<<<<<<< HEAD\n\t\tA = B;\n=======\n\t\tA = C;\n>>>>>>> feature\n\t};\n}")
                == expected("3:1", "<<<<<<<"))
        #expect(plistError("{\n\ta = (\n\t\tx,\n=======\n\t);\n}") == expected("4:1", "======="))
        #expect(plistError("{\n\ta = b;\n>>>>>>> main\n}") == expected("3:1", ">>>>>>>"))
        #expect(plistError("<<<<<<< HEAD\n{}") == expected("1:1", "<<<<<<<"))
        // Not at the start of a line, or not seven characters: an ordinary syntax error.
        #expect(
            plistError("{\n <<<<<<< HEAD\n}")
                == "2:2: expected a key or '}' in the dictionary that starts at 1:1, found '<'")
    }

    @Test("nesting up to the depth limit is read; one level more is an error at the deepest value")
    func depthLimit() throws {
        let deepest = String(repeating: "(", count: 256) + String(repeating: ")", count: 256)
        #expect(plistError(deepest) == nil)
        #expect(plistError(String(repeating: "(", count: 256) + "a") == "1:257: nesting deeper than 256 levels")
        let shallow = PropertyListParser.Options(maximumDepth: 3)
        #expect(plistError("{ a = { b = c; }; }", options: shallow) == nil)
        #expect(plistError("{ a = { b = (c); }; }", options: shallow) == "1:14: nesting deeper than 3 levels")
    }

    @Test("the node count and input size limits give errors")
    func sizeLimits() {
        #expect(
            plistError("(a, b, c)", options: .init(maximumNodeCount: 3)) == "1:8: more than 3 values, over the limit")
        #expect(
            plistError("(a, b)", options: .init(maximumInputSize: 4))
                == "1:1: the file is 6 bytes, over the limit of 4 bytes")
    }

    @Test("a byte order mark is skipped, and UTF-16 text is read as the same list")
    func encodings() throws {
        let bom = try PropertyListParser().parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8))
        #expect(renderPlist(bom) == #"{a: "b"}"#)
        #expect(bom.entry(forKey: "a", in: bom.root)?.keyPosition == TextPosition(line: 1, column: 3))
        let text = "{\n a = \"é🙂\"; }"
        let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [bigEndian, littleEndian] {
            let list = try PropertyListParser().parse(bytes)
            #expect(renderPlist(list) == #"{a: "é🙂"}"#)
            #expect(
                list.position(try #require(list.value(forKey: "a", in: list.root))) == TextPosition(line: 2, column: 6))
        }
    }

    @Test("a scalar at the top level is a whole list; accessors answer empty for the wrong kind")
    func topLevelScalar() throws {
        let list = try parsePlist("  hello // greeting\n")
        #expect(list.string(list.root) == "hello")
        #expect(list.items(of: list.root).isEmpty)
        #expect(list.entries(of: list.root).isEmpty)
        #expect(list.value(forKey: "a", in: list.root) == nil)
        #expect(list[list.root].kindDescription == "a string")
    }
}

extension String {
    /// This string with every `target` replaced, without Foundation.
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
