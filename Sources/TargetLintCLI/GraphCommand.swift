import GraphViews
import Rules

/// `targetlint graph [PATH] [--format dot|mermaid|json] [--focus TARGET]`.
struct GraphCommand: Command {
    static let name = "graph"

    static let synopsis = """
          graph [PATH]            The graph as DOT, Mermaid or JSON, findings in red.
        """

    static let usage =
        "targetlint graph [PATH] [--format dot|mermaid|json] [--focus TARGET] [--imports] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Print the target graph for a picture or another tool: layers as clusters, apps,
        clips and extensions styled, and the paths of rule findings in red.

        USAGE: \(usage)

        ARGUMENTS:
        \(ArgumentScanner.pathHelp)

        OPTIONS:
          --format <format>       dot (default, for Graphviz: targetlint graph | dot -Tsvg > graph.svg),
                                  mermaid (renders on GitHub) or json.
          --focus <target>        Keep TARGET (or a package product, SDK, external), what it
                                  depends on and what depends on it.
          --imports               Also draw, dashed in violet, the modules targets' Swift files
                                  import without declaring them.
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(
        options: [("--format", true), ("--focus", true), ("--imports", false)], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let path = try options.manifestPath()
        let format = try options.choice("--format", default: GraphFormat.dot)
        let focusName = options.values["--focus"]
        let graph = try ProjectLoading.graph(
            at: path, options: options, environment: environment, output: &output)
        defer { environment.keepUntilExit(graph) }
        let focus = try focusName.map { name throws(CommandFailure) in
            try ProjectLoading.target(name, in: graph, usage: Self.usage)
        }
        var selection = GraphSelection(graph: graph, focus: focus)
        // Only the findings about shown targets are drawn, so only those are looked for.
        let scope = focus == nil ? nil : selection.shown
        let findings: [Diagnostic]
        do {
            // The findings' paths are matched against the graph's names; the picture shows names as
            // the spec writes them. It marks them in any order.
            findings = try Linter(fileSystem: environment.fileSystem).findings(of: graph, scope: scope)
        } catch {
            throw .problems(error)
        }
        selection.mark(findings)
        if options.flags.contains("--imports"),
            let imports = ImportAnalysis.reading(graph, fileSystem: environment.fileSystem)
        {
            selection.showImports(imports)
        }
        format.write(selection, to: &output.standardOutputStream)
        environment.keepUntilExit(findings)
        return .success
    }
}
