import ProjectModel

/// One subcommand of `targetlint`: its name, its line in `targetlint --help`, its own help, and how it
/// runs. Commands report failures by throwing ``CommandFailure``; ``TargetLint/run(arguments:environment:output:)``
/// prints every failure the same way and picks the exit status.
protocol Command: Sendable {
    /// The word after `targetlint`.
    static var name: String { get }
    /// Its lines under SUBCOMMANDS in `targetlint --help`: arguments, then a summary at column 27.
    static var synopsis: String { get }
    /// Its usage line, printed under a command-line error.
    static var usage: String { get }
    /// What `targetlint NAME --help` prints.
    static var help: String { get }

    /// Creates the command.
    init()

    /// Runs the command with the arguments after its name.
    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus
}

/// Why a command could not do its work: a command line it cannot run, or files it cannot use.
enum CommandFailure: Error {
    /// A command line that cannot be run: the message and the usage line of the command concerned.
    case usage(message: String, usage: String)
    /// Manifests, baselines or other files that are invalid or cannot be read or written, with every
    /// problem found.
    case problems(InputError)
    /// The input needs more memory than the process may have: a message naming the limit, about the
    /// manifest.
    case tooLittleMemory(InputProblem)

    /// The failure of a command line, under a usage line.
    static func usage(_ message: String, _ usage: String) -> CommandFailure {
        .usage(message: message, usage: usage)
    }
}
