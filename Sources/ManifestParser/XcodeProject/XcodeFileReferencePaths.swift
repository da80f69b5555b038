/// Where the files a project file refers to are on disk: a `PBXFileReference` (or a group) resolved
/// through its chain of enclosing groups, as Xcode resolves it.
///
/// Each element's `path` is relative to what its `sourceTree` says: `<group>` to the enclosing
/// group's folder (the main group's is the project folder), `SOURCE_ROOT` to the project folder,
/// `<absolute>` to nothing. Other trees (`SDKROOT`, `DEVELOPER_DIR`, `BUILT_PRODUCTS_DIR`) hold no
/// file of the project, so such references resolve to nothing. Which group encloses which element is
/// worked out once, on the first look-up.
struct XcodeFileReferencePaths: Sendable {
    /// Group chains longer than this resolve to nothing, as does a chain that loops.
    static let maximumDepth = 256

    let objects: XcodeProjectObjects
    /// The project folder, `$(SRCROOT)`.
    let sourceRoot: String
    /// Each element's enclosing group, by id; built on the first look-up.
    private var parents: [String: String]?

    /// Resolves references of `objects` against the project folder `sourceRoot`.
    init(objects: XcodeProjectObjects, sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
    }

    /// The path of the element with id `id`, joined to the project folder unless absolute; nil when
    /// it is no element or lies in a tree that is not the project's.
    /// - Complexity: O(d) in the depth of its group chain, after an O(n) pass over the objects once.
    mutating func path(of id: String) -> String? {
        let parents = self.parents ?? buildParents()
        var components: [String] = []
        var current = id
        var visited: Set<String> = []
        for _ in 0..<Self.maximumDepth {
            guard visited.insert(current).inserted, let node = objects.object(current) else { return nil }
            if let path = objects.string("path", in: node), !path.isEmpty { components.append(path) }
            let written = components.reversed().reduce("") { $0.isEmpty ? $1 : Path.join($0, $1) }
            if written.hasPrefix("/") { return Path.normalize(written) }
            switch objects.string("sourceTree", in: node) ?? "<group>" {
            case "<group>":
                guard let parent = parents[current] else { return Path.join(sourceRoot, written) }
                current = parent
            case "SOURCE_ROOT":
                return Path.join(sourceRoot, written)
            case "<absolute>":
                return written.isEmpty ? nil : Path.normalize(written)
            default:
                return nil
            }
        }
        return nil
    }

    /// Records, for every element a group lists in `children`, the group.
    private mutating func buildParents() -> [String: String] {
        var parents: [String: String] = [:]
        let list = objects.list
        if let objectsNode = objects.objects {
            for entry in list.entries(of: objectsNode) {
                guard let children = list.value(forKey: "children", in: entry.value) else { continue }
                for child in list.items(of: children) {
                    if let id = list.string(child) { parents[id] = entry.key }
                }
            }
        }
        self.parents = parents
        return parents
    }
}
