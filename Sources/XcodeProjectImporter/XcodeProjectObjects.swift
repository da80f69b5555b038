import PropertyList

/// The `objects` of a project file, looked up by id, and what the settings reader asks of them: the
/// `PBXProject`, and a configuration list's configurations by name.
///
/// A class, shared by the readers that hold it: as a struct, each look-up from a mutating method
/// copied the list's arrays out, a retain and a release of each.
final class XcodeProjectObjects: Sendable {
    /// One configuration of an `XCConfigurationList`: its name and its `XCBuildConfiguration`.
    struct Configuration: Sendable, Hashable {
        /// The name, such as `Release`.
        var name: String
        /// The `XCBuildConfiguration` object.
        var node: PropertyList.NodeID
    }

    /// The property list of the project file.
    let list: PropertyList
    /// The `objects` dictionary; nil when the file has none.
    let objects: PropertyList.NodeID?
    /// The `PBXProject` object that `rootObject` names; nil when it names none.
    let project: PropertyList.NodeID?
    /// Where the entries of `objects` lie in the list's ``PropertyList/entries``.
    let objectEntries: Range<Int>
    /// Each object's offset among the entries of `objects`, by id; nil for a dictionary too small
    /// to have an index, which is scanned.
    private let objectOffsets: [String: Int]?

    /// Looks up the objects and the project of `list`.
    init(_ list: PropertyList) {
        self.list = list
        let objects = list.value(forKey: "objects", in: list.root)
        self.objects = objects
        if let objects, case .dictionary(let range) = list[objects].value {
            objectEntries = range
            objectOffsets = list.keyOffsets[objects]
        } else {
            objectEntries = 0..<0
            objectOffsets = nil
        }
        project = list.value(forKey: "rootObject", in: list.root).flatMap(list.string).flatMap { id in
            objects.flatMap { list.value(forKey: id, in: $0) }
        }
    }

    /// The number of objects.
    var objectCount: Int { objectEntries.count }

    /// The offset of the object of id `id` among the entries of `objects`.
    /// - Complexity: O(1) for all but the smallest projects: `objects` has a hash index.
    func offset(of id: String) -> Int? {
        if let objectOffsets { return objectOffsets[id] }
        return list.entries[objectEntries].firstIndex { $0.key == id }.map { $0 - objectEntries.lowerBound }
    }

    /// The object at `offset` among the entries of `objects`, and its id.
    func entry(atOffset offset: Int) -> PropertyListEntry {
        list.entries[objectEntries.lowerBound + offset]
    }

    /// The object of id `id`.
    /// - Complexity: as ``offset(of:)``.
    func object(_ id: String) -> PropertyList.NodeID? {
        offset(of: id).map { entry(atOffset: $0).value }
    }

    /// The string of `key` in the dictionary `node`.
    func string(_ key: String, in node: PropertyList.NodeID) -> String? {
        list.value(forKey: key, in: node).flatMap(list.string)
    }

    /// The object that the string of `key` in `node` names.
    func object(named key: String, in node: PropertyList.NodeID) -> PropertyList.NodeID? {
        string(key, in: node).flatMap(object)
    }

    /// The configurations of the `buildConfigurationList` of `owner` (a target or the project), in
    /// the order listed, and the list's `defaultConfigurationName`. Objects that are not
    /// dictionaries with a name are skipped.
    func configurations(of owner: PropertyList.NodeID) -> (configurations: [Configuration], defaultName: String?) {
        guard let configurationList = object(named: "buildConfigurationList", in: owner) else { return ([], nil) }
        let defaultName = string("defaultConfigurationName", in: configurationList)
        guard let items = list.value(forKey: "buildConfigurations", in: configurationList) else {
            return ([], defaultName)
        }
        var configurations: [Configuration] = []
        for item in list.items(of: items) {
            guard let node = list.string(item).flatMap(object), let name = string("name", in: node) else { continue }
            configurations.append(Configuration(name: name, node: node))
        }
        return (configurations, defaultName)
    }
}
