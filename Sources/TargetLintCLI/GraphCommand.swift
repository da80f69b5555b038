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
        let focusName = options.values["--focus"]
        let graph: ProjectGraph
        do {
            graph = try ProjectLoading.graph(
                at: options.positionals.first, environment: environment, forLinting: focusName == nil)
        } catch {
            output.standardError += ProblemRenderer.render(error.problems, fileSystem: environment.fileSystem)
            return .invalidInput
        }
        let focus = try focusName.map { name throws(UsageError) in
            try ProjectLoading.target(name, in: graph, usage: Self.usage)
        }
        var selection = GraphSelection(graph: graph, focus: focus)
        do {
            // Only the findings about shown targets are drawn, so only those are looked for.
            let scope = focus == nil ? nil : selection.shown
            selection.mark(try Linter(fileSystem: environment.fileSystem).lint(graph, scope: scope).diagnostics)
        } catch {
            output.standardError += ProblemRenderer.render(error.problems, fileSystem: environment.fileSystem)
            return .invalidInput
        }
        output.standardOutput += format.render(selection)
        return .success
    }
}
