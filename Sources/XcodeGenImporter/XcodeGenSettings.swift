import FileAccess
import ProjectModel
import XcodeSettings

/// Works out a target's effective build settings per configuration as Xcode sees them in an
/// XcodeGen project, highest first: the target's `settings` (its `configs` over `base` or the flat map
/// over its `groups`), the target's `configFiles` xcconfig, the project's `settings` (same layout, with
/// `settingGroups`), the project's `configFiles` xcconfig, then XcodeGen's setting presets for the
/// configuration's type, which XcodeGen drops where the project's xcconfig sets the key. `$(inherited)` takes the value of the level
/// below; keys with conditions (`KEY[sdk=iphoneos*]`) apply as ``BuildSettingCondition`` says.
///
/// What the project sets is worked out once per configuration and shared by every target. Every
/// setting applied to a level, every setting group entered and every string `$(inherited)` grows is
/// paid for from the spec's budget first, so setting groups, xcconfig includes and configurations
/// cannot multiply a small spec into a large model.
struct XcodeGenSettings {
    /// One level's values, by key without conditions, each marked when a condition set it.
    typealias Level = [String: (value: BuildSettings.ResolvedValue, conditional: Bool)]

    /// Setting groups nested deeper than this are an error.
    static let maximumGroupDepth = 32

    /// The project's configurations, in order.
    let configurations: [String]
    private let configurationNames: Set<String>
    /// The project's `settingGroups` (and the older `settingPresets`).
    let groups: [String: SpecNode]
    /// The project's `settings`.
    let projectSettings: SpecNode?
    /// The project's `configFiles`, by configuration, resolved to paths.
    let projectConfigFiles: [String: String]
    /// The configurations XcodeGen gives project presets (those with a type, unless
    /// `options.settingPresets` is `none` or `targets`), with the type and where it is written.
    let presetTypes: [String: Located<String>]
    let fileSystem: any FileSystem
    /// What resolving may still spend.
    var budget: SpecBudget
    /// Problems found, such as setting groups that include themselves.
    private(set) var problems: [InputProblem] = []
    /// Problems in the xcconfig files read, such as includes that leave the project; each file is
    /// read once, so these are found once.
    private(set) var fileProblems: [InputProblem] = []
    private var xcconfigCache: [String: (entries: [XCConfigReader.Entry], missing: [String])] = [:]
    /// The project's values and missing xcconfig files, by configuration, worked out once.
    private var projectLevels: [String: ProjectLevel] = [:]

    /// What the project gives one configuration: its values, its presets and its missing xcconfig files.
    private struct ProjectLevel {
        var values: [String: BuildSettings.ResolvedValue]
        var presets: [String: BuildSettings.ResolvedValue]
        var missing: [String]
    }
    /// Set once ``prepay(for:)`` has paid for every target's levels, which are then built for free.
    private var prepaid = false

    /// What one setting applied to a level costs, and one setting group or map entered.
    static let entryCost = MemoryLayout<(String, BuildSettings.ResolvedValue, Bool)>.stride

    init(
        configurations: [String], groups: [String: SpecNode], projectSettings: SpecNode?,
        projectConfigFiles: [String: String], presetTypes: [String: Located<String>] = [:], fileSystem: any FileSystem,
        budget: SpecBudget
    ) {
        self.configurations = configurations
        configurationNames = Set(configurations)
        self.groups = groups
        self.projectSettings = projectSettings
        self.projectConfigFiles = projectConfigFiles
        self.presetTypes = presetTypes
        self.fileSystem = fileSystem
        self.budget = budget
    }

    /// Pays for the project's levels and those of every target, `(settings, configFiles)` as
    /// ``resolve(settings:configFiles:)`` takes them, by working each target's out and dropping it,
    /// so that a spec whose settings multiply past the budget fails before any target keeps its
    /// settings.
    mutating func prepay(
        for targets: [(settings: SpecNode?, configFiles: [String: String])]
    ) throws(SpecBudget.Exceeded) {
        // The project's levels are kept, and paid for, once.
        for configuration in configurations { _ = try projectLevel(configuration) }
        // The targets' problems found on the way are found again when their levels are built.
        let problemCount = problems.count
        defer { problems.removeSubrange(problemCount...) }
        for (settings, configFiles) in targets {
            for configuration in configurations {
                try spend(MemoryLayout<(String, BuildSettings.ResolvedConfiguration)>.stride)
                var missing: [String] = []
                _ = try configFileLevel(configFiles[configuration], configuration, missing: &missing)
                _ = try settingsLevel(settings, configuration, project: false)
            }
        }
        prepaid = true
    }

