import GraphViews
import Rules

/// `targetlint stats [PATH]`.
struct StatsCommand: Command {
    static let name = "stats"

    static let synopsis = """
          stats [PATH]            Counts, largest closures, deepest chains, App Clip sizes.
        """

    static let usage = "targetlint stats [PATH] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Print the project's numbers: targets by type and layer, package products, SDKs
        and externals by type, the largest link closures, the deepest chains, the modules most
        depended on, and each App Clip's estimated size against its limit.

        USAGE: \(usage)

        ARGUMENTS:
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
        let path = try options.manifestPath()
        let graph = try ProjectLoading.graph(at: path, options: options, environment: environment, output: &output)
        defer { environment.keepUntilExit(graph) }
        // Clips are shown against the limit the size-budget rule applies, options checked as lint checks them.
        let budget: SizeBudget
        do {
            budget = try SizeBudget(configuredBy: graph)
        } catch {
            throw .problems(error)
        }
        output.append(ProjectStatistics(graph: graph, clipLimit: budget.limit(for:)).render())
        return .success
    }
}
