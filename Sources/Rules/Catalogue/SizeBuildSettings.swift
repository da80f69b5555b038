import Project
import ProjectModel

/// App Clips and app extensions must build with the settings that keep binaries small.
///
/// A clip's findings have the rule's severity: a clip over its size limit is rejected. An
/// extension's are warnings unless `app-extension-severity` says `error`: its size is advice, not
/// a limit. Only targets built for iOS, watchOS or visionOS are judged (``isJudged(_:in:)``).
///
/// Each setting resolves as Xcode resolves it: the target's settings and xcconfig file, the
/// project's settings and xcconfig file, XcodeGen's setting presets for the configuration's type,
/// and last the build system's default (``BuildSettings/buildSystemDefaults``). A setting whose
/// resolved value meets the requirement, set or not, is fine. Each target gets at most one finding,
/// at its declaration, listing every setting to change with its value and where the value comes
/// from; configurations that share a problem are named together, and the xcconfig files that could
/// not be read, whose settings are unknown, are named once at the end.
public struct SizeBuildSettings: Rule {
    public static let description = RuleDescription(
        id: "size-build-settings",
        defaultSeverity: .error,
        summary:
            "an App Clip (or, a warning by default, an app extension) built for iOS, watchOS or visionOS does not resolve a size setting to the required value in a checked configuration (default `Release`), through its settings, xcconfig files, the project's, XcodeGen's presets and the build system's defaults; one finding per target, listing each setting with its value and origin",
        rationale: """
            Dead-code stripping, stripped products, space-optimised asset catalogs and -Osize/-Os can \
            take a large share off a clip or extension. Values resolve as Xcode resolves them, down to \
            XcodeGen's presets (its release preset sets -O) and the build system's defaults, so a \
            setting left unset whose default already fits (STRIP_INSTALLED_PRODUCT, GCC_OPTIMIZATION_LEVEL) \
            is no finding. One finding per target keeps the list short and lets a baseline hold it while \
            the settings are fixed one by one. A clip over its size limit is rejected, so its findings \
            are errors; an extension's size is advice, not a limit, so its findings are warnings unless \
            `app-extension-severity: error`. Targets built only for macOS, Mac Catalyst or tvOS are not \
            judged.
            """,
        options: ["configs", "require", "types", "app-extension-severity"],
        optionsSummary:
            "`configs`, `require`, `types` (`app-clip`, `app-extension`), `app-extension-severity` (`warning`, the default, or `error`)",
        oneLiner: "a share extension with `SWIFT_OPTIMIZATION_LEVEL: -Onone`",
        badExample: """
            targets:
              ↓ShopShare:
                type: app-extension
                extension-point: share
                settings:
                  SWIFT_OPTIMIZATION_LEVEL: -Onone
            """,
        goodExample: """
            targets:
              ShopShare:
                type: app-extension
                extension-point: share
                settings:
                  base:
                    DEAD_CODE_STRIPPING: YES
                    ASSETCATALOG_COMPILER_OPTIMIZATION: space
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

    /// The names `types` accepts, with the product types they stand for.
    static let typeNames: [(name: String, type: ProductType)] = [
        ("app-clip", .appClip), ("app-extension", .appExtension),
    ]

    private var configurations = ["Release"]
    private var requirements = Self.defaultRequirements
    private var types: Set<ProductType> = [.appClip, .appExtension]
    /// Whether an extension's findings take the rule's severity rather than a warning's.
    private var extensionsAreErrors = false

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
            case "types":
                let names = reader.strings(option.value, "'types'")
                if names.isEmpty {
                    reader.fail("'types' needs at least one of app-clip, app-extension", at: option.value.location)
                    continue
                }
                types = []
                for name in names {
                    if let type = Self.typeNames.first(where: { $0.name == name.value })?.type {
                        types.insert(type)
                    } else {
                        reader.fail(
                            "'types' names '\(name.value)'; expected app-clip or app-extension"
                                + Suggestion.didYouMean(name.value, in: Self.typeNames.map(\.name)),
                            at: name.location)
                    }
                }
            case "app-extension-severity":
                guard let name = reader.string(option.value, "'app-extension-severity'") else { continue }
                switch name.value {
                case "error": extensionsAreErrors = true
                case "warning": extensionsAreErrors = false
                default:
                    let hint =
                        name.value == "off"
                        ? "; 'types: [app-clip]' leaves extensions out"
                        : Suggestion.didYouMean(name.value, in: ["error", "warning"])
                    reader.fail(
                        "'app-extension-severity' is '\(name.value)'; expected error or warning\(hint)",
                        at: name.location)
                }
            default:
                break
            }
        }
    }

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for id in context.clipsAndExtensions where types.contains(graph.targets[id].type) {
            let target = graph.targets[id]
            var problems: [(text: String, configurations: [String])] = []
            var missing: [String] = []
            for configuration in configurations.flatMap(target.settings.configurations(matching:))
            where Self.isJudged(target, in: configuration) {
                let found = self.problems(
                    of: target.settings, in: configuration, assetCatalogs: target.compilesAssetCatalog != false)
                if !found.isEmpty, let files = target.settings.resolved[configuration.lowercased()]?.missingFiles {
                    for file in files where !missing.contains(file) { missing.append(file) }
                }
                for text in found {
                    if let index = problems.firstIndex(where: { $0.text == text }) {
                        problems[index].configurations.append(configuration)
                    } else {
                        problems.append((text, [configuration]))
                    }
                }
            }
            guard !problems.isEmpty else { continue }
            findings.append(
                Finding(
                    target: target.name,
                    message:
                        "\(context.describe(id)) has size settings to change \(Self.folded(problems))\(Self.unread(missing))",
                    location: target.location,
                    severity: target.type == .appExtension && !extensionsAreErrors ? .warning : nil))
        }
        return findings
    }

    /// The problems, grouped by the configurations they occur in, in the order they are first met:
    /// "in Release, Beta: A; B; in Debug: C". A problem that names its configuration itself (one
    /// the project lacks) stands without "in".
    static func folded(_ problems: [(text: String, configurations: [String])]) -> String {
        var groups: [(configurations: [String], texts: [String])] = []
        for problem in problems {
            if let index = groups.firstIndex(where: { $0.configurations == problem.configurations }) {
                groups[index].texts.append(problem.text)
            } else {
                groups.append((problem.configurations, [problem.text]))
            }
        }
        return groups.map { group in
            let texts = group.texts.joined(separator: "; ")
            return texts.hasPrefix(missingConfigurationPrefix)
                ? texts : "in \(group.configurations.joined(separator: ", ")): \(texts)"
        }.joined(separator: "; ")
    }

    /// What a finding says, after its problems, of the xcconfig files that could not be read (they
    /// do not exist, or lie outside the project root): "; 'A' could not be read, so what it sets is
    /// unknown"; nothing when every file was read.
    static func unread(_ files: [String]) -> String {
        guard !files.isEmpty else { return "" }
        let names = files.map { "'\($0)'" }.joined(separator: ", ")
        return "; \(names) could not be read, so what \(files.count == 1 ? "it sets" : "they set") is unknown"
    }

    /// How the problem of a configuration the project lacks starts, as ``BuildSettings/unsetReason(of:in:)`` words it.
    private static let missingConfigurationPrefix = "the project has no configuration"

    /// The setting that only asset catalogs read, so a target that compiles none is not asked for it.
    static let assetCatalogSetting = "ASSETCATALOG_COMPILER_OPTIMIZATION"

    /// What is wrong with `settings` in `configuration`, one text per setting at odds; the asset
    /// catalog setting only when `assetCatalogs` says the target may compile one.
    private func problems(of settings: BuildSettings, in configuration: String, assetCatalogs: Bool) -> [String] {
        var problems: [String] = []
        for (key, expected) in requirements where assetCatalogs || key != Self.assetCatalogSetting {
            // The xcconfig files that do not exist are named once, by the finding.
            if let reason = settings.unsetReason(of: key, in: configuration),
                reason.hasPrefix(Self.missingConfigurationPrefix)
            {
                return [reason]
            }
            if let (value, source) = settings.value(of: key, in: configuration) {
                guard !Self.matches(value.value, expected) else { continue }
                problems.append(
                    "\(key) is '\(value.value)' (\(Self.describe(source, at: value.location))), expected '\(expected)'")
                continue
            }
            let fallback = BuildSettings.buildSystemDefaults[key]
            if let fallback, Self.matches(fallback, expected) { continue }
            let origin = fallback.map { " (build system default: '\($0)')" } ?? ""
            problems.append("\(key) is unset\(origin), expected '\(expected)'")
        }
        return problems
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

    /// Where a value comes from, with the file and line it is written at: "settings.base at
    /// project.yml:12" in an XcodeGen spec, "target build settings (Release) at
    /// App.xcodeproj/project.pbxproj:412" in an Xcode project, "Config/Release.xcconfig:3" for an
    /// xcconfig file.
    private static func describe(_ source: BuildSettings.Source, at location: SourceLocation) -> String {
        let line = "\(location.file):\(location.line)"
        switch source {
        case .config(let name): return "settings.configs.\(name) at \(line)"
        case .base: return "settings.base at \(line)"
        case .flat: return "settings at \(line)"
        case .group(let name): return "setting group '\(name)' at \(line)"
        case .configFile: return line
        case .project(let place): return "project \(place) at \(line)"
        case .preset(let type): return "XcodeGen \(type) preset"
        case .targetConfiguration(let name): return "target build settings (\(name)) at \(line)"
        case .projectConfiguration(let name): return "project build settings (\(name)) at \(line)"
        case .generatorDefaults(let what): return what
        }
    }
}
