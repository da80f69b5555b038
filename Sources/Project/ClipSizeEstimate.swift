import ProjectModel

/// An App Clip's estimated size: its own `size` plus that of every module, package product and
/// prebuilt or other project's external in its link closure, each node counted once (a package's or
/// framework's size is the first `size` an entry naming it gives). SDKs ship with the system and
/// count for nothing.
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
    /// - Complexity: O(m + k log k) for m nodes in the closure and k contributors.
    public init(clip: Int, graph: ProjectGraph) {
        let targets = graph.targets
        let closure = graph.closure(of: clip)
        if targets[clip].size == nil { unsized.append("\(targets[clip].name) (itself)") }
        var unsizedModules: [String] = []
        for node in CollectionOfOne(clip) + closure.members where targets[node].type != .sdk {
            if let size = targets[node].size?.value {
                contributors.append(Contributor(name: targets[node].name, size: size))
            } else if node != clip {
                unsizedModules.append(targets[node].name)
            }
        }
        total = contributors.reduce(ByteCount(bytes: 0)) { $0 + $1.size }
        contributors.sort { $0.size != $1.size ? $0.size > $1.size : $0.name < $1.name }
        unsized += unsizedModules.sorted()
    }
}
