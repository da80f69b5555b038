@testable import FileAccess
@testable import ProjectModel
@testable import PropertyList
@testable import XcodeProjectImporter

/// A `project.pbxproj` holding `objects` (OpenStep entries, one a line) besides a project `P`
/// whose configuration list is `PL`, main group `G0`, and whose root object is `P`.
func pbxproj(_ objects: String) -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; };
    \(objects)
    \t};
    \trootObject = P;
    }

    """
}

/// What reading the targets named by `targets` (object ids) of `App.xcodeproj/project.pbxproj` in
/// `files` gives, in order, with one reader; the target's name is its id, its type `type`.
func readXcodeTargets(
    _ files: [String: String], targets: [String], confined: Bool = false, type: ProductType = .appExtension
) throws -> [XcodeTargetSettings] {
    let projectFile = "App.xcodeproj/project.pbxproj"
    let memory = InMemoryFileSystem(files)
    let fileSystem: any FileSystem =
        confined ? ConfinedFileSystem(memory, root: ProjectRoot(realPath: InMemoryFileSystem.workingDirectory)) : memory
    let list = try PropertyListParser().parse(try memory.contents(of: projectFile))
    var reader = XcodeSettingsReader(fileSystem: fileSystem, project: list, projectFile: projectFile, sourceRoot: ".")
    return targets.map { id in
        let node = reader.objects.object(id)!
        return reader.read(target: node, name: id, type: type)
    }
}

/// What reading the one target `T` gives.
func readXcodeTarget(_ files: [String: String], confined: Bool = false) throws -> XcodeTargetSettings {
    try readXcodeTargets(files, targets: ["T"], confined: confined)[0]
}

extension XcodeTargetSettings {
    /// `value @ file:line:column` of `key` in `configuration`, or nil.
    func describe(_ key: String, in configuration: String = "Release") -> String? {
        guard let (value, source) = settings.value(of: key, in: configuration) else { return nil }
        return "\(value.value) @ \(value.location) \(source)"
    }
}
