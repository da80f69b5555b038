import TestSupport
import Testing

@testable import SwiftPackageImporter

@Suite struct PackageManifestMalformedTests {
    /// Texts that are not Swift, and the one problem each gives.
    static let cases: [(text: String, problem: String)] = [
        ("let package = Package(name: \"P)\n", "1:29: unterminated string; expected a closing '\"'"),
        ("let x = \"\"\"\n  abc\n", "1:9: unterminated string; expected a closing '\"\"\"'"),
        ("let x = #\"abc\"\n", "1:9: unterminated string; expected a closing '\"#'"),
        // The interpolation is still open at the second `"`, which starts a string of its own.
        ("let x = \"a\\(b(\"c\")\"\n", "1:19: unterminated string; expected a closing '\"'"),
        ("let x = \"a\\(b\n", "1:9: unterminated interpolation in a string; expected ')'"),
        ("/* open /* nested */\nlet x = 1", "1:1: unterminated comment; expected '*/'"),
        (
            "let package = Package(\n  name: \"P\",\n  targets: [.target(name: \"A\")\n",
            "3:12: unterminated '['; expected ']'"
        ),
        (
            "let package = Package(name: \"P\", targets: [.target(name: \"A\"))\n",
            "1:62: expected ',' or ']' in the array that starts at 1:43, found ')'"
        ),
        (
            "let package = Package(name: \"P\", platforms: [.iOS(.v17)))\n",
            "1:56: expected ']' to close the '[' at 1:45, found ')'"
        ),
        ("let package = Package(name: \"P\"", "1:22: unterminated '('; expected ')'"),
        ("let x = ]\n", "1:9: expected an expression, found ']'"),
        ("let x = [1, 2]\n}\n", "2:1: expected a statement, found '}'"),
        (
            "let x = 1\n<<<<<<< HEAD\n",
            "2:1: the file has an unresolved git merge: a conflict marker '<<<<<<<' starts this line; resolve the conflict first"
        ),
        ("let x = \"\u{7}\"\n", "1:10: the file contains control character U+0007"),
        (
            "import PackageDescription\n",
            "1:1: Package.swift declares no 'Package(...)' that targetlint can read; expected 'let package = Package(name: ...)'"
        ),
        (
            "let package = Package(name: \"P\", targets: [.target(path: \"x\")])",
            "1:44: '.target' has no 'name'; a target needs one"
        ),
    ]

    @Test("malformed text is a problem at its position", arguments: cases)
    func malformed(text: String, problem: String) {
        let result = readPackage(text)
        #expect(problemLines(result) == [problem])
    }

    @Test("nesting past the limit is a problem, not a crash")
    func deepNesting() {
        let deep = "let package = Package(name: " + String(repeating: "[", count: 100_000) + "\n"
        let result = readPackage(deep)
        #expect(problemLines(result) == ["1:156: the expression nests deeper than 128 levels"])
        let chain = "let x = a" + String(repeating: ".b", count: 100_000) + "\n"
        #expect(problemLines(readPackage(chain)) == ["1:9: the expression nests deeper than 128 levels"])
        let skipped = "let package = Package(name: \"P\", platforms: " + String(repeating: "(", count: 100_000)
        #expect(problemLines(readPackage(skipped)) == ["1:173: the brackets nest deeper than 128 levels"])
    }

    @Test("constants that double at each step stop at the expansion limit")
    func expansionBomb() {
        var text = "let a0 = [\"x\"]\n"
        for index in 1...64 { text += "let a\(index) = a\(index - 1) + a\(index - 1)\n" }
        text += "let package = Package(name: \"P\", targets: a64)\n"
        let result = readPackage(text)
        #expect(
            problemLines(result).first?.hasSuffix(
                "the constants of Package.swift expand to more than 1000000 entries, more than targetlint reads")
                == true)
    }

    @Test("ten megabytes of garbage are read quickly, into a problem")
    func garbage() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("abc xyz()[]{}.,:=+\"\n\\/*#".utf8)
        for _ in 0..<2 {
            let bytes = (0..<(10 << 20)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                let result = PackageManifestReader.read(bytes, file: "Package.swift")
                #expect(result.manifest == nil || !result.unsupported.isEmpty || result.problems.isEmpty)
                #expect(result.unsupported.count <= 100)
            }
            #expect(elapsed < .seconds(5))
        }
        let words = Array(String(repeating: "let a = b c d\n", count: 700_000).utf8)
        let clock = ContinuousClock()
        var result: PackageManifestReader.Result?
        let elapsed = clock.measure { result = PackageManifestReader.read(words, file: "Package.swift") }
        #expect(elapsed < .seconds(20))
        guard let result else { return }
        #expect(result.unsupported.count == 100)
        #expect(result.problems.count == 1)
    }
}
