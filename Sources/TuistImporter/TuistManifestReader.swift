import ProjectModel
import SourceText
import SwiftManifest

/// Reads a `Project.swift` as written, without running it: `let` constants of strings and lists,
/// and `let project = Project(name:targets:settings:)` whose targets are literal
/// `.target(...)`, `Target(...)` or `Target.target(...)` calls (Tuist 4's `destinations:` and
/// `deploymentTargets:`, Tuist 3's `platform:` and `deploymentTarget:`), each name located where it
/// is written.
///
/// What is built through code it does not evaluate (a project or target made by a helper function,
/// a value from a helper's constant, a loop, a computed name) is not guessed at: it is a problem at
/// its line that names `--evaluate`, so a partial graph is never linted as if it were the whole.
enum TuistManifestReader {
    /// What a reading gives.
    struct Result {
        /// The project; nil when the file declares no `Project(...)` targetlint can read.
        var project: TuistProjectDump?
        var problems: [InputProblem]
        /// What was left out on purpose.
        var notes: [InputWarning] = []
        /// Where the file makes its project, when it could tell.
        var projectLocation: SourceLocation?
    }

    /// The words of `Project.swift` that matter to the reading.
    static let vocabulary = SwiftManifestVocabulary(
        skippedLabels: [
            "Project": [
                "options", "packages", "schemes", "fileHeaderTemplate", "additionalFiles", "resourceSynthesizers",
            ],
            "target": targetSkippedLabels, "Target": targetSkippedLabels,
        ],
        graphNames: ["targets", "dependencies", "Target", "Project", "target"])

    /// The arguments of a target that do not shape the graph.
    static let targetSkippedLabels: Set<String> = [
        "copyFiles", "headers", "scripts", "coreDataModels", "environmentVariables",
        "environment", "launchArguments", "additionalFiles", "buildRules", "mergedBinaryType", "mergeable",
        "onDemandResourcesTags", "metadata", "buildableFolders",
    ]

    /// Reads `bytes`, the contents of the `Project.swift` at `file`.
    static func read(_ bytes: [UInt8], file: String, options: SwiftManifestOptions = SwiftManifestOptions()) -> Result {
        var builder = TuistManifestBuilder(file: file, options: options)
        do throws(SyntaxError) {
            try SwiftStatementReader.read(bytes, vocabulary: vocabulary, into: &builder)
        } catch {
            builder.problems.append(
                InputProblem(error.message, at: SourceLocation(file: file, position: error.position)))
            return Result(project: nil, problems: builder.problems)
        }
        builder.sayWhatWasNotRead()
        if builder.project == nil && builder.problems.isEmpty {
            builder.problems.append(
                InputProblem(
                    "\(builder.fileName) declares no 'Project(...)' that targetlint can read; expected "
                        + "'let project = Project(name: ..., targets: [...])'",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return Result(
            project: builder.project, problems: builder.problems, notes: builder.notes,
            projectLocation: builder.projectPosition.map { SourceLocation(file: file, position: $0) })
    }
}
