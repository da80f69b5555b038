import ProjectModel

/// What a manifest says about a target beyond its type, dependencies, sources and settings: the
/// keys an XcodeGen spec has no place for (or keeps in files targetlint does not read), each value
/// located where it is written.
///
/// A target of a targetlint manifest sets them on its declaration as it reads them. A wrapper
/// `targetlint.yml` (one with `source:`) may give only these for a target its spec defines, and its
/// values replace the spec's, so that findings about them point at the wrapper.
package struct TargetRefinement {
    /// The keys a refinement holds, in the order messages list them.
    static let keys = [
        "size", "layer", "ignore", "extension-point", "app-groups", "keychain-groups", "digital-invocations-only",
    ]

    /// The target's name, as the entry writes it.
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation
    /// The values in the order written, each with where its key is.
    var values: [(value: RefinedValue, key: SourceLocation)] = []

    /// Creates a refinement that sets nothing.
    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// Sets every value given on `target`, replacing what it had (see
    /// ``TargetDeclaration/refine(with:keyAt:of:problems:)``), naming the target as this entry does.
    package func apply(to target: inout TargetDeclaration, problems: inout [InputProblem]) {
        for (value, key) in values {
            target.refine(with: value, keyAt: key, of: "target '\(name)'", problems: &problems)
        }
    }
}

/// The value of one of ``TargetRefinement/keys``, as read; nil where the value was not valid (a
/// problem says so) and the key still counts.
enum RefinedValue {
    case size(Located<ByteCount>?)
    case layer(Located<String>?)
    case ignoredRules([IgnoredRule])
    /// The extension point identifier, short names resolved.
    case extensionPoint(Located<String>?)
    case appGroups([Located<String>])
    case keychainGroups([Located<String>])
    case digitalInvocationsOnly(Bool?)
}

extension TargetDeclaration {
    /// Sets `value` on the target, replacing what it had; a nil value changes nothing. A key that
    /// does not apply to the target's type (`layer` on a product, `extension-point` on anything but
    /// an app extension, `digital-invocations-only` on anything but an App Clip) is a problem at the
    /// key, naming the target as `what` says.
    @inline(__always)
    mutating func refine(
        with value: RefinedValue, keyAt key: @autoclosure () -> SourceLocation, of what: @autoclosure () -> String,
        problems: inout [InputProblem]
    ) {
        /// A problem at the key when the target is not of a type it applies to.
        func check(applies: Bool, _ problem: @autoclosure () -> String) {
            if !applies { problems.append(InputProblem(problem(), at: key())) }
        }
        switch value {
        case .size(let size):
            if let size { self.size = size }
        case .layer(let layer):
            check(
                applies: !type.isProduct,
                "'layer' applies to modules only; \(what()) is \(type.rawValue), which sits above every layer")
            if let layer { self.layer = layer }
        case .ignoredRules(let rules):
            ignoredRules = rules
        case .extensionPoint(let point):
            check(
                applies: type == .appExtension,
                "'extension-point' applies to app extensions only; \(what()) is \(type.rawValue)")
            if let point { extensionPoint = point }
        case .appGroups(let groups):
            appGroups = [BuiltString](written: groups)
            appGroupsLocation = key()
        case .keychainGroups(let groups):
            keychainGroups = [BuiltString](written: groups)
        case .digitalInvocationsOnly(let only):
            check(
                applies: type == .appClip,
                "'digital-invocations-only' applies to app clips only; \(what()) is \(type.rawValue)")
            if let only { digitalInvocationsOnly = only }
        }
    }
}
