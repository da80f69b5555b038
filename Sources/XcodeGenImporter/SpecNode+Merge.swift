extension SpecNode {
    /// The suffix that makes a key replace the value it merges onto instead of merging with it.
    static let replaceSuffix = ":REPLACE"

    /// This mapping merged onto `base` as XcodeGen merges an including file onto what it includes,
    /// and a target onto its templates: maps merge key by key, recursively; lists are concatenated,
    /// `base`'s items first; `key:REPLACE` replaces `key`; any other value replaces the one below.
    ///
    /// A key merged into both keeps where `base` declares it; new keys follow `base`'s in this
    /// mapping's order. Anything but two mappings gives this node.
    /// - Complexity: O(size of both trees); recursion as deep as the trees, which the YAML parser bounds.
    func merged(onto base: SpecNode) -> SpecNode {
        guard let pairs = mapping, var merged = base.mapping else { return self }
        var indices: [String: Int] = [:]
        for (index, pair) in merged.enumerated() { indices[pair.key] = index }
        for pair in pairs {
            var key = pair.key
            var value = pair.value
            if key.hasSuffix(Self.replaceSuffix) {
                key = String(key.dropLast(Self.replaceSuffix.count))
            } else if let index = indices[key] {
                let below = merged[index].value
                if value.mapping != nil && below.mapping != nil {
                    value = value.merged(onto: below)
                } else if let items = value.sequence, let belowItems = below.sequence {
                    value = SpecNode(.sequence(belowItems + items), at: value.location, template: value.template)
                }
            }
            if let index = indices[key] {
                merged[index].value = value
            } else {
                indices[key] = merged.count
                merged.append(SpecPair(key: key, keyLocation: pair.keyLocation, value: value))
            }
        }
        return SpecNode(.mapping(merged), at: base.location, template: base.template)
    }
}
