import ProjectModel
import YAML

/// A node of an XcodeGen spec as XcodeGen resolves it (includes merged, templates applied), keeping
/// the file, line and column each value was written at, and the template it came from, if any.
///
/// Trees are at most as deep as the YAML they come from, which the parser limits to
/// ``YAMLParser/Options/maximumDepth`` levels, so the recursive walks over them are bounded.
struct SpecNode: KeyedTree, Sendable, Hashable {
    /// What a node holds.
    enum Content: Sendable, Hashable {
        /// A scalar's text; `isNull` for an empty plain value, `~` or `null`.
        case scalar(String, isNull: Bool)
        /// A sequence.
        case sequence([SpecNode])
        /// A mapping, in the order written, each key once.
        case mapping([SpecPair])
    }

    /// What the node holds.
    var content: Content
    /// Where it is written.
    var location: SourceLocation
    /// The target template the node was copied from, if any.
    var template: String?

    init(_ content: Content, at location: SourceLocation, template: String? = nil) {
        self.content = content
        self.location = location
        self.template = template
    }

    /// Copies a parsed YAML node of `file`, with `${NAME}` in every string and key replaced by
    /// `variables[NAME]` as XcodeGen expands the environment; each string changed, and each value
    /// put in, is recorded in `redaction`.
    init(_ node: YAMLNode, file: String, variables: [String: String], redaction: inout VariableRedaction) {
        func expanded(_ text: String) -> String {
            var substituted = false
            let result = SpecNode.expand(text, variables) { name, value in
                redaction.record(value: value, of: name)
                substituted = substituted || !value.isEmpty
            }
            if substituted { redaction.record(expanded: result, written: text) }
            return result
        }
        let location = SourceLocation(file: file, position: node.position)
        switch node.content {
        case .scalar(let scalar):
            self.init(.scalar(node.isNull ? scalar.text : expanded(scalar.text), isNull: node.isNull), at: location)
        case .sequence(let items):
            var converted: [SpecNode] = []
            converted.reserveCapacity(items.count)
            for item in items {
                converted.append(SpecNode(item, file: file, variables: variables, redaction: &redaction))
            }
            self.init(.sequence(converted), at: location)
        case .mapping(let pairs):
            var converted: [SpecPair] = []
            converted.reserveCapacity(pairs.count)
            for pair in pairs {
                converted.append(
                    SpecPair(
                        key: expanded(pair.key), keyLocation: SourceLocation(file: file, position: pair.keyPosition),
                        value: SpecNode(pair.value, file: file, variables: variables, redaction: &redaction)))
            }
            self.init(.mapping(converted), at: location)
        }
    }

    /// The scalar's text; nil for a collection or a null.
    var string: String? {
        if case .scalar(let text, let isNull) = content, !isNull { return text }
        return nil
    }

    /// The sequence's items.
    var sequence: [SpecNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The mapping's pairs.
    var mapping: [SpecPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// True for an empty value, `~` or `null`.
    var isNull: Bool {
        if case .scalar(_, let isNull) = content { return isNull }
        return false
    }

    /// A list of strings, as XcodeGen reads `[String]`: nil unless every item is a string.
    var strings: [String]? {
        guard let items = sequence else { return nil }
        var strings: [String] = []
        for item in items {
            guard let text = item.string else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// Sets `value` for `key` in a mapping, in place when the key is there, else at the end.
    mutating func set(_ key: String, _ value: SpecNode, keyLocation: SourceLocation? = nil) {
        guard case .mapping(var pairs) = content else { return }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            pairs[index].value = value
        } else {
            pairs.append(SpecPair(key: key, keyLocation: keyLocation ?? value.location, value: value))
        }
        content = .mapping(pairs)
    }

    /// Removes `key` from a mapping.
    mutating func remove(_ key: String) {
        guard case .mapping(let pairs) = content else { return }
        content = .mapping(pairs.filter { $0.key != key })
    }

    /// The same tree with every node marked as copied from `template`, keeping marks already set.
    func marked(template name: String) -> SpecNode {
        var copy = self
        if copy.template == nil { copy.template = name }
        switch content {
        case .scalar: break
        case .sequence(let items): copy.content = .sequence(items.map { $0.marked(template: name) })
        case .mapping(let pairs):
            copy.content = .mapping(
                pairs.map { SpecPair(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.marked(template: name)) }
            )
        }
        return copy
    }

    /// The tree as a manifest value, each node and key keeping the file it was written in (an
    /// include, a template's file), for the model values that keep a tree (Info.plist keys).
    var manifestValue: ManifestValue {
        switch content {
        case .scalar(let text, let isNull):
            return ManifestValue(.scalar(text, isNull: isNull), at: location)
        case .sequence(let items):
            return ManifestValue(.sequence(items.map(\.manifestValue)), at: location)
        case .mapping(let pairs):
            return ManifestValue(
                .mapping(
                    pairs.map { ManifestValuePair(key: $0.key, at: $0.keyLocation, value: $0.value.manifestValue) }),
                at: location)
        }
    }
}

/// One key and value of a ``SpecNode`` mapping.
struct SpecPair: KeyedTreePair, Sendable, Hashable {
    var key: String
    var keyLocation: SourceLocation
    var value: SpecNode
}
