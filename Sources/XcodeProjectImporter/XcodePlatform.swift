import ProjectModel

/// The platform an Xcode target is built for, as its `SDKROOT` and `SUPPORTED_PLATFORMS` say, and
/// how build files' and target dependencies' `platformFilter` and `platformFilters` name it.
///
/// A target whose `SDKROOT` is `iphoneos` (and whose `SUPPORTED_PLATFORMS`, when set, name iOS) is
/// checked as an iOS product: a filter of `ios` keeps an entry, one of only `maccatalyst` (Mac
/// Catalyst, built from the same target) or `macos` leaves it out. Settings that name no platform
/// targetlint knows name none, and nothing is filtered.
struct XcodePlatform: Sendable, Hashable {
    /// The name filters give the platform: `ios`, `macos`, `watchos`, `tvos`, `xros`, `driverkit`.
    let filter: String
    /// The name targetlint's model gives it, as XcodeGen's `platform:` does: `iOS`, `macOS`, ...
    let name: String

    /// Mac Catalyst: an iOS target built for the Mac.
    static let macCatalyst = XcodePlatform(filter: "maccatalyst", name: "macCatalyst")

    /// A platform of these names.
    private init(filter: String, name: String) {
        self.filter = filter
        self.name = name
    }

    /// The platforms by the SDK names that `SDKROOT` starts with, devices' and simulators'.
    private static let sdks: [(prefix: String, filter: String, name: String)] = [
        ("iphone", "ios", "iOS"), ("macosx", "macos", "macOS"), ("watch", "watchos", "watchOS"),
        ("appletv", "tvos", "tvOS"), ("xr", "xros", "visionOS"), ("driverkit", "driverkit", "driverKit"),
    ]

    /// The platform of an `SDKROOT` value such as `iphoneos` or `watchos10.0`; nil for any other.
    init?(sdkRoot: String) {
        let sdk = sdkRoot.lowercased()
        guard let known = Self.sdks.first(where: { sdk.hasPrefix($0.prefix) }) else { return nil }
        filter = known.filter
        name = known.name
    }

    /// The filter names of every platform that `SUPPORTED_PLATFORMS` lists for the configuration
    /// `configuration`, when it lists more than one (a multiplatform app: iOS, tvOS and macOS from
    /// one target); empty otherwise. An entry filtered to one of these is built with the target's
    /// build for that platform, as a tvOS top shelf extension is embedded by the tvOS build.
    static func multiplatformFilters(_ settings: BuildSettings, configuration: String?) -> Set<String> {
        guard let configuration, let resolved = settings.resolved[configuration.lowercased()] else { return [] }
        let filters = Set(supportedPlatforms(in: resolved).map(\.filter))
        return filters.count > 1 ? filters : []
    }

    /// The platforms `SUPPORTED_PLATFORMS` lists that targetlint knows, in its order.
    private static func supportedPlatforms(in resolved: BuildSettings.ResolvedConfiguration) -> [XcodePlatform] {
        (resolved.value(of: "SUPPORTED_PLATFORMS")?.value.value ?? "")
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { XcodePlatform(sdkRoot: String($0)) }
    }

    /// The platform of the configuration `configuration` of `settings`, as the build system reads
    /// it: `SUPPORTED_PLATFORMS`, when set, lists every platform the target builds for, the
    /// `SDKROOT`'s when it is one of them, else iOS when it is one, else the first (an `iphoneos`
    /// target whose only platform is `macosx` is Mac Catalyst); unset, `SDKROOT`'s. Nil when
    /// neither names a platform targetlint knows (`auto`, a `$(VAR)`, none).
    init?(_ settings: BuildSettings, configuration: String?) {
        guard let configuration, let resolved = settings.resolved[configuration.lowercased()] else { return nil }
        let sdk = resolved.value(of: "SDKROOT").flatMap { XcodePlatform(sdkRoot: $0.value.value) }
        let supported = Self.supportedPlatforms(in: resolved)
        if supported.isEmpty {
            guard let sdk else { return nil }
            self = sdk
        } else if let sdk, supported.contains(sdk) {
            self = sdk
        } else if sdk?.filter == "ios", supported.allSatisfy({ $0.filter == "macos" }) {
            self = .macCatalyst
        } else {
            self = supported.first { $0.filter == "ios" } ?? supported[0]
        }
    }
}
