/// One target as a manifest declares it, every value with its location.
///
/// The values most targets leave unset (an app's bundle identifier, settings and Info.plist, an
/// extension's extension point, ...) are kept together in a ``TargetDetails`` apart from the
/// declaration, which is then a third of the size for the modules that make up most of a large
/// project.
public struct TargetDeclaration: Sendable, Hashable {
    /// The target's name.
    public var name: String
    /// Where the name is written: the key of the target's entry.
    public var location: SourceLocation
    /// What the target builds.
    public var type: ProductType
    /// App Group identifiers, in the order written, as built (see ``BuiltString``).
    public var appGroups: [BuiltString]
    /// Dependency entries, in the order written.
    public var dependencies: [DependencyDeclaration]
    /// The target's own estimated contribution to a product's size.
    public var size: Located<ByteCount>?
    /// The layer set with `layer:`, overriding the layer patterns.
    public var layer: Located<String>?
    /// The values few targets set; nil when none is. Its getters are inlinable, so that a rule
    /// reading one value of a declaration in an array reads that field rather than copying the
    /// whole declaration to call a getter in another module.
    @usableFromInline var sharedDetails: SharedTargetDetails?

    /// Creates a declaration with no optional values set.
    public init(name: String, location: SourceLocation, type: ProductType) {
        self.name = name
        self.location = location
        self.type = type
        self.appGroups = []
        self.dependencies = []
    }

    /// The values few targets set.
    public var details: TargetDetails {
        @inlinable get { sharedDetails?.details ?? TargetDetails() }
        set { sharedDetails = newValue == TargetDetails() ? nil : SharedTargetDetails(newValue) }
    }

    /// The extension point identifier of an app extension (short names resolved).
    public var extensionPoint: Located<String>? {
        @inlinable get { sharedDetails?.details.extensionPoint }
        set { details.extensionPoint = newValue }
    }
    /// The bundle identifier.
    public var bundleID: Located<String>? {
        @inlinable get { sharedDetails?.details.bundleID }
        set { details.bundleID = newValue }
    }
    /// The iOS deployment target, e.g. `16.0`.
    public var deploymentTarget: Located<Version>? {
        @inlinable get { sharedDetails?.details.deploymentTarget }
        set { details.deploymentTarget = newValue }
    }
    /// An App Clip that is only invoked digitally (no App Clip Codes, NFC or QR codes).
    public var digitalInvocationsOnly: Bool {
        @inlinable get { sharedDetails?.details.digitalInvocationsOnly ?? false }
        set { details.digitalInvocationsOnly = newValue }
    }
    /// Where the `app-groups` key is written, if it is.
    public var appGroupsLocation: SourceLocation? {
        @inlinable get { sharedDetails?.details.appGroupsLocation }
        set { details.appGroupsLocation = newValue }
    }
    /// Keychain access groups, as built (see ``BuiltString``).
    public var keychainGroups: [BuiltString] {
        @inlinable get { sharedDetails?.details.keychainGroups ?? [] }
        set { details.keychainGroups = newValue }
    }
    /// Source folders or files, resolved against the manifest's folder, with where each is written.
    public var sources: [Located<String>] {
        @inlinable get { sharedDetails?.details.sources ?? [] }
        set { details.sources = newValue }
    }
    /// Files and folders below ``sources`` the target does not compile (a package target's
    /// `exclude:`), resolved as `sources` are.
    public var excludedSources: [String] {
        @inlinable get { sharedDetails?.details.excludedSources ?? [] }
        set { details.excludedSources = newValue }
    }
    /// Whether the importer left some of the target's dependency entries out, as a `Package.swift`
    /// reader does with entries a closure makes: what its code imports is then not judged against them.
    public var dependenciesPartlyRead: Bool {
        @inlinable get { sharedDetails?.details.dependenciesPartlyRead ?? false }
        set { details.dependenciesPartlyRead = newValue }
    }
    /// Build settings.
    public var settings: BuildSettings {
        @inlinable get { sharedDetails?.details.settings ?? BuildSettings() }
        set { details.settings = newValue }
    }
    /// Info.plist keys, nested as in the plist, each where it is written.
    public var info: ManifestValue? {
        @inlinable get { sharedDetails?.details.info }
        set { details.info = newValue }
    }
    /// Rule ids silenced for this target, with the reason when one is given.
    public var ignoredRules: [IgnoredRule] {
        @inlinable get { sharedDetails?.details.ignoredRules ?? [] }
        set { details.ignoredRules = newValue }
    }
    /// The platform an XcodeGen target builds for (`iOS`, `macOS`, ...); nil in targetlint manifests,
    /// which describe iOS projects.
    public var platform: String? {
        @inlinable get { sharedDetails?.details.platform }
        set { details.platform = newValue }
    }
    /// Whether the target compiles an asset catalog (`.xcassets`): known for an Xcode project's
    /// clips and extensions, from their resources phase and synchronized folders; nil where the
    /// importer cannot tell.
    public var compilesAssetCatalog: Bool? {
        @inlinable get { sharedDetails?.details.compilesAssetCatalog }
        set { details.compilesAssetCatalog = newValue }
    }
}

