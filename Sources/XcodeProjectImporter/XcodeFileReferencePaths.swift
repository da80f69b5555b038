import FileAccess

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

    /// What is known of an element's path.
    private enum Resolution: Sendable {
        case unknown
        /// It lies in a tree that is not the project's, or its chain of groups is broken.
        case none
        case path(String)
    }

    let objects: XcodeProjectObjects
    /// The project folder, `$(SRCROOT)`.
    let sourceRoot: String
    /// Each element's enclosing group, by offset among the objects (-1 for none); built on the
    /// first look-up.
    private var parents: [Int] = []
    /// What is known of each element's path, by offset among the objects.
    private var resolved: [Resolution] = []

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
        guard let offset = objects.offset(of: id) else { return nil }
        if resolved.isEmpty { buildParents() }
        if case .path(let known) = resolved[offset] { return known }
        if case .none = resolved[offset] { return nil }
        // Climb to the first element whose folder is known or whose tree is not `<group>`.
        var chain: [(offset: Int, path: String, tree: String)] = []
        var current = offset
        var base: String?? = nil
        while base == nil {
            guard chain.count < Self.maximumDepth else {
                base = .some(nil)
                break
            }
            let node = objects.entry(atOffset: current).value
            let tree = objects.string("sourceTree", in: node) ?? "<group>"
            chain.append((current, objects.string("path", in: node) ?? "", tree))
            switch tree {
            case "<group>":
                let parent = parents[current]
                guard parent >= 0 else {
                    base = sourceRoot
                    break
                }
                switch resolved[parent] {
                case .path(let known): base = known
                case .none: base = .some(nil)
                case .unknown: current = parent
                }
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
            resolved[element.offset] = folder.map(Resolution.path) ?? .none
        }
        return folder
    }

    /// Records each element's enclosing group as Xcode's tree has it: walking down from the main
    /// group, an element is under the first group found to list it. A group listed again below
    /// itself (by itself, or by a group it holds) keeps its first place, so a loop in a project
    /// file ends there and the files under the group are still found. Groups outside the main
    /// group's tree (none in a project Xcode wrote) then enclose what they list that has no place.
    private mutating func buildParents() {
        let count = objects.objectCount
        parents = Array(repeating: -1, count: count)
        resolved = Array(repeating: .unknown, count: count)
        var placed = [Bool](repeating: false, count: count)
        var queue: [Int] = []
        if let project = objects.project,
            let main = objects.string("mainGroup", in: project).flatMap(objects.offset(of:))
        {
            placed[main] = true
            queue.append(main)
        }
        var next = 0
        while next < queue.count {
            let group = queue[next]
            next += 1
            for child in children(of: group) where !placed[child] {
                placed[child] = true
                parents[child] = group
                queue.append(child)
            }
        }
        for group in 0..<count where !placed[group] {
            for child in children(of: group) where !placed[child] && child != group && parents[child] < 0 {
                parents[child] = group
            }
        }
    }

    /// The offsets of the elements the group at `offset` lists in `children`; none when it is no
    /// group. Only groups have children, and `isa` comes first, so the rest of a file or build
    /// file's keys are not looked through.
    private func children(of offset: Int) -> [Int] {
        let object = objects.entry(atOffset: offset).value
        guard objects.string("isa", in: object)?.hasSuffix("Group") == true,
            let children = objects.list.value(forKey: "children", in: object)
        else { return [] }
        return objects.list.items(of: children).compactMap { objects.list.string($0).flatMap(objects.offset(of:)) }
    }
}
