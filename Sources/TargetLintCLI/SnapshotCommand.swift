import FileAccess
import Project
import ProjectLoader
import ProjectModel
import Rules

/// `targetlint snapshot [PATH]`: writes the closure snapshot `closure-changed` compares with.
struct SnapshotCommand: Command {
    static let name = "snapshot"

    static let synopsis = """
          snapshot [PATH]         Record the link closure of each App Clip, app extension and watch
                                  app in targetlint.lock, for closure-changed to hold lint to.
        """

    static let usage = "targetlint snapshot [PATH] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Write the closure snapshot: the sorted link closure of each App Clip, app extension
        and watch app (modules, package products, SDKs, externals), one line per node, with the
        sizes the manifest gives. `targetlint lint` then fails (closure-changed) when a closure
        differs from it; run this again to accept a change, and commit the file with it.

        The file is the one the manifest's `snapshot:` names, else targetlint.lock beside the
        manifest; it is replaced whole, inside the project root, and `wrote FILE: ...` goes to
        standard error.

        USAGE: \(usage)

        ARGUMENTS:
        \(ArgumentScanner.pathHelp)

        OPTIONS:
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        EXIT CODES: 0 written, 2 invalid manifest or command line, or the file cannot be written.

        """

    private let scanner = ArgumentScanner(options: [], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let path = try options.manifestPath()
        // The snapshot is replaced, not read: one that no longer parses is no reason to stop.
        let manifest = try ProjectLoading.manifest(
            at: path, options: options, environment: environment, output: &output, readsSnapshot: false)
        let graph = ProjectGraph(manifest: manifest)
        defer { environment.keepUntilExit(graph) }
        let file = ManifestLoader.snapshotPath(of: manifest)
        if environment.fileSystem.kind(of: file) == .directory {
            let problem = "snapshot \(file) is a folder; name the file to write"
            throw .problems(
                InputError([
                    manifest.snapshotSetting.map { InputProblem(problem, at: $0.location) }
                        ?? InputProblem(problem, file: file)
                ]))
        }
        let real = environment.fileSystem.realPath(of: file)
        if let real, manifest.files.contains(where: { environment.fileSystem.realPath(of: $0) == real }) {
            throw .problems(
                InputError([
                    InputProblem("cannot write the snapshot: the manifest reads this file; name another", file: file)
                ]))
        }
        let products = ClosureSnapshot.products(of: graph)
        let nodes = products.reduce(0) { $0 + graph.closure(of: $1).count }
        let summary =
            products.isEmpty
            ? "no App Clip, app extension or watch app to record"
            : "\(products.count) product\(products.count == 1 ? "" : "s"), \(nodes) node\(nodes == 1 ? "" : "s") in their closures"
        output.files[file] = OutputFile(
            contents: ClosureSnapshot.text(of: graph), role: "the snapshot",
            confirmation: "wrote \(graph.display(file)): \(summary)", root: manifest.root)
        return .success
    }
}
