import ProjectModel
import YAML

extension ManifestDecoder {
    static let customRuleKeys = ["id", "severity", "message", "from", "forbid", "allow", "transitive"]
    static let selectorKeys = ["name", "type", "extension-point", "layer"]
    static let moduleSelectorKeys = ["name", "type"]

    /// The entries of `rules.custom`; an entry with a problem is left out after the problem is
    /// recorded, and ids must be unique.
    mutating func decodeCustomRules(_ node: YAMLNode) -> [CustomRuleDeclaration] {
        guard let entries = node.sequence else {
            reader.fail(
                "expected a list of rules for 'rules.custom', found \(node.kindDescription)", at: node.position)
            return []
        }
        var rules: [CustomRuleDeclaration] = []
        for entry in entries {
            guard let rule = decodeCustomRule(entry) else { continue }
            if let first = rules.first(where: { $0.id.value == rule.id.value }) {
                reader.fail(
                    "custom rule '\(rule.id.value)' is defined twice; first at line \(first.id.location.line)",
                    at: rule.id.location.position)
                continue
            }
            rules.append(rule)
        }
        return rules
    }

    private mutating func decodeCustomRule(_ node: YAMLNode) -> CustomRuleDeclaration? {
        let problemsBefore = reader.problems.count
        guard let pairs = reader.mapping(node, "a custom rule", keys: Self.customRuleKeys) else { return nil }
        guard let idNode = node["id"] else {
            reader.fail("a custom rule needs an 'id'", at: node.position)
            return nil
        }
        guard let id = reader.string(idNode, "the 'id' of a custom rule") else { return nil }
        let what = "custom rule '\(id.value)'"
        if !Self.isRuleID(id.value) {
            reader.fail(
                "'\(id.value)' is not a valid rule id; use lowercase letters, digits and dashes, as in 'no-analytics-in-widgets'",
                at: idNode.position)
        }
        var severity = RuleSeverity.error
        var message: String?
        var selector: TargetSelector?
        var policy: CustomRuleDeclaration.Policy?
        var transitive = true
        for pair in pairs {
            switch pair.key {
            case "severity":
                if let text = reader.string(pair.value, "the severity of \(what)") {
                    if let value = RuleSeverity(rawValue: text.value) {
                        severity = value
                    } else {
                        reader.fail(
                            "unknown severity '\(text.value)' for \(what); expected error, warning or off\(Suggestion.didYouMean(text.value, in: RuleSeverity.allCases.map(\.rawValue)))",
                            at: pair.value.position)
                    }
                }
            case "message":
                message = reader.string(pair.value, "the message of \(what)")?.value
            case "from":
                selector = decodeSelector(pair.value, what)
            case "forbid", "allow":
                let entries = decodeModuleSelectors(pair.value, "'\(pair.key)' of \(what)")
                if policy != nil {
                    reader.fail("\(what) has both 'forbid' and 'allow'; give one", at: pair.keyPosition)
                }
                policy = pair.key == "forbid" ? .forbid(entries) : .allow(entries)
            case "transitive":
                transitive = reader.bool(pair.value, "'transitive' of \(what)") ?? true
            default:
                break
            }
        }
        if node["from"] == nil {
            reader.fail(
                "\(what) needs 'from', the targets it applies to, e.g. 'from: {type: app-clip}'", at: node.position)
        }
        if node["forbid"] == nil && node["allow"] == nil {
            reader.fail("\(what) needs 'forbid' or 'allow', the module name patterns it checks", at: node.position)
        }
        guard reader.problems.count == problemsBefore, let selector, let policy else { return nil }
        return CustomRuleDeclaration(
            id: id, severity: severity, message: message, selector: selector, policy: policy, transitive: transitive)
    }

