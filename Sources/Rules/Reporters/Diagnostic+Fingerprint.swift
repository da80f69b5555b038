extension Diagnostic {
    /// A hash of what a finding is about, not where it is: its rule, its target, and its path (or,
    /// without a path, its message). Editing lines above a finding keeps it; FNV-1a over 64 bits,
    /// with a zero byte between the parts.
    var fingerprint: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ string: String) {
            for byte in string.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = hash &* 0x100_0000_01b3
        }
        mix(rule)
        mix(target)
        if let path {
            for name in path { mix(name) }
        } else {
            mix(message)
        }
        return hash
    }
}
