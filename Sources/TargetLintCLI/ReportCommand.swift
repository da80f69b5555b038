import GraphViews
import Project
import Rules

/// `targetlint report [PATH] [--format html]`: the graph and the findings in one page.
struct ReportCommand: Command {
    static let name = "report"

    static let synopsis = """
          report [PATH]           One HTML page to open in a browser: the graph in layer bands,
                                  each clip's and extension's closure on a click, the findings.
        """

    static let usage = "targetlint report [PATH] [--format html] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Print one self-contained HTML page (it loads nothing from the network): the graph
        drawn with the products, each layer, the modules with none and the package products, SDKs
        and externals as bands; each App Clip, app extension and watch app selectable to light up
        its link closure, and a node of it clickable for the path that brings it in; the findings
        in a table that reads without JavaScript, each linked to its target's node.
        `report.html#product=NAME` opens with NAME selected, and `#product=NAME&why=NODE` with the
        path from NAME to NODE shown.

        USAGE: \(usage)

        ARGUMENTS:
        \(ArgumentScanner.pathHelp)

        OPTIONS:
          --format <format>       html      the page (the only format; the default)
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        EXIT CODES: 0 printed, whatever the findings; 2 invalid manifest or command line.

        """

    /// What `--format` chooses.
    enum Format: String, CaseIterable {
        case html
    }

    private let scanner = ArgumentScanner(options: [("--format", true)], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        _ = try options.choice("--format", default: Format.html)
        let path = try options.manifestPath()
        let manifest = try ProjectLoading.manifest(
            at: path, options: options, environment: environment, output: &output, printsWarnings: false)
        let graph = ProjectGraph(manifest: manifest)
        let report: LintReport
        do {
            report = try Linter(fileSystem: environment.fileSystem).lint(graph)
        } catch {
            throw .problems(error)
        }
        output.append(HTMLReport(graph: graph, report: report).render())
        environment.keepUntilExit(graph)
        return .success
    }
}
