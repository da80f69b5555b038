import FileAccess
import ProjectLoader
import ProjectModel
import Rules

/// Lints `manifest` as `targetlint.yml` beside `files`, all in memory.
func lint(_ manifest: String, files: [String: String] = [:]) throws -> LintReport {
    var all = files
    all["targetlint.yml"] = manifest
    let fileSystem = InMemoryFileSystem(all)
    let loaded = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
    return try Linter(fileSystem: fileSystem).lint(loaded)
}

/// The problems a manifest that cannot be linted gives, as `line:column: message`.
func lintProblems(_ manifest: String, files: [String: String] = [:]) -> [String] {
    do {
        _ = try lint(manifest, files: files)
        return []
    } catch let error as InputError {
        return error.problems.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? $0.file): \($0.message)" }
    } catch {
        return ["\(error)"]
    }
}

extension LintReport {
    /// The findings of one rule as `line:column: message`.
    func findings(_ rule: String) -> [String] {
        diagnostics.filter { $0.rule == rule }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
}
