import FileAccess
import Project
import ProjectLoader
import ProjectModel
import Rules
import TextOutput

/// `targetlint init [PATH] [--force]`: adopts targetlint on a project in one command.
struct InitCommand: Command {
    static let name = "init"

    static let synopsis = """
          init [PATH]             Write a targetlint.yml around the project, with layers and
                                  allowlists guessed, and a baseline of what it finds today.
        """

    static let usage = "targetlint init [PATH] [--force] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Adopt targetlint on a project: write a targetlint.yml that reads it (`source:`),
        with layers guessed from the modules' names and folders (*Feature, Features/, *Core, Core/,
        *Kit, DesignSystem), an allowlist for each kind of App Clip and app extension holding the
        core modules they link today, and a baseline (.targetlint-baseline.json) of every finding
        there is now, which the manifest names: the first `targetlint lint` exits 0, and only new
        findings fail. Prints what it wrote, the findings it recorded by rule, and the next steps.

        The files are written beside PATH when it is a folder, else in this folder; neither is
        replaced unless --force is given.

        USAGE: \(usage)

        ARGUMENTS:
          PATH                    The project to wrap, or a folder to find it in: an XcodeGen spec,
                                  a Tuist Project.swift or Workspace.swift, an .xcodeproj or
                                  .xcworkspace, a Package.swift. Default: found from this folder
                                  as lint finds it, else this folder's Package.swift.

        OPTIONS:
          --force                 Replace a targetlint.yml or baseline that is there.
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        EXIT CODES: 0 written, 2 no project, a file already there, or an invalid project.

        """

    /// The baseline's name beside the manifest.
    static let baselineName = ".targetlint-baseline.json"

    private let scanner = ArgumentScanner(options: [("--force", false)], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let path = try options.manifestPath()
        let fileSystem = environment.fileSystem
        let folder = path.flatMap { fileSystem.kind(of: $0) == .directory ? $0 : nil } ?? "."
        let manifestPath = Path.join(folder, Manifest.fileName)
        let baselinePath = Path.join(folder, Self.baselineName)
        let force = options.flags.contains("--force")
        for file in [manifestPath, baselinePath] where fileSystem.kind(of: file) != nil && !force {
            throw .problems(
                InputError([
                    InputProblem("\(file) is already there; targetlint init replaces it only with --force", file: file)
                ]))
        }
        // The project, found as lint finds it, as if no targetlint.yml were there.
        var withoutManifest = environment
        withoutManifest.fileSystem = DraftFileSystem(fileSystem, replacing: manifestPath, with: nil)
        let project: String
        do {
            project = try ManifestLocator(fileSystem: withoutManifest.fileSystem).find(path).path
        } catch {
            // A Swift package, which lint reads when named but never finds by itself, is what
            // init wraps where nothing else is.
            let package = Path.join(folder, "Package.swift")
            guard path == nil || fileSystem.kind(of: path ?? "") == .directory,
                fileSystem.kind(of: package) == .file
            else { throw .problems(error) }
            project = package
        }
        let source = Self.relative(project, to: folder)
        // Its warnings are findings the baseline records.
        let graph = ProjectGraph(
            manifest: try ProjectLoading.manifest(
                at: project, options: options, environment: withoutManifest, output: &output, printsWarnings: false))
        let starter = StarterManifest(graph: graph)
        let text = starter.text(source: source, baseline: Self.baselineName)
        // The new manifest read and linted before it is written, for the findings to record.
        var withDraft = environment
        withDraft.fileSystem = DraftFileSystem(fileSystem, replacing: manifestPath, with: Array(text.utf8))
        let manifest = try ProjectLoading.manifest(
            at: manifestPath, options: options, environment: withDraft, output: &output, printsWarnings: false)
        let report: LintReport
        do {
            report = try Linter(fileSystem: withDraft.fileSystem).lint(manifest)
        } catch {
            throw .problems(error)
        }
        let baseline = Baseline(recording: report)
        output.files[manifestPath] = OutputFile(
            contents: text, role: "the manifest", confirmation: "wrote \(manifestPath)", root: manifest.root)
        output.files[baselinePath] = OutputFile(
            contents: baseline.fileText(), role: "the baseline", confirmation: "wrote \(baselinePath)",
            root: manifest.root)
        output.append(Self.summary(of: starter, source: source, report: report, manifestPath: manifestPath))
        environment.keepUntilExit(graph)
        return .success
    }

    /// `path` as written from `folder`: relative when it lies below it.
    private static func relative(_ path: String, to folder: String) -> String {
        let normalized = Path.normalize(path)
        guard folder != "." else { return normalized }
        let prefix = Path.normalize(folder) + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    /// What was guessed and recorded, and what to do next.
    private static func summary(
        of starter: StarterManifest, source: String, report: LintReport, manifestPath: String
    ) -> String {
        var lines = ["\(manifestPath) reads \(source):"]
        lines.append(
            "  layers: \(starter.featureCount) feature and \(starter.coreCount) core module\(starter.coreCount == 1 ? "" : "s"), \(starter.unplaced.count) left unplaced"
        )
        lines.append(
            "  allowlists: \(starter.allowlists.map { "\($0.key) (\($0.modules.count))" }.joined(separator: ", ").ifEmpty("none: no App Clip or app extension"))"
        )
        var byRule: [String: Int] = [:]
        for diagnostic in report.diagnostics { byRule[diagnostic.rule, default: 0] += 1 }
        let count = report.diagnostics.count
        lines.append(
            "\(baselineName) records \(count) finding\(count == 1 ? "" : "s"), which lint will not report again:")
        for (rule, count) in byRule.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            lines.append("  \(rule): \(count)")
        }
        lines += [
            "",
            "Next:",
            "  targetlint lint       passes now, and fails on a new finding",
            "  targetlint snapshot   records each clip's and extension's closure in targetlint.lock; commit it",
            "In .pre-commit-config.yaml (REPOSITORY: where you install targetlint from):",
            "  - repo: https://github.com/REPOSITORY",
            "    rev: v\(TargetLint.version)",
            "    hooks: [{id: targetlint}]",
            "In a GitHub workflow, after actions/checkout with `fetch-depth: 0`:",
            "  - uses: REPOSITORY@v\(TargetLint.version)",
            "    with: {report-base: \"${{ github.event.pull_request.base.sha }}\", comment: \"true\"}",
        ]
        return lines.map(ControlCharacters.escaping).joined(separator: "\n") + "\n"
    }
}

extension String {
    /// `replacement` when the string is empty.
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
