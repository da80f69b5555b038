/// Reads one input format, such as an XcodeGen spec or an Xcode project, into the model.
///
/// An importer collects every problem it finds instead of stopping at the first, so that one run
/// shows everything there is to fix; the loader turns the result into a ``Manifest``.
public protocol ProjectImporter {
    /// Imports the project at `path`: a file or a folder, as the format names its projects.
    func load(path: String) -> ImportResult
}

/// What an importer gives: the targets it read, the files it read them from, and what it found.
public struct ImportResult: Sendable {
    /// The project's display name, if the input gives one.
    public var project: String?
    /// Every target, in the order the input declares them.
    public var targets: [TargetDeclaration] = []
    /// Every file read, in the order read.
    public var files: [String] = []
    /// The files of ``files`` read as manifests: the files the input is made of, not the xcconfig
    /// and property list files they name, which are read for their settings.
    public var manifestFiles: [String] = []
    /// Problems that make the input unusable, located; empty when it was read.
    public var problems: [InputProblem] = []
    /// What the user should know about the input, located.
    public var warnings: [InputWarning] = []
    /// What was left out on purpose, which `--verbose` tells.
    public var notes: [InputWarning] = []
    /// What `${NAME}` expansion changed, to show as written.
    public var redaction = VariableRedaction()
    /// The names of the targets each target became where the importer split one in several (an
    /// XcodeGen target for several platforms: `App` to `App_iOS` and `App_tvOS`), by the name the
    /// input writes.
    public var platformSplits: [String: [String]] = [:]

    /// Creates a result with nothing read.
    public init(project: String? = nil) {
        self.project = project
    }
}
