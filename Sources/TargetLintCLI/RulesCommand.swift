import ProjectModel
import Rules

/// `targetlint rules [ID] [--format text|markdown]`: the catalogue, or one rule explained with a
/// manifest that breaks it and the same manifest fixed.
struct RulesCommand: Command {
    static let name = "rules"

    static let synopsis = """
          rules [ID]              List the rules, or explain one with an example.
        """

    static let usage = "targetlint rules [ID] [--format text|markdown]"

    /// How the catalogue is printed.
    enum Format: String, CaseIterable {
        /// One aligned line per rule, for a terminal.
        case text
        /// The README's table and one-line examples.
        case markdown
    }

    static let help = """
        OVERVIEW: List the rules, or explain one: what fires it, why, its options, and a manifest that
        breaks it beside the same manifest fixed.

        USAGE: \(usage)

        ARGUMENTS:
          ID                      A rule id, e.g. no-feature-in-extension.

        OPTIONS:
          --format <format>       text (default) or markdown: the catalogue as the README's
                                  table, with a one-line example of each rule.
          -h, --help              Show help.

        """

    private let scanner = ArgumentScanner(
        options: [("--format", true)], readsManifest: false, usage: usage, help: help)

    func run(
        _ arguments: ArraySlice<String>, environment: CommandEnvironment, output: inout CommandOutput
    ) throws(CommandFailure) -> ExitStatus {
        guard let options = try scanner.scan(arguments, output: &output) else { return .success }
        let format = try options.choice("--format", default: Format.text)
        switch options.positionals.count {
        case 0:
            output.append(format == .markdown ? Self.markdown() : Self.catalogue())
        case 1:
            let id = options.positionals[0]
            let ids = allRules.map { $0.description.id }
            guard let rule = allRules.first(where: { $0.description.id == id }) else {
                throw .usage("unknown rule '\(id)'\(Suggestion.didYouMean(id, in: ids))", Self.usage)
            }
            output.append(Self.explain(rule.description))
        default:
            throw .usage("expected one rule id, got \(options.positionals.count)", Self.usage)
        }
        return .success
    }

    /// One line per rule: id, default severity, summary.
    static func catalogue() -> String {
        let descriptions = allRules.map { $0.description }
        let width = descriptions.map(\.id.count).max() ?? 0
        var text = ""
        for description in descriptions {
            let id = description.id + String(repeating: " ", count: width - description.id.count)
            let severity = description.defaultSeverity.rawValue
            text += "\(id)  \(severity)\(String(repeating: " ", count: 9 - severity.count))\(description.summary)\n"
        }
        text += "\nCustom rules under 'rules.custom' add their own ids. 'targetlint rules ID' explains one rule.\n"
        return text
    }

    /// The README's rule table and one-line examples, from the rules' descriptions.
    static func markdown() -> String {
        func cell(_ text: String) -> String { text.map { $0 == "|" ? "\\|" : String($0) }.joined() }
        var text = "| id | default | fires when | options |\n|---|---|---|---|\n"
        for rule in allRules {
            let description = rule.description
            let options = description.optionsSummary.isEmpty ? "" : " \(cell(description.optionsSummary))"
            text +=
                "| `\(description.id)` | \(description.defaultSeverity.rawValue) | \(cell(description.summary)) |\(options) |\n"
        }
        text += "\nEvery rule also takes `severity:`. One-line examples, each a finding:\n\n"
        for rule in allRules {
            text += "- `\(rule.description.id)`: \(rule.description.oneLiner)\n"
        }
        return text
    }

    /// A rule's page: summary, rationale, options, and the two example manifests.
    static func explain(_ description: RuleDescription) -> String {
        var text = "\(description.id) (default: \(description.defaultSeverity.rawValue))\n\n"
        text += "Fires when \(description.summary).\n\n\(description.rationale)\n\n"
        switch description.options {
        case nil: text += "Options: keys the rule reads as names (see the README), and 'severity'.\n\n"
        case let keys? where keys.isEmpty: text += "Options: 'severity' only.\n\n"
        case let keys?: text += "Options: \((keys + ["severity"]).map { "'\($0)'" }.joined(separator: ", ")).\n\n"
        }
        text += "Fires on:\n\n\(indented(description.badExample))\n\(sources(description.badSources))"
        text += "\nPasses:\n\n\(indented(description.goodExample))\n\(sources(description.goodSources))"
        return text
    }

    /// The files beside an example's manifest, each under its path.
    private static func sources(_ examples: [RuleDescription.SourceExample]) -> String {
        examples.map { "\n  \($0.path):\n\n\(indented($0.text))\n" }.joined()
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }
            .joined(separator: "\n")
    }
}
