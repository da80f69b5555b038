import GraphViews
import Project
import Rules
import TextOutput

/// `targetlint why FROM TO [PATH]`.
struct WhyCommand: Command {
    static let name = "why"

    static let synopsis = """
          why FROM TO [PATH]      Every shortest path from FROM to TO, with the line of each step.
        """

    static let usage = "targetlint why FROM TO [PATH] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Explain why FROM depends on TO: every shortest path between them, each step with
        the manifest file:line:column that declares it, and where FROM's Swift files import TO
        without declaring it. Exits 1 when FROM does not depend on TO in the graph.

        USAGE: \(usage)

        ARGUMENTS:
          FROM, TO                Target names; TO may name a package product, SDK or external.
        \(ArgumentScanner.pathHelp)

        OPTIONS:
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(options: [], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        guard (2...3).contains(options.positionals.count) else {
            throw .usage("expected FROM and TO (and a PATH), got \(options.positionals.count) arguments", Self.usage)
        }
        let path = options.positionals.dropFirst(2).first
        // Every path from FROM lies in what FROM reaches.
        let graph = try ProjectLoading.graph(
            at: path, options: options, environment: environment, output: &output,
            reachableFrom: [options.positionals[0]])
        defer { environment.keepUntilExit(graph) }
        let source = try ProjectLoading.target(options.positionals[0], in: graph, usage: Self.usage)
        let destination = try ProjectLoading.target(options.positionals[1], in: graph, usage: Self.usage)
        let undeclared = Self.undeclaredImport(of: destination, by: source, in: graph, environment: environment)
        guard let text = WhyPaths(graph: graph).render(from: source, to: destination) else {
            let names = options.positionals.prefix(2).map(ControlCharacters.escaping)
            output.append("\(names[0]) does not depend on \(names[1]), directly or transitively\n")
            if let undeclared { output.append(undeclared) }
            return .findings
        }
        output.append(text)
        if let undeclared { output.append("\n" + undeclared) }
        return .success
    }

    /// What to say when `source`'s code imports `destination` and `source` does not declare it:
    /// where, and whether it builds; nil otherwise.
    private static func undeclaredImport(
        of destination: Int, by source: Int, in graph: ProjectGraph, environment: CommandEnvironment
    ) -> String? {
        // The source's files, and its dependencies' for what they re-export.
        let targets = [source] + graph.targetGraph.edges(from: source).map(\.destination)
        guard let analysis = ImportAnalysis.reading(graph, fileSystem: environment.fileSystem, targets: targets),
            let found = analysis.implicitImports(of: source, in: graph).first(where: { $0.nodes.contains(destination) })
        else { return nil }
        let names = graph.displayNames.map(ControlCharacters.escaping)
        let location = ControlCharacters.escaping(graph.display(found.module.location.description))
        let files = found.module.fileCount > 1 ? " (and in \(found.module.fileCount - 1) more files)" : ""
        var text =
            "\(names[source])'s code imports \(names[destination]) at \(location)\(files), but \(names[source]) does not declare it"
        if let condition = found.module.unknownCondition {
            text += " (only where '\(ControlCharacters.escaping(condition))' holds, which targetlint cannot evaluate)"
        }
        return text + "; add it to \(names[source])'s dependencies [implicit-dependency]\n"
    }
}
