import GraphViews
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
        the manifest file:line:column that declares it. Exits 1 when FROM does not depend on TO.

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
        guard let text = WhyPaths(graph: graph).render(from: source, to: destination) else {
            let names = options.positionals.prefix(2).map(ControlCharacters.escaping)
            output.append("\(names[0]) does not depend on \(names[1]), directly or transitively\n")
            return .findings
        }
        output.append(text)
        return .success
    }
}
