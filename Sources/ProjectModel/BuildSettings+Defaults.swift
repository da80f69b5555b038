extension BuildSettings {
    /// What the build system uses for a setting no level sets, for the settings that bear on the
    /// size of an App Clip or app extension, as swift-build's xcspecs declare them (sources in
    /// docs/build-settings.md). `ASSETCATALOG_COMPILER_OPTIMIZATION` is empty: actool then uses its
    /// own default, not `space`.
    ///
    /// `DEAD_CODE_STRIPPING` is `NO` in every xcspec; for iOS, Xcode's SDK very likely makes it `YES`
    /// (swift-build's tests against installed SDKs link iOS apps with `-dead_strip` without setting
    /// it), but that file is not open source, so this table keeps the value that can be read.
    public static let buildSystemDefaults: [String: String] = [
        "ASSETCATALOG_COMPILER_OPTIMIZATION": "",
        "DEAD_CODE_STRIPPING": "NO",
        "GCC_OPTIMIZATION_LEVEL": "s",
        "STRIP_INSTALLED_PRODUCT": "YES",
        "SWIFT_COMPILATION_MODE": "singlefile",
        "SWIFT_OPTIMIZATION_LEVEL": "-O",
    ]

    /// The settings XcodeGen's setting presets write into the project's configuration of each type
    /// (`SettingPresets/base.yml` for every type, then `Configs/debug.yml` or `Configs/release.yml`),
    /// keeping only those that bear on size (sources in docs/build-settings.md).
    public static func xcodeGenPresets(forConfigurationType type: String) -> [(key: String, value: String)] {
        let base = [(key: "COPY_PHASE_STRIP", value: "NO")]
        switch type {
        case "debug":
            return base + [
                ("ENABLE_TESTABILITY", "YES"), ("GCC_OPTIMIZATION_LEVEL", "0"), ("SWIFT_OPTIMIZATION_LEVEL", "-Onone"),
            ]
        case "release":
            return base + [("SWIFT_COMPILATION_MODE", "wholemodule"), ("SWIFT_OPTIMIZATION_LEVEL", "-O")]
        default:
            return []
        }
    }
}
