import FileAccess
import GraphModel
import Project
import ProjectModel
import SourceText

/// What documents a rule: its id, default severity, a one-line summary, why it exists, and a
/// manifest that triggers it beside one that does not (these run as tests, and
/// `targetlint rules ID` prints them).
public struct RuleDescription: Sendable {
    /// The character that marks, in a bad example as written in a rule's file, where each finding
    /// is reported; it is removed from ``badExample``.
    public static let findingMarker: Character = "↓"

    /// The id users write in `rules:` and `ignore:`.
    public let id: String
    /// The severity when the manifest sets none.
    public let defaultSeverity: Severity
    /// One line: what fires the rule.
    public let summary: String
    /// Why the rule exists.
    public let rationale: String
    /// The option keys its `rules:` entry accepts besides `severity`; nil when the keys are names
    /// the rule checks itself (as `allowed-core-modules` takes target names, extension points and types).
    public let options: [String]?
    /// What the options do, in one line of Markdown; empty when the rule takes only `severity`.
    public let optionsSummary: String
    /// The shortest manifest fragment that triggers the rule, in one line of Markdown.
    public let oneLiner: String
    /// The bad example as written, with ``findingMarker``s; it is read only when asked for, so
    /// that linting, which needs only ids and severities, does not pay for it.
    private let markedBadExample: String
    /// The same manifest, fixed.
    public let goodExample: String
    /// The files beside the bad example's manifest, with ``findingMarker``s as in the manifest: the
    /// Swift files its targets compile, for rules that read code, or a closure snapshot; empty for
    /// rules that read only the manifest.
    private let markedBadSources: [SourceExample]
    /// The files beside the good example's manifest.
    public let goodSources: [SourceExample]

    /// A file of an example beside its manifest, a Swift file or a closure snapshot: its path, and
    /// its text.
    public struct SourceExample: Sendable, Hashable {
        public let path: String
        public let text: String
    }

    /// Creates a description; `badExample` marks each finding's position with ``findingMarker``,
    /// and so do `badSources`, the files beside the bad example by path.
    init(
        id: String, defaultSeverity: Severity, summary: String, rationale: String, options: [String]?,
        optionsSummary: String = "", oneLiner: String, badExample: String, goodExample: String,
        badSources: KeyValuePairs<String, String> = [:], goodSources: KeyValuePairs<String, String> = [:]
    ) {
        self.markedBadSources = badSources.map { SourceExample(path: $0.key, text: $0.value) }
        self.goodSources = goodSources.map { SourceExample(path: $0.key, text: $0.value) }
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.options = options
        self.optionsSummary = optionsSummary
        self.oneLiner = oneLiner
        self.markedBadExample = badExample
        self.goodExample = goodExample
    }

    /// A manifest that triggers the rule.
    public var badExample: String {
        var text = markedBadExample
        text.removeAll { $0 == Self.findingMarker }
        return text
    }

    /// The files beside the bad example's manifest, without their markers.
    public var badSources: [SourceExample] {
        markedBadSources.map { example in
            var text = example.text
            text.removeAll { $0 == Self.findingMarker }
            return SourceExample(path: example.path, text: text)
        }
    }

    /// Where the rule reports its findings on ``badExample``, in order.
    public var badExampleFindings: [TextPosition] {
        Self.markers(in: markedBadExample)
    }

    /// Where the rule reports its findings in the files beside the bad example, as `path:line:column`,
    /// in the order of the files and then of their lines.
    public var badSourceFindings: [String] {
        markedBadSources.flatMap { example in Self.markers(in: example.text).map { "\(example.path):\($0)" } }
    }

    /// The positions of the markers in a text.
    private static func markers(in markedText: String) -> [TextPosition] {
        var positions: [TextPosition] = []
        for (index, line) in markedText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for character in line {
                if character == Self.findingMarker {
                    positions.append(TextPosition(line: index + 1, column: column))
                } else {
                    column += 1
                }
            }
        }
        return positions
    }
}