/// The values of a ``TargetDeclaration`` that few targets set; see there for each.
public struct TargetDetails: Sendable, Hashable {
    /// The extension point identifier of an app extension.
    public var extensionPoint: Located<String>?
    /// The bundle identifier.
    public var bundleID: Located<String>?
    /// The iOS deployment target.
    public var deploymentTarget: Located<Version>?
    /// Whether an App Clip is only invoked digitally.
    public var digitalInvocationsOnly = false
    /// Where the `app-groups` key is written.
    public var appGroupsLocation: SourceLocation?
    /// Keychain access groups.
    public var keychainGroups: [BuiltString] = []
    /// Source folders or files.
    public var sources: [Located<String>] = []
    /// Files and folders below `sources` left out.
    public var excludedSources: [String] = []
    /// Whether some dependency entries were left out.
    public var dependenciesPartlyRead = false
    /// Build settings.
    public var settings = BuildSettings()
    /// Info.plist keys.
    public var info: ManifestValue?
    /// Rule ids silenced for the target.
    public var ignoredRules: [IgnoredRule] = []
    /// The platform an XcodeGen target builds for.
    public var platform: String?
    /// Whether the target compiles an asset catalog; nil where unknown.
    public var compilesAssetCatalog: Bool?

    /// Details with nothing set.
    public init() {}
}

/// A ``TargetDetails`` shared by the copies of a declaration; replaced, never changed.
@usableFromInline final class SharedTargetDetails: Sendable, Hashable {
    @usableFromInline let details: TargetDetails

    package init(_ details: TargetDetails) {
        self.details = details
    }

    @usableFromInline package static func == (lhs: SharedTargetDetails, rhs: SharedTargetDetails) -> Bool {
        lhs === rhs || lhs.details == rhs.details
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(details)
    }
}

/// A rule silenced for one target by its `ignore` list.
public struct IgnoredRule: Sendable, Hashable {
    /// The rule id, as written.
    public var rule: Located<String>
    /// Why, when the map form gives a reason.
    public var reason: String?

    /// Creates an entry.
    public init(rule: Located<String>, reason: String?) {
        self.rule = rule
        self.reason = reason
    }
}

/// One entry of a target's `dependencies`.
public struct DependencyDeclaration: Sendable, Hashable {
    /// What the entry names.
    public enum Kind: String, Sendable, Hashable {
        /// Another target of the manifest (`- Name` or `target: Name`).
        case target
        /// A system framework (`sdk: StoreKit`): an SDK node of the graph.
        case sdk
        /// A package product (`package: Lottie`): the target of that name if there is one, else a
        /// package node of the graph.
        case package
        /// A prebuilt framework (`framework: Vendor/X.framework`, XcodeGen's `carthage:` and
        /// `bundle:`): the target of that name if there is one, else an external node of the graph.
        case framework
        /// A target of another Xcode project (XcodeGen's `target: Project/Target`): an external node.
        case project
    }

    /// What the entry names.
    public var kind: Kind
    /// The name: a target, an SDK without `.framework`, a package product or a framework path.
    public var name: String
    /// Where the entry starts.
    public var location: SourceLocation
    /// The estimated size of an external package or framework.
    public var size: Located<ByteCount>? {
        get { rarelySet?.size }
        set { rarelySet = RarelySet.holding(size: newValue, template: template) }
    }
    /// The XcodeGen target template the entry comes from, if any.
    public var template: String? {
        get { rarelySet?.template }
        set { rarelySet = RarelySet.holding(size: size, template: newValue) }
    }
    /// `size` and `template`, which few entries set, kept apart so that the entries of a large
    /// project (a hundred thousand in a big one) take half the memory; nil when neither is set.
    private var rarelySet: RarelySet?
    /// Whether the target links what the entry names; false for XcodeGen's `link: false`, which
    /// leaves a build dependency that no link closure follows.
    public var links = true
    /// Whether the entry names a product of a package in the project's own tree (XcodeGen's
    /// `packages:` entries with a `path:`, and `localPackages:`); such products are placed in
    /// layers by the layer patterns, as targets are.
    public var isLocalPackage = false

    /// The suffixes an `sdk:` entry may write after the SDK's name.
    public static let sdkSuffixes = [".framework", ".tbd", ".dylib"]

    /// The SDK a dependency entry names: `StoreKit.framework`, `libz.tbd` and `libz.dylib` name
    /// `StoreKit` and `libz`.
    public static func sdkName(_ text: String) -> String {
        for suffix in sdkSuffixes where text.hasSuffix(suffix) {
            return String(text.dropLast(suffix.count))
        }
        return text
    }

    /// Creates an entry naming a target, with nothing else set. It leaves `rarelySet` to its
    /// default: assigning it, even nil, made every entry a copy and a destroy more.
    package init(target name: String, at location: SourceLocation) {
        self.kind = .target
        self.name = name
        self.location = location
    }

    /// Creates an entry.
    public init(kind: Kind, name: String, location: SourceLocation, size: Located<ByteCount>? = nil) {
        self.kind = kind
        self.name = name
        self.location = location
        self.rarelySet = RarelySet.holding(size: size, template: nil)
    }
}

/// The fields of a ``DependencyDeclaration`` that few entries set, shared by its copies.
private final class RarelySet: Sendable, Hashable {
    package let size: Located<ByteCount>?
    package let template: String?

    private init(size: Located<ByteCount>?, template: String?) {
        self.size = size
        self.template = template
    }

    /// The fields, or nil (and nothing allocated) when neither is set.
    package static func holding(size: Located<ByteCount>?, template: String?) -> RarelySet? {
        size == nil && template == nil ? nil : RarelySet(size: size, template: template)
    }

    package static func == (lhs: RarelySet, rhs: RarelySet) -> Bool {
        lhs.size == rhs.size && lhs.template == rhs.template
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(template)
    }
}

/// A dotted version number such as a deployment target: `16`, `16.4`, `17.0.1`.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numbers, most significant first.
    public var components: [Int]

    /// Parses digits separated by dots; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        var components: [Int] = []
        for part in parts {
            // Digits only: `Int` alone would also take a sign, reading "-16.0" as a version.
            guard !part.isEmpty, part.count <= 6,
                part.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(part)
            else { return nil }
            components.append(number)
        }
        self.components = components
    }

    /// The major version.
    public var major: Int { components[0] }

    /// `16.0`.
    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
