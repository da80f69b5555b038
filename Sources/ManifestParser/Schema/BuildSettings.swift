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

    /// Where an effective value comes from.
    public enum Source: Sendable, Hashable {
        case config(String)
        case base
        case flat
    }

    /// The effective value of `key` in `configuration`, and where it comes from.
    public func value(of key: String, in configuration: String) -> (value: Located<String>, source: Source)? {
        if let value = configs[configuration.lowercased()]?[key] { return (value, .config(configuration)) }
        if let value = base[key] { return (value, .base) }
        if let value = flat[key] { return (value, .flat) }
        return nil
    }
}
