import ProjectModel

extension SizeBuildSettings {
    /// The platform names (`SUPPORTED_PLATFORMS`, and the SDKs `SDKROOT` names) of the products the
    /// rule judges: iOS, watchOS and visionOS, devices and simulators.
    static let judgedPlatforms: Set<String> = [
        "iphoneos", "iphonesimulator", "watchos", "watchsimulator", "xros", "xrsimulator",
    ]

    /// The platform names the rule knows it does not judge: macOS (Mac Catalyst builds against its
    /// SDK), tvOS and DriverKit.
    static let otherPlatforms: Set<String> = ["macosx", "appletvos", "appletvsimulator", "driverkit"]

    /// Whether `target` builds for iOS, watchOS or visionOS in `configuration`, or for a platform
    /// that cannot be told: the rule judges it then.
    ///
    /// An XcodeGen target says its `platform`, and so does an Xcode target that its project builds
    /// only for Mac Catalyst (`macCatalyst`, see the Xcode importer). Otherwise the build settings do, as swift-build reads
    /// them (`swiftlang/swift-build` at `41aee626`): `SUPPORTED_PLATFORMS`, when set, lists every
    /// platform the target builds for; unset, it is the platforms of `SDKROOT`'s family
    /// (`Settings.swift:2585-2588`), so `SDKROOT = macosx` is macOS only. A target whose SDK is
    /// `iphoneos` builds for iOS whatever `SUPPORTS_MACCATALYST` says: Mac Catalyst is one more
    /// platform, added for a Mac Catalyst destination (`Settings.swift:1565-1572`), so a target is
    /// Mac Catalyst only when `SUPPORTED_PLATFORMS` names `macosx` and no iOS platform. An empty
    /// `SDKROOT` (the build system's default), `auto` without `SUPPORTED_PLATFORMS`, and values
    /// that name settings cannot be told.
    static func isJudged(_ target: TargetDeclaration, in configuration: String) -> Bool {
        switch target.platform {
        case "iOS", "watchOS", "visionOS": return true
        case "macOS", "macCatalyst", "tvOS": return false
        default: break
        }
        let settings = target.settings
        if let supported = settings.value(of: "SUPPORTED_PLATFORMS", in: configuration)?.value.value {
            let names = supported.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
            if !names.isEmpty {
                return names.contains { !otherPlatforms.contains($0) }
            }
        }
        guard let sdk = settings.value(of: "SDKROOT", in: configuration)?.value.value else { return true }
        return !otherPlatforms.contains(platformName(ofSDK: sdk) ?? "")
    }

    /// The platform an `SDKROOT` value names: `iphoneos` for `iphoneos`, `iphoneos17.2` or a path
    /// ending in `iPhoneOS17.2.sdk`; nil when it names none by itself (`auto`, a `$(VAR)`).
    static func platformName(ofSDK value: String) -> String? {
        var name = Substring(value.lowercased())
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasSuffix(".sdk") { name = name.dropLast(4) }
        while let last = name.last, last.isNumber || last == "." { name = name.dropLast() }
        let platform = String(name)
        return judgedPlatforms.contains(platform) || otherPlatforms.contains(platform) ? platform : nil
    }
}
