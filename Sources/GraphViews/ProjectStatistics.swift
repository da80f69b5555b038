import GraphModel
import Project
import ProjectModel
import TextOutput

/// The numbers an architect reviews: targets by type and layer, package products, SDKs and externals
/// by type, the products with the largest link closures, the deepest dependency chains, the modules
/// (and package products, SDKs and externals) most depended on, and each App Clip's estimated size
/// against its limit. Every count of targets counts declared targets only.
public struct ProjectStatistics {
    /// How many entries each ranking shows.
    public static let rankingLength = 10

    private let graph: ProjectGraph
    /// The size limit each App Clip is measured against.
    private let clipLimit: (TargetDeclaration) -> ClipSizeLimit

    /// Prepares statistics over `graph`.
    /// - Parameter clipLimit: the limit an App Clip's estimate is shown against; by default Apple's
    ///   for the clip's deployment target (the `size-budget` rule may configure another).
    public init(
        graph: ProjectGraph, clipLimit: @escaping (TargetDeclaration) -> ClipSizeLimit = { ClipSizeLimit(for: $0) }
    ) {
        self.graph = graph
        self.clipLimit = clipLimit
    }

    /// Every section as text.
    /// - Complexity: O(targets + edges) plus one closure search per product and one reverse search
    ///   per ranked module.
    public func render() -> String {
        [counts(), largestClosures(), deepestChains(), mostDependedOn(), clipSizes()].joined(separator: "\n")
    }

    private func counts() -> String {
        var byType: [ProductType: Int] = [:]
        var byLayer: [String: Int] = [:]
        for (id, target) in graph.targets.enumerated() {
            byType[target.type, default: 0] += 1
            if id < graph.declaredCount { byLayer[graph.layers[id] ?? "(none)", default: 0] += 1 }
        }
        var types = TextTable(headers: ["type", "targets"], rightAligned: [1])
        types.rows = ProductType.declarable.compactMap { type in byType[type].map { [type.rawValue, "\($0)"] } }
        var externals = TextTable(headers: ["external", "nodes"], rightAligned: [1])
        externals.rows = [ProductType.package, .sdk, .external].compactMap { type in
            byType[type].map { [type.rawValue, "\($0)"] }
        }
        var layers = TextTable(headers: ["layer", "targets"], rightAligned: [1])
        let order = graph.manifest.layers.order.map(\.value)
        layers.rows = (order + byLayer.keys.filter { !order.contains($0) }.sorted()).compactMap { layer in
            byLayer[layer].map { [layer, "\($0)"] }
        }
        let externalCount = graph.targets.count - graph.declaredCount
        let externalNodes = externalCount == 0 ? "" : ", \(externalCount) external node\(externalCount == 1 ? "" : "s")"
        return "\(graph.declaredCount) targets\(externalNodes)\n\n"
            + types.render() + (externals.rows.isEmpty ? "" : "\n" + externals.render()) + "\n" + layers.render()
    }

    /// The products ranked by the declared modules their closures hold; the package products, SDKs
    /// and externals they link are counted beside them.
    private func largestClosures() -> String {
        let products = graph.declaredIDs.filter { graph.targets[$0].type.isProduct }
        let sizes = products.map { product -> (id: Int, modules: Int, externals: Int) in
            let members = graph.closure(of: product).members
            let modules = members.count { $0 < graph.declaredCount }
            return (product, modules, members.count - modules)
        }
        .sorted { $0.modules != $1.modules ? $0.modules > $1.modules : $0.id < $1.id }.prefix(Self.rankingLength)
        var table = TextTable(
            headers: ["product", "type", "modules linked", "externals linked"], rightAligned: [2, 3])
        table.rows = sizes.map {
            [graph.displayNames[$0.id], graph.targets[$0.id].type.displayName, "\($0.modules)", "\($0.externals)"]
        }
        return "Largest link closures\n\n"
            + (sizes.isEmpty ? "  no apps, clips, extensions, tests or tools\n" : table.render())
    }

