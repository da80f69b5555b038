import FileAccess
import ProjectLoader
import ProjectModel
import Testing

/// Loads `files` (path to text) from memory, starting at `root`.
public func loadManifest(_ files: [String: String], root: String = "targetlint.yml") throws(InputError) -> Manifest {
    try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: root)
}

/// Loads a single `targetlint.yml` holding `text`.
public func loadManifest(_ text: String) throws(InputError) -> Manifest {
    try loadManifest(["targetlint.yml": text])
}

/// The problems loading `files` gives, in the order they are reported; empty when the manifest loads.
public func manifestProblems(_ files: [String: String], root: String = "targetlint.yml") -> [InputProblem] {
    do {
        _ = try loadManifest(files, root: root)
        return []
    } catch {
        return error.problems
    }
}

/// The problems loading `files` gives, each as `file:line:column: message` (or `file: message`).
public func loadProblems(_ files: [String: String], root: String = "targetlint.yml") -> [String] {
    manifestProblems(files, root: root).map { "\($0.locationDescription): \($0.message)" }
}

/// The problems a single `targetlint.yml` holding `text` gives, each as `line:column: message`
/// (or `file: message` when no position applies).
public func loadProblems(_ text: String) -> [String] {
    manifestProblems(["targetlint.yml": text]).map { problem in
        guard let position = problem.position else { return "\(problem.file): \(problem.message)" }
        return "\(position.line):\(position.column): \(problem.message)"
    }
}

/// The one target named `name` in `manifest`.
public func target(_ name: String, in manifest: Manifest) throws -> TargetDeclaration {
    try #require(manifest.targets.first { $0.name == name }, "no target '\(name)'")
}

/// A manifest holding one target `T` whose body is `body` (indented under `T:`).
public func manifest(target body: String) -> String {
    "targets:\n  T:\n"
        + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
            separator: "\n") + "\n"
}