    /// Spends `bytes` from the budget, unless ``prepay(for:)`` already has.
    private mutating func spend(_ bytes: Int) throws(SpecBudget.Exceeded) {
        if !prepaid { try budget.spend(bytes) }
    }

    /// A target's effective settings in every configuration of the project.
    mutating func resolve(
        settings: SpecNode?, configFiles: [String: String]
    ) throws(SpecBudget.Exceeded) -> [String: BuildSettings.ResolvedConfiguration] {
        var resolved: [String: BuildSettings.ResolvedConfiguration] = [:]
        for configuration in configurations {
            try spend(MemoryLayout<(String, BuildSettings.ResolvedConfiguration)>.stride)
            let project = try projectLevel(configuration)
            var missing = project.missing
            let levels = [
                try configFileLevel(configFiles[configuration], configuration, missing: &missing),
                try settingsLevel(settings, configuration, project: false),
            ]
            var values: [String: BuildSettings.ResolvedValue] = [:]
            // The presets sit in the project's settings, so `$(inherited)` at the target reads them.
            try merge(levels, into: &values, below: project.presets.merging(project.values) { $1 })
            resolved[configuration.lowercased()] = BuildSettings.ResolvedConfiguration(
                name: configuration, values: values, projectValues: project.values, presetValues: project.presets,
                missingFiles: missing)
        }
        return resolved
    }

    /// The project's own levels for `configuration`, its xcconfig file and its `settings`, merged,
    /// and the presets of its type that its xcconfig file does not set.
    private mutating func projectLevel(_ configuration: String) throws(SpecBudget.Exceeded) -> ProjectLevel {
        if let level = projectLevels[configuration] { return level }
        var missing: [String] = []
        let configFile = try configFileLevel(projectConfigFiles[configuration], configuration, missing: &missing)
        let levels = [configFile, try settingsLevel(projectSettings, configuration, project: true)]
        var values: [String: BuildSettings.ResolvedValue] = [:]
        try merge(levels, into: &values, below: [:])
        var presets: [String: BuildSettings.ResolvedValue] = [:]
        if let type = presetTypes[configuration] {
            // XcodeGen leaves out the presets an xcconfig file sets (`removeConfigFileSettings`).
            for (key, value) in BuildSettings.xcodeGenPresets(forConfigurationType: type.value)
            where configFile[key]?.conditional != false {
                try spend(Self.entryCost)
                presets[key] = BuildSettings.ResolvedValue(
                    Located(value, at: type.location), source: .preset(type.value))
            }
        }
        let level = ProjectLevel(values: values, presets: presets, missing: missing)
        projectLevels[configuration] = level
        return level
    }

    /// `levels`, lowest first, merged into `values`; `$(inherited)` takes the value below, in
    /// `values` or else in `below`.
    private mutating func merge(
        _ levels: [Level], into values: inout [String: BuildSettings.ResolvedValue],
        below: [String: BuildSettings.ResolvedValue]
    ) throws(SpecBudget.Exceeded) {
        for level in levels {
            for (key, (value, _)) in level {
                var value = value
                let inherited = (values[key] ?? below[key])?.value.value
                value.value.value = try inheriting(value.value.value, from: inherited)
                values[key] = value
            }
        }
    }

