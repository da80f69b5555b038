/// Works out a target's effective build settings per configuration as Xcode sees them in an
/// XcodeGen project, highest first: the target's `settings` (its `configs` over `base` or the flat map
/// over its `groups`), the target's `configFiles` xcconfig, the project's `settings` (same layout, with
/// `settingGroups`), the project's `configFiles` xcconfig. `$(inherited)` takes the value of the level
/// below; keys with conditions (`KEY[sdk=iphoneos*]`) apply when they match an iOS device build of
/// the configuration.
struct XcodeGenSettings {
    /// One level's values, by key without conditions, each marked when a condition set it.
    typealias Level = [String: (value: BuildSettings.ResolvedValue, conditional: Bool)]

    /// Setting groups nested deeper than this are an error.
    static let maximumGroupDepth = 32

    /// The project's configurations, in order.
    let configurations: [String]
    /// The project's `settingGroups` (and the older `settingPresets`).
    let groups: [String: SpecNode]
    /// The project's `settings`.
    let projectSettings: SpecNode?
    /// The project's `configFiles`, by configuration, resolved to paths.
    let projectConfigFiles: [String: String]
    let fileSystem: any FileSystem
    /// Problems found, such as setting groups that include themselves.
    private(set) var problems: [ManifestProblem] = []
    private var xcconfigCache: [String: XCConfigReader.Result] = [:]

    init(
        configurations: [String], groups: [String: SpecNode], projectSettings: SpecNode?,
        projectConfigFiles: [String: String], fileSystem: any FileSystem
    ) {
        self.configurations = configurations
        self.groups = groups
        self.projectSettings = projectSettings
        self.projectConfigFiles = projectConfigFiles
        self.fileSystem = fileSystem
    }

    /// A target's effective settings in every configuration of the project.
    mutating func resolve(
        settings: SpecNode?, configFiles: [String: String]
    ) -> [String: BuildSettings.ResolvedConfiguration] {
        var resolved: [String: BuildSettings.ResolvedConfiguration] = [:]
        for configuration in configurations {
            var missing: [String] = []
            var levels: [Level] = []
            levels.append(configFileLevel(projectConfigFiles[configuration], configuration, missing: &missing))
            levels.append(settingsLevel(projectSettings, configuration, project: true))
            levels.append(configFileLevel(configFiles[configuration], configuration, missing: &missing))
            levels.append(settingsLevel(settings, configuration, project: false))
            var values: [String: BuildSettings.ResolvedValue] = [:]
            for level in levels {
                for (key, (value, _)) in level {
                    var value = value
                    value.value.value = Self.inheriting(value.value.value, from: values[key]?.value.value)
                    values[key] = value
                }
            }
            resolved[configuration.lowercased()] = BuildSettings.ResolvedConfiguration(
                name: configuration, values: values, missingFiles: missing)
        }
        return resolved
    }

