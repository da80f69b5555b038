import ProjectModel

/// What one manifest file declares, before its includes are read and merged.
package struct ManifestFile {
    package var project: String?
    /// Included paths, resolved against the file's folder, each with where it is written.
    package var includes: [Located<String>] = []
    /// The XcodeGen spec that `source:` names, resolved against the file's folder.
    package var source: Located<String>?
    package var layers: LayerConfiguration?
    /// The closure snapshot file `snapshot:` names, resolved against the file's folder.
    package var snapshot: Located<String>?
    /// The baseline file `baseline:` names, resolved against the file's folder.
    package var baseline: Located<String>?
    package var rules: [RuleSetting] = []
    package var customRules: [CustomRuleDeclaration] = []
    package var targets: [TargetDeclaration] = []
    /// Beside `source:`, what `targets:` says about the spec's targets.
    package var refinements: [TargetRefinement] = []
    /// Where `layers:`, `rules:`, `snapshot:`, `baseline:` and `source:` are written, to reject them in included files.
    package var rootOnlyKeys: [Located<String>] = []
    /// Whether the file has a `targets:` key at all.
    package var declaresTargets = false
}
