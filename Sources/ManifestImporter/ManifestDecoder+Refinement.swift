import ProjectModel
import YAML

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
        for offset in pairs.indices {
            let pair = pairs[offset]
            if let value = decodeRefinable(pairs, at: offset, in: pairs.storage, TargetKey(pair.keyText), of: what()) {
                refinement.values.append((value, reader.location(pair.keyPosition)))
                continue
            }
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

    /// The value of the pair at `offset` of `pairs`, whose key is `key`, when the key is one of
    /// ``TargetRefinement/keys``; nil, reading nothing, for any other key. The common values, a
    /// size and a layer, are read by id, without a pair and a node that hold the document; their
    /// messages name the key as the schema spells it, which is how the entry spells it, rather than
    /// capture the pairs to read it back. Inlined into the loop over a target's keys: called, it
    /// cost the clean 10,000-target lint 10 M instructions in closure contexts and the value's copies.
    @inline(__always)
    mutating func decodeRefinable(
        _ pairs: YAMLNode.Pairs, at offset: Int, in document: YAMLStorage, _ key: TargetKey?,
        of what: @autoclosure () -> String
    ) -> RefinedValue? {
        switch key {
        case .size:
            return .size(reader.size(pairs.valueID(at: offset), in: document, "'size' of \(what())"))
        case .layer:
            return .layer(reader.string(pairs.valueID(at: offset), in: document, "'layer' of \(what())"))
        case .ignore:
            return .ignoredRules(decodeIgnore(pairs[offset].value, of: what()))
        case .extensionPoint:
            let pair = pairs[offset]
            guard let text = reader.string(pair.value, "'\(pair.key)' of \(what())") else {
                return .extensionPoint(nil)
            }
            guard let identifier = ExtensionPoint.resolve(text.value) else {
                reader.fail(ExtensionPoint.unknown(text.value, for: "'\(pair.key)' of \(what())"), at: text.location)
                return .extensionPoint(nil)
            }
            return .extensionPoint(Located(identifier, at: text.location))
        case .appGroups:
            let pair = pairs[offset]
            return .appGroups(reader.strings(pair.value, "'\(pair.key)' of \(what())"))
        case .keychainGroups:
            let pair = pairs[offset]
            return .keychainGroups(reader.strings(pair.value, "'\(pair.key)' of \(what())"))
        case .digitalInvocationsOnly:
            let pair = pairs[offset]
            return .digitalInvocationsOnly(reader.bool(pair.value, "'\(pair.key)' of \(what())"))
        default:
            return nil
        }
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
