/// What one manifest file declares, before its includes are read and merged.
struct ManifestFile {
    var project: String?
    /// Included paths, resolved against the file's folder, each with where it is written.
    var includes: [Located<String>] = []
    /// The XcodeGen spec that `source:` names, resolved against the file's folder.
    var source: Located<String>?
    var layers: LayerConfiguration?
    var rules: [RuleSetting] = []
    var customRules: [CustomRuleDeclaration] = []
    var targets: [TargetDeclaration] = []
    /// Beside `source:`, what `targets:` says about the spec's targets.
    var refinements: [TargetRefinement] = []
    /// Where `layers:`, `rules:` and `source:` are written, to reject them in included files.
    var rootOnlyKeys: [Located<String>] = []
    /// Whether the file has a `targets:` key at all.
    var declaresTargets = false
}
