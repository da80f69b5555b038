import GraphViews
import ManifestParser
import Rules

/// `targetlint stats [PATH]`.
struct StatsCommand {
    static let usage = "targetlint stats [PATH]"

    static let help = """
        OVERVIEW: Print the project's numbers: targets by type and layer, the largest link
        closures, the deepest chains, the modules most depended on, and each App Clip's estimated
        size against its limit.

        USAGE: \(usage)

        ARGUMENTS:
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
        if options.positionals.count > 1 {
            throw UsageError(message: "expected one manifest path, got \(options.positionals.count)", usage: Self.usage)
        }
        let graph: ProjectGraph
        do {
            graph = try ProjectLoading.graph(at: options.positionals.first, environment: environment)
        } catch {
            output.standardError += ProblemRenderer.render(error.problems, fileSystem: environment.fileSystem)
            return .invalidInput
        }
        output.standardOutput += ProjectStatistics(graph: graph).render()
        return .success
    }
}
