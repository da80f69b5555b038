import SourceText
import TextOutput

extension Diagnostic {
    /// An identity for the finding that survives edits which move lines, as 16 hexadecimal digits:
    /// a 64-bit FNV-1a hash of the rule, the target and what the finding is about. For a
    /// reachability finding that is the module reached and the message before its path, so a
    /// different path to the same module is the same finding. For a rule with one finding per
    /// target that lists what to change (``targetFingerprintRules``) it is the target alone, so the
    /// finding keeps its fingerprint while the list shrinks; for a rule whose message counts files
    /// (``countingRules``), the message without its digits; for a use of an API in a file
    /// (``fileUseRules``), the file and the API. Baselines and SARIF use it.
    public var fingerprint: String {
        var text = TextBuffer(capacity: 16)
        text.append(hex: fingerprintValue)
        return text.text
    }

    /// The rules that report at most one finding per target, listing what to change in it; their
    /// findings are fingerprinted by rule and target only. An array: a set hashed the rule id of
    /// every finding to tell one rule from the rest.
    static let targetFingerprintRules: [String] = [SizeBuildSettings.description.id, SizeBudget.description.id]

    /// The rules whose messages count files ("imported in 3 files", "none of its 162 Swift
    /// files"), which an edit elsewhere changes without changing the finding: their digits are left
    /// out of the fingerprint.
    static let countingRules: [String] = [ImplicitDependency.description.id, UnusedDependency.description.id]

    /// The rules about a use of an API in a file, whose message names the one of several
    /// extensions that reaches it first: fingerprinted by the file and the API instead.
    static let fileUseRules: [String] = [ExtensionUnsafeAPI.description.id]

    /// Whether the finding is fingerprinted by its rule and target only.
    var isFingerprintedByTarget: Bool { Self.targetFingerprintRules.contains(rule) }

    /// What comes before a reachability finding's path in its message.
    private static let pathSeparator = Array(" via ".utf8)

    /// ``fingerprint`` as the number its digits spell.
    package var fingerprintValue: UInt64 {
        var hash = FingerprintHash()
        hash.mix(rule)
        hash.mix(target)
        if isFingerprintedByTarget {
            return hash.value
        }
        if Self.fileUseRules.contains(rule) {
            hash.mix(location.file)
            // The API, quoted after "uses ".
            let text = message
            if let start = text.firstRange(ofText: "uses '")?.upperBound, let end = text[start...].firstIndex(of: "'") {
                hash.mix(String(text[start..<end]))
            }
            return hash.value
        }
        if Self.countingRules.contains(rule) {
            hash.mix(String(message.unicodeScalars.filter { !("0"..."9").contains($0) }))
            return hash.value
        }
        if case .path(let message, let ids) = text, case let path = message.path(ids), let module = path.last,
            !path.contains(where: { message.names[Int($0)].containsVia })
        {
            // The message before its path, from its pieces: `subject before'module'after`. No name
            // on the path holds "via", so the message's last " via " is the one before the path.
            let name = message.names[Int(module)]
            hash.mix(name)
            hash.add(message.subject)
            hash.add(" ")
            hash.add(message.predicate.beforeModule)
            hash.add(name)
            hash.add(message.predicate.afterModule)
            hash.endPiece()
        } else if let module = lastPathName {
            hash.mix(module)
            var message = message
            message.withUTF8 { bytes in
                // The message up to its last " via ", where the path starts.
                let via = Self.pathSeparator
                var end = bytes.count - via.count
                while end >= 0 && !via.indices.allSatisfy({ bytes[end + $0] == via[$0] }) { end -= 1 }
                hash.mix(UnsafeBufferPointer(rebasing: bytes[..<(end >= 0 ? end : bytes.count)]))
            }
        } else {
            hash.mix(message)
        }
        return hash.value
    }
}

/// A 64-bit FNV-1a hash of pieces of text, each ended by the byte 0xff, which UTF-8 never holds.
private struct FingerprintHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Hashes the bytes of a piece, or of the next part of one.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    /// Hashes the UTF-8 bytes of a piece, or of the next part of one, read in place.
    mutating func add(_ text: String) {
        text.withUTF8Bytes { add($0) }
    }

    /// Ends the piece.
    mutating func endPiece() {
        value ^= 0xff
        value &*= 0x0000_0100_0000_01b3
    }

    /// Hashes a whole piece.
    mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        add(bytes)
        endPiece()
    }

    /// Hashes a whole piece of text.
    mutating func mix(_ text: String) {
        add(text)
        endPiece()
    }
}

extension String {
    /// Whether the text holds "via".
    fileprivate var containsVia: Bool {
        withUTF8Bytes { bytes in
            var matched = 0
            for byte in bytes {
                switch (matched, byte) {
                case (_, UInt8(ascii: "v")): matched = 1
                case (1, UInt8(ascii: "i")): matched = 2
                case (2, UInt8(ascii: "a")): return true
                default: matched = 0
                }
            }
            return false
        }
    }
}
