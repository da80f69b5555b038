import FileAccess
import SourceText

/// A whole manifest: the root file and every file it includes, read into one model.
public struct Manifest: Sendable, Hashable {
    /// The name of targetlint's own manifest file.
    public static let fileName = "targetlint.yml"
    /// The root file's path, as shown to the user.
    public var path: String
    /// The display name under `project:`, if any.
    public var project: String?
    /// Every target, the root file's first, then each included file's in include order.
    public var targets: [TargetDeclaration] {
        didSet { targetIndex = TargetIndex() }
    }
    /// The targets' ids by name, the first target of each name, as the loader's check of names
    /// built them; nil for a manifest made otherwise, or once ``targets`` changes.
    public var targetIDs: NameTable? { targetIndex.ids }
    /// ``targetIDs``, kept for the graph, which needs the same table: building it again cost the
    /// clean 10,000-target lint 0.15 ms.
    package var targetIndex = TargetIndex()
    /// The layers.
    public var layers: LayerConfiguration
    /// The `rules:` entries, in the order written.
    public var rules: [RuleSetting]
    /// The rules defined under `rules.custom`, in the order written.
    public var customRules: [CustomRuleDeclaration]
    /// Every file read, the root first.
    public var files: [String]
    /// The files of ``files`` read as manifests: targetlint manifests and XcodeGen specs (YAML),
    /// Xcode project files and `Package.swift` files. Only their lines may an error quote; never an
    /// xcconfig, property list or workspace file's, which are read for what they set.
    public var manifestFiles: [String] = []
    /// The folder every file read had to be in; nil when the manifest was read unconfined.
    public var root: ProjectRoot?
    /// The baseline `baseline:` names, resolved against the manifest's folder: `lint` reports only
    /// the findings it does not record, as with `--baseline`; nil when the manifest names none.
    public var baselineSetting: Located<String>?
    /// The closure snapshot file `snapshot:` names, resolved against the manifest's folder, with
    /// where it is written; nil when the manifest names none.
    public var snapshotSetting: Located<String>?
    /// The snapshot `closure-changed` compares closures with: the file ``snapshotSetting`` names, or
    /// ``ClosureSnapshot/defaultFileName`` beside the manifest when it exists; nil when there is none.
    public var closureSnapshot: ClosureSnapshot?
    /// What was read with a warning, such as a key an XcodeGen spec repeats (the last one is used)
    /// or a source path that does not exist, in the order of their locations. Their values are as
    /// `${NAME}` expanded them: show them through ``redaction``, as `lint` shows its findings.
    public var warnings: [InputWarning] = []
    /// What was left out on purpose, such as an optional xcconfig include outside the project root
    /// or an App Group that names a setting that cannot be resolved, in the order of their
    /// locations; `--verbose` prints them.
    public var notes: [InputWarning] = []
    /// What `${NAME}` expansion put into an XcodeGen spec's values; everything shown to the user
    /// passes through it, so that values appear as the spec writes them. Empty for manifests.
    public var redaction = VariableRedaction()

    /// Creates a manifest.
    public init(
        path: String, project: String? = nil, targets: [TargetDeclaration] = [], layers: LayerConfiguration,
        rules: [RuleSetting] = [], customRules: [CustomRuleDeclaration] = [], files: [String] = []
    ) {
        self.path = path
        self.project = project
        self.targets = targets
        self.layers = layers
        self.rules = rules
        self.customRules = customRules
        self.files = files
    }
}

/// ``Manifest/targetIDs``: a table derived from the targets, so no part of equality.
package struct TargetIndex: Sendable, Hashable {
    package var ids: NameTable?

    package static func == (_: TargetIndex, _: TargetIndex) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
