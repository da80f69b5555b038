import GraphViews
import Rules

/// `targetlint tree TARGET [PATH] [--depth N] [--reverse] [--all]`.
struct TreeCommand: Command {
    static let name = "tree"

    static let synopsis = """
          tree TARGET [PATH]      Print what TARGET links as a tree; --reverse for who links it.
        """

    static let usage =
        "targetlint tree TARGET [PATH] [--depth N] [--reverse] [--all] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Print what TARGET links and embeds as a tree, each node with its type and layer; a
        subtree that repeats is printed once and marked (*).

        USAGE: \(usage)

        ARGUMENTS:
          TARGET                  The target (or package product, SDK, external) at the root.
        \(ArgumentScanner.pathHelp)

        OPTIONS:
          --depth <n>             Print N levels below TARGET.
          --reverse               Print who depends on TARGET instead, up to the apps.
          --all                   Print repeated subtrees in full.
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(
        options: [("--depth", true), ("--reverse", false), ("--all", false)],
        usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        guard (1...2).contains(options.positionals.count) else {
            throw .usage(
                options.positionals.isEmpty
                    ? "missing TARGET" : "expected TARGET and PATH, got \(options.positionals.count) arguments",
                Self.usage)
        }
        var depth: Int?
        if let text = options.values["--depth"] {
            guard let value = Int(text), value >= 0 else {
                throw .usage("--depth needs a number of levels, got '\(text)'", Self.usage)
            }
            depth = value
        }
        let path = options.positionals.dropFirst().first
        let reverse = options.flags.contains("--reverse")
        // What the root depends on is all a tree shows; who depends on it takes the whole graph.
        let graph = try ProjectLoading.graph(
            at: path, options: options, environment: environment, output: &output,
            reachableFrom: reverse ? nil : [options.positionals[0]])
        defer { environment.keepUntilExit(graph) }
        let root = try ProjectLoading.target(options.positionals[0], in: graph, usage: Self.usage)
        let tree = DependencyTree(graph: graph, direction: reverse ? .dependents : .dependencies)
        output.append(tree.render(root: root, depth: depth, expandRepeats: options.flags.contains("--all")))
        return .success
    }
}
