import ManifestParser

/// An App Clip's estimated size: its own `size` plus that of every module in its link closure and of
/// every external `package:` or `framework:` entry those declare (each name counted once).
public struct ClipSizeEstimate: Sendable, Hashable {
    /// A module or package that adds to the estimate.
    public struct Contributor: Sendable, Hashable {
        /// The module or package.
        public var name: String
        /// Its size.
        public var size: ByteCount
    }

    /// The sum of the known sizes, saturating at ``ByteCount/max``.
    public private(set) var total = ByteCount(bytes: 0)
    /// Everything with a size, largest first, ties by name.
    public private(set) var contributors: [Contributor] = []
    /// "Clip (itself)" when the clip has no size, then the modules and packages with none, by name.
    public private(set) var unsized: [String] = []

    /// Estimates a clip's size from its closure.
    /// - Complexity: O(m + d + k log k) for m modules in the closure, d of their dependency entries and
    ///   k contributors.
    public init(clip: Int, graph: ProjectGraph) {
        let targets = graph.targets
        let closure = graph.closure(of: clip)
        if targets[clip].size == nil { unsized.append("\(targets[clip].name) (itself)") }
        var unsizedModules: [String] = []
        var packages: Set<String> = []
        for node in CollectionOfOne(clip) + closure.members {
            if let size = targets[node].size?.value {
                contributors.append(Contributor(name: targets[node].name, size: size))
            } else if node != clip {
                unsizedModules.append(targets[node].name)
            }
            let dependencies = targets[node].dependencies
            for index in dependencies.indices
            where dependencies[index].kind == .package || dependencies[index].kind == .framework {
                let name = dependencies[index].name
                guard graph.id(of: name) == nil, packages.insert(name).inserted else { continue }
                if let size = dependencies[index].size?.value {
                    contributors.append(Contributor(name: name, size: size))
                } else {
                    unsizedModules.append(name)
                }
            }
        }
        total = contributors.reduce(ByteCount(bytes: 0)) { $0 + $1.size }
        contributors.sort { $0.size != $1.size ? $0.size > $1.size : $0.name < $1.name }
        unsized += unsizedModules.sorted()
    }
}