/// A check over the target graph.
public protocol Rule: Sendable {
    /// The rule's documentation.
    static var description: RuleDescription { get }
    /// Reads the rule's options into typed values; problems go to `reader`, each at the file, line
    /// and column of the option that causes it.
    init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph)
    /// The findings on a graph.
    func check(_ context: LintContext) -> [Finding]
    /// Hands the findings on a graph to `report` one at a time, as they are found, so that a rule
    /// with a million findings never holds them all; the linter calls this one. By default it
    /// reports what ``check(_:)`` returns.
    func check(_ context: LintContext, report: (Finding) -> Void)
    /// Whether the rule checks each App Clip and app extension apart, and only those in the
    /// context's ``LintContext/scope``, every finding about one of them: the linter may then check
    /// parts of them at once, in contexts scoped to each part.
    static var checksClipsApart: Bool { get }
    /// Whether the rule reads the targets' Swift sources (``LintContext/sources``), which the
    /// linter then reads once for every rule that does.
    static var readsSources: Bool { get }
}

extension Rule {
    /// False: a rule checks the whole graph at once unless it says otherwise.
    public static var checksClipsApart: Bool { false }

    /// False: a rule reads only the graph unless it says otherwise.
    public static var readsSources: Bool { false }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        for finding in check(context) { report(finding) }
    }

    /// The findings ``check(_:report:)`` reports, collected: ``check(_:)`` for rules that report
    /// as they go.
    public func collectedFindings(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        check(context) { findings.append($0) }
        return findings
    }
}

/// What a rule sees: the graph and the file system its sources are read from.
public struct LintContext: Sendable {
    /// The graph.
    public let graph: ProjectGraph
    /// Where `sources` are read from.
    public let fileSystem: any FileSystem
    /// The targets whose findings are wanted; nil for every target.
    public let scope: NodeSet?
    /// What the targets' Swift files import and call, read when an enabled rule
    /// ``Rule/readsSources`` and some target names its sources; nil otherwise.
    public let sources: ImportAnalysis?

    /// Creates a context.
    public init(graph: ProjectGraph, fileSystem: any FileSystem, scope: NodeSet? = nil, sources: ImportAnalysis? = nil)
    {
        self.graph = graph
        self.fileSystem = fileSystem
        self.scope = scope
        self.sources = sources
    }

    /// The ids of the App Clips and app extensions in scope, in declaration order.
    public var clipsAndExtensions: [Int] {
        guard let scope else { return graph.clipsAndExtensions }
        return graph.clipsAndExtensions.filter(scope.contains)
    }

    /// Whether findings about `target` are wanted.
    public func isInScope(_ target: Int) -> Bool {
        scope?.contains(target) ?? true
    }

    /// One finding per module of `layer` in the link closure of each App Clip and app extension,
    /// located at the dependency entry where its shortest path starts. The modules are targets and
    /// the products of local packages; no other external node has a layer.
    /// - Parameters:
    ///   - describe: what a clip or extension does wrong by reaching a module, as the message's
    ///     predicate around the module's name ("links feature module 'X'"); nil when the module is
    ///     allowed. The message is "app clip 'C' \<predicate\> via C → A → X".
    ///   - allows: whether a clip or extension may link a node on the way to the module; the
    ///     finding's ``Finding/cause`` is the edge into the first node on its path it may not. By
    ///     default, every node outside `layer`.
    ///   - targets: the clips and extensions to check, when `describe` holds only for some; nil
    ///     for ``clipsAndExtensions``. A target left out is not searched.
    public func reachabilityFindings(
        toLayer layer: String, describe: (_ target: Int, _ module: Int) -> ReachabilityPredicate?,
        allows: ((_ target: Int, _ node: Int) -> Bool)? = nil, of targets: [Int]? = nil
    ) -> [Finding] {
        var findings: [Finding] = []
        reachabilityFindings(toLayer: layer, describe: describe, allows: allows, of: targets) { findings.append($0) }
        return findings
    }