    /// `$(inherited)` replaced by the value below, or by nothing.
    private static func inheriting(_ text: String, from below: String?) -> String {
        guard text.contains("inherited") else { return text }
        var result = text
        for token in ["$(inherited)", "${inherited}"] {
            while let range = result.firstRange(of: token) { result.replaceSubrange(range, with: below ?? "") }
        }
        return String(result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    }

    private mutating func configFileLevel(_ path: String?, _ configuration: String, missing: inout [String]) -> Level {
        guard let path else { return [:] }
        if xcconfigCache[path] == nil {
            let read = XCConfigReader(fileSystem: fileSystem).read(path)
            problems += read.problems
            xcconfigCache[path] = read
        }
        guard let read = xcconfigCache[path] else { return [:] }
        missing += read.missing
        var level = Level()
        for entry in read.entries {
            apply(
                entry.key, Located(entry.value, at: entry.location), source: .configFile(entry.location.file),
                configuration, to: &level)
        }
        return level
    }

    /// One `settings` map (target or project) for `configuration`: groups, then base or flat, then
    /// the matching `configs`, in XcodeGen's order, later values winning.
    private mutating func settingsLevel(_ node: SpecNode?, _ configuration: String, project: Bool) -> Level {
        var level = Level()
        guard let node else { return level }
        var pending: [(node: SpecNode, source: BuildSettings.Source?, chain: [String], flat: Bool)] = [
            (node, nil, [], false)
        ]
        while let (node, inheritedSource, chain, flat) = pending.popLast() {
            guard let pairs = node.mapping else { continue }
            let structured = !flat && pairs.contains { ["configs", "groups", "base"].contains($0.key) }
            guard structured else {
                let source = inheritedSource ?? (project ? .project("settings") : .flat)
                for pair in pairs { apply(pair, source: source, configuration, to: &level) }
                continue
            }
            // Collected in reverse, as the stack pops the last first: configs, base, groups.
            var later: [(SpecNode, BuildSettings.Source?, [String], Bool)] = []
            for name in (node["groups"] ?? node["presets"])?.strings ?? [] {
                guard let group = groups[name] else { continue }
                if chain.contains(name) || chain.count >= Self.maximumGroupDepth {
                    let location = (node["groups"] ?? node["presets"])?.location ?? node.location
                    problems.append(
                        ManifestProblem(
                            "setting group '\(name)' includes itself: \((chain + [name]).joined(separator: " → "))",
                            at: location))
                    continue
                }
                let source = inheritedSource ?? (project ? .project("settingGroups.\(name)") : .group(name))
                later.append((group, source, chain + [name], false))
            }
            if let base = node["base"] {
                later.append((base, inheritedSource ?? (project ? .project("settings.base") : .base), chain, true))
            }
            for pair in node["configs"]?.mapping ?? [] where matches(variant: pair.key, configuration) {
                let source = inheritedSource ?? (project ? .project("settings.configs.\(pair.key)") : .config(pair.key))
                later.append((pair.value, source, chain, false))
            }
            pending += later.reversed()
        }
        return level
    }

    /// XcodeGen's configuration matching: `configs.VARIANT` applies to a configuration whose name
    /// contains VARIANT, ignoring case, unless VARIANT is exactly the name of another configuration.
    func matches(variant: String, _ configuration: String) -> Bool {
        guard configuration.lowercased().contains(variant.lowercased()) else { return false }
        return !configurations.contains(variant) || variant == configuration
    }

    private func apply(_ pair: SpecPair, source: BuildSettings.Source, _ configuration: String, to level: inout Level) {
        let text: String
        if let items = pair.value.sequence {
            text = items.compactMap(\.string).joined(separator: " ")
        } else if let string = pair.value.string {
            text = string
        } else {
            return
        }
        apply(pair.key, Located(text, at: pair.value.location), source: source, configuration, to: &level)
    }

    private func apply(
        _ key: String, _ value: Located<String>, source: BuildSettings.Source, _ configuration: String,
        to level: inout Level
    ) {
        guard let open = key.firstIndex(of: "[") else {
            // A plain key does not override a conditional one already set at this level.
            if level[key]?.conditional != true {
                level[key] = (BuildSettings.ResolvedValue(value, source: source), false)
            }
            return
        }
        guard Self.conditionsMatch(key[open...], configuration: configuration) else { return }
        level[String(key[..<open])] = (BuildSettings.ResolvedValue(value, source: source), true)
    }

    /// Whether `[sdk=iphoneos*][config=Release]` (or `[sdk=iphoneos*,arch=arm64]`) holds for an iOS
    /// device build of `configuration` for arm64.
    static func conditionsMatch(_ conditions: Substring, configuration: String) -> Bool {
        let environment = ["sdk": "iphoneos", "config": configuration, "arch": "arm64", "variant": "normal"]
        for condition in conditions.split(whereSeparator: { "[],".contains($0) }) {
            let parts = condition.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return false }
            guard let actual = environment[String(parts[0])], Glob(String(parts[1])).matches(actual) else {
                return false
            }
        }
        return true
    }
}
