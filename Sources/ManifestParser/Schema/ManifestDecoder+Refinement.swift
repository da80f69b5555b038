extension ManifestDecoder {
    /// Decodes one entry of `targets:` in a file that reads its targets from `source`: the entry
    /// refines the spec's target of that name. A key the spec defines (`type`, `dependencies`, ...)
    /// is a problem that says so; any other unknown key is one with a suggestion.
    mutating func decodeRefinement(_ entry: YAMLPair, source: String) -> TargetRefinement? {
        // Spelled only for a problem's message.
        func what() -> String { "target '\(entry.key)'" }
        var refinement = TargetRefinement(name: entry.key, location: reader.location(entry.keyPosition))
        if entry.value.isNull { return refinement }
        guard let pairs = reader.anyMapping(entry.value, what()) else { return nil }
        for pair in pairs where !decodeRefinable(pair, TargetKey(pair.keyText), of: what(), into: &refinement) {
            let allowed = TargetRefinement.keys.joined(separator: ", ")
            if Self.targetKeys.contains(pair.key) {
                reader.fail(
                    "'\(pair.key)' of \(what()) comes from the spec \(source); beside 'source' a target may set only \(allowed)",
                    at: pair.keyPosition)
            } else {
                reader.fail(
                    "unknown key '\(pair.key)' in \(what()); beside 'source' a target may set only \(allowed)\(Suggestion.didYouMean(pair.key, in: TargetRefinement.keys))",
                    at: pair.keyPosition)
            }
        }
        return refinement
    }

    /// Reads `pair`, whose key is `key`, into `refinement` when the key is one of
    /// ``TargetRefinement/keys``; false, reading nothing, for any other key.
    mutating func decodeRefinable(
        _ pair: YAMLPair, _ key: TargetKey?, of what: @autoclosure () -> String,
        into refinement: inout TargetRefinement
    ) -> Bool {
        let value = pair.value
        switch key {
        case .size:
            refinement.size = reader.size(value, "'\(pair.key)' of \(what())")
        case .layer:
            refinement.layer = reader.string(value, "'\(pair.key)' of \(what())")
            refinement.layerKey = reader.location(pair.keyPosition)
        case .ignore:
            refinement.ignoredRules = decodeIgnore(value, of: what())
        case .extensionPoint:
            refinement.extensionPointKey = reader.location(pair.keyPosition)
            guard let text = reader.string(value, "'\(pair.key)' of \(what())") else { break }
            guard let identifier = ExtensionPoint.resolve(text.value) else {
                reader.fail(ExtensionPoint.unknown(text.value, for: "'\(pair.key)' of \(what())"), at: text.location)
                break
            }
            refinement.extensionPoint = Located(identifier, at: text.location)
        case .appGroups:
            refinement.appGroups = reader.strings(value, "'\(pair.key)' of \(what())")
            refinement.appGroupsLocation = reader.location(pair.keyPosition)
        case .keychainGroups:
            refinement.keychainGroups = reader.strings(value, "'\(pair.key)' of \(what())")
        case .digitalInvocationsOnly:
            refinement.digitalInvocationsOnly = reader.bool(value, "'\(pair.key)' of \(what())")
            refinement.digitalInvocationsOnlyKey = reader.location(pair.keyPosition)
        default:
            return false
        }
        return true
    }

    /// An `ignore:` list of rule ids, or a map of rule ids to the reason each is silenced.
    mutating func decodeIgnore(_ node: YAMLNode, of what: @autoclosure () -> String) -> [IgnoredRule] {
        if let pairs = node.mapping {
            return pairs.map { pair in
                IgnoredRule(rule: Located(pair.key, at: reader.location(pair.keyPosition)), reason: pair.value.scalar)
            }
        }
        return reader.strings(node, "'ignore' of \(what())").map { IgnoredRule(rule: $0, reason: nil) }
    }
}