    /// ``reachabilityFindings(toLayer:describe:allows:of:)``, handed to `report` one at a time as they are found.
    public func reachabilityFindings(
        toLayer layer: String, describe: (_ target: Int, _ module: Int) -> ReachabilityPredicate?,
        allows: ((_ target: Int, _ node: Int) -> Bool)? = nil, of targets: [Int]? = nil,
        report: (Finding) -> Void
    ) {
        var causes = CauseTable()
        // The layer's nodes as bits, which stay in cache where the layers' strings would not.
        var inLayer = NodeSet(capacity: graph.targets.count)
        for node in graph.layers.indices where graph.layers[node] == layer { _ = inLayer.insert(node) }
        for target in targets ?? clipsAndExtensions {
            let closure = graph.closure(of: target)
            let subject = self.describe(target)
            // First the clip's findings, their paths side by side; then the messages that hold the
            // paths, one per predicate in a row, and the findings that point into them. Paths are
            // kept as 32-bit offsets: a clip whose paths would pass that (a chain of some 66,000
            // modules) hands over what it has found and starts another list.
            var paths: [Int32] = []
            var found: [ReachabilityFinding] = []
            for position in closure.members.indices where inLayer.contains(closure.members[position]) {
                guard let predicate = describe(target, closure.members[position]) else { continue }
                // A path has at most every node the search reached, and the root.
                if paths.count > Int(Int32.max) - (closure.count + 2) {
                    reportFindings(found, along: paths, of: target, subject: subject, to: report)
                    (paths, found) = ([], [])
                }
                // Walked by the member's position: a node's id would be looked up in the closure's table.
                let start = paths.count
                closure.appendPath(toMemberAt: position, to: &paths)
                let firstEdge = closure.firstEdge(towardMemberAt: position)
                let cause = causes.cause(along: paths[start...], firstEdge: firstEdge, graph: graph) { node in
                    allows?(target, node) ?? !inLayer.contains(node)
                }
                found.append(
                    ReachabilityFinding(
                        firstEdge: firstEdge, predicate: predicate, path: start..<paths.count, cause: cause))
            }
            reportFindings(found, along: paths, of: target, subject: subject, to: report)
        }
    }

    /// Reports the findings `found` of the clip `target`, whose paths are in `paths`: one message
    /// per run of findings that say the same predicate, byte for byte, holds the paths.
    private func reportFindings(
        _ found: [ReachabilityFinding], along paths: [Int32], of target: Int, subject: String,
        to report: (Finding) -> Void
    ) {
        var shared: ReachabilityMessage?
        for finding in found {
            let message: ReachabilityMessage
            if let shared, shared.predicate.spellsSame(as: finding.predicate) {
                message = shared
            } else {
                message = ReachabilityMessage(
                    subject: subject, predicate: finding.predicate, names: graph.targetNames, paths: paths)
                shared = message
            }
            report(
                Finding(
                    target: graph.targetNames[target], text: FindingText(message, path: finding.path),
                    location: graph.location(of: finding.firstEdge), sharedCause: finding.cause))
        }
    }

    /// "app clip 'ShopClip'", how messages name a target.
    public func describe(_ target: Int) -> String {
        "\(graph.targets[target].type.displayName) '\(graph.targetNames[target])'"
    }
}

/// A reachability finding of one clip before its message is made: the clip's edge its path starts
/// with, whose dependency entry is where the finding stands, what the clip does wrong by reaching
/// the module, where its path is among the clip's paths, and its cause. A struct, not a tuple: an
/// array of tuples copies its elements through the runtime's generic value witnesses.
private struct ReachabilityFinding {
    var firstEdge: Edge
    var predicate: ReachabilityPredicate
    var path: Range<Int>
    var cause: SharedCausingEdge?
}

/// Every rule, in the order the catalogue lists them.
public let allRules: [any Rule.Type] = [
    NoFeatureInExtension.self,
    AllowedCoreModules.self,
    AppGroupConsistency.self,
    AppGroupConstant.self,
    SizeBuildSettings.self,
    SizeBudget.self,
    ClosureChanged.self,
    BundleIDPrefix.self,
    ClipUnavailableSDK.self,
    ClipHost.self,
    ShareActivationRule.self,
    LayerDirection.self,
    UnknownDependency.self,
    DependencyCycle.self,
    ImplicitDependency.self,
    UnusedDependency.self,
    ExtensionUnsafeAPI.self,
    ManifestWarning.self,
]