    private mutating func decodeSelector(_ node: YAMLNode, _ what: String) -> TargetSelector? {
        guard let pairs = reader.mapping(node, "'from' of \(what)", keys: Self.selectorKeys) else { return nil }
        if node.mapping?.isEmpty == true {
            reader.fail(
                "'from' of \(what) selects nothing; give a name, type, extension-point or layer", at: node.position)
        }
        var selector = TargetSelector()
        for pair in pairs where Self.selectorKeys.contains(where: pair.keyText.matches) {
            let values = reader.strings(pair.value, "'\(pair.key)' in 'from' of \(what)")
            switch pair.key {
            case "name":
                selector.names = values.map { Located(Glob($0.value), at: $0.location) }
            case "type":
                let nodes = pair.value.sequence.map(Array.init) ?? [pair.value]
                selector.types = nodes.compactMap { node in
                    guard let text = node.scalar else { return nil }
                    if let type = ProductType(rawValue: text), type.isExternal {
                        reader.fail(
                            "type '\(text)' in 'from' of \(what) selects no target: 'from' chooses the declared targets the rule checks; name \(type.nodeDescription) in 'forbid' or 'allow' instead, as in '{type: \(text), name: \"…\"}'",
                            at: node.position)
                        return nil
                    }
                    return decodeType(node.id, in: node.storage)
                }
            case "extension-point":
                selector.extensionPoints = values.compactMap { value in
                    guard let identifier = ExtensionPoint.resolve(value.value) else {
                        reader.fail(
                            ExtensionPoint.unknown(value.value, for: "'\(pair.key)' in 'from' of \(what)"),
                            at: value.location)
                        return nil
                    }
                    return identifier
                }
            case "layer":
                selector.layers = values
            default:
                break
            }
        }
        return selector
    }

    /// The entries of a rule's `forbid` or `allow`: name patterns, or maps with `name` and `type`; a
    /// single entry may stand without a list.
    private mutating func decodeModuleSelectors(_ node: YAMLNode, _ what: String) -> [ModuleSelector] {
        guard let items = node.sequence else {
            if node.mapping != nil { return decodeModuleSelector(node, what).map { [$0] } ?? [] }
            return reader.string(node, what).map { [ModuleSelector(pattern: Located(Glob($0.value), at: $0.location))] }
                ?? []
        }
        return items.compactMap { item in
            if item.mapping != nil { return decodeModuleSelector(item, what) }
            return reader.string(item, "each entry of \(what)").map {
                ModuleSelector(pattern: Located(Glob($0.value), at: $0.location))
            }
        }
    }

    /// A `{name, type}` entry of `forbid` or `allow`.
    private mutating func decodeModuleSelector(_ node: YAMLNode, _ what: String) -> ModuleSelector? {
        let entry = "an entry of \(what)"
        guard let pairs = reader.mapping(node, entry, keys: Self.moduleSelectorKeys) else { return nil }
        if node.mapping?.isEmpty == true {
            reader.fail(
                "\(entry) is empty; give a name, a type or both, as in '{type: package, name: \"Analytics*\"}'",
                at: node.position)
            return nil
        }
        var names: [Located<Glob>] = []
        var types: [ProductType] = []
        for pair in pairs where Self.moduleSelectorKeys.contains(where: pair.keyText.matches) {
            let values = reader.strings(pair.value, "'\(pair.key)' in \(entry)")
            if pair.key == "name" {
                names = values.map { Located(Glob($0.value), at: $0.location) }
            } else {
                types = values.compactMap { moduleType($0, in: entry) }
            }
        }
        return ModuleSelector(names: names, types: types, location: reader.location(node.position))
    }

    /// A type in a `forbid` or `allow` entry: a target's type, by targetlint's name or XcodeGen's, or
    /// `package`, `sdk` or `external`.
    private mutating func moduleType(_ text: Located<String>, in entry: String) -> ProductType? {
        if let type = ProductType(manifestName: text.value) ?? ProductType(rawValue: text.value) { return type }
        reader.fail(
            "unknown type '\(text.value)' in \(entry); expected package, sdk, external or a target type such as framework\(Suggestion.didYouMean(text.value, in: ProductType.allCases.map(\.rawValue)))",
            at: text.location)
        return nil
    }

    /// Lowercase letters, digits and single dashes, starting with a letter.
    static func isRuleID(_ text: String) -> Bool {
        guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || $0 == UInt8(ascii: "-")
        } && !text.hasSuffix("-") && !text.contains(text: "--")
    }
}