    /// `$(inherited)` replaced by the value below, or by nothing; what the string grows to is paid
    /// for before it is built.
    private mutating func inheriting(_ text: String, from below: String?) throws(SpecBudget.Exceeded) -> String {
        guard text.contains(text: "inherited") else { return text }
        var result = text
        for token in ["$(inherited)", "${inherited}"] {
            let count = result.occurrenceCount(ofText: token)
            guard count > 0 else { continue }
            let (growth, overflow) = count.multipliedReportingOverflow(by: (below ?? "").utf8.count)
            guard !overflow else { throw SpecBudget.Exceeded() }
            try budget.spend(result.utf8.count &+ growth)
            result = SpecNode.replace(token, with: below ?? "", in: result)
        }
        return String(result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    }

    private mutating func configFileLevel(
        _ path: String?, _ configuration: String, missing: inout [String]
    ) throws(SpecBudget.Exceeded) -> Level {
        guard let path else { return [:] }
        if xcconfigCache[path] == nil {
            // Includes read in place may repeat a file; the lines read are paid for as they are read.
            let reader = XCConfigReader(fileSystem: fileSystem)
            guard let read = reader.read(path, maximumLines: budget.remaining / Self.entryCost) else {
                throw SpecBudget.Exceeded()
            }
            try budget.spend(read.linesRead * Self.entryCost)
            // A spec's xcconfig files may not include what lies outside the project root.
            fileProblems += (read.outside + read.skipped).sorted { $0.location < $1.location }.map {
                .leavesProject("include", $0.value, at: $0.location)
            }
            // A file that is not text is a problem once, however many files include it.
            fileProblems += read.problems.filter { !fileProblems.contains($0) }
            xcconfigCache[path] = (read.entries, read.missing)
        }
        guard let (entries, missingFiles) = xcconfigCache[path] else { return [:] }
        missing += missingFiles
        var level = Level()
        for entry in entries {
            try apply(
                entry.key, Located(entry.value, at: entry.location), source: .configFile(entry.location.file),
                configuration, to: &level)
        }
        return level
    }

    /// One `settings` map (target or project) for `configuration`: groups, then base or flat, then
    /// the matching `configs`, in XcodeGen's order, later values winning.
    private mutating func settingsLevel(
        _ node: SpecNode?, _ configuration: String, project: Bool
    ) throws(SpecBudget.Exceeded) -> Level {
        var level = Level()
        guard let node else { return level }
        var pending: [(node: SpecNode, source: BuildSettings.Source?, chain: [String], flat: Bool)] = [
            (node, nil, [], false)
        ]
        while let (node, inheritedSource, chain, flat) = pending.popLast() {
            // Groups may name a group many times over, so each map entered is paid for.
            try spend(Self.entryCost)
            guard let pairs = node.mapping else { continue }
            let structured = !flat && pairs.contains { ["configs", "groups", "base"].contains($0.key) }
            guard structured else {
                let source = inheritedSource ?? (project ? .project("settings") : .flat)
                for pair in pairs { try apply(pair, source: source, configuration, to: &level) }
                continue
            }
            // Collected in reverse, as the stack pops the last first: configs, base, groups.
            var later: [(SpecNode, BuildSettings.Source?, [String], Bool)] = []
            for name in (node["groups"] ?? node["presets"])?.strings ?? [] {
                guard let group = groups[name] else { continue }
                if chain.contains(name) || chain.count >= Self.maximumGroupDepth {
                    let location = (node["groups"] ?? node["presets"])?.location ?? node.location
                    problems.append(
                        InputProblem(
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
            // Each configuration compares every variant, so the comparisons are paid for too.
            let variants = node["configs"]?.mapping ?? []
            try spend(variants.count * Self.entryCost)
            for pair in variants where matches(variant: pair.key, configuration) {
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
        guard configuration.lowercased().contains(text: variant.lowercased()) else { return false }
        return !configurationNames.contains(variant) || variant == configuration
    }

    private mutating func apply(
        _ pair: SpecPair, source: BuildSettings.Source, _ configuration: String, to level: inout Level
    ) throws(SpecBudget.Exceeded) {
        let text: String
        if let items = pair.value.sequence {
            text = items.compactMap(\.string).joined(separator: " ")
        } else if let string = pair.value.string {
            text = string
        } else {
            return
        }
        try apply(pair.key, Located(text, at: pair.value.location), source: source, configuration, to: &level)
    }

    private mutating func apply(
        _ key: String, _ value: Located<String>, source: BuildSettings.Source, _ configuration: String,
        to level: inout Level
    ) throws(SpecBudget.Exceeded) {
        try spend(Self.entryCost)
        guard let open = key.firstIndex(of: "[") else {
            // A plain key does not override a conditional one already set at this level.
            if level[key]?.conditional != true {
                level[key] = (BuildSettings.ResolvedValue(value, source: source), false)
            }
            return
        }
        guard BuildSettingCondition.matches(key[open...], configuration: configuration) else { return }
        level[String(key[..<open])] = (BuildSettings.ResolvedValue(value, source: source), true)
    }
}
