/// What a manifest says about a target beyond its type, dependencies, sources and settings: the
/// keys an XcodeGen spec has no place for (or keeps in files targetlint does not read), each value
/// located where it is written.
///
/// A target of a targetlint manifest reads them with its other keys. A wrapper `targetlint.yml`
/// (one with `source:`) may give only these for a target its spec defines, and its values replace
/// the spec's, so that findings about them point at the wrapper.
struct TargetRefinement {
    /// The keys a refinement holds, in the order messages list them.
    static let keys = [
        "size", "layer", "ignore", "extension-point", "app-groups", "keychain-groups", "digital-invocations-only",
    ]

    /// The target's name, as the entry writes it.
    var name: String
    /// Where the name is written.
    var location: SourceLocation
    var size: Located<ByteCount>?
    var layer: Located<String>?
    var ignoredRules: [IgnoredRule]?
    /// The extension point identifier, short names resolved.
    var extensionPoint: Located<String>?
    var appGroups: [Located<String>]?
    var appGroupsLocation: SourceLocation?
    var keychainGroups: [Located<String>]?
    var digitalInvocationsOnly: Bool?
    /// Where the keys that apply to some types only are written, for the problems a target of
    /// another type gets.
    var extensionPointKey: SourceLocation?
    var digitalInvocationsOnlyKey: SourceLocation?
    var layerKey: SourceLocation?

    /// Creates a refinement that sets nothing.
    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// How problems name the target, as this entry does.
    private var what: String { "target '\(name)'" }

    /// Sets every value given on `target`, replacing what it had. A key that does not apply to the
    /// target's type (`layer` on a product, `extension-point` on anything but an app extension,
    /// `digital-invocations-only` on anything but an App Clip) is a problem at the key, naming the
    /// target as this entry does.
    func apply(to target: inout TargetDeclaration, problems: inout [InputProblem]) {
        let type = target.type
        if let location = extensionPointKey, type != .appExtension {
            problems.append(
                InputProblem(
                    "'extension-point' applies to app extensions only; \(what) is \(type.rawValue)", at: location))
        }
        if let location = digitalInvocationsOnlyKey, type != .appClip {
            problems.append(
                InputProblem(
                    "'digital-invocations-only' applies to app clips only; \(what) is \(type.rawValue)", at: location))
        }
        if let location = layerKey, type.isProduct {
            problems.append(
                InputProblem(
                    "'layer' applies to modules only; \(what) is \(type.rawValue), which sits above every layer",
                    at: location))
        }
        if let size { target.size = size }
        if let layer { target.layer = layer }
        if let ignoredRules { target.ignoredRules = ignoredRules }
        if let extensionPoint { target.extensionPoint = extensionPoint }
        if let appGroups {
            target.appGroups = appGroups
            target.appGroupsLocation = appGroupsLocation
        }
        if let keychainGroups { target.keychainGroups = keychainGroups }
        if let digitalInvocationsOnly { target.digitalInvocationsOnly = digitalInvocationsOnly }
    }
}
