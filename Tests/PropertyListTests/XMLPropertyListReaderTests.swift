import Testing

@testable import PropertyList
@testable import SourceText

@Suite struct XMLPropertyListReaderTests {
    /// Every element, entity and kind of markup the reader knows, one per line.
    static let document = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
        #"<plist version="1.0">"#,
        "<!-- a comment -->",
        "<dict>",
        "\t<key>name</key>",
        "\t<string>App &amp; Co &lt;1&gt; &quot;q&quot; &apos;a&apos; &#65;&#x42;</string>",
        "\t<key>count</key>",
        "\t<integer>-42</integer>",
        "\t<key>ratio</key>",
        "\t<real>1.5</real>",
        "\t<key>yes</key>",
        "\t<true/>",
        "\t<key>no</key>",
        "\t<false></false>",
        "\t<key>when</key>",
        "\t<date>2024-01-02T03:04:05Z</date>",
        "\t<key>blob</key>",
        "\t<data>",
        "\tAAEC/w==",
        "\t</data>",
        "\t<key>list</key>",
        "\t<array>",
        "\t\t<string><![CDATA[<raw> & ]]>x<!-- dropped -->y</string>",
        "\t\t<string/>",
        "\t\t<dict/>",
        "\t\t<array/>",
        "\t</array>",
        "</dict>",
        "</plist>",
        "",
    ].joined(separator: "\n")

    @Test("every element of the format, entities, CDATA and comments")
    func elements() throws {
        let list = try parsePlist(XMLPropertyListReaderTests.document)
        #expect(list.format == .xml)
        #expect(
            renderPlist(list)
                == #"{name: "App & Co <1> "q" 'a' AB", count: int -42, ratio: real 1.5, yes: true, no: false, "#
                + #"when: date 2024-01-02T03:04:05Z, blob: <000102ff>, list: ["<raw> & xy", "", {}, []]}"#)
        #expect(list.warnings.isEmpty)
    }

    @Test("a value's position is its element's '<', a key's that of its '<key>'")
    func positions() throws {
        let list = try parsePlist(XMLPropertyListReaderTests.document)
        #expect(list.position(list.root) == TextPosition(line: 5, column: 1))
        let name = try #require(list.entry(forKey: "name", in: list.root))
        #expect(name.keyPosition == TextPosition(line: 6, column: 2))
        #expect(list.position(name.value) == TextPosition(line: 7, column: 2))
        #expect(
            list.position(try #require(list.value(forKey: "blob", in: list.root))) == TextPosition(line: 19, column: 2))
        let items = list.items(of: try #require(list.value(forKey: "list", in: list.root)))
        #expect(
            list.position(try #require(list.value(forKey: "list", in: list.root))) == TextPosition(line: 23, column: 2))
        #expect(items.map { list.position($0) }.map(\.description) == ["24:3", "25:3", "26:3", "27:3"])
    }

    @Test("numbers, dates and data accept what the format allows")
    func scalars() throws {
        let text =
            "<array><integer> 7 </integer><integer>+0x1F</integer><real>-1e3</real><real>nan</real>"
            + "<data></data><data/><data>YQ</data><key-less/></array>"
        #expect(
            plistError(text)
                == "1:122: unknown element '<key-less>'; expected dict, array, string, integer, real, true, false, date or data"
        )
        let list = try parsePlist(String(text.dropLast("<key-less/></array>".count)) + "</array>")
        #expect(renderPlist(list) == "[int 7, int +0x1F, real -1e3, real nan, <>, <>, <61>]")
    }

    @Test("a value without a '<plist>' around it, and a repeated key with a warning")
    func bareRootAndRepeatedKeys() throws {
        let list = try parsePlist(
            "<dict>\n<key>a</key><string>1</string>\n<key>a</key><string>2</string>\n<key/><true/></dict>")
        #expect(renderPlist(list) == #"{a: "2", : true}"#)
        #expect(list.warnings.map(\.description) == ["3:1: the key 'a' repeats the one at 2:1; the last value is used"])
    }

    @Test("the same list in OpenStep and XML gives the same tree")
    func sameTreeBothFormats() throws {
        let openStep = try parsePlist("{ a = (x, \"y z\"); b = <0001>; c = {}; }")
        let xml = try parsePlist(
            "<plist><dict><key>a</key><array><string>x</string><string>y z</string></array>"
                + "<key>b</key><data>AAE=</data><key>c</key><dict/></dict></plist>")
        #expect(renderPlist(openStep) == renderPlist(xml))
        #expect(openStep.nodes.map(\.value) == xml.nodes.map(\.value))
        #expect(openStep.entries.map(\.key) == xml.entries.map(\.key))
        #expect(openStep.items == xml.items)
    }

    @Test(
        "malformed XML gives an error at the offending markup",
        arguments: [
            ("<plist><dict><key>a</key></dict></plist>", "1:14: the key 'a' has no value"),
            ("<plist><dict><key>a</key><key>b</key>", "1:14: the key 'a' has no value"),
            ("<plist><key>a</key></plist>", "1:8: '<key>' outside a dictionary; expected a value"),
            ("<plist><array><key>a</key></array></plist>", "1:15: '<key>' outside a dictionary; expected a value"),
            ("<plist><dict><key>a</key><dict><key>b</key></dict></dict></plist>", "1:32: the key 'b' has no value"),
            (
                "<plist><dict><string>x</string></dict></plist>",
                "1:14: expected '<key>' or '</dict>' in the dictionary that starts at 1:8, found '<string>'"
            ),
            ("<plist><array></dict></plist>", "1:15: '</dict>' does not close '<array>' at 1:8; expected '</array>'"),
            (
                "<plist><dict><key>a</key><foo/></dict></plist>",
                "1:26: unknown element '<foo>'; expected dict, array, string, integer, real, true, false, date or data"
            ),
            ("<plist><array>", "1:8: '<array>' is never closed; expected '</array>'"),
            ("<plist><string>abc", "1:8: '<string>' is never closed; expected '</string>'"),
            ("<plist><string>a</key></plist>", "1:17: '</key>' does not close '<string>' at 1:8; expected '</string>'"),
            (
                "<plist><string>a &foo; b</string></plist>",
                "1:18: unknown entity '&foo;'; expected &lt; &gt; &amp; &quot; &apos; or a character reference"
            ),
            (
                "<plist><string>a & b</string></plist>",
                "1:18: '&' starts no entity reference; write '&amp;' for an ampersand"
            ),
            ("<plist><string>&#xD800;</string></plist>", "1:16: '&#xD800;' is not a valid character"),
            ("<plist><string>&#99999999999;</string></plist>", "1:16: '&#99999999999;' is not a valid character"),
            ("<plist><string>&#;</string></plist>", "1:16: '&#;' is not a valid character"),
            ("<plist><integer>12a</integer></plist>", "1:8: '12a' is not an integer"),
            ("<plist><integer/></plist>", "1:8: '' is not an integer"),
            ("<plist><real>abc</real></plist>", "1:8: 'abc' is not a number"),
            (
                "<plist><date>2024-01-02</date></plist>",
                "1:8: '2024-01-02' is not a date; expected YYYY-MM-DDTHH:MM:SSZ"
            ),
            ("<plist><data>AB$C</data></plist>", "1:8: '<data>' holds text that is not base64"),
            ("<plist><true>yes</true></plist>", "1:8: '<true>' holds text; write '<true/>'"),
            ("<plist></plist>", "1:1: the '<plist>' element holds no value"),
            ("<plist/>", "1:1: the '<plist>' element holds no value"),
            ("<plist>\n", "1:1: '<plist>' is never closed; expected '</plist>'"),
            ("<plist><dict/>", "1:1: '<plist>' is never closed; expected '</plist>'"),
            ("<plist><dict/><dict/></plist>", "1:15: expected '</plist>' after the value, found '<dict>'"),
            ("<plist><dict/></plist> x", "1:24: unexpected text between elements, starting with 'x'"),
            ("<plist> text <dict/></plist>", "1:9: unexpected text between elements, starting with 't'"),
            ("<?xml version=\"1.0\"?>", "1:22: the file holds no property list"),
            ("<!-- never closed", "1:1: unterminated comment; expected '-->'"),
            ("<?xml never closed", "1:1: unterminated processing instruction; expected '?>'"),
            ("<!DOCTYPE plist [ <!ENTITY x \">\"> ]", "1:1: unterminated '<!DOCTYPE'; expected '>'"),
            ("<plist><string><![CDATA[x</string>", "1:16: unterminated CDATA section; expected ']]>'"),
            ("<plist version=\"1.0><dict/></plist>", "1:21: '<' in the value of the attribute 'version'"),
            (
                "<plist version=1.0><dict/></plist>",
                "1:16: expected a quoted value for the attribute 'version', found '1'"
            ),
            ("<plist <dict/></plist>", "1:8: expected an attribute, '>' or '/>' in '<plist>', found '<'"),
            ("<plist><dict", "1:8: unterminated tag '<dict>'; expected '>'"),
            ("<plist></ dict></plist>", "1:10: expected an element name after '<', found ' '"),
            ("<plist><string>a<b/></string></plist>", "1:17: unexpected markup inside '<string>'; it holds only text"),
            ("<plist></array></plist>", "1:8: unexpected '</array>'; expected a value"),
            ("<plist><dict/></dict>", "1:15: expected '</plist>' after the value, found '</dict>'"),
            ("<plist><dict/></plist><dict/>", "1:23: unexpected '<' after the end of the property list"),
        ])
    func errors(text: String, expected: String) {
        #expect(plistError(text) == expected)
    }

    @Test("git conflict markers between elements are an unresolved merge at their line")
    func mergeConflicts() {
        let text =
            "<plist>\n<dict>\n<<<<<<< HEAD\n<key>a</key><true/>\n=======\n<key>a</key><false/>\n>>>>>>> b\n</dict>\n</plist>"
        #expect(
            plistError(text)
                == "3:1: the file has an unresolved git merge: a conflict marker '<<<<<<<' starts this line; "
                + "resolve the conflict first")
        #expect(
            plistError("<plist>\n<array>\n=======\n</array>\n</plist>")
                == "3:1: the file has an unresolved git merge: a conflict marker '=======' starts this line; "
                + "resolve the conflict first")
    }

    @Test("nesting up to the depth limit is read; one level more is an error at its element")
    func depthLimit() {
        let deepest =
            "<plist>" + String(repeating: "<array>", count: 256) + String(repeating: "</array>", count: 256)
            + "</plist>"
        #expect(plistError(deepest) == nil)
        let tooDeep = "<plist>" + String(repeating: "<array>", count: 257)
        #expect(plistError(tooDeep) == "1:1800: nesting deeper than 256 levels")
        #expect(
            plistError("<array><string>a</string><string>b</string></array>", options: .init(maximumNodeCount: 2))
                == "1:26: more than 2 values, over the limit")
    }

    @Test("text that is not UTF-8 is an error at the text")
    func invalidUTF8() {
        #expect(
            plistError(Array("<plist><string>a".utf8) + [0xC3] + Array("</string></plist>".utf8))
                == "1:16: the string is not valid UTF-8")
    }
}
