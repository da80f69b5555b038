import Rules
import Testing
import TextOutput

@Suite("Escaping in TextBuffer")
struct TextBufferEscapingTests {
    private func escaped(_ body: (inout TextBuffer) -> Void) -> String {
        var buffer = TextBuffer()
        body(&buffer)
        return buffer.text
    }

    @Test(
        "XML escapes its five special characters, keeps line breaks as references and replaces what XML 1.0 forbids",
        arguments: [
            ("a & b", "a &amp; b"),
            ("<x attr=\"1\" other='2'>", "&lt;x attr=&quot;1&quot; other=&apos;2&apos;&gt;"),
            ("tab\tline\ncr\r", "tab&#9;line&#10;cr&#13;"),
            ("nul \u{0} bell \u{7} esc \u{1B} us \u{1F}", "nul \u{FFFD} bell \u{FFFD} esc \u{FFFD} us \u{FFFD}"),
            ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}"),
            ("kept: \u{FFFD} \u{FFEE} \u{EFFF} → é 𝄞 \u{A0}", "kept: \u{FFFD} \u{FFEE} \u{EFFF} → é 𝄞 \u{A0}"),
            ("del \u{7F} c1 \u{80}\u{85}\u{9B}\u{9F}", "del &#x7F; c1 &#x80;&#x85;&#x9B;&#x9F;"),
            (
                "bidi \u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069} sep \u{2028}\u{2029}",
                "bidi &#x61C;&#x200E;&#x200F;&#x202A;&#x202E;&#x2066;&#x2069; sep &#x2028;&#x2029;"
            ),
        ])
    func xml(input: String, expected: String) {
        #expect(escaped { $0.appendXMLEscaped(input) } == expected)
    }

    @Test("workflow command messages encode %, CR and LF; properties also : and ,")
    func workflowCommand() {
        let input = "100%: a, b\r\nc"
        #expect(escaped { $0.appendWorkflowCommandMessage(input) } == "100%25: a, b%0D%0Ac")
        #expect(escaped { $0.appendWorkflowCommandProperty(input) } == "100%25%3A a%2C b%0D%0Ac")
        let controls = "x\n::add-mask::y\u{1B}[0m\u{202E}"
        #expect(escaped { $0.appendWorkflowCommandMessage(controls) } == #"x%0A::add-mask::y\u{1B}[0m\u{202E}"#)
        #expect(
            escaped { $0.appendWorkflowCommandProperty(controls) } == #"x%0A%3A%3Aadd-mask%3A%3Ay\u{1B}[0m\u{202E}"#)
    }

    @Test(
        "control characters, DEL, C1 controls, bidi controls and separators are written visibly; everything else is kept",
        arguments: [
            ("plain ASCII: a-z 0-9 %:,", "plain ASCII: a-z 0-9 %:,"),
            (
                "nul \u{0} tab \t lf \n cr \r esc \u{1B} us \u{1F} del \u{7F}",
                #"nul \u{0} tab \u{9} lf \u{A} cr \u{D} esc \u{1B} us \u{1F} del \u{7F}"#
            ),
            ("c1 \u{80} nel \u{85} \u{9F}; kept \u{A0} é ¢", #"c1 \u{80} nel \u{85} \u{9F}; kept "# + "\u{A0} é ¢"),
            (
                "bidi \u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}",
                #"bidi \u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}"#
            ),
            (
                "kept: \u{200D} \u{2027} \u{202F} \u{2065} \u{206A} \u{2070} → … ؛ ØŸ 𝄞",
                "kept: \u{200D} \u{2027} \u{202F} \u{2065} \u{206A} \u{2070} → … ؛ ØŸ 𝄞"
            ),
            ("separators \u{2028}\u{2029}", #"separators \u{2028}\u{2029}"#),
            ("\u{1B}", #"\u{1B}"#),
            ("", ""),
        ])
    func controlCharacters(input: String, expected: String) {
        #expect(escaped { $0.appendEscaped(input) } == expected)
        #expect(escaped { $0.appendEscaped(input[...]) } == expected)
        #expect(ControlCharacters.escaping(input) == expected)
    }

    @Test("a character to escape is found at every position of a long ASCII run")
    func everyPosition() {
        for offset in 0..<24 {
            let before = String(String(repeating: "a ~", count: 9).prefix(offset))
            let after = String(repeating: "b}", count: 9)
            for (character, text, message, property) in [
                ("\u{1B}", #"\u{1B}"#, #"\u{1B}"#, #"\u{1B}"#), ("\u{1F}", #"\u{1F}"#, #"\u{1F}"#, #"\u{1F}"#),
                ("\u{7F}", #"\u{7F}"#, #"\u{7F}"#, #"\u{7F}"#), ("\n", #"\u{A}"#, "%0A", "%0A"),
                ("%", "%", "%25", "%25"),
                (":", ":", ":", "%3A"), (",", ",", ",", "%2C"), ("é", "é", "é", "é"),
                ("\u{202E}", #"\u{202E}"#, #"\u{202E}"#, #"\u{202E}"#),
                ("\u{2028}", #"\u{2028}"#, #"\u{2028}"#, #"\u{2028}"#), ("\u{85}", #"\u{85}"#, #"\u{85}"#, #"\u{85}"#),
            ] {
                let input = before + character + after
                #expect(escaped { $0.appendEscaped(input) } == before + text + after)
                #expect(escaped { $0.appendWorkflowCommandMessage(String(input)) } == before + message + after)
                #expect(escaped { $0.appendWorkflowCommandProperty(String(input)) } == before + property + after)
            }
        }
    }

    @Test(
        "JSON escapes quotes, backslashes, control, bidi and separator characters at every position, and copies the rest"
    )
    func jsonEveryPosition() {
        for offset in 0..<24 {
            let before = String(String(repeating: "a ~", count: 9).prefix(offset))
            let after = String(repeating: "b}", count: 9)
            for (character, json) in [
                ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\r", #"\r"#), ("\t", #"\t"#),
                ("\u{1B}", #"\u001b"#), ("\u{1F}", #"\u001f"#), ("\u{0}", #"\u0000"#), ("\u{7F}", #"\u007f"#),
                ("\u{85}", #"\u0085"#), ("\u{9B}", #"\u009b"#), ("\u{61C}", #"\u061c"#), ("\u{200F}", #"\u200f"#),
                ("\u{202E}", #"\u202e"#), ("\u{2066}", #"\u2066"#), ("\u{2028}", #"\u2028"#), ("\u{2029}", #"\u2029"#),
                ("é", "é"), ("\u{A0}", "\u{A0}"), ("\u{2027}", "\u{2027}"), ("\u{206A}", "\u{206A}"), (" ", " "),
            ] {
                let input = before + character + after
                #expect(escaped { $0.appendJSONString(input) } == "\"" + before + json + after + "\"")
                #expect(escaped { $0.appendJSONEscaped(input) } == before + json + after)
            }
        }
    }

    /// The characters every format escapes, as the README lists them.
    private static func isListed(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test("text, JSON and XML escape exactly the characters of one list, and copy every other scalar")
    func oneDefinition() {
        let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1D11E}", "\u{10FFFF}"]
        for scalar in scalars {
            let text = String(Character(scalar))
            let listed = Self.isListed(scalar.value)
            #expect(ControlCharacters.isEscaped(scalar) == listed, "U+\(String(scalar.value, radix: 16))")
            #expect((escaped { $0.appendEscaped("a" + text) } != "a" + text) == listed)
            let json = escaped { $0.appendJSONEscaped("a" + text) }
            #expect((json != "a" + text) == (listed || text == "\"" || text == "\\"))
            let xml = escaped { $0.appendXMLEscaped("a" + text) }
            #expect((xml != "a" + text) == (listed || "&<>\"'".contains(text)))
        }
    }

    @Test("URI paths keep unreserved characters and slashes and percent-encode the rest")
    func uriPath() {
        #expect(escaped { $0.appendURIPath("Mods/A-b_c.~d/x.yml") } == "Mods/A-b_c.~d/x.yml")
        #expect(escaped { $0.appendURIPath("a b/c#d?e%f:g/Zürich") } == "a%20b/c%23d%3Fe%25f%3Ag/Z%C3%BCrich")
    }

    @Test("numbers print in decimal, with a sign when negative, at both ends of Int")
    func numbers() {
        let numbers = [0, 7, 9, 10, 99, 100, 12_345, 1_000_000, -1, -10, -987, Int.max, Int.min]
        #expect(numbers.map { number in escaped { $0.append(number) } } == numbers.map(String.init))
    }

    @Test("pieces of a table are joined with their separator, each between quotes")
    func pieces() {
        var table = TextBuffer()
        for name in ["Clip", "", "Zürich", "K"] { table.append(name) }
        let (starts, ends) = ([0, 4, 4, 11], [4, 4, 11, 12])
        func joined(_ ids: [Int32], _ separator: String, _ quote: String) -> String {
            escaped {
                $0.appendPieces(of: table, at: ids[...], starts: starts, ends: ends, separator: separator, quote: quote)
            }
        }
        #expect(joined([0, 2, 3], " → ", "") == "Clip → Zürich → K")
        #expect(joined([3, 1, 0], ", ", "\"") == #""K", "", "Clip""#)
        #expect(joined([2], " → ", "") == "Zürich")
        #expect(joined([], ", ", "\"") == "")
        // A slice that does not start at zero, as a finding's path within its clip's paths.
        let ids: [Int32] = [3, 3, 0, 2]
        #expect(
            escaped { $0.appendPieces(of: table, at: ids[2...], starts: starts, ends: ends, separator: "/", quote: "") }
                == "Clip/Zürich")
    }

    @Test("hex prints 16 lowercase digits")
    func hex() {
        #expect(escaped { $0.append(hex: 0xABC) } == "0000000000000abc")
        #expect(escaped { $0.append(hex: .max) } == "ffffffffffffffff")
    }
}
