/// The build settings Tuist writes into the project it generates unless told otherwise
/// (`defaultSettings:`), as far as the rules read them: the settings that bear on a product's size.
///
/// Tuist's `DefaultSettingsProvider` takes them from XcodeProj's `BuildSettingsProvider`: with
/// `.recommended` (the default), the project gets `DEAD_CODE_STRIPPING = YES` (since Tuist 3.9),
/// `COPY_PHASE_STRIP = NO`, and in debug `GCC_OPTIMIZATION_LEVEL = 0` and `ENABLE_TESTABILITY =
/// YES`; each target gets `SWIFT_OPTIMIZATION_LEVEL` (`-Onone` in debug, `-O` in release) and
/// `SWIFT_COMPILATION_MODE` (`singlefile`, `wholemodule`). `.essential` writes the same but
/// `DEAD_CODE_STRIPPING` and `SWIFT_COMPILATION_MODE`; `.none` writes nothing; `excluding:` leaves
/// keys out. A value the manifest sets at the same level replaces Tuist's.
struct TuistDefaultSettings: Sendable, Hashable {
    /// Which of Tuist's sets.
    enum Kind: String, Sendable, Hashable {
        case recommended, essential, none
    }

    var kind = Kind.recommended
    /// The keys left out.
    var excluding: Set<String> = []

    /// Whether the settings are the project's or a target's.
    enum Level {
        case project, target
    }

    /// The values at `level` in a configuration of `variant` (`debug` or `release`).
    func values(at level: Level, variant: String) -> [String: String] {
        let debug = variant == "debug"
        var values: [String: String] = [:]
        switch (kind, level) {
        case (.none, _): return [:]
        case (_, .project):
            values["COPY_PHASE_STRIP"] = "NO"
            if kind == .recommended { values["DEAD_CODE_STRIPPING"] = "YES" }
            if debug {
                values["GCC_OPTIMIZATION_LEVEL"] = "0"
                values["ENABLE_TESTABILITY"] = "YES"
            }
        case (_, .target):
            values["SWIFT_OPTIMIZATION_LEVEL"] = debug ? "-Onone" : "-O"
            if kind == .recommended { values["SWIFT_COMPILATION_MODE"] = debug ? "singlefile" : "wholemodule" }
        }
        return values.filter { !excluding.contains($0.key) }
    }

    /// How messages name where such a value comes from: "Tuist's recommended settings (release)".
    func source(variant: String) -> String {
        "Tuist's \(kind.rawValue) settings (\(variant))"
    }
}
