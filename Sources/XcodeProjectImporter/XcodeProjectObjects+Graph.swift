import ProjectModel
import PropertyList

extension XcodeProjectObjects {
    /// Why `list` is no Xcode project, located in `file`; nil when it has an `objects` dictionary
    /// and a `rootObject` naming a `PBXProject` in it.
    func problem(file: String) -> InputProblem? {
        guard case .dictionary = list[list.root].value else {
            return InputProblem("the project file is not a dictionary, so it is no Xcode project", file: file)
        }
        guard let objects, case .dictionary = list[objects].value else {
            return InputProblem("the project file has no 'objects' dictionary, so it is no Xcode project", file: file)
        }
        guard let rootObject = list.value(forKey: "rootObject", in: list.root), let rootID = list.string(rootObject)
        else {
            return InputProblem("the project file has no 'rootObject'", file: file)
        }
        guard let project, case .dictionary = list[project].value else {
            return InputProblem(
                "'rootObject' names \(rootID), which is not an object of the file",
                at: SourceLocation(file: file, position: list.position(rootObject)))
        }
        return nil
    }

    /// The `isa` of an object.
    func isa(_ object: PropertyList.NodeID) -> String? {
        string("isa", in: object)
    }

    /// The items of the array under `key` in `object`, each an id with the node that holds it (for
    /// its position); items that are not strings are passed over.
    func ids(_ key: String, in object: PropertyList.NodeID) -> [(id: String, node: PropertyList.NodeID)] {
        guard let array = list.value(forKey: key, in: object) else { return [] }
        return list.items(of: array).compactMap { item in list.string(item).map { ($0, item) } }
    }

    /// The strings of the array under `key` in `object`; items that are not strings are passed over.
    func strings(_ key: String, in object: PropertyList.NodeID) -> [String] {
        guard let array = list.value(forKey: key, in: object) else { return [] }
        return list.items(of: array).compactMap { list.string($0) }
    }
}
