import ProjectModel

/// Which build settings written with conditions apply, as targetlint reads them: a key such as
/// `KEY[sdk=iphoneos*][config=Release]` (or `KEY[sdk=iphoneos*,arch=arm64]`) applies when every
/// condition holds for an iOS device build of the configuration for arm64, and then overrides the
/// plain `KEY` of the same level, as Xcode's more specific value does. Conditions on anything else,
/// such as the simulator SDK or another architecture, never hold.
///
/// The rule is the same for XcodeGen specs, xcconfig files and Xcode projects: targetlint checks what
/// ships, and an App Store build is a device build.
package enum BuildSettingCondition {
    /// The values conditions are matched against, but the configuration's name.
    package static let environment = ["sdk": "iphoneos", "arch": "arm64", "variant": "normal"]

    /// Whether every condition of `[sdk=iphoneos*][config=Release]` holds for an iOS device build of
    /// `configuration` for arm64.
    package static func matches(_ conditions: Substring, configuration: String) -> Bool {
        for condition in conditions.split(whereSeparator: { "[],".contains($0) }) {
            let parts = condition.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return false }
            let name = String(parts[0])
            guard let actual = name == "config" ? configuration : environment[name],
                Glob(String(parts[1])).matches(actual)
            else { return false }
        }
        return true
    }
}
