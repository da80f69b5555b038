extension Diagnostic {
    /// An identity for the finding that survives edits which move lines, as 16 hexadecimal digits:
    /// a 64-bit FNV-1a hash of the rule, the target and what the finding is about. For a
    /// reachability finding that is the module reached and the message before its path, so a
    /// different path to the same module is the same finding. Baselines and SARIF use it.
    public var fingerprint: String {
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
        if let module = lastPathName {
            mix(module.utf8)
            let bytes = Array(message.utf8)
            let via = Array(" via ".utf8)
            let end = bytes.indices.last { bytes[$0...].starts(with: via) } ?? bytes.count
            mix(bytes[..<end])
        } else {
            mix(message.utf8)
        }
        var text = TextBuffer(capacity: 16)
        text.append(hex: hash)
        return text.text
    }
}
