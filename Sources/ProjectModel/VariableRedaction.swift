/// What `${NAME}` expansion put into a manifest, so that output shows each value as the spec writes
/// it (`${SECRET_TOKEN}`) and never what the environment held.
///
/// XcodeGen specs expand `${NAME}` from the environment, and targetlint resolves them the same way:
/// names, bundle ids and includes mean the expanded values. Everything that leaves targetlint, in
/// every format, a baseline file included, passes through ``redact(_:)`` first, which puts back:
/// - each whole string that expansion changed, as written (`com.example.${TEAM}.Shop`), where the
///   text is that string or holds it between separators (spaces, quotes, `,;:=()[]{}`);
/// - then each value put in, anywhere it is left, as `${NAME}`: a value of four bytes or more
///   wherever it occurs, a shorter one (`1`, `YES`) only where it stands between separators, so that
///   a flag set to `1` does not turn every `1` in a message into `${FLAG}`.
///
/// Empty when nothing was expanded, which costs nothing.
public struct VariableRedaction: Sendable, Hashable {
    /// Each whole string expansion changed, and the string as written.
    private var writtenStrings: [String: String] = [:]
    /// Each value put in, as `${NAME}` for the first variable that held it.
    private var placeholders: [String: String] = [:]
    /// The values' bytes, longest first (ties by bytes), for scanning.
    private var values: [[UInt8]] = []

    /// Values shorter than this are replaced only where they stand between separators.
    public static let minimumSubstringLength = 4

    /// No redaction.
    public init() {}

    /// True when nothing was expanded.
    public var isEmpty: Bool { placeholders.isEmpty }

    /// Records that `${name}` was replaced by `value`; empty values reveal nothing and are skipped.
    /// The value is also hidden in the form XcodeGen gives it inside a bundle id it derives from a
    /// target name (``BundleIdentifier/component(from:)``).
    public mutating func record(value: String, of name: String) {
        add(value, as: "${\(name)}")
        let inBundleID = BundleIdentifier.component(from: value)
        if inBundleID.utf8.count >= Self.minimumSubstringLength { add(inBundleID, as: "${\(name)}") }
    }

    private mutating func add(_ value: String, as placeholder: String) {
        guard !value.isEmpty, placeholders[value] == nil else { return }
        placeholders[value] = placeholder
        values.append(Array(value.utf8))
        values.sort { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
    }

    /// Records that expansion turned the string `written` into `expanded`.
    public mutating func record(expanded: String, written: String) {
        guard expanded != written, writtenStrings[expanded] == nil else { return }
        writtenStrings[expanded] = written
    }

    /// `text` with every expanded string and value put back as written.
    /// - Complexity: O(1) when nothing was expanded; else O(n × v × l) for n bytes of text and v
    ///   values of up to l bytes.
    public func redact(_ text: String) -> String {
        guard !isEmpty else { return text }
        if let written = writtenStrings[text] { return written }
        let bytes = Array(text.utf8)
        // Every recorded string holds a value, so a text without any value needs nothing.
        guard values.contains(where: { Self.firstMatch(of: $0, in: bytes, from: 0) != nil }) else { return text }
        var tokensRestored: [UInt8] = []
        tokensRestored.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            if Self.isSeparator(bytes[start]) {
                tokensRestored.append(bytes[start])
                start += 1
                continue
            }
            var end = start
            while end < bytes.count && !Self.isSeparator(bytes[end]) { end += 1 }
            let token = bytes[start..<end]
            if let written = writtenStrings[String(decoding: token, as: UTF8.self)] {
                tokensRestored += written.utf8
            } else {
                tokensRestored += token
            }
            start = end
        }
        var result: [UInt8] = []
        result.reserveCapacity(tokensRestored.count)
        var index = 0
        scan: while index < tokensRestored.count {
            for value in values where tokensRestored[index...].starts(with: value) {
                let end = index + value.count
                let standsAlone =
                    (index == 0 || Self.isSeparator(tokensRestored[index - 1]))
                    && (end == tokensRestored.count || Self.isSeparator(tokensRestored[end]))
                guard value.count >= Self.minimumSubstringLength || standsAlone else { continue }
                result += (placeholders[String(decoding: value, as: UTF8.self)] ?? "").utf8
                index = end
                continue scan
            }
            result.append(tokensRestored[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A problem with its message and file redacted.
    public func redact(_ problem: InputProblem) -> InputProblem {
        guard !isEmpty else { return problem }
        var redacted = problem
        redacted.message = redact(problem.message)
        redacted.file = redact(problem.file)
        return redacted
    }

    private static func firstMatch(of value: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = value.first, value.count <= bytes.count else { return nil }
        var index = start
        while index + value.count <= bytes.count {
            if bytes[index] == first && bytes[index...].starts(with: value) { return index }
            index += 1
        }
        return nil
    }

    /// Bytes that end a token: ASCII blanks, quotes and punctuation that messages put around names.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "'"),
            UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
            UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            true
        default:
            false
        }
    }
}
