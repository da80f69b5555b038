import ProjectModel
import YAML

/// The keys of a manifest's top level.
enum TopLevelKey: String, SchemaKey {
    case project, include, source, layers, targets, rules, snapshot, baseline

    package static let spellingTable = SchemaKeyTable<Self>()
}

/// The types a target's `type:` names, by targetlint's names.
extension ProductType: SchemaKey {
    package static let spellingTable = SchemaKeyTable<Self>()
}

/// The keys of a target.
enum TargetKey: String, SchemaKey {
    case type
    case extensionPoint = "extension-point"
    case bundleID = "bundle-id"
    case deploymentTarget = "deployment-target"
    case digitalInvocationsOnly = "digital-invocations-only"
    case appGroups = "app-groups"
    case keychainGroups = "keychain-groups"
    case dependencies, sdks, sources, size, settings, info, layer, ignore

    package static let spellingTable = SchemaKeyTable<Self>()
}