    /// Chains of declared targets: a package product, SDK or external at the end of every chain
    /// that links one would say little.
    private func deepestChains() -> String {
        let declaredEdges = graph.targetGraph.allEdges.filter { $0.destination < graph.declaredCount }
        let (length, next) = TargetGraph(nodeCount: graph.declaredCount, edges: declaredEdges)
            .longestChains(following: .link)
        var shown = NodeSet(capacity: graph.declaredCount)
        var table = TextTable(headers: ["targets", "chain"], rightAligned: [0])
        // Longest first; a chain that runs inside one already shown is left out.
        for start in graph.declaredIDs.sorted(by: { length[$0] != length[$1] ? length[$0] > length[$1] : $0 < $1 }) {
            guard table.rows.count < Self.rankingLength, length[start] > 1 else { break }
            guard !shown.contains(start) else { continue }
            var chain = [start]
            while let last = chain.last, next[last] >= 0 { chain.append(next[last]) }
            for node in chain { _ = shown.insert(node) }
            table.rows.append(["\(length[start])", chain.map { graph.displayNames[$0] }.joined(separator: " → ")])
        }
        return "Deepest link chains\n\n" + (table.rows.isEmpty ? "  no target links another\n" : table.render())
    }

    private func mostDependedOn() -> String {
        var dependents = [Int](repeating: 0, count: graph.targets.count)
        for edge in graph.targetGraph.allEdges where edge.kind == .link { dependents[edge.destination] += 1 }
        let ranked = graph.targets.indices.filter { dependents[$0] > 0 }
            .sorted { dependents[$0] != dependents[$1] ? dependents[$0] > dependents[$1] : $0 < $1 }
            .prefix(Self.rankingLength)
        let reversed = graph.targetGraph.reversed()
        var table = TextTable(
            headers: ["module", "layer", "direct dependents", "all dependents"], rightAligned: [2, 3])
        table.rows = ranked.map { module in
            let all = reversed.reachability(from: module, following: .link).count
            let name =
                graph.targets[module].type.isExternal
                ? "\(graph.displayNames[module]) (\(graph.targets[module].type.displayName))"
                : graph.displayNames[module]
            return [name, graph.layers[module] ?? "", "\(dependents[module])", "\(all)"]
        }
        return "Most depended on\n\n" + (table.rows.isEmpty ? "  no target links another\n" : table.render())
    }

    private func clipSizes() -> String {
        var table = TextTable(
            headers: ["app clip", "estimate", "limit", "used", "unsized"], rightAligned: [1, 2, 3, 4])
        var reasons: [String] = []
        for id in graph.declaredIDs where graph.targets[id].type == .appClip {
            let clip = graph.targets[id]
            let estimate = ClipSizeEstimate(clip: id, graph: graph)
            let limit = clipLimit(clip)
            let used = Self.percent(estimate.total, of: limit.size)
            table.rows.append([
                graph.displayNames[id], estimate.contributors.isEmpty ? "unknown" : "\(estimate.total)",
                "\(limit.size)",
                estimate.contributors.isEmpty ? "" : "\(used)%", "\(estimate.unsized.count)",
            ])
            reasons.append(
                "  \(ControlCharacters.escaping("\(graph.displayNames[id]): \(graph.display(limit.reason))"))\n")
        }
        guard !table.rows.isEmpty else { return "App Clips\n\n  none\n" }
        return "App Clips\n\n" + table.render() + "\n" + reasons.joined()
    }

    /// `part` as a share of `whole`, in whole percent; 0 for an empty `whole`. Clamped to ±10¹⁵, so
    /// that no pair of sizes makes the conversion to `Int` trap.
    static func percent(_ part: ByteCount, of whole: ByteCount) -> Int {
        guard whole.bytes > 0 else { return 0 }
        let percent = (Double(part.bytes) / Double(whole.bytes) * 100).rounded()
        return Int(Swift.max(-1e15, Swift.min(1e15, percent)))
    }
}
