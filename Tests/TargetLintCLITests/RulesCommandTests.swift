import Rules
import Testing

@testable import FileAccess
@testable import TargetLintCLI

@Suite struct RulesCommandTests {
    @Test("rules lists every rule with its default severity and summary")
    func catalogue() {
        let (status, output) = run("rules")
        #expect(status == .success)
        let lines = output.standardOutput.split(separator: "\n")
        for rule in allRules {
            let description = rule.description
            #expect(
                lines.contains {
                    $0.hasPrefix(description.id + " ") && $0.contains(" \(description.defaultSeverity.rawValue) ")
                        && $0.hasSuffix(description.summary)
                }, "no catalogue line for \(description.id)")
        }
    }

    @Test("rules ID explains the rule with its bad and good manifests")
    func explain() {
        let (status, output) = run("rules", "allowed-core-modules")
        #expect(status == .success)
        let text = output.standardOutput
        #expect(text.hasPrefix("allowed-core-modules (default: error)\n"))
        #expect(
            text.contains("Fires on:\n\n    rules:\n      allowed-core-modules:\n        app-clip: [DesignSystem]\n"))
        #expect(text.contains("Passes:\n\n    rules:\n"))
    }

    @Test("the README's rule table is what 'rules --format markdown' prints")
    func markdownInReadme() throws {
        let (status, output) = run("rules", "--format", "markdown")
        #expect(status == .success)
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = "<!-- The table and the examples below are printed by `targetlint rules --format markdown`. -->\n"
        let end = "<!-- End of the printed rules. -->\n"
        #expect(
            readme.contains(start + output.standardOutput + end),
            "README.md's rules differ; paste the output of 'targetlint rules --format markdown' between its markers")
        for rule in allRules {
            #expect(output.standardOutput.contains("| `\(rule.description.id)` |"))
            #expect(output.standardOutput.contains("- `\(rule.description.id)`: "))
        }
    }

    @Test("each rule's bad example gives the findings its markers place, with the messages on record")
    func badExampleMessages() throws {
        var record = ""
        for rule in allRules {
            let description = rule.description
            let file = "\(description.id).yml"
            var output = CommandOutput()
            var files = [file: description.badExample]
            for source in description.badSources { files[source.path] = source.text }
            let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
            _ = TargetLint.run(arguments: ["lint", file], environment: environment, output: &output)
            let lines = output.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[\(description.id)]") }
            let positions = lines.map { line in
                let parts = line.split(separator: ":")
                let position = parts.dropFirst().prefix(2).joined(separator: ":")
                return parts[0] == file ? position : "\(parts[0]):\(position)"
            }
            #expect(
                positions == description.badExampleFindings.map(\.description) + description.badSourceFindings,
                "markers of \(description.id)")
            record += lines.joined(separator: "\n") + "\n"
        }
        try expectGolden(record, "rule-examples.txt")
    }

    @Test("an unknown rule id exits 2 with a suggestion")
    func unknown() {
        let (status, output) = run("rules", "no-feature")
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "error: unknown rule 'no-feature'; did you mean 'no-feature-in-extension'?\nusage: targetlint rules [ID] [--format text|markdown]\n"
            ))
        #expect(run("rules", "a", "b").status == .invalidInput)
    }
}
