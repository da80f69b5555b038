import FileAccess
import GraphModel
import Project

extension ImportAnalysis {
    /// A module a target's code imports without declaring it.
    public struct ImplicitImport: Sendable {
        /// The import.
        public let module: ModuleImport
        /// The nodes of the graph the module is.
        public let nodes: [Int]
        /// The shortest path by which the target links it anyway, by name; nil when it does not.
        public let path: [String]?
    }

    /// The modules of the graph that `target`'s code imports and it does not declare, in the order
    /// first imported; none for a target some of whose dependency entries the importer left out.
    public func implicitImports(of target: Int, in graph: ProjectGraph) -> [ImplicitImport] {
        // What a target imports is judged only against all its dependencies.
        guard let imports = importsOfTarget[target], !graph.targets[target].dependenciesPartlyRead else { return [] }
        let declared = declaredModules(of: target, in: graph)
        var closure: Reachability?
        var found: [ImplicitImport] = []
        for module in imports where !declared.contains(module.module) {
            let nodes = nodes(named: module.module).filter { graph.targets[$0].type != .sdk && $0 != target }
            guard !nodes.isEmpty else { continue }
            let reachability = closure ?? graph.closure(of: target)
            closure = reachability
            let path = nodes.lazy.compactMap { reachability.path(to: $0) }.first.map(graph.names)
            found.append(ImplicitImport(module: module, nodes: nodes, path: path))
        }
        return found
    }
}

extension ImportAnalysis {
    /// What the code of `targets` (every declared target's when nil) imports, read inside the
    /// manifest's project root as a lint reads it; nil when none of them names its sources.
    public static func reading(
        _ graph: ProjectGraph, fileSystem: any FileSystem, targets: [Int]? = nil
    ) -> ImportAnalysis? {
        let targets = targets ?? Array(graph.declaredIDs)
        guard targets.contains(where: { !graph.targets[$0].sources.isEmpty }) else { return nil }
        let confined = graph.manifest.root.map { ConfinedFileSystem(fileSystem, root: $0) } ?? fileSystem
        return ImportAnalysis(graph: graph, index: SourceIndex(graph: graph, fileSystem: confined, targets: targets))
    }
}
