import ManifestParser

/// The `targetlint` command line: parses arguments, runs a subcommand, picks the exit status.
/// Nothing here exits the process; `main` does, with the status returned.
public enum TargetLint {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    static let usage = "targetlint <subcommand> [options]"

    static let help = """
        OVERVIEW: Audit the target graph of a modular Apple-platform project: App Clips and app \
        extensions that link feature modules, core modules outside their allowlist, App Groups, size \
        settings, unknown dependencies and cycles.

        USAGE: \(usage)

        SUBCOMMANDS:
          lint [PATH]             Lint the manifest at PATH (a targetlint.yml or its folder); with no
                                  PATH, the nearest targetlint.yml up to the repository root
                                  (outside a repository, the one in this folder).
          rules [ID]              List the rules, or explain one with an example.
          tree TARGET [PATH]      Print what TARGET links as a tree; --reverse for who links it.
          why FROM TO [PATH]      Every shortest path from FROM to TO, with the line of each step.
          graph [PATH]            The graph as DOT, Mermaid or JSON, findings in red.
          stats [PATH]            Counts, largest closures, deepest chains, App Clip sizes.

        OPTIONS:
          -h, --help              Show help; `targetlint <subcommand> --help` for a subcommand's.
          --version               Show the version.

        EXIT CODES: 0 no errors, 1 error findings, 2 invalid manifest or command line, 3 internal failure.

        """

    /// Runs the command line `arguments` (without the program name).
    public static func run(
        arguments: [String], environment: CommandEnvironment, output: inout CommandOutput
    ) -> ExitStatus {
        do throws(UsageError) {
            guard let first = arguments.first else {
                throw UsageError(message: "missing subcommand", usage: usage)
            }
            let rest = arguments.dropFirst()
            switch first {
            case "-h", "--help", "help":
                output.append(help)
                return .success
            case "--version":
                output.append("targetlint \(version)\n")
                return .success
            case "lint":
                return try LintCommand().run(rest, environment: environment, output: &output)
            case "rules":
                return try RulesCommand().run(rest, output: &output)
            case "tree":
                return try TreeCommand().run(rest, environment: environment, output: &output)
            case "why":
                return try WhyCommand().run(rest, environment: environment, output: &output)
            case "graph":
                return try GraphCommand().run(rest, environment: environment, output: &output)
            case "stats":
                return try StatsCommand().run(rest, environment: environment, output: &output)
            default:
                let hint = Suggestion.didYouMean(
                    first, in: ["lint", "rules", "tree", "why", "graph", "stats", "help", "--help", "--version"])
                throw UsageError(message: "unknown subcommand '\(first)'\(hint)", usage: usage)
            }
        } catch {
            output.printError("error: \(error.message)")
            output.printError("usage: \(error.usage)")
            output.printError("See 'targetlint --help'.")
            return .invalidInput
        }
    }
}
