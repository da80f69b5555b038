import GraphViews
import ManifestParser
import Rules

/// `targetlint graph [PATH] [--format dot|mermaid|json] [--focus TARGET]`.
struct GraphCommand {
    static let usage = "targetlint graph [PATH] [--format dot|mermaid|json] [--focus TARGET]"

    static let help = """
        OVERVIEW: Print the target graph for a picture or another tool: layers as clusters, apps,
        clips and extensions styled, and the paths of rule findings in red.

        USAGE: \(usage)

        ARGUMENTS:
          PATH                    A targetlint.yml or its folder; default: the nearest one.

        OPTIONS:
          --format <format>       dot (default, for Graphviz: targetlint graph | dot -Tsvg > graph.svg),
                                  mermaid (renders on GitHub) or json.
          --focus <target>        Keep TARGET, what it depends on and what depends on it.
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(
        options: [("--format", true), ("--focus", true), ("--help", false), ("-h", false)], usage: usage)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(UsageError) -> ExitStatus {
        let options = try scanner.scan(arguments)
        if options.flags.contains("--help") || options.flags.contains("-h") {
            output.standardOutput += Self.help
            return .success
        }
        if options.positionals.count > 1 {
            throw UsageError(message: "expected one manifest path, got \(options.positionals.count)", usage: Self.usage)
        }
        let formatName = options.values["--format"] ?? GraphFormat.dot.rawValue
        guard let format = GraphFormat(rawValue: formatName) else {
            let names = GraphFormat.allCases.map(\.rawValue)
            throw UsageError(
                message:
                    "unknown format '\(formatName)'; expected dot, mermaid or json\(Suggestion.didYouMean(formatName, in: names))",
                usage: Self.usage)
        }
        let graph: ProjectGraph
        let report: LintReport
        do {
            graph = try ProjectLoading.graph(at: options.positionals.first, environment: environment, forLinting: true)
            report = try Linter(fileSystem: environment.fileSystem).lint(graph)
        } catch {
            output.standardError += ProblemRenderer.render(error.problems, fileSystem: environment.fileSystem)
            return .invalidInput
        }
        let focus = try options.values["--focus"].map { name throws(UsageError) in
            try ProjectLoading.target(name, in: graph, usage: Self.usage)
        }
        output.standardOutput += format.render(
            GraphSelection(graph: graph, focus: focus, diagnostics: report.diagnostics))
        return .success
    }
}
