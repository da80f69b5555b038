import GraphModel
import ProjectModel
import SourceText

/// The target graph of a manifest: targets as dense ids, link, embed and build edges, layers, hosts,
/// and the link closures the rules ask for, searched when asked.
///
/// Every declared target is a node, and so is everything else a dependency entry names: a package
/// product (`package:`), an SDK (`sdk:`), or an external (another project's target, a prebuilt
/// framework, a Carthage framework or a bundle), one node per type and name, after the declared
/// targets. A `package:` or `framework:` entry that names a declared target links that target.
///
/// An app's (or a watch app's) dependency on an App Clip or app extension embeds it, as does an app's
/// on a watch app; an entry with XcodeGen's `link: false` is a build dependency; every other
/// dependency links. A link closure never passes through an app, clip, extension, test bundle or tool.
public struct ProjectGraph: Sendable {
    /// The manifest the graph is built from.
    public let manifest: Manifest
    /// Every node's declaration, by id: the manifest's targets (ids `0..<declaredCount`), then one per
    /// package product, SDK and external, of type ``ProductType/package``, ``ProductType/sdk`` or
    /// ``ProductType/external``, located at the first entry that names it and sized by the first
    /// entry that gives a size.
    public let targets: [TargetDeclaration]
    /// How many targets the manifest declares: the ids below it are targets, the others external nodes.
    public let declaredCount: Int
    /// The edges; each edge's `declaration` is the index of its entry in the source's `dependencies`.
    public let targetGraph: TargetGraph
    /// Each node's layer; nil for products, unmatched modules and external nodes other than the
    /// products of local packages, which the layer patterns place as they place targets.
    public let layers: [String?]
    /// For each node, the apps that embed it.
    public let hosts: [[Int]]
    /// Dependency entries naming no target: the target's id and the entry's index.
    public let unknownDependencies: [(target: Int, dependency: Int)]
    /// Products, which link closures do not enter.
    public let products: NodeSet
    /// The ids of the App Clips and app extensions, in declaration order: the targets most rules
    /// check, found once rather than by every rule reading every declaration.
    public let clipsAndExtensions: [Int]
    /// The XcodeGen target template of each dependency entry that comes from one, by its location.
    public let templates: [SourceLocation: String]
    /// Each node's name, by id.
    public let targetNames: [String]
    /// Each node's name as output shows it: as the spec writes it, where `${NAME}` put a value in
    /// (see ``Manifest/redaction``); otherwise the same array as ``targetNames``.
    public let displayNames: [String]
    private let ids: NameTable

    /// What tells external nodes apart: their type and name.
    private struct ExternalKey: Hashable {
        var type: ProductType
        var name: String
    }

    /// Builds the graph.
    /// - Complexity: O(targets + dependencies).
    public init(manifest: Manifest) {
        self.init(manifest: manifest, reachableFrom: nil)
    }

    /// Builds the part of the graph that the targets named `roots` reach: every node, but only the
    /// edges out of the targets reached, and so only their hosts, unknown dependencies and
    /// templates. What a tree or a why-path of those roots shows is the same as in the whole graph,
    /// found without resolving every dependency entry of the manifest.
    /// - Complexity: O(targets + entries that name no target + the reached targets' dependencies).
    public init(manifest: Manifest, reachableFrom roots: [String]) {
        self.init(manifest: manifest, reachableFrom: Optional(roots))
    }

