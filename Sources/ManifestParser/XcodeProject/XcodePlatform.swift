/// The platform an Xcode target is built for, as its `SDKROOT` says, and how build files' and
/// target dependencies' `platformFilter` and `platformFilters` name it.
///
/// A target whose `SDKROOT` is `iphoneos` is checked as an iOS product: a filter of `ios` keeps an
/// entry, one of only `maccatalyst` (Mac Catalyst, built from the same target) or `macos` leaves it
/// out. An `SDKROOT` targetlint does not know, or none, names no platform, and nothing is filtered.
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

    /// The platform of the configuration `configuration` of `settings`; nil when its `SDKROOT` is
    /// unset or names no platform targetlint knows.
    init?(_ settings: BuildSettings, configuration: String?) {
        guard let configuration, let sdkRoot = settings.resolved[configuration.lowercased()]?.value(of: "SDKROOT")
        else { return nil }
        self.init(sdkRoot: sdkRoot.value.value)
    }
}
