import FileAccess
import GraphModel
import Project
import ProjectModel
import Threads

/// Runs every rule over a manifest and applies the manifest's severities and `ignore` lists.
public struct Linter: Sendable {
    /// Where `sources` are read from.
    public var fileSystem: any FileSystem
    /// How many threads run rules at once; nil for one per core (up to eight) on graphs of
    /// ``targetsForThreads`` nodes or more, one below. The report is the same for any number.
    public var threads: Int?

    /// The fewest nodes for which rules run on every core: below it, starting threads costs about
    /// what it saves.
    public static let targetsForThreads = 2_000

    /// Creates a linter.
    public init(fileSystem: any FileSystem = LocalFileSystem(), threads: Int? = nil) {
        self.fileSystem = fileSystem
        self.threads = threads
    }

    /// An enabled rule, built-in or custom: its id, severity and check.
    private typealias ConfiguredRule = (
        id: String, severity: Severity, check: @Sendable (LintContext, _ report: (Finding) -> Void) -> Void,
        checksClipsApart: Bool, readsSources: Bool
    )

    /// Lints a manifest.
    /// - Throws: ``InputError`` when `rules:` or `ignore:` name unknown rules, give invalid
    ///   options, or a custom rule takes a built-in rule's id; every such problem is collected first.
    public func lint(_ manifest: Manifest) throws(InputError) -> LintReport {
        // The graph is gone before the diagnostics are sorted.
        let diagnostics = try diagnostics(of: ProjectGraph(manifest: manifest), scope: nil)
        return Self.report(of: diagnostics, of: manifest, redacting: true)
    }

    /// Lints the manifest a graph was built from.
    ///
    /// Values that an XcodeGen spec's `${NAME}` put in appear in the findings (message, target,
    /// path and file) and in the problems thrown as the spec writes them, through the manifest's
    /// ``Manifest/redaction``, so no report, baseline or fingerprint holds the environment's values.
    /// - Parameters:
    ///   - scope: the targets whose findings are wanted, such as the part of the graph a picture
    ///     shows; rules skip the clips and extensions outside it. Nil for every target.
    ///   - redactingVariables: false keeps the expanded values in the findings (the problems thrown
    ///     are redacted all the same), for callers that match findings' paths against the graph's
    ///     names and show none of their text.
    public func lint(
        _ graph: ProjectGraph, scope: NodeSet? = nil, redactingVariables: Bool = true
    ) throws(InputError) -> LintReport {
        let diagnostics = try diagnostics(of: graph, scope: scope)
        return Self.report(of: diagnostics, of: graph.manifest, redacting: redactingVariables)
    }

    /// The findings ``lint(_:scope:redactingVariables:)`` reports with `redactingVariables` false,
    /// in no particular order: for a caller that needs the findings but not their order, such as a
    /// picture of the graph that marks their paths, which saves sorting them.
    /// - Throws: what ``lint(_:scope:redactingVariables:)`` throws.
    public func findings(of graph: ProjectGraph, scope: NodeSet? = nil) throws(InputError) -> [Diagnostic] {
        Self.joined(try diagnostics(of: graph, scope: scope))
    }

    /// The report of the diagnostics in `parts`, with what `${NAME}` put in shown as written unless
    /// `redacting` is false.
    private static func report(of parts: [DiagnosticBuffer], of manifest: Manifest, redacting: Bool) -> LintReport {
        guard redacting && !manifest.redaction.isEmpty else {
            return LintReport(manifest: manifest.path, parts: parts, targetCount: manifest.targets.count)
        }
        return LintReport(
            manifest: manifest.path, diagnostics: joined(parts).map { $0.redacted(by: manifest.redaction) },
            targetCount: manifest.targets.count)
    }

