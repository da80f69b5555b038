import Rules
import Testing

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

    @Test("an unknown rule id exits 2 with a suggestion")
    func unknown() {
        let (status, output) = run("rules", "no-feature")
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "error: unknown rule 'no-feature'; did you mean 'no-feature-in-extension'?\nusage: targetlint rules [ID]\n"
            ))
        #expect(run("rules", "a", "b").status == .invalidInput)
    }
}