    /// Builds the graph, all of it or what the targets named `roots` reach.
    private init(manifest: Manifest, reachableFrom roots: [String]?) {
        self.manifest = manifest
        let declared = manifest.targets
        // The loader's table when it has one: the same names, the same first ids.
        var ids: NameTable
        if let loaded = manifest.targetIDs {
            ids = loaded
        } else {
            ids = NameTable(capacity: declared.count)
            // Loops index the targets: binding each one would copy all its fields.
            for id in declared.indices { ids.insertIfAbsent(declared[id].name, id: id) }
        }
        var edges: [Edge] = []
        // One edge per dependency entry at most: sized once rather than doubled as it grows.
        edges.reserveCapacity(declared.indices.reduce(0) { $0 + declared[$1].dependencies.count })
        var hosts = [[Int]](repeating: [], count: declared.count)
        var unknown: [(Int, Int)] = []
        var templates: [SourceLocation: String] = [:]
        var externalIDs: [ExternalKey: Int] = [:]
        var externals: [TargetDeclaration] = []
        var localPackages: [Bool] = []
        /// The id of the external node `dependency` names, made when it is the first to name it.
        func externalNode(_ dependency: DependencyDeclaration) -> Int {
            let type: ProductType =
                switch dependency.kind {
                case .package: .package
                case .sdk: .sdk
                case .target, .framework, .project: .external
                }
            let key = ExternalKey(type: type, name: dependency.name)
            if let id = externalIDs[key] {
                let slot = id - declared.count
                if externals[slot].size == nil { externals[slot].size = dependency.size }
                if dependency.isLocalPackage { localPackages[slot] = true }
                return id
            }
            let id = declared.count + externals.count
            externalIDs[key] = id
            var node = TargetDeclaration(name: dependency.name, location: dependency.location, type: type)
            node.size = dependency.size
            externals.append(node)
            localPackages.append(dependency.isLocalPackage)
            return id
        }
        /// The node an entry of a kind other than `target` names: a declared target that a
        /// `package:` or `framework:` entry names, else its external node.
        func nodeNamedOtherwise(_ dependency: DependencyDeclaration) -> Int {
            switch dependency.kind {
            case .package, .framework: ids[dependency.name] ?? externalNode(dependency)
            case .target, .sdk, .project: externalNode(dependency)
            }
        }
        // The targets whose edges are resolved: every one, or those the roots reach, taken as they
        // are found. With roots, the entries that name no target make their nodes first, in the
        // order all entries name them, so that each node is numbered, sized and placed as in the
        // whole graph.
        var reached: NodeSet?
        var pending: [Int] = []
        if let roots {
            var found = NodeSet(capacity: declared.count)
            for root in roots {
                if let id = ids[root], id < declared.count, found.insert(id) { pending.append(id) }
            }
            reached = found
            for source in declared.indices {
                let dependencies = declared[source].dependencies
                for index in dependencies.indices where dependencies[index].kind != .target {
                    _ = nodeNamedOtherwise(dependencies[index])
                }
            }
        }
        var nextSource = 0
        while true {
            let source: Int
            if reached != nil {
                guard let next = pending.popLast() else { break }
                source = next
            } else {
                guard nextSource < declared.count else { break }
                source = nextSource
                nextSource += 1
            }
            let sourceType = declared[source].type
            let dependencies = declared[source].dependencies
            // Indexed: binding each entry would copy all its fields.
            for index in dependencies.indices {
                if let template = dependencies[index].template { templates[dependencies[index].location] = template }
                let destination: Int
                switch dependencies[index].kind {
                case .target:
                    guard let id = ids[dependencies[index].name] else {
                        unknown.append((source, index))
                        continue
                    }
                    destination = id
                case .package, .framework, .sdk, .project:
                    destination = nodeNamedOtherwise(dependencies[index])
                }
                // Apps embed their clips, extensions and watch apps; watch apps embed their
                // WatchKit extensions.
                let embeds =
                    (sourceType == .app || sourceType == .watchApp) && destination < declared.count
                    && (declared[destination].type.isClipOrExtension
                        || (sourceType == .app && declared[destination].type == .watchApp))
                // A host is listed once, however many of its entries name the target: a source's
                // entries are read together, so a repeat follows its first.
                if embeds && hosts[destination].last != source { hosts[destination].append(source) }
                let kind: EdgeKind = embeds ? .embed : dependencies[index].links ? .link : .build
                edges.append(Edge(source: source, destination: destination, kind: kind, declaration: index))
                if destination < declared.count, reached?.insert(destination) == true { pending.append(destination) }
            }
        }
        let nodeCount = declared.count + externals.count
        for (slot, node) in externals.enumerated() { ids.insertIfAbsent(node.name, id: declared.count + slot) }
        var products = NodeSet(capacity: nodeCount)
        var clipsAndExtensions: [Int] = []
        for id in declared.indices where declared[id].type.isProduct {
            products.insert(id)
            if declared[id].type.isClipOrExtension { clipsAndExtensions.append(id) }
        }
        var layers: [String?] = declared.indices.map { id in
            if declared[id].type.isProduct { return nil }
            return declared[id].layer?.value ?? manifest.layers.layer(matching: declared[id].name)
        }
        var names = declared.indices.map { declared[$0].name }
        if !externals.isEmpty {
            hosts += repeatElement([], count: externals.count)
            layers += externals.indices.map {
                localPackages[$0] ? manifest.layers.layer(matching: externals[$0].name) : nil
            }
            names += externals.map(\.name)
        }
        self.targets = externals.isEmpty ? declared : declared + externals
        self.declaredCount = declared.count
        self.ids = ids
        self.targetNames = names
        self.displayNames = manifest.redaction.isEmpty ? names : names.map(manifest.redaction.redact)
        self.targetGraph = TargetGraph(nodeCount: nodeCount, edges: edges)
        self.hosts = hosts
        self.unknownDependencies = unknown
        self.products = products
        self.clipsAndExtensions = clipsAndExtensions
        self.templates = templates
        self.layers = layers
    }

    /// The ids of the declared targets.
    public var declaredIDs: Range<Int> { 0..<declaredCount }

    /// The names of the declared targets, by id.
    public var declaredNames: ArraySlice<String> { targetNames[..<declaredCount] }

    /// The id of the node called `name`: the first target of that name, else the first package
    /// product, SDK or external of that name in the order dependency entries name them.
    public func id(of name: String) -> Int? { ids[name] }

    /// The link closure of a target: every module, package product, SDK and external it links,
    /// directly or not, with shortest paths. Searched on each call, not kept: rules running on
    /// several threads search theirs at once, and keeping every clip's closure held 160 MB at
    /// 100,000 targets for no time saved.
    /// - Complexity: O(r + e + nodeCount / 64) for r nodes reached and e of their edges.
    public func closure(of target: Int) -> Reachability {
        targetGraph.reachability(from: target, following: .link, barriers: products)
    }

    /// The dependency entry that declares an edge.
    public func declaration(of edge: Edge) -> DependencyDeclaration {
        targets[edge.source].dependencies[edge.declaration]
    }

    /// Where the dependency entry that declares an edge starts: read in place, where
    /// `declaration(of:).location` copies the whole entry for one field, a finding at a time.
    public func location(of edge: Edge) -> SourceLocation {
        targets[edge.source].dependencies[edge.declaration].location
    }

    /// The names of the nodes on a path.
    public func names(_ path: [Int]) -> [String] {
        path.map { targetNames[$0] }
    }

    /// `text` from the manifest (a file, an extension point, a template's name) as output shows it:
    /// as the spec writes it, where `${NAME}` put a value in.
    public func display(_ text: String) -> String {
        manifest.redaction.redact(text)
    }
}
