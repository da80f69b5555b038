import ProjectModel

/// The `targetlint` command line: parses arguments, runs a subcommand, picks the exit status.
/// Nothing here exits the process; `main` does, with the status returned.
public enum TargetLint {
    /// The version `--version` prints.
    public static let version = "0.2.0"

    static let usage = "targetlint <subcommand> [options]"

    /// Every subcommand, in the order `targetlint --help` lists them; help, dispatch and
    /// suggestions for a mistyped name all come from this list.
    static let commands: [any Command.Type] = [
        InitCommand.self, LintCommand.self, RulesCommand.self, TreeCommand.self, WhyCommand.self, GraphCommand.self,
        StatsCommand.self,
        SnapshotCommand.self, DiffCommand.self, ReportCommand.self,
    ]

    static var help: String {
        """
        OVERVIEW: Audit the target graph of a modular Apple-platform project: App Clips and app \
        extensions that link feature modules, core modules outside their allowlist, App Groups, size \
        settings, unknown dependencies and cycles.

        USAGE: \(usage)

        SUBCOMMANDS:
        \(commands.map { $0.synopsis }.joined(separator: "\n"))

        OPTIONS:
          -h, --help              Show help; `targetlint <subcommand> --help` for a subcommand's.
          --version               Show the version.

        EXIT CODES: 0 no errors, 1 error findings, 2 invalid manifest or command line, 3 internal failure.

        """
    }

    /// Runs the command line `arguments` (without the program name). Every failure is printed
    /// here: a command-line error with the usage line of the command concerned, problems in files
    /// as `file:line:column: error: …` with the line and a caret.
    public static func run(
        arguments: [String], environment: CommandEnvironment, output: inout CommandOutput
    ) -> ExitStatus {
        do throws(CommandFailure) {
            guard let first = arguments.first else {
                throw .usage("missing subcommand", usage)
            }
            switch first {
            case "-h", "--help", "help":
                output.append(help)
                return .success
            case "--version":
                output.append("targetlint \(version)\n")
                return .success
            default:
                guard let command = commands.first(where: { $0.name == first }) else {
                    let names = commands.map { $0.name } + ["help", "--help", "--version"]
                    throw .usage("unknown subcommand '\(first)'\(Suggestion.didYouMean(first, in: names))", usage)
                }
                return try command.init().run(arguments.dropFirst(), environment: environment, output: &output)
            }
        } catch {
            switch error {
            case .usage(let message, let usage):
                output.printError("error: \(message)")
                output.printError("usage: \(usage)")
                output.printError("See 'targetlint --help'.")
            case .problems(let problems):
                ProblemRenderer.render(problems, fileSystem: environment.fileSystem, to: &output)
            case .tooLittleMemory(let problem):
                output.printError("error: \(problem.message)")
                return .internalFailure
            }
            return .invalidInput
        }
    }
}
