import ManifestParser
import Rules

/// `targetlint lint [PATH] [--format FORMAT] [--strict] [--baseline FILE] [--write-baseline FILE] [--quiet]`.
struct LintCommand {
    static let usage =
        "targetlint lint [PATH] [--format \(ReportFormat.allCases.map(\.rawValue).joined(separator: "|"))] [--strict] [--baseline FILE] [--write-baseline FILE] [--quiet]"

    static let help = """
        OVERVIEW: Lint a manifest: build its target graph and report every App Clip or app extension
        that links what it must not, with file:line:column and the offending path.

        USAGE: \(usage)

        ARGUMENTS:
          PATH                    A targetlint.yml, or a folder holding one. Default: the nearest
                                  targetlint.yml in this folder or a parent, up to the repository root;
                                  outside a repository, the one in this folder.

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
                                  on a project with findings and block only new ones.
          --quiet                 Print nothing when there are no findings (text and github;
                                  the document formats always print their document).
          -h, --help              Show help.

        EXIT CODES: 0 no errors, 1 error findings, 2 invalid manifest or command line, 3 internal failure.

        """

    private let scanner = ArgumentScanner(
        options: [
            ("--format", true), ("--strict", false), ("--quiet", false), ("--baseline", true),
            ("--write-baseline", true),
        ],
        usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(UsageError) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let path = try options.manifestPath()
        let format = try options.choice("--format", default: ReportFormat.text)
        guard
            let manifest = ProjectLoading.manifest(
                at: path, environment: environment, output: &output, quiet: options.flags.contains("--quiet"))
        else { return .invalidInput }
        var report: LintReport
        do {
            report = try Linter(fileSystem: environment.fileSystem).lint(manifest)
            if let file = options.values["--write-baseline"] {
                let baseline = Baseline(recording: report)
                output.files[file] = baseline.fileText()
                let count = baseline.entries.count
                output.append("recorded \(count) finding\(count == 1 ? "" : "s") in \(file)\n")
                return .success
            }
            if let file = options.values["--baseline"] {
                report = try Self.readBaseline(file, fileSystem: environment.fileSystem).apply(to: report)
            }
        } catch {
            ProblemRenderer.render(error.problems, fileSystem: environment.fileSystem, to: &output)
            return .invalidInput
        }
        let printsDocument = format != .text && format != .github
        if printsDocument || !(options.flags.contains("--quiet") && report.diagnostics.isEmpty) {
            format.write(
                report, to: &output.standardOutputStream, colored: environment.usesColor,
                toolVersion: TargetLint.version)
        }
        let strict = options.flags.contains("--strict")
        return report.errorCount > 0 || (strict && report.warningCount > 0) ? .findings : .success
    }

    /// The baseline in `file`.
    private static func readBaseline(_ file: String, fileSystem: any FileSystem) throws(ManifestError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: file)
        } catch {
            throw ManifestError([ManifestProblem("cannot read the baseline: \(error.reason)", file: file)])
        }
        return try Baseline(parsing: bytes, file: file)
    }
}
