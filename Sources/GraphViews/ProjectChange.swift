import GraphModel
import Project
import ProjectModel
import Rules

/// What a change to a project does to each App Clip, app extension and watch app, the report a pull
/// request gets: the modules each links after the change and not before, with the path that brings
/// each in, and the reverse; its estimated size before and after; and the findings the change adds
/// and the ones it fixes.
public struct ProjectChange: Sendable {
    /// A node a product's closure gained or lost.
    public struct Module: Sendable, Hashable {
        /// What it is.
        public var type: ProductType
        /// Its name, as output shows it.
        public var name: String
        /// The shortest path from the product to it, as names, in the graph that has it.
        public var path: [String]
    }

    /// One product whose closure or size changed.
    public struct Product: Sendable, Hashable {
        /// Whether the product is new, gone, or there before and after.
        public enum Status: Sendable, Hashable {
            case added, removed, changed
        }

        /// What it is: an App Clip, app extension or watch app.
        public var type: ProductType
        /// Its name, as output shows it.
        public var name: String
        public var status: Status
        /// What it links now and did not, by name.
        public var added: [Module]
        /// What it linked and no longer does, by name.
        public var removed: [Module]
        /// Its estimated size before and after, where the manifest gives sizes.
        public var sizeBefore: ByteCount?
        public var sizeAfter: ByteCount?
    }

    /// The products that changed, by name.
    public var products: [Product]
    /// The findings after the change that were not there before, in report order.
    public var newFindings: [Diagnostic]
    /// The findings before the change that are gone after it, in report order.
    public var fixedFindings: [Diagnostic]

    /// Whether the change does nothing this report shows.
    public var isEmpty: Bool { products.isEmpty && newFindings.isEmpty && fixedFindings.isEmpty }

    /// Compares the project before a change with the project after it. Findings are matched as a
    /// baseline matches them (by rule and fingerprint, never by line), so that moved lines are no
    /// change.
    public init(before: ProjectGraph, after: ProjectGraph, beforeReport: LintReport, afterReport: LintReport) {
        let old = Self.products(of: before)
        let new = Self.products(of: after)
        var products: [Product] = []
        for entry in Set(old.keys).union(new.keys).sorted() {
            let oldID = old[entry]
            let newID = new[entry]
            // Each closure searched once: its nodes, then the paths to those that changed.
            let oldClosure = oldID.map(before.closure(of:))
            let newClosure = newID.map(after.closure(of:))
            let oldNodes = oldClosure.map { ClosureSnapshot.nodes(of: $0, in: before) } ?? [:]
            let newNodes = newClosure.map { ClosureSnapshot.nodes(of: $0, in: after) } ?? [:]
            let added = newNodes.keys.filter { oldNodes[$0] == nil }.sorted().compactMap { node in
                newClosure.map { Self.module(node, id: newNodes[node] ?? 0, in: $0, of: after) }
            }
            let removed = oldNodes.keys.filter { newNodes[$0] == nil }.sorted().compactMap { node in
                oldClosure.map { Self.module(node, id: oldNodes[node] ?? 0, in: $0, of: before) }
            }
            let sizeBefore = oldID.flatMap { Self.size(of: $0, in: before) }
            let sizeAfter = newID.flatMap { Self.size(of: $0, in: after) }
            guard oldID == nil || newID == nil || !added.isEmpty || !removed.isEmpty || sizeBefore != sizeAfter else {
                continue
            }
            products.append(
                Product(
                    type: entry.type, name: entry.name,
                    status: oldID == nil ? .added : newID == nil ? .removed : .changed, added: added, removed: removed,
                    sizeBefore: sizeBefore, sizeAfter: sizeAfter))
        }
        self.products = products
        newFindings = Baseline(recording: beforeReport).apply(to: afterReport).diagnostics
        fixedFindings = Baseline(recording: afterReport).apply(to: beforeReport).diagnostics
    }

    /// The products a closure snapshot records, by entry.
    private static func products(of graph: ProjectGraph) -> [ClosureSnapshot.Entry: Int] {
        var products: [ClosureSnapshot.Entry: Int] = [:]
        for id in ClosureSnapshot.products(of: graph) { products[ClosureSnapshot.entry(of: id, in: graph)] = id }
        return products
    }

    /// The node `id` of a product's `closure`, with its path from the product.
    private static func module(
        _ node: ClosureSnapshot.Entry, id: Int, in closure: Reachability, of graph: ProjectGraph
    ) -> Module {
        let path = closure.path(to: id) ?? [closure.root, id]
        return Module(type: node.type, name: graph.displayNames[id], path: path.map { graph.displayNames[$0] })
    }

    /// A product's estimated size; nil when no node of its closure, itself included, has one.
    private static func size(of product: Int, in graph: ProjectGraph) -> ByteCount? {
        let estimate = ClipSizeEstimate(clip: product, graph: graph)
        return estimate.contributors.isEmpty ? nil : estimate.total
    }
}
