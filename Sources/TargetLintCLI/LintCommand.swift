import FileAccess
import ProjectModel
import Reporters
import Rules

/// `targetlint lint [PATH] [--format FORMAT] [--strict] [--baseline FILE] [--write-baseline FILE] [--quiet]`.
struct LintCommand: Command {
    static let name = "lint"

    static let synopsis = """
          lint [PATH]             Lint the manifest at PATH (a targetlint.yml, an XcodeGen spec, or a
                                  folder); with no PATH, the nearest targetlint.yml, else XcodeGen
                                  spec, up to the repository root (outside a repository, this folder).
        """

    static let usage =
        "targetlint lint [PATH] [--format \(ReportFormat.allCases.map(\.rawValue).joined(separator: "|"))] [--strict] [--baseline FILE] [--write-baseline FILE] [--quiet] [--root DIR] [--no-env] [--verbose]"

    static let help = """
        OVERVIEW: Lint a manifest: build its target graph and report every App Clip or app extension
        that links what it must not, with file:line:column and the offending path.

        USAGE: \(usage)

        ARGUMENTS:
        \(ArgumentScanner.pathHelp)

        OPTIONS:
          --format <format>       text        compiler-style lines (default)
                                  json        the JSON document of the output contract
                                  sarif       SARIF 2.1.0, for GitHub code scanning
                                  github      GitHub Actions annotations
                                  junit       JUnit XML, a test suite per rule
                                  checkstyle  Checkstyle XML, grouped by file
          --strict                Warnings fail the lint too (exit 1).
          --baseline <file>       Report only findings that FILE does not record, and count
                                  the recorded ones that are fixed.
          --write-baseline <file> Record every finding in FILE and exit 0, to adopt the tool
                                  on a project with findings and block only new ones. FILE is
                                  replaced whole; "recorded N findings" goes to standard error.
          --quiet                 Print nothing when there are no findings (text and github;
                                  the document formats always print their document).
        \(ArgumentScanner.manifestOptionsHelp)
          -h, --help              Show help.

        EXIT CODES: 0 no errors, 1 error findings, 2 invalid manifest or command line, 3 internal failure.
        An invalid manifest is reported on standard error, and in every format but text on standard
        output too: a SARIF log whose run failed, GitHub annotations, the errors in JSON or XML.

        """

    private let scanner = ArgumentScanner(
        options: [
            ("--format", true), ("--strict", false), ("--quiet", false), ("--baseline", true),
            ("--write-baseline", true),
        ],
        usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let format = try options.choice("--format", default: ReportFormat.text)
        do throws(CommandFailure) {
            return try lint(options, format: format, environment: environment, output: &output)
        } catch {
            // A CI step reading only standard output still learns why there are no findings, in its
            // format; standard error has the errors as always. Recording a baseline prints no document.
            let problems: [InputProblem]?
            switch error {
            case .problems(let error): problems = error.problems
            case .tooLittleMemory(let problem): problems = [problem]
            case .usage: problems = nil
            }
            if let problems, options.values["--write-baseline"] == nil {
                format.writeFailure(problems, to: &output.standardOutputStream, toolVersion: TargetLint.version)
            }
            throw error
        }
    }

    /// Lints the manifest the options name and writes the report in `format`.
    private func lint(
        _ options: ArgumentScanner.Result, format: ReportFormat, environment: CommandEnvironment,
        output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        let path = try options.manifestPath()
        // Its warnings are findings of `manifest-warning`, reported with the others.
        let manifest = try ProjectLoading.manifest(
            at: path, options: options, environment: environment, output: &output, printsWarnings: false)
        var report: LintReport
        do throws(InputError) {
            report = try Linter(fileSystem: environment.fileSystem).lint(manifest)
            if let file = options.values["--write-baseline"] {
                let real = environment.fileSystem.realPath(of: file)
                if let real, manifest.files.contains(where: { environment.fileSystem.realPath(of: $0) == real }) {
                    throw InputError([
                        InputProblem(
                            "cannot write the baseline: the manifest reads this file; name another", file: file)
                    ])
                }
                let reader = environment.fileSystem as? LocalFileSystem ?? LocalFileSystem()
                try Self.record(
                    Baseline(recording: report), in: file, root: manifest.root, readLimit: reader.maximumFileSize,
                    output: &output)
                return .success
            }
            // `--baseline`, else the one the manifest names, read inside the project root as the
            // manifest was.
            if let file = options.values["--baseline"] ?? manifest.baselineSetting?.value {
                let fileSystem = manifest.root.map { ConfinedFileSystem(environment.fileSystem, root: $0) }
                report = try Self.readBaseline(
                    file, fileSystem: fileSystem ?? environment.fileSystem,
                    namedAt: options.values["--baseline"] == nil ? manifest.baselineSetting?.location : nil
                ).apply(to: report)
            }
        } catch {
            throw .problems(error)
        }
        let printsDocument = format != .text && format != .github
        if printsDocument || !(options.flags.contains("--quiet") && report.diagnostics.isEmpty) {
            format.write(
                report, to: &output.standardOutputStream, colored: environment.usesColor,
                toolVersion: TargetLint.version)
        }
        let strict = options.flags.contains("--strict")
        environment.keepUntilExit(manifest)
        environment.keepUntilExit(report)
        return report.errorCount > 0 || (strict && report.warningCount > 0) ? .findings : .success
    }

    /// Asks for `baseline` to be written to `file`, inside the project `root` as the baseline read
    /// is. Its confirmation goes to standard error once the file is written, so that standard output
    /// carries a document or nothing. A file larger than `readLimit`, which could not be read back,
    /// is an error instead.
    private static func record(
        _ baseline: Baseline, in file: String, root: ProjectRoot?, readLimit: Int, output: inout CommandOutput
    ) throws(InputError) {
        let text = baseline.fileText()
        guard text.utf8.count <= readLimit else {
            throw InputError([
                InputProblem(
                    "cannot write the baseline: it would be \(text.utf8.count) bytes, over the limit of \(readLimit) bytes that targetlint reads",
                    file: file)
            ])
        }
        let count = baseline.findingCount
        output.files[file] = OutputFile(
            contents: text, role: "the baseline",
            confirmation: "recorded \(count) finding\(count == 1 ? "" : "s") in \(file)", root: root)
    }

    /// The baseline in `file`; a file the manifest's `baseline:` names at `namedAt` that cannot
    /// be read is an error there.
    private static func readBaseline(
        _ file: String, fileSystem: any FileSystem, namedAt setting: SourceLocation? = nil
    ) throws(InputError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: file)
        } catch {
            let message = "cannot read the baseline \(file): \(error.reason)"
            throw InputError([
                setting.map { InputProblem(message, at: $0) }
                    ?? InputProblem("cannot read the baseline: \(error.reason)", file: file)
            ])
        }
        return try Baseline(parsing: bytes, file: file)
    }
}
