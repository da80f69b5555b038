import ManifestParser
import Rules

/// What the graph commands share: the manifest's graph, and targets named on the command line.
enum ProjectLoading {
    /// The graph of the manifest at `path` (or the one found from the current folder); nil when the
    /// manifest is invalid, with its problems rendered to standard error.
    /// - Parameter forLinting: cache the link closures the rules ask for.
    static func graph(
        at path: String?, environment: CommandEnvironment, output: inout CommandOutput, forLinting: Bool = false
    ) -> ProjectGraph? {
        ProblemRenderer.catching(&output, fileSystem: environment.fileSystem) { () throws(ManifestError) in
            let located = try ManifestLocator(fileSystem: environment.fileSystem).locate(path)
            let manifest = try environment.manifestLoader.load(path: located)
            return ProjectGraph(manifest: manifest, cachingClosures: forLinting)
        }
    }

    /// The id of the target called `name`; an unknown name is a usage error with a suggestion.
    static func target(_ name: String, in graph: ProjectGraph, usage: String) throws(UsageError) -> Int {
        guard let id = graph.id(of: name) else {
            throw UsageError(
                message:
                    "no target '\(name)' in \(graph.manifest.path)\(Suggestion.didYouMean(name, in: graph.targetNames))",
                usage: usage)
        }
        return id
    }
}
