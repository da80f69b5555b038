import ManifestParser

/// Runs every rule over a manifest and applies the manifest's severities and `ignore` lists.
public struct Linter: Sendable {
    /// Where `sources` are read from.
    public var fileSystem: any FileSystem

    /// Creates a linter.
    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Lints a manifest.
    /// - Throws: ``ManifestError`` when `rules:` or `ignore:` name unknown rules or give invalid
    ///   options; every such problem is collected first.
    public func lint(_ manifest: Manifest) throws(ManifestError) -> LintReport {
        let graph = ProjectGraph(manifest: manifest)
        let configured = try configure(graph)
        let context = LintContext(graph: graph, fileSystem: fileSystem)
        var ignored: [String: Set<String>] = [:]
        for target in manifest.targets where !target.ignoredRules.isEmpty {
            ignored[target.name] = Set(target.ignoredRules.map(\.rule.value))
        }
        var diagnostics: [Diagnostic] = []
        for (rule, severity) in configured {
            let id = type(of: rule).description.id
            for finding in rule.check(context) where ignored[finding.target]?.contains(id) != true {
                let level = finding.severity == .warning ? .warning : severity
                diagnostics.append(
                    Diagnostic(
                        rule: id, severity: level, target: finding.target, message: finding.message,
                        location: finding.location, path: finding.path))
            }
        }
        return LintReport(manifest: manifest.path, diagnostics: diagnostics, targetCount: manifest.targets.count)
    }

    /// The enabled rules with their severities, after checking every rule id and option.
    private func configure(_ graph: ProjectGraph) throws(ManifestError) -> [(any Rule, Severity)] {
        let manifest = graph.manifest
        let ids = allRules.map { $0.description.id }
        var problems: [ManifestProblem] = []
        var settings: [String: RuleSetting] = [:]
        for setting in manifest.rules {
            if ids.contains(setting.id.value) {
                settings[setting.id.value] = setting
            } else {
                problems.append(
                    ManifestProblem(
                        "unknown rule '\(setting.id.value)'\(Suggestion.didYouMean(setting.id.value, in: ids))",
                        at: setting.id.location))
            }
        }
        for target in manifest.targets {
            for ignored in target.ignoredRules where !ids.contains(ignored.rule.value) {
                problems.append(
                    ManifestProblem(
                        "unknown rule '\(ignored.rule.value)' in 'ignore' of target '\(target.name)'\(Suggestion.didYouMean(ignored.rule.value, in: ids))",
                        at: ignored.rule.location))
            }
        }
        var configured: [(any Rule, Severity)] = []
        for ruleType in allRules {
            let description = ruleType.description
            let setting = settings[description.id]
            var reader = SchemaReader(file: setting?.file ?? manifest.path)
            let options = setting?.options ?? []
            if let keys = description.options {
                for option in options where !keys.contains(option.key) {
                    let known =
                        keys.isEmpty
                        ? "it takes only 'severity'"
                        : "it takes \((keys + ["severity"]).map { "'\($0)'" }.joined(separator: ", "))"
                    reader.fail(
                        "unknown option '\(option.key)' for rule '\(description.id)'; \(known)\(Suggestion.didYouMean(option.key, in: keys))",
                        at: option.keyPosition)
                }
            }
            let rule = ruleType.init(options: options, reader: &reader, graph: graph)
            problems += reader.problems
            switch setting?.severity?.value {
            case .off: continue
            case .warning: configured.append((rule, .warning))
            case .error: configured.append((rule, .error))
            case nil: configured.append((rule, description.defaultSeverity))
            }
        }
        if !problems.isEmpty { throw ManifestError(problems.sorted()) }
        return configured
    }
}
