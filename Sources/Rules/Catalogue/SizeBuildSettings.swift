import ManifestParser
import Project

/// App Clips and app extensions must build with the settings that keep binaries small.
public struct SizeBuildSettings: Rule {
    public static let description = RuleDescription(
        id: "size-build-settings",
        defaultSeverity: .error,
        summary:
            "an App Clip or app extension lacks a required size setting in a checked configuration (default `Release`), or sets another value; effective values resolve through `configs`, `base` and flat settings",
        rationale: """
            Dead-code stripping, stripped products, space-optimised asset catalogs and -Osize/-Os can \
            take a large share off a clip or extension. The effective value of each setting is resolved \
            through configs, base and flat settings, as Xcode does.
            """,
        options: ["configs", "require"],
        optionsSummary: "`configs`, `require`",
        oneLiner: "a share extension with `SWIFT_OPTIMIZATION_LEVEL: -Onone`",
        badExample: """
            targets:
              ShopShare:
                type: app-extension
                extension-point: share
                ↓↓↓↓settings:
                  SWIFT_OPTIMIZATION_LEVEL: ↓-Onone
            """,
        goodExample: """
            targets:
              ShopShare:
                type: app-extension
                extension-point: share
                settings:
                  base:
                    DEAD_CODE_STRIPPING: YES
                    STRIP_INSTALLED_PRODUCT: YES
                    ASSETCATALOG_COMPILER_OPTIMIZATION: space
                    GCC_OPTIMIZATION_LEVEL: s
                  configs:
                    Release:
                      SWIFT_OPTIMIZATION_LEVEL: -Osize
            """)

    /// The settings checked when `require` is not set, with their values.
    public static let defaultRequirements: [(key: String, value: String)] = [
        ("DEAD_CODE_STRIPPING", "YES"),
        ("STRIP_INSTALLED_PRODUCT", "YES"),
        ("ASSETCATALOG_COMPILER_OPTIMIZATION", "space"),
        ("GCC_OPTIMIZATION_LEVEL", "s"),
        ("SWIFT_OPTIMIZATION_LEVEL", "-Osize"),
    ]

    private var configurations = ["Release"]
    private var requirements = Self.defaultRequirements

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {
        for option in options {
            switch option.key {
            case "configs":
                let names = reader.strings(option.value, "'configs'").map(\.value)
                if names.isEmpty {
                    reader.fail("'configs' needs at least one configuration name", at: option.value.location)
                } else {
                    configurations = names
                }
            case "require":
                guard let pairs = reader.anyMapping(option.value, "'require'") else { continue }
                requirements = pairs.compactMap { pair in
                    reader.string(pair.value, "the value of '\(pair.key)'").map { (pair.key, $0.value) }
                }
            default:
                break
            }
        }
    }

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for id in context.clipsAndExtensions {
            let target = graph.targets[id]
            for configuration in configurations.flatMap(target.settings.configurations(matching:)) {
                for (key, expected) in requirements {
                    guard let (value, source) = target.settings.value(of: key, in: configuration) else {
                        let reason = target.settings.unsetReason(of: key, in: configuration).map { " (\($0))" } ?? ""
                        findings.append(
                            Finding(
                                target: target.name,
                                message:
                                    "\(context.describe(id)) does not set \(key) in \(configuration)\(reason); set it to \(expected)",
                                location: target.settings.location ?? target.location))
                        continue
                    }
                    guard !Self.matches(value.value, expected) else { continue }
                    findings.append(
                        Finding(
                            target: target.name,
                            message:
                                "\(context.describe(id)) sets \(key) to '\(value.value)' in \(configuration) (from \(Self.describe(source))); expected '\(expected)'",
                            location: value.location))
                }
            }
        }
        return findings
    }

    /// Values compare without case, and booleans in any of Xcode's and YAML's spellings.
    static func matches(_ value: String, _ expected: String) -> Bool {
        func normalized(_ text: String) -> String {
            switch text.lowercased() {
            case "yes", "true": "yes"
            case "no", "false": "no"
            case let other: other
            }
        }
        return normalized(value) == normalized(expected)
    }

    private static func describe(_ source: BuildSettings.Source) -> String {
        switch source {
        case .config(let name): "settings.configs.\(name)"
        case .base: "settings.base"
        case .flat: "settings"
        case .group(let name): "setting group '\(name)'"
        case .configFile(let path): path
        case .project(let place): "project \(place)"
        }
    }
}
