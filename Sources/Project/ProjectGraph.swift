import GraphModel
import ManifestParser

/// The target graph of a manifest: targets as dense ids, link and embed edges, layers, hosts, and
/// the link closures the rules ask for.
///
/// An app's (or a watch app's) dependency on an App Clip or app extension embeds it; every other
/// dependency on a target links. A link closure never passes through an app, clip, extension, test bundle or tool.
public struct ProjectGraph: Sendable {
    /// The manifest the graph is built from.
    public let manifest: Manifest
    /// The edges; each edge's `declaration` is the index of its entry in the source's `dependencies`.
    public let targetGraph: TargetGraph
    /// Each target's layer; nil for products and unmatched modules.
    public let layers: [String?]
    /// For each target, the apps that embed it.
    public let hosts: [[Int]]
    /// Dependency entries naming no target: the target's id and the entry's index.
    public let unknownDependencies: [(target: Int, dependency: Int)]
    /// Products, which link closures do not enter.
    public let products: NodeSet
    /// The XcodeGen target template of each dependency entry that comes from one, by its location.
    public let templates: [SourceLocation: String]
    /// Each target's name, by id.
    public let targetNames: [String]
    /// Each target's name as output shows it: as the spec writes it, where `${NAME}` put a value in
    /// (see ``Manifest/redaction``); otherwise the same array as ``targetNames``.
    public let displayNames: [String]
    private let ids: [String: Int]
    /// Link closures of the targets that rules check: clips, extensions and App Group declarers.
    private let closures: [Int: Reachability]

    /// Builds the graph.
    /// - Parameter cachingClosures: compute the link closures rules ask for up front; commands that
    ///   only walk the graph leave them out.
    /// - Complexity: O(targets + dependencies), plus, when caching, one breadth-first search per App
    ///   Clip, app extension or App Group declarer over its own closure.
    public init(manifest: Manifest, cachingClosures: Bool = true) {
        self.manifest = manifest
        let targets = manifest.targets
        var ids: [String: Int] = [:]
        ids.reserveCapacity(targets.count)
        for (id, target) in targets.enumerated() where ids[target.name] == nil { ids[target.name] = id }
        var edges: [Edge] = []
        var hosts = [[Int]](repeating: [], count: targets.count)
        var unknown: [(Int, Int)] = []
        var products = NodeSet(capacity: targets.count)
        var templates: [SourceLocation: String] = [:]
        for (source, target) in targets.enumerated() {
            if target.type.isProduct { products.insert(source) }
            for (index, dependency) in target.dependencies.enumerated() {
                if let template = dependency.template { templates[dependency.location] = template }
                guard dependency.kind == .target || dependency.kind == .package || dependency.kind == .framework else {
                    continue
                }
                guard let destination = ids[dependency.name] else {
                    if dependency.kind == .target { unknown.append((source, index)) }
                    continue
                }
                // Apps embed their clips and extensions; watch apps embed their WatchKit extensions.
                let embeds =
                    (target.type == .app || target.type == .watchApp) && targets[destination].type.isClipOrExtension
                if embeds { hosts[destination].append(source) }
                edges.append(
                    Edge(source: source, destination: destination, kind: embeds ? .embed : .link, declaration: index))
            }
        }
        self.ids = ids
        self.targetNames = targets.map(\.name)
        self.displayNames =
            manifest.redaction.isEmpty ? self.targetNames : self.targetNames.map(manifest.redaction.redact)
        self.targetGraph = TargetGraph(nodeCount: targets.count, edges: edges)
        self.hosts = hosts
        self.unknownDependencies = unknown
        self.products = products
        self.templates = templates
        self.layers = targets.map { target in
            if target.type.isProduct { return nil }
            return target.layer?.value ?? manifest.layers.layer(matching: target.name)
        }
        var search = ReachabilitySearch(graph: targetGraph)
        var closures: [Int: Reachability] = [:]
        for (id, target) in targets.enumerated()
        where cachingClosures && (target.type.isClipOrExtension || !target.appGroups.isEmpty) {
            closures[id] = search.reachability(from: id, following: .link, barriers: products)
        }
        self.closures = closures
    }

    /// The declarations, by id.
    public var targets: [TargetDeclaration] { manifest.targets }

    /// The id of the target called `name`.
    public func id(of name: String) -> Int? { ids[name] }

    /// The link closure of a target: every module it links, directly or not, with shortest paths.
    public func closure(of target: Int) -> Reachability {
        closures[target] ?? targetGraph.reachability(from: target, following: .link, barriers: products)
    }

    /// The dependency entry that declares an edge.
    public func declaration(of edge: Edge) -> DependencyDeclaration {
        targets[edge.source].dependencies[edge.declaration]
    }

    /// The names of the targets on a path.
    public func names(_ path: [Int]) -> [String] {
        path.map { targetNames[$0] }
    }

    /// `text` from the manifest (a file, an extension point, a template's name) as output shows it:
    /// as the spec writes it, where `${NAME}` put a value in.
    public func display(_ text: String) -> String {
        manifest.redaction.redact(text)
    }
}
