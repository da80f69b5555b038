import FileAccess
import ProjectModel
import YAML

extension ManifestDecoder {
    /// Decodes the entry at `index` of `targets:`, whose map is `entries` in `document`, into its
    /// declaration at `slot`, uninitialized before; false, and `slot` left so, when the entry has no
    /// type or no map. Read by ids from the document passed down: a pair or node for each would hold
    /// the document, a retain and a release apiece. Inlined into the loop over the entries: 1 M
    /// instructions of the clean 10,000-target lint.
    @inline(__always)
    mutating func decodeTarget(
        _ entries: YAMLNode.Pairs, at index: Int, in document: YAMLStorage,
        into slot: UnsafeMutablePointer<TargetDeclaration>
    ) -> Bool {
        let name = document.string(document.entries[entries.keyID(at: index)])
        let namePosition = entries.keyPosition(at: index)
        // Spelled only for a problem's message.
        func what() -> String { "target '\(name)'" }
        guard let pairs = reader.mapping(entries.valueID(at: index), in: document, what(), keys: TargetKey.self)
        else { return false }
        guard
            let typeOffset = pairs.indices.first(where: { offset in
                pairs.withKeyBytes(at: offset) { $0.isSpelling(TargetKey.type.rawValue) }
            })
        else {
            reader.fail(
                "\(what()) has no 'type'; expected one of \(ProductType.declarable.map(\.rawValue).joined(separator: ", "))",
                at: namePosition)
            return false
        }
        guard let type = decodeType(pairs.valueID(at: typeOffset), in: document) else { return false }
        slot.initialize(to: TargetDeclaration(name: name, location: reader.location(namePosition), type: type))
        // Read into the declaration in place: one built aside was copied field by field to store it.
        decodeKeys(pairs, in: document, into: &slot.pointee)
        return true
    }

    /// Reads the keys of a target's entry but its `type` into `target`.
    private mutating func decodeKeys(
        _ pairs: YAMLNode.Pairs, in document: YAMLStorage, into target: inout TargetDeclaration
    ) {
        let name = target.name
        // Spelled only for a problem's message.
        func what() -> String { "target '\(name)'" }
        for offset in pairs.indices {
            let key = pairs.withKeyBytes(at: offset, TargetKey.spellingTable.key)
            if let refined = decodeRefinable(pairs, at: offset, in: document, key, of: what()) {
                let file = reader.file
                target.refine(
                    with: refined, keyAt: SourceLocation(file: file, position: pairs.keyPosition(at: offset)),
                    of: what(), problems: &reader.problems)
                continue
            }
            if key == .dependencies {
                // Assigned when it is the first list, not appended: appending copies every entry.
                let decoded = decodeDependencies(pairs.valueID(at: offset), in: document, of: what())
                if target.dependencies.isEmpty { target.dependencies = decoded } else { target.dependencies += decoded }
                continue
            }
            let pair = pairs[offset]
            let value = pair.value
            switch key {
            case .bundleID:
                target.bundleID = reader.string(value, "'\(pair.key)' of \(what())")
            case .deploymentTarget:
                guard let text = reader.string(value, "'\(pair.key)' of \(what())") else { break }
                guard let version = Version(text.value) else {
                    reader.fail(
                        "expected a version such as \"16.0\" for '\(pair.key)' of \(what()), found '\(text.value)'",
                        at: value.position)
                    break
                }
                target.deploymentTarget = Located(version, at: text.location)
            case .sdks:
                target.dependencies += reader.strings(value, "'\(pair.key)' of \(what())").map {
                    DependencyDeclaration(
                        kind: .sdk, name: DependencyDeclaration.sdkName($0.value), location: $0.location)
                }
            case .sources:
                target.sources = reader.strings(value, "'\(pair.key)' of \(what())").map {
                    Located(Path.join(directory, $0.value), at: $0.location)
                }
            case .settings:
                target.settings = decodeSettings(value, of: what())
                target.settings.location = reader.location(pair.keyPosition)
            case .info:
                if reader.anyMapping(value, "'\(pair.key)' of \(what())") != nil {
                    target.info = ManifestValue(value, file: reader.file)
                }
            default:
                break
            }
        }
        if let identifier = target.info?["NSExtension"]?["NSExtensionPointIdentifier"],
            case .scalar(let text, _) = identifier.content
        {
            if let declared = target.extensionPoint, declared.value != text {
                reader.fail(
                    "\(what()) sets 'extension-point' to '\(declared.value)' but its Info.plist NSExtensionPointIdentifier to '\(text)'",
                    at: identifier.location)
            } else if target.type == .appExtension {
                target.extensionPoint = Located(text, at: identifier.location)
            }
        }
    }

    /// A target type, by targetlint's name or XcodeGen's, of the node `id` of `document`; an unknown
    /// one is a problem with a suggestion.
    mutating func decodeType(_ id: Int, in document: YAMLStorage) -> ProductType? {
        // targetlint's own names, matched by their bytes; XcodeGen's and mistakes below.
        let entry = document.entries[id]
        if entry.kind == .scalar, let type = ProductType(entry, in: document), !type.isExternal { return type }
        guard let text = reader.string(id, in: document, "'type'") else { return nil }
        let node = YAMLNode(document, id)
        guard let type = ProductType(manifestName: text.value) else {
            if let external = ProductType(rawValue: text.value) {
                let entry = external == .sdk ? "an 'sdk:'" : external == .package ? "a 'package:'" : "a 'framework:'"
                reader.fail(
                    "'\(text.value)' is the type of the \(external.nodeDescription) that dependency entries name, not of a target; name one in \(entry) dependency entry, or give the target a type such as framework",
                    at: node.position)
                return nil
            }
            reader.fail(
                "unknown target type '\(text.value)'\(Suggestion.didYouMean(text.value, in: ProductType.declarable.map(\.rawValue)))",
                at: node.position)
            return nil
        }
        return type
    }
}
