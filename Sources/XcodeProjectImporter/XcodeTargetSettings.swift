import ProjectModel

/// What one Xcode target's build configurations say, with the files they name: its effective build
/// settings in every configuration, and the facts the project importer puts on its
/// ``TargetDeclaration``, read in the target's default configuration (see ``XcodeSettingsReader``).
struct XcodeTargetSettings: Sendable, Hashable {
    /// The settings, with ``BuildSettings/resolved`` filled: one configuration per configuration of
    /// the target's `XCConfigurationList`.
    var settings = BuildSettings()
    /// The configuration the facts below come from: the list's `defaultConfigurationName`, else its
    /// first configuration; nil when the target lists none.
    var configuration: String?
    /// `PRODUCT_BUNDLE_IDENTIFIER`, with the settings it names expanded, where that setting is
    /// written; nil when unset or when it names a setting nothing sets.
    var bundleID: Located<String>?
    /// `PRODUCT_NAME`, with the settings it names expanded; nil when unset, empty or unknown.
    var productName: String?
    /// `IPHONEOS_DEPLOYMENT_TARGET`, from the highest level that sets it.
    package var deploymentTarget: Located<Version>?
    /// `com.apple.security.application-groups` of the `CODE_SIGN_ENTITLEMENTS` file, each where it is
    /// written in that file, as built (the settings it names expanded).
    package var appGroups: [BuiltString] = []
    /// Where the `com.apple.security.application-groups` key is written in the entitlements file.
    package var appGroupsLocation: SourceLocation?
    /// `keychain-access-groups` of the entitlements file, as built: unknown where they start with
    /// `$(AppIdentifierPrefix)`, as most do.
    package var keychainGroups: [BuiltString] = []
    /// The `INFOPLIST_FILE` plist, every key and value located in it, values as built (an unknown
    /// one null).
    package var info: ManifestValue?
    /// `NSExtension.NSExtensionPointIdentifier` of the Info.plist, else ExtensionKit's
    /// `EXAppExtensionAttributes.EXExtensionPointIdentifier`, else the build setting
    /// `INFOPLIST_KEY_NSExtensionPointIdentifier` or `INFOPLIST_KEY_EXExtensionPointIdentifier`.
    package var extensionPoint: Located<String>?
    /// Every file read for the target: xcconfig files and their includes, the entitlements file and
    /// the Info.plist, in the order read.
    package var files: [String] = []
    /// What cannot be used: a path that leaves the project root, a malformed plist at its position.
    package var problems: [InputProblem] = []
    /// What was read but probably not as meant, such as an entitlements file that does not exist or
    /// an xcconfig file outside the project root.
    package var warnings: [InputWarning] = []
    /// What was left out on purpose, which `--verbose` tells: an optional include outside the
    /// project root, an entitlements value that names a setting that cannot be resolved.
    package var notes: [InputWarning] = []
}
