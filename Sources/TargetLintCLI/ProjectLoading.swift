import FileAccess
import Project
import ProjectLoader
import ProjectModel
import Rules

/// What the commands share: the manifest and its graph, and targets named on the command line.
enum ProjectLoading {
    /// The manifest at `path` (or the one found from the current folder). `--root` names the
    /// project root, instead of the folder holding `.git` above the manifest; `--no-env` leaves
    /// `${NAME}` unexpanded; `--evaluate` lets Tuist evaluate its manifests and SwiftPM package
    /// manifests the static reader cannot fully read (`--evaluate-packages` the latter only); `--verbose` prints which file is used and why before it is read, and
    /// the files read once they are.
    ///
    /// Its warnings (such as an XcodeGen spec's repeated keys), `rules:` and `ignore:` lists applied,
    /// are counted on standard error in one line (``warningCount(_:)``), or listed there as `lint`
    /// would report them under `--verbose`, unless `printsWarnings` is false: `lint` reports them as
    /// findings of `manifest-warning` instead. Its closure snapshot is read unless `readsSnapshot`
    /// is false, for the command that replaces it.
    /// - Throws: the manifest's problems.
    static func manifest(
        at path: String?, options: ArgumentScanner.Result, environment: CommandEnvironment,
        output: inout CommandOutput, printsWarnings: Bool = true, readsSnapshot: Bool = true
    ) throws(CommandFailure) -> Manifest {
        let fileSystem = environment.fileSystem
        let verbose = options.flags.contains("--verbose")
        let manifest: Manifest
        // SwiftPM and Tuist need the real environment (PATH, HOME) whatever --no-env says.
        let evaluatesAll = options.flags.contains("--evaluate")
        let evaluator =
            evaluatesAll || options.flags.contains("--evaluate-packages")
            ? SwiftPackageEvaluator(environment: environment.variables) : nil
        let tuistEvaluator = evaluatesAll ? TuistCommandEvaluator(environment: environment.variables) : nil
        var loader = options.environment(environment).manifestLoader
        loader.packageEvaluator = evaluator
        loader.tuistEvaluator = tuistEvaluator
        loader.readsSnapshot = readsSnapshot
        let found: FoundManifest
        do throws(InputError) {
            if let folder = options.values["--root"] {
                guard let root = ProjectRoot.named(folder, in: fileSystem) else {
                    throw InputError([InputProblem("--root names no folder", file: folder)])
                }
                loader.root = root
            }
            found = try ManifestLocator(fileSystem: fileSystem).find(path)
        } catch {
            throw .problems(error)
        }
        if verbose { output.printError("using \(found.path) (\(found.explanation))") }
        loader.packageMemory = try checkMemory(toRead: found.path, options: options, environment: environment)
        do throws(InputError) {
            manifest = try loader.load(path: found.path)
        } catch {
            if let memory = error.problems.first(where: \.exceedsMemoryLimit) { throw .tooLittleMemory(memory) }
            throw .problems(error)
        }
        if verbose {
            // Paths as the manifest writes them: an expanded `${NAME}` would print its value.
            let files = readOnce(manifest.files).map(manifest.redaction.redact)
            output.printError("read \(files.joined(separator: ", "))")
            for note in manifest.notes {
                output.printError("\(note.location): note: \(manifest.redaction.redact(note.message))")
            }
            for note in (evaluator?.notes ?? []) + (tuistEvaluator?.notes ?? []) {
                output.printError("note: \(manifest.redaction.redact(note))")
            }
        }
        if printsWarnings {
            let warnings = ManifestWarning.diagnostics(of: manifest)
            if verbose {
                for warning in warnings {
                    output.printError(
                        "\(warning.location): \(warning.severity.rawValue): \(warning.message) [\(warning.rule)]")
                }
            } else if !warnings.isEmpty {
                output.printError(warningCount(warnings.count))
            }
        }
        return manifest
    }

    /// Fails when the memory the process may have is too small for the manifest at `path` (a
    /// project's `project.pbxproj` for a project folder) and the baseline `--baseline` names: see
    /// ``MemoryLimit``. Returns the memory left for an Xcode import's local packages, which the
    /// loader holds each package against; nil without a limit. A workspace's projects, and the
    /// files a manifest includes, are not counted.
    static func checkMemory(
        toRead path: String, options: ArgumentScanner.Result, environment: CommandEnvironment
    ) throws(CommandFailure) -> Int? {
        guard let limit = environment.memoryLimit else { return nil }
        let fileSystem = environment.fileSystem
        let file = path.hasSuffix(".xcodeproj") ? Path.join(path, "project.pbxproj") : path
        var inputs: [MemoryLimit.Input] = []
        if let size = fileSystem.size(of: file) { inputs.append(.manifest(file, size: size)) }
        if let baseline = options.values["--baseline"], let size = fileSystem.size(of: baseline) {
            inputs.append(.baseline(baseline, size: size))
        }
        if let message = MemoryLimit(bytes: limit).shortfall(reading: inputs) {
            throw .tooLittleMemory(InputProblem(message, file: file))
        }
        return limit - MemoryLimit.needed(toRead: inputs)
    }

    /// `files` in order, each file once: a file several targets or configurations read (a shared
    /// xcconfig or Info.plist) is named where it was first read, however it was spelled again.
    static func readOnce(_ files: [String]) -> [String] {
        var seen: Set<String> = []
        return files.filter { seen.insert(Path.normalize($0)).inserted }
    }

    /// The line that stands for `count` manifest warnings outside `lint`: `3 manifest warnings;
    /// targetlint lint lists them`.
    static func warningCount(_ count: Int) -> String {
        count == 1
            ? "1 manifest warning; targetlint lint lists it"
            : "\(count) manifest warnings; targetlint lint lists them"
    }

    /// The graph of the manifest at `path`, as ``manifest(at:options:environment:output:printsWarnings:)``
    /// reads it: all of it, or only the edges out of what the targets named `roots` reach, for a
    /// view that shows no more.
    /// - Throws: the manifest's problems.
    static func graph(
        at path: String?, options: ArgumentScanner.Result, environment: CommandEnvironment,
        output: inout CommandOutput, reachableFrom roots: [String]? = nil
    ) throws(CommandFailure) -> ProjectGraph {
        let manifest = try manifest(at: path, options: options, environment: environment, output: &output)
        guard let roots else { return ProjectGraph(manifest: manifest) }
        return ProjectGraph(manifest: manifest, reachableFrom: roots)
    }

    /// The id of the target called `name`; an unknown name is a usage error with a suggestion.
    /// An SDK may be named as entries write it, `Contacts.framework` for the node `Contacts`.
    static func target(_ name: String, in graph: ProjectGraph, usage: String) throws(CommandFailure) -> Int {
        if let id = graph.id(of: name) { return id }
        if let id = graph.id(of: DependencyDeclaration.sdkName(name)), graph.targets[id].type == .sdk { return id }
        let suggestion = graph.display(Suggestion.didYouMean(name, in: graph.targetNames))
        throw .usage("no target '\(name)' in \(graph.manifest.path)\(suggestion)", usage)
    }
}