    /// The diagnostics of `parts` in one array, in order, moved out of the parts.
    private static func joined(_ parts: [DiagnosticBuffer]) -> [Diagnostic] {
        Array(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.count }) { joined, initialized in
            initialized = 0
            for part in parts {
                if let source = part.contents.baseAddress, let destination = joined.baseAddress {
                    (destination + initialized).moveInitialize(from: source, count: part.count)
                }
                initialized += part.count
                part.markMovedOut()
            }
        }
    }

    /// The findings of every enabled rule as diagnostics, a buffer per job: each rule's in the order
    /// it reports them, its parts in order.
    private func diagnostics(of graph: ProjectGraph, scope: NodeSet?) throws(InputError) -> [DiagnosticBuffer] {
        let manifest = graph.manifest
        let configured: [ConfiguredRule]
        do {
            configured = try configure(graph)
        } catch {
            throw InputError(error.problems.map(manifest.redaction.redact), manifestFiles: manifest.manifestFiles)
        }
        // Sources are read inside the manifest's project root, as the manifest itself was.
        let confined = manifest.root.map { ConfinedFileSystem(fileSystem, root: $0) } ?? fileSystem
        let context = LintContext(
            graph: graph, fileSystem: confined, scope: scope,
            sources: configured.contains(where: \.readsSources)
                ? ImportAnalysis.reading(graph, fileSystem: fileSystem) : nil)
        var ignored: [String: Set<String>] = [:]
        // Indexed: binding each target would copy all its fields.
        for index in manifest.targets.indices where !manifest.targets[index].ignoredRules.isEmpty {
            ignored[manifest.targets[index].name] = Set(manifest.targets[index].ignoredRules.map(\.rule.value))
        }
        let ignoredRules = ignored
        // Each finding becomes a diagnostic as its rule reports it, so findings are never held. The
        // rules run at once on the machine's cores when the graph is large enough to pay for the
        // threads, each job into a buffer of its own. A rule that checks each clip and extension
        // apart runs as a job per thread, each on a run of them in declaration order.
        let threads = threads ?? (graph.targets.count >= Self.targetsForThreads ? ConcurrentJobs.coreCount : 1)
        let allJobs = Self.jobs(of: configured, in: context, threads: threads)
        // Rules that check the whole graph start first: none can share its work with another
        // thread, and the longest of them (the cycle search, over every edge) started last kept
        // one thread busy a millisecond of a clean 10,000-target lint while the other waited.
        let wholeGraph = allJobs.indices.filter { !configured[allJobs[$0].rule].checksClipsApart }
        let parts = allJobs.indices.filter { configured[allJobs[$0].rule].checksClipsApart }
        return ConcurrentJobs.map(count: allJobs.count, threads: threads, startOrder: wholeGraph + parts) { job in
            let (id, severity, check, _, _) = configured[allJobs[job].rule]
            let diagnostics = DiagnosticBuffer()
            check(allJobs[job].context) { finding in
                guard
                    ignoredRules.isEmpty || ignoredRules[finding.target]?.contains(id) != true,
                    scope == nil || graph.id(of: finding.target).map(context.isInScope) == true
                else { return }
                let level = finding.severity == .warning ? .warning : severity
                var text = finding.text
                // A finding at a dependency entry that an XcodeGen template wrote says which template.
                if !graph.templates.isEmpty, let template = graph.templates[finding.location] {
                    text = .plain(message: "\(finding.message) (from template '\(template)')", path: finding.path)
                }
                diagnostics.append(
                    Diagnostic(
                        rule: id, severity: level, target: finding.target, text: text, location: finding.location,
                        sharedCause: finding.sharedCause))
            }
            return diagnostics
        }
    }

    /// What each job checks: a rule, in `context`, or for a rule that checks each clip and
    /// extension apart, with `threads` threads, a part of them in declaration order.
    private static func jobs(
        of configured: [ConfiguredRule], in context: LintContext, threads: Int
    ) -> [(rule: Int, context: LintContext)] {
        let clips = context.clipsAndExtensions
        var jobs: [(rule: Int, context: LintContext)] = []
        for (index, rule) in configured.enumerated() {
            guard rule.checksClipsApart, threads > 1, clips.count >= threads else {
                jobs.append((index, context))
                continue
            }
            for part in 0..<threads {
                var partScope = NodeSet(capacity: context.graph.targets.count)
                for clip in clips[clips.count * part / threads..<clips.count * (part + 1) / threads] {
                    partScope.insert(clip)
                }
                jobs.append(
                    (
                        index,
                        LintContext(
                            graph: context.graph, fileSystem: context.fileSystem, scope: partScope,
                            sources: context.sources)
                    ))
            }
        }
        return jobs
    }

    /// The enabled rules with their severities, after checking every rule id and option.
    private func configure(_ graph: ProjectGraph) throws(InputError) -> [ConfiguredRule] {
        let manifest = graph.manifest
        let builtInIDs = allRules.map { $0.description.id }
        let ids = builtInIDs + manifest.customRules.map(\.id.value)
        var problems: [InputProblem] = []
        for custom in manifest.customRules where builtInIDs.contains(custom.id.value) {
            problems.append(
                InputProblem(
                    "custom rule '\(custom.id.value)' takes the id of a built-in rule; choose another id",
                    at: custom.id.location))
        }
        var settings: [String: RuleSetting] = [:]
        for setting in manifest.rules {
            if builtInIDs.contains(setting.id.value) {
                settings[setting.id.value] = setting
            } else {
                problems.append(
                    InputProblem(
                        "unknown rule '\(setting.id.value)'\(Suggestion.didYouMean(setting.id.value, in: builtInIDs + ["custom"]))",
                        at: setting.id.location))
            }
        }
        for index in manifest.targets.indices {
            for ignored in manifest.targets[index].ignoredRules where !ids.contains(ignored.rule.value) {
                problems.append(
                    InputProblem(
                        "unknown rule '\(ignored.rule.value)' in 'ignore' of target '\(manifest.targets[index].name)'\(Suggestion.didYouMean(ignored.rule.value, in: ids))",
                        at: ignored.rule.location))
            }
        }
        var configured: [ConfiguredRule] = []
        for ruleType in allRules {
            let description = ruleType.description
            let setting = settings[description.id]
            var reader = ManifestValueReader()
            let options = setting?.options ?? []
            if let keys = description.options {
                for option in options where !keys.contains(option.key) {
                    let known =
                        keys.isEmpty
                        ? "it takes only 'severity'"
                        : "it takes \((keys + ["severity"]).map { "'\($0)'" }.joined(separator: ", "))"
                    reader.fail(
                        "unknown option '\(option.key)' for rule '\(description.id)'; \(known)\(Suggestion.didYouMean(option.key, in: keys))",
                        at: option.keyLocation)
                }
            }
            let rule = ruleType.init(options: options, reader: &reader, graph: graph)
            problems += reader.problems
            // `off` gives no severity: the rule does not run.
            let severity = if let set = setting?.severity { Severity(set.value) } else { description.defaultSeverity }
            if let severity {
                configured.append(
                    (
                        description.id, severity, { rule.check($0, report: $1) }, ruleType.checksClipsApart,
                        ruleType.readsSources
                    ))
            }
        }
        for declaration in manifest.customRules {
            if let severity = Severity(declaration.severity) {
                let rule = CustomRule(declaration: declaration)
                configured.append((declaration.id.value, severity, { rule.check($0, report: $1) }, false, false))
            }
        }
        if !problems.isEmpty { throw InputError(problems.sorted(), manifestFiles: manifest.manifestFiles) }
        return configured
    }
}
