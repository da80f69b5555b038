import GraphViews
import ManifestParser
import Rules

/// `targetlint why FROM TO [PATH]`.
struct WhyCommand {
    static let usage = "targetlint why FROM TO [PATH]"

    static let help = """
        OVERVIEW: Explain why FROM depends on TO: every shortest path between them, each step with
        the manifest file:line:column that declares it. Exits 1 when FROM does not depend on TO.

        USAGE: \(usage)

        ARGUMENTS:
          FROM, TO                Target names.
          PATH                    A targetlint.yml or its folder; default: the nearest one.

        OPTIONS:
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(options: [("--help", false), ("-h", false)], usage: usage)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(UsageError) -> ExitStatus {
        let options = try scanner.scan(arguments)
        if options.flags.contains("--help") || options.flags.contains("-h") {
            output.standardOutput += Self.help
            return .success
        }
        guard (2...3).contains(options.positionals.count) else {
            throw UsageError(
                message: "expected FROM and TO (and a PATH), got \(options.positionals.count) arguments",
                usage: Self.usage)
        }
        let graph: ProjectGraph
        do {
            graph = try ProjectLoading.graph(at: options.positionals.dropFirst(2).first, environment: environment)
        } catch {
            output.standardError += ProblemRenderer.render(error.problems, fileSystem: environment.fileSystem)
            return .invalidInput
        }
        let source = try ProjectLoading.target(options.positionals[0], in: graph, usage: Self.usage)
        let destination = try ProjectLoading.target(options.positionals[1], in: graph, usage: Self.usage)
        guard let text = WhyPaths(graph: graph).render(from: source, to: destination) else {
            output.standardOutput +=
                "\(options.positionals[0]) does not depend on \(options.positionals[1]), directly or transitively\n"
            return .findings
        }
        output.standardOutput += text
        return .success
    }
}
