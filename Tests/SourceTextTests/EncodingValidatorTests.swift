import Testing

@testable import SourceText
@testable import YAML

@Suite("Encoding checks")
struct EncodingValidatorTests {
    /// The encoding check's error for `bytes`, as `line:column: message`.
    private func validationError(_ bytes: [UInt8]) -> String? {
        do {
            try EncodingValidator.validate(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    /// The error for `bytes`, as `line:column: message`.
    private func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try YAMLParser().parse(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(
        "a bad byte is found wherever it falls among runs of printable ASCII, at its line and column",
        arguments: [
            ([0x1B], "the file contains control character U+001B"),
            ([0x0B], "the file contains control character U+000B"),
            ([0x0C], "the file contains control character U+000C"),
            ([0x00], "the file contains a NUL byte (is this a binary file?)"),
            ([0xFF], "the file is not valid UTF-8 (byte 0xFF)"),
            ([0xC3, 0x28], "the file is not valid UTF-8 (byte 0xC3)"),
            ([0x7F], nil),
            ([0xC3, 0xA9], nil),
        ] as [([UInt8], String?)])
    func badByte(bad: [UInt8], message: String?) {
        // Before the bad byte: a first line, then 0 to 24 characters, so that it falls at every
        // offset of an eight-byte word and after one or more whole words.
        for prefix in 0...24 {
            let line = Array("key: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: prefix)
            let bytes = Array("first: line\n".utf8) + line + bad + Array("tail\n".utf8)
            let expected = message.map { "2:\(line.count + 1): \($0)" }
            #expect(error(bytes) == expected, "after \(prefix) characters")
        }
    }

    @Test(
        "a bad byte next to line feeds is found wherever it falls in a word of eight bytes",
        arguments: [
            (0x0B, "the file contains control character U+000B"), (0x0C, "the file contains control character U+000C"),
            (0x1A, "the file contains control character U+001A"), (0x08, "the file contains control character U+0008"),
            (0x8A, "the file is not valid UTF-8 (byte 0x8A)"), (0x2A, nil), (0x7F, nil),
        ] as [(UInt8, String?)])
    func badByteAmongLineFeeds(bad: UInt8, message: String?) {
        // Short lines, so that words hold line feeds; the bad byte starts a line or follows a few
        // characters on it, after one to three lines of 0 to 7 characters.
        for lines in 1...3 {
            for length in 0...7 {
                for column in 0...3 {
                    let before = (0..<lines).flatMap { _ in Array(repeating: UInt8(ascii: "#"), count: length) + [0x0A]
                    }
                    let bytes = before + Array(repeating: UInt8(ascii: "#"), count: column) + [bad] + Array("\n".utf8)
                    let expected = message.map { "\(lines + 1):\(column + 1): \($0)" }
                    #expect(
                        validationError(bytes) == expected, "after \(lines) lines of \(length), at column \(column + 1)"
                    )
                }
            }
        }
    }
}
