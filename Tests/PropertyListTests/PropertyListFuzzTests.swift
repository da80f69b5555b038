import TestSupport
import Testing

@testable import FileAccess
@testable import PropertyList
@testable import SourceText

/// SplitMix64, as in TestSupport, which this test target does not depend on.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Fragments that steer a mutation toward the readers' edge cases.
private let fragments = [
    "{", "}", "(", ")", ";", "=", ",", "\"", "'", "/*", "*/", "//", "<", ">", "\\", "\\U", "\\UD83D", "\\777", "$(",
    "\n", "\r", "\r\n", "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>",
    "<true/>",
    "<data>", "&", "&#x", "&#1114112;", "&amp;", "<![CDATA[", "]]>", "<!--", "-->", "<?", "?>", "\n<<<<<<< HEAD\n",
    "\n=======\n", "é", "🙂", "\u{0}",
].map { Array($0.utf8) }

/// Changes `bytes` at random: truncates, overwrites, deletes, repeats or inserts.
private func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            bytes.removeSubrange(at...)
        case 1 where at < bytes.count:
            bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 2:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
            bytes.removeSubrange(at..<end)
        case 3:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
        default:
            bytes.insert(contentsOf: fragments.randomElement(using: &random) ?? [], at: at)
        }
    }
}

/// True when `position` names a character of the text, or the place just after the last character
/// of a line (where an unexpected end is reported).
private func isInside(_ position: TextPosition, _ input: [UInt8]) -> Bool {
    let isUTF16 = input.count >= 2 && (input[0] == 0xFE && input[1] == 0xFF || input[0] == 0xFF && input[1] == 0xFE)
    let bytes = isUTF16 ? PropertyListParser.transcodeUTF16(input) : input
    var line = 1
    var columns = 0
    var index = 0
    while index < bytes.count && line < position.line {
        if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
        if bytes[index] == 0x0A || bytes[index] == 0x0D { line += 1 }
        index += 1
    }
    guard line == position.line, position.column >= 1 else { return false }
    while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D {
        if bytes[index] & 0xC0 != 0x80 { columns += 1 }
        index += 1
    }
    return position.column <= columns + 1
}

/// Parses `bytes` and checks that an error, if any, points inside them.
private func checkParse(_ bytes: [UInt8], _ what: String) -> Bool {
    do {
        _ = try PropertyListParser().parse(bytes)
        return true
    } catch {
        #expect(isInside(error.position, bytes), "\(what): \(error) is outside the input")
        return false
    }
}

@Suite struct PropertyListFuzzTests {
    @Test("random truncations and byte changes never crash, and every error points inside the input")
    func mutations() throws {
        var inputs = [
            ("OpenStep sample", Array(OpenStepReaderTests.project.utf8)),
            ("XML sample", Array(XMLPropertyListReaderTests.document.utf8)),
        ]
        if let corpus = xcodeProjectCorpus {
            for path in [
                "03-AkkeyLab__c-search-tca/c-search.xcodeproj/project.pbxproj",
                "13-CocoaPods__Xcodeproj/spec/fixtures/SharedSchemes/SharedSchemes.xcodeproj/project.pbxproj",
                "06-Automattic__pocket-casts-ios/podcasts/podcasts.entitlements",
                "02-jedireza__neeva-ios/Client/Info.plist",
            ] {
                inputs.append((path, try LocalFileSystem().contents(of: Path.join(corpus, path))))
            }
        } else {
            print("mutating the built-in samples only: ../shared/corpus-xcodeproj is not next to this checkout")
        }
        var random = SeededRandom(state: 0x706C_6973_7473)
        var parsed = 0
        var failed = 0
        for (name, original) in inputs {
            // Larger files get fewer rounds, so the test stays quick in a debug build.
            let rounds = max(100, min(1_500, 3_000_000 / max(1, original.count)))
            for round in 0..<rounds {
                var bytes = original
                mutate(&bytes, using: &random)
                if checkParse(bytes, "\(name), round \(round)") { parsed += 1 } else { failed += 1 }
            }
        }
        // Both outcomes occur, so the mutations neither always break nor never touch the structure.
        #expect(parsed > 0 && failed > 0)
    }

    /// Each input is `prefix` and `unit` repeated 100,000 times, built in the test so that a failure
    /// does not print it whole.
    @Test(
        "pathological inputs end in an error, never a crash or a hang",
        arguments: [
            ("deep arrays", "", "(", "1:257: nesting deeper than 256 levels"),
            ("deep dictionaries", "", "{a=", "1:769: nesting deeper than 256 levels"),
            ("deep XML", "<plist>", "<dict><key>k</key>", "1:4616: nesting deeper than 256 levels"),
            ("unterminated string", "(\"", "x\\n", "1:2: unterminated string; expected a closing '\"'"),
            ("unterminated comment", "(/*", "*", "1:2: unterminated comment; expected '*/'"),
            ("unterminated data", "(<", "0a\n", "1:2: unterminated data; expected '>'"),
            (
                "unterminated reference", "(a$(", "b",
                "1:3: unterminated build setting reference in an unquoted string, found the end of the file; quote the string"
            ),
            ("open XML text", "<plist><string>", "&lt;", "1:8: '<string>' is never closed; expected '</string>'"),
            ("open XML comment", "<plist><!--", "-", "1:8: unterminated comment; expected '-->'"),
        ])
    func pathological(name: String, prefix: String, unit: String, expected: String) {
        #expect(plistError(prefix + String(repeating: unit, count: 100_000)) == expected, "\(name)")
    }

    @Test("long inputs of valid shapes parse: a long line, many comments, many repeated keys")
    func longInputs() throws {
        let line = try parsePlist("(" + String(repeating: "a", count: 1_000_000) + ")")
        #expect(list(line, itemCount: 1))
        let comments = try parsePlist(String(repeating: "/* c */ // d\n", count: 50_000) + "()")
        #expect(comments.position(comments.root) == TextPosition(line: 50_001, column: 1))
        let repeated = try parsePlist("{" + String(repeating: "a = b; ", count: 50_000) + "}")
        #expect(repeated.entries(of: repeated.root).count == 1)
        #expect(repeated.warnings.count == 49_999)
        let wide = try parsePlist("{" + (0..<50_000).map { "k\($0) = v;" }.joined() + "}")
        #expect(wide.value(forKey: "k49999", in: wide.root) != nil)
    }

    private func list(_ list: PropertyList, itemCount: Int) -> Bool {
        list.items(of: list.root).count == itemCount
    }
}
