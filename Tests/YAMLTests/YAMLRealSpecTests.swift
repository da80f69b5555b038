import Testing

@testable import SourceText
@testable import YAML

/// Constructs that real XcodeGen specs use, each read with its position.
@Suite struct YAMLRealSpecTests {
    @Test("a 'key: value' entry of a flow sequence is a map of that one pair")
    func singlePairMapInFlowSequence() throws {
        let root = try #require(try parse("a: [x, UILaunchScreen: [], 'k': v]\n").root)
        #expect(render(root) == #"{a: ["x", {UILaunchScreen: []}, {k: "v"}]}"#)
        let items = try #require(root["a"]?.sequence)
        #expect(items[1].position == TextPosition(line: 1, column: 8))
        #expect(items[1].mapping?[0].value.position == TextPosition(line: 1, column: 24))
        #expect(items[2].mapping?[0].keyPosition == TextPosition(line: 1, column: 28))
    }

    @Test("a multi-line flow map may close at its key's column")
    func flowMapClosingAtKeyColumn() throws {
        let text =
            "info:\n  urls: [\n            {\n                name: \"x\",\n                schemes: [\"y\"]\n            }\n  ]\n"
        let root = try #require(try parse(text).root)
        let entry = try #require(root["info"]?["urls"]?.sequence?[0])
        #expect(entry.position == TextPosition(line: 3, column: 13))
        #expect(entry["schemes"]?.sequence?[0].position == TextPosition(line: 5, column: 27))
    }

    @Test("an anchor named with digits, 1- and 7-space indentation, and no final newline")
    func indentationAndAnchors() throws {
        let root = try #require(try parse("a:\n b: &1\n        c: YES\n d: *1\ne: 5.0").root)
        #expect(render(root) == #"{a: {b: {c: "YES"}, d: {c: "YES"}}, e: "5.0"}"#)
        #expect(root["a"]?["b"]?["c"]?.position == TextPosition(line: 3, column: 12))
        #expect(root["e"]?.position == TextPosition(line: 5, column: 4))
    }

    @Test("keys with spaces, parentheses and emoji, and lines over 200 characters")
    func unusualKeys() throws {
        let long = String(repeating: "x", count: 250)
        let root = try #require(try parse("My App (Beta) 🚀:\n  v: \(long)\n").root)
        #expect(root["My App (Beta) 🚀"]?["v"]?.scalar == long)
        #expect(root["My App (Beta) 🚀"]?["v"]?.position == TextPosition(line: 2, column: 6))
    }
}
