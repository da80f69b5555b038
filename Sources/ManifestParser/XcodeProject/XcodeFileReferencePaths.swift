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
    /// The path of every element resolved so far (nil for one that resolves to nothing), by id.
    private var resolved: [String: String?] = [:]

    /// Resolves references of `objects` against the project folder `sourceRoot`.
    init(objects: XcodeProjectObjects, sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
    }

    /// The path of the element with id `id`, joined to the project folder unless absolute; nil when
    /// it is no element or lies in a tree that is not the project's.
    /// - Complexity: O(d) in the depth of its group chain below the nearest group already resolved,
    ///   after an O(n) pass over the objects once; every element met is remembered.
    mutating func path(of id: String) -> String? {
        if let known = resolved[id] { return known }
        if parents == nil { parents = buildParents() }
        // Climb to the first element whose folder is known or whose tree is not `<group>`.
        var chain: [(id: String, path: String, tree: String)] = []
        var current = id
        var base: String?? = nil
        var visited: Set<String> = []
        while base == nil {
            guard chain.count < Self.maximumDepth, visited.insert(current).inserted, let node = objects.object(current)
            else {
                base = .some(nil)
                break
            }
            let tree = objects.string("sourceTree", in: node) ?? "<group>"
            chain.append((current, objects.string("path", in: node) ?? "", tree))
            switch tree {
            case "<group>":
                guard let parent = parents?[current] else {
                    base = sourceRoot
                    break
                }
                if let known = resolved[parent] { base = known } else { current = parent }
            case "SOURCE_ROOT": base = sourceRoot
            case "<absolute>": base = ""
            default: base = .some(nil)
            }
        }
        var folder = base ?? nil
        for element in chain.reversed() {
            if let above = folder {
                if element.path.hasPrefix("/") || element.tree == "<absolute>" {
                    folder = element.path.isEmpty ? nil : Path.normalize(element.path)
                } else if !element.path.isEmpty {
                    folder = Path.join(above, element.path)
                }
            }
            resolved[element.id] = .some(folder)
        }
        return folder
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
