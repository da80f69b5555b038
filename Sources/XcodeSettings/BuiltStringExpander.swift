import ProjectModel

/// Expands the strings the build processes — an entitlements file's values, an Info.plist's — with
/// one configuration of a target, as Xcode does when it processes those files (see
/// ``BuildSettingExpansion`` for the syntax; a bare `$name` is left as written, as predicates in
/// Info.plists use it).
///
/// A name is looked up among the built-in settings given, then the configuration's levels, then
/// `$(PRODUCT_NAME)` (the target's name unless set) and `$(CFBundleIdentifier)` (the bundle id as
/// built, unless a setting of that name is set). A setting no level sets is unknown rather than
/// empty: the build may set it on its command line, or it may be one of Xcode's own settings that
/// targetlint does not model. The team's prefix, `$(AppIdentifierPrefix)` or
/// `$(TeamIdentifierPrefix)`, is known only when the product is signed.
package struct BuiltStringExpander {
    /// The names of the team's prefix.
    static let teamPrefixes: Set<String> = ["AppIdentifierPrefix", "TeamIdentifierPrefix"]

    /// The configuration the values are built in.
    package let configuration: BuildSettings.ResolvedConfiguration
    /// Settings the build system defines for every target, by name.
    package let builtIns: [String: String]
    /// The target's name.
    package let target: String
    /// The target's bundle id as built, for `$(CFBundleIdentifier)`.
    package let bundleID: String?

    package init(
        configuration: BuildSettings.ResolvedConfiguration, builtIns: [String: String], target: String,
        bundleID: String?
    ) {
        self.configuration = configuration
        self.builtIns = builtIns
        self.target = target
        self.bundleID = bundleID
    }

    /// `text`, written at `location`, as built. When a setting it names is unknown (other than the
    /// team's prefix), a note says which, calling the value `what` (`App Group`).
    package func expand(
        _ text: String, at location: SourceLocation, what: String, notes: inout [InputWarning]
    )
        -> BuiltString
    {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return BuiltString(text, at: location) }
        // Only `$(NAME)` and `${NAME}` name settings here: `$name` is a predicate's variable.
        let outcome = BuildSettingExpansion.outcome(of: text, bareNames: false) { name in
            builtIns[name] ?? configuration.value(of: name)?.value.value
                ?? (name == "PRODUCT_NAME" ? target : name == "CFBundleIdentifier" ? bundleID : nil)
        }
        switch outcome {
        case .expanded(let value):
            return value == text ? BuiltString(text, at: location) : BuiltString(value, written: text, at: location)
        case .unresolved(let names):
            let unset = names.filter { !Self.teamPrefixes.contains($0) }
            if !unset.isEmpty {
                notes.append(
                    InputWarning(
                        "\(what) '\(text)' of '\(target)' is unknown and not checked: \(Self.reason(unset, in: configuration))",
                        at: location, target: target))
            }
        case .invalid:
            notes.append(
                InputWarning(
                    "\(what) '\(text)' of '\(target)' is unknown and not checked: it uses an unknown operator or settings that name each other",
                    at: location, target: target))
        }
        return BuiltString(nil, written: text, at: location)
    }

    /// Why the settings `names` have no value in `configuration`: no level read sets them, and the
    /// files that cannot be read may.
    package static func reason(_ names: [String], in configuration: BuildSettings.ResolvedConfiguration) -> String {
        let quoted = list(names.map { "'\($0)'" }, joinedBy: "or")
        var reason = "configuration '\(configuration.name)' does not set \(quoted)"
        if !configuration.missingFiles.isEmpty {
            let files = list(configuration.missingFiles.map { "'\($0)'" }, joinedBy: "or")
            reason += " in the files read; \(files), which cannot be read, may set \(names.count == 1 ? "it" : "them")"
        }
        return reason
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ items: [String], joinedBy word: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
