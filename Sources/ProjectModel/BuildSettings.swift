/// A target's build settings, as a flat map or in XcodeGen's `base`/`configs` layout.
///
/// The value of KEY in configuration C is `configs[C][KEY]`, else `base[KEY]`, else the flat map's
/// KEY. Configuration names match case-insensitively.
public struct BuildSettings: Sendable, Hashable {
    /// Settings written directly under `settings:`.
    public var flat: [String: Located<String>]
    /// Settings under `settings.base`.
    public var base: [String: Located<String>]
    /// Settings under `settings.configs.NAME`, keyed by the lowercased configuration name.
    public var configs: [String: [String: Located<String>]]
    /// Where `settings:` is written, if it is.
    public var location: SourceLocation?
    /// Effective values worked out when the manifest was read, by lowercased configuration name: set
    /// for XcodeGen specs, whose values also come from setting groups, xcconfig files and the project.
    /// When set, it alone answers ``value(of:in:)``.
    public var resolved: [String: ResolvedConfiguration] = [:]

    /// Creates empty settings.
    public init(
        flat: [String: Located<String>] = [:], base: [String: Located<String>] = [:],
        configs: [String: [String: Located<String>]] = [:], location: SourceLocation? = nil
    ) {
        self.flat = flat
        self.base = base
        self.configs = configs
        self.location = location
    }

    /// Where an effective value comes from: the first cases are XcodeGen's and targetlint's levels, the
    /// last two an Xcode project file's.
    public enum Source: Sendable, Hashable {
        /// The target's `settings.configs.NAME`.
        case config(String)
        /// The target's `settings.base`.
        case base
        /// The target's flat `settings`.
        case flat
        /// The target's setting group NAME (XcodeGen's `settingGroups`).
        case group(String)
        /// An xcconfig file, by path.
        case configFile(String)
        /// The project's settings: `settings`, `settings.base`, `settings.configs.NAME` or a group.
        case project(String)
        /// One of XcodeGen's setting presets for a configuration type (`debug` or `release`), which
        /// XcodeGen writes into the project's settings below the spec's own.
        case preset(String)
        /// The `buildSettings` of the target's configuration NAME in an Xcode project file.
        case targetConfiguration(String)
        /// The `buildSettings` of the project's configuration NAME in an Xcode project file.
        case projectConfiguration(String)
        /// What a generator writes into the project it makes unless told otherwise, in words:
        /// "Tuist's recommended settings (release)".
        case generatorDefaults(String)
    }

    /// One configuration's effective values and what could not be read while working them out.
    public struct ResolvedConfiguration: Sendable, Hashable {
        /// The configuration's name as the project spells it.
        public var name: String
        /// The values the target sets (in its settings or xcconfig file), over ``projectValues``.
        public var values: [String: ResolvedValue]
        /// The values the project sets, shared by every target of the project.
        public var projectValues: [String: ResolvedValue]
        /// The values XcodeGen's setting presets give the project, below ``projectValues``; only
        /// the presets' settings that bear on size are kept (see docs/build-settings.md).
        public var presetValues: [String: ResolvedValue]
        /// xcconfig files that apply to the configuration but cannot be read, by path: they do not
        /// exist, or lie outside the project root.
        public var missingFiles: [String]
        /// `debug` or `release`, where the project says which its configuration is (Tuist's
        /// `.release(name: "Production")`); nil where only the name tells.
        public var variant: String?

        /// Creates a configuration.
        public init(
            name: String, values: [String: ResolvedValue] = [:], projectValues: [String: ResolvedValue] = [:],
            presetValues: [String: ResolvedValue] = [:], missingFiles: [String] = [], variant: String? = nil
        ) {
            self.variant = variant
            self.name = name
            self.values = values
            self.projectValues = projectValues
            self.presetValues = presetValues
            self.missingFiles = missingFiles
        }

        /// The effective value of `key`: the target's, else the project's, else a preset's.
        public func value(of key: String) -> ResolvedValue? {
            values[key] ?? projectValues[key] ?? presetValues[key]
        }
    }

    /// An effective value and where it comes from.
    public struct ResolvedValue: Sendable, Hashable {
        /// The value, where it is written.
        public var value: Located<String>
        /// The level it comes from.
        public var source: Source

        /// Creates a value.
        public init(_ value: Located<String>, source: Source) {
            self.value = value
            self.source = source
        }
    }

    /// Why `key` has no value in `configuration` beyond "it is not set", when there is more to say:
    /// the configuration does not exist, or xcconfig files that might set it do not.
    public func unsetReason(of key: String, in configuration: String) -> String? {
        guard !resolved.isEmpty else { return nil }
        guard let resolvedConfiguration = resolved[configuration.lowercased()] else {
            let names = resolved.values.map(\.name).sorted()
            return "the project has no configuration '\(configuration)'; it has \(names.joined(separator: ", "))"
        }
        guard !resolvedConfiguration.missingFiles.isEmpty else { return nil }
        let files = resolvedConfiguration.missingFiles.joined(separator: ", ")
        return "not set in the project; \(files) not found"
    }

    /// The configurations a name stands for, as XcodeGen matches names: the one of that name, or
    /// else every configuration whose name contains it without regard to case (`Release` stands
    /// for `Staging Release` and `Production Release`), else every configuration of that variant
    /// (`Release` for Tuist's `.release(name: "PRD")`), by name. A name that matches nothing, and
    /// any name in a targetlint manifest, stands for itself.
    public func configurations(matching name: String) -> [String] {
        let folded = name.lowercased()
        guard !resolved.isEmpty, resolved[folded] == nil else { return [name] }
        var matches = resolved.values.map(\.name).filter { $0.lowercased().contains(text: folded) }.sorted()
        if matches.isEmpty { matches = resolved.values.filter { $0.variant == folded }.map(\.name).sorted() }
        return matches.isEmpty ? [name] : matches
    }

    /// The effective value of `key` in `configuration`, and where it comes from.
    public func value(of key: String, in configuration: String) -> (value: Located<String>, source: Source)? {
        if !resolved.isEmpty {
            guard let value = resolved[configuration.lowercased()]?.value(of: key) else { return nil }
            return (value.value, value.source)
        }
        if let value = configs[configuration.lowercased()]?[key] { return (value, .config(configuration)) }
        if let value = base[key] { return (value, .base) }
        if let value = flat[key] { return (value, .flat) }
        return nil
    }
}
