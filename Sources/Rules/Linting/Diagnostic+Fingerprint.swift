import TextOutput

extension Diagnostic {
    /// An identity for the finding that survives edits which move lines, as 16 hexadecimal digits:
    /// a 64-bit FNV-1a hash of the rule, the target and what the finding is about. For a
    /// reachability finding that is the module reached and the message before its path, so a
    /// different path to the same module is the same finding. For a rule with one finding per
    /// target that lists what to change (``targetFingerprintRules``) it is the target alone, so the
    /// finding keeps its fingerprint while the list shrinks. Baselines and SARIF use it.
    public var fingerprint: String {
        var text = TextBuffer(capacity: 16)
        text.append(hex: fingerprintValue)
        return text.text
    }

    /// The rules that report at most one finding per target, listing what to change in it; their
    /// findings are fingerprinted by rule and target only.
    static let targetFingerprintRules: Set<String> = [SizeBuildSettings.description.id]

    /// Whether the finding is fingerprinted by its rule and target only.
    var isFingerprintedByTarget: Bool { Self.targetFingerprintRules.contains(rule) }

    /// What comes before a reachability finding's path in its message.
    private static let pathSeparator = Array(" via ".utf8)

    /// ``fingerprint`` as the number its digits spell.
    var fingerprintValue: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: some Sequence<UInt8>) {
            for byte in text {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash &*= 0x0000_0100_0000_01b3
        }
        mix(rule.utf8)
        mix(target.utf8)
        if isFingerprintedByTarget {
            return hash
        } else if let module = lastPathName {
            mix(module.utf8)
            var message = message
            message.withUTF8 { bytes in
                // The message up to its last " via ", where the path starts.
                let via = Self.pathSeparator
                var end = bytes.count - via.count
                while end >= 0 && !via.indices.allSatisfy({ bytes[end + $0] == via[$0] }) { end -= 1 }
                mix(UnsafeBufferPointer(rebasing: bytes[..<(end >= 0 ? end : bytes.count)]))
            }
        } else {
            mix(message.utf8)
        }
        return hash
    }
}
