import ManifestParser
import Rules

/// What the commands share: the manifest and its graph, and targets named on the command line.
enum ProjectLoading {
    /// The manifest at `path` (or the one found from the current folder), its warnings (such as an
    /// XcodeGen spec's repeated keys) printed to standard error unless `quiet`; nil when it is
    /// invalid, with its problems rendered to standard error.
    /// `--root` names the project root, instead of the folder holding `.git` above the manifest.
    static func manifest(
        at path: String?, options: ArgumentScanner.Result, environment: CommandEnvironment,
        output: inout CommandOutput, quiet: Bool = false
    ) -> Manifest? {
        let fileSystem = environment.fileSystem
        let manifest = ProblemRenderer.catching(&output, fileSystem: fileSystem) { () throws(ManifestError) in
            var loader = environment.manifestLoader
            if let folder = options.values["--root"] {
                guard let root = ProjectRoot.named(folder, in: fileSystem) else {
                    throw ManifestError([ManifestProblem("--root names no folder", file: folder)])
                }
                loader.root = root
            }
            return try loader.load(path: try ManifestLocator(fileSystem: fileSystem).locate(path))
        }
        if let manifest, !quiet {
            for warning in manifest.warnings {
                output.printError("\(warning.locationDescription): warning: \(warning.message)")
            }
        }
        return manifest
    }

    /// The graph of the manifest at `path`, as ``manifest(at:options:environment:output:quiet:)``
    /// reads it.
    /// - Parameter forLinting: cache the link closures the rules ask for.
    static func graph(
        at path: String?, options: ArgumentScanner.Result, environment: CommandEnvironment,
        output: inout CommandOutput, forLinting: Bool = false
    ) -> ProjectGraph? {
        manifest(at: path, options: options, environment: environment, output: &output).map {
            ProjectGraph(manifest: $0, cachingClosures: forLinting)
        }
    }

    /// The id of the target called `name`; an unknown name is a usage error with a suggestion.
    static func target(_ name: String, in graph: ProjectGraph, usage: String) throws(UsageError) -> Int {
        guard let id = graph.id(of: name) else {
            throw UsageError(
                message:
                    "no target '\(name)' in \(graph.manifest.path)\(graph.display(Suggestion.didYouMean(name, in: graph.targetNames)))",
                usage: usage)
        }
        return id
    }
}
