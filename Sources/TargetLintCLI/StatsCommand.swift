import GraphViews
import ManifestParser
import Rules

/// `targetlint stats [PATH]`.
struct StatsCommand {
    static let usage = "targetlint stats [PATH] [--no-env]"

    static let help = """
        OVERVIEW: Print the project's numbers: targets by type and layer, the largest link
        closures, the deepest chains, the modules most depended on, and each App Clip's estimated
        size against its limit.

        USAGE: \(usage)

        ARGUMENTS:
          PATH                    A targetlint.yml or its folder; default: the nearest one.

        OPTIONS:
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(options: [], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(UsageError) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let environment = options.environment(environment)
        let path = try options.manifestPath()
        guard let graph = ProjectLoading.graph(at: path, options: options, environment: environment, output: &output)
        else {
            return .invalidInput
        }
        output.append(ProjectStatistics(graph: graph).render())
        return .success
    }
}
