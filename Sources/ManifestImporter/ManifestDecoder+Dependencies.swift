import ProjectModel
import YAML

extension ManifestDecoder {
    private static let dependencyKinds: [DependencyDeclaration.Kind] = [.target, .sdk, .package, .framework]

    /// Decodes a `dependencies:` list: `- Name`, or maps keyed by `target`, `sdk`, `package` or
    /// `framework` (the last two may carry a `size`). Inlined into the loop over a target's keys, as
    /// ``decodeRefinable(_:at:in:_:of:)`` is.
    @inline(__always)
    mutating func decodeDependencies(
        _ id: Int, in storage: YAMLStorage, of what: @autoclosure () -> String
    ) -> [DependencyDeclaration] {
        let list = storage.entries[id]
        guard list.kind == .sequence else {
            if !storage.isNull(list) {
                reader.fail(
                    "expected a list for 'dependencies' of \(what()), found \(YAMLNode(storage, id).kindDescription)",
                    at: list.position)
            }
            return []
        }
        var dependencies: [DependencyDeclaration] = []
        dependencies.reserveCapacity(Int(list.count))
        // Read by id, not through a node per item: each node holds the document's storage, and
        // most items are names.
        for slot in Int(list.start)..<Int(list.start) + Int(list.count) {
            let item = Int(storage.members[slot])
            if storage.entries[item].kind == .scalar {
                if let name = reader.string(item, in: storage, "a dependency of \(what())") {
                    dependencies.append(DependencyDeclaration(target: name.value, at: name.location))
                }
            } else if let dependency = decodeDependencyMap(YAMLNode(storage, item), of: what()) {
                dependencies.append(dependency)
            }
        }
        return dependencies
    }

    private mutating func decodeDependencyMap(
        _ item: YAMLNode, of what: @autoclosure () -> String
    ) -> DependencyDeclaration? {
        let kindNames = Self.dependencyKinds.map(\.rawValue)
        guard let pairs = reader.mapping(item, "a dependency of \(what())", keys: kindNames + ["size"]) else {
            return nil
        }
        let kinds = pairs.filter { kindNames.contains(where: $0.keyText.matches) }
        guard let kindPair = kinds.first, let kind = DependencyDeclaration.Kind(rawValue: kindPair.key) else {
            reader.fail("a dependency needs one of 'target', 'sdk', 'package' or 'framework'", at: item.position)
            return nil
        }
        if kinds.count > 1 {
            reader.fail(
                "a dependency names one of 'target', 'sdk', 'package' or 'framework', not several",
                at: kinds[1].keyPosition)
        }
        guard var name = reader.string(kindPair.value, "'\(kind.rawValue)' of a dependency of \(what())")?.value else {
            return nil
        }
        if kind == .sdk { name = DependencyDeclaration.sdkName(name) }
        var dependency = DependencyDeclaration(kind: kind, name: name, location: reader.location(item.position))
        if let sizePair = pairs.first(where: { $0.keyText.matches("size") }) {
            if kind == .package || kind == .framework {
                dependency.size = reader.size(sizePair.value, "'size' of dependency '\(name)'")
            } else {
                reader.fail(
                    "'size' applies to 'package' and 'framework' dependencies; set the size of target '\(name)' on the target",
                    at: sizePair.keyPosition)
            }
        }
        return dependency
    }
}
