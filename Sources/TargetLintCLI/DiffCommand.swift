import FileAccess
import GraphViews
import Project
import ProjectModel
import Rules

/// `targetlint diff BASE [PATH] [--format text|markdown]`: what the work tree changes, against a
/// git revision, in each clip's, extension's and watch app's closure, size and findings.
struct DiffCommand: Command {
    static let name = "diff"

    static let synopsis = """
          diff BASE [PATH]        What the work tree changes since the git revision BASE in each
                                  clip's and extension's modules and size, and in the findings.
        """

    static let usage =
        "targetlint diff BASE [PATH] [--format text|markdown] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Compare the project at a git revision with the work tree: for each App Clip, app
        extension and watch app, the modules it links now and did not (with the path that brings
        each in) and the reverse, and its estimated size before and after; then the findings the
        change adds and the ones it fixes. Nothing is printed when nothing changed.

        BASE's files are read with git (ls-tree, cat-file), never checked out, and only inside the
        project root, as the work tree's are.

        USAGE: \(usage)

        ARGUMENTS:
          BASE                    A git revision: a commit, a branch, a tag, origin/main, HEAD~1.
        \(ArgumentScanner.pathHelp)

        OPTIONS:
          --format <format>       text      lines for a terminal (default)
                                  markdown  a pull request comment or GitHub job summary, with
                                            a table per product and a Mermaid picture
          --root <dir>            The folder no file may be read outside of. Default: the folder
                                  holding .git above the manifest, or the manifest's own folder.
          --no-env                Leave ${NAME} in an XcodeGen spec as written instead of
                                  expanding it from the environment.
          --verbose               Print to standard error which file is used and why, and the
                                  files read, each once.
          -h, --help              Show help.

        EXIT CODES: 0 compared (changes or not), 2 invalid manifest, revision or command line.

        """

    /// What `--format` chooses.
    enum Format: String, CaseIterable {
        case text, markdown
    }

    private let scanner = ArgumentScanner(options: [("--format", true)], usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let format = try options.choice("--format", default: Format.text)
        guard let base = options.positionals.first else { throw .usage("expected a base revision", Self.usage) }
        guard options.positionals.count <= 2 else {
            throw .usage("expected a base revision and at most one manifest path", Self.usage)
        }
        // Evaluating runs SwiftPM or Tuist on the files on disk, which are not BASE's.
        for flag in ["--evaluate", "--evaluate-packages"] where options.flags.contains(flag) {
            throw .usage(
                "diff cannot take \(flag): it would evaluate the work tree's manifests for \(base) too", Self.usage)
        }
        let path = options.positionals.dropFirst().first
        let after = try ProjectLoading.manifest(
            at: path, options: options, environment: environment, output: &output, printsWarnings: false)
        let folder = environment.fileSystem.realPath(of: ".") ?? "."
        let revision: GitRevisionFileSystem
        do {
            revision = try GitRevisionFileSystem(revision: base, folder: folder, environment: environment.variables)
        } catch {
            throw .problems(error)
        }
        var atBase = environment
        atBase.fileSystem = revision
        let afterGraph = ProjectGraph(manifest: after)
        let beforeGraph: ProjectGraph
        let beforeReport: LintReport
        do throws(CommandFailure) {
            // A project that has no manifest at BASE is new: everything in it is added.
            let isNew = revision.kind(of: after.path) == nil
            if isNew {
                output.printError(
                    "note: \(after.path) does not exist at \(base), so everything in it is compared with nothing")
            }
            let before =
                isNew
                ? Manifest(path: after.path, layers: .standard(file: after.path))
                : try ProjectLoading.manifest(
                    at: after.path, options: options, environment: atBase, output: &output, printsWarnings: false)
            beforeGraph = ProjectGraph(manifest: before)
            do throws(InputError) {
                beforeReport = try Linter(fileSystem: revision).lint(beforeGraph)
            } catch {
                throw .problems(error)
            }
        } catch {
            throw Self.atBase(error, base: base)
        }
        let change: ProjectChange
        do throws(InputError) {
            change = ProjectChange(
                before: beforeGraph, after: afterGraph, beforeReport: beforeReport,
                afterReport: try Linter(fileSystem: environment.fileSystem).lint(afterGraph))
        } catch {
            throw .problems(error)
        }
        environment.keepUntilExit(afterGraph)
        environment.keepUntilExit(beforeGraph)
        output.append(format == .markdown ? change.markdown(base: base) : change.text(base: base))
        return .success
    }

    /// A failure to read the project at BASE, saying so: its problems are about BASE's files,
    /// whose lines the work tree's may not be, so none is quoted.
    private static func atBase(_ failure: CommandFailure, base: String) -> CommandFailure {
        guard case .problems(let error) = failure else { return failure }
        return .problems(
            InputError(
                error.problems.map { problem in
                    var problem = problem
                    problem.message = "at \(base): \(problem.message)"
                    return problem
                }))
    }
}
