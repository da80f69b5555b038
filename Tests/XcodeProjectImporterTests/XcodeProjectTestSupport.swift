@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import XcodeProjectImporter

/// The text of a `project.pbxproj` whose `objects` are `objects` (`ID = {...};` entries) and whose
/// root object is `P`, as Xcode writes the frame around them.
func projectFile(_ objects: String) -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \(objects)
    \t};
    \trootObject = P /* Project object */;
    }

    """
}

/// A `PBXProject` object `P` with these target ids, package references and main group `G`.
func pbxProject(targets: [String], packages: [String] = []) -> String {
    """
    P = {isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (\(targets.map { $0 + ", " }.joined())); packageReferences = (\(packages.map { $0 + ", " }.joined())); };
    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
    """
}

/// A `PBXNativeTarget` object.
func pbxTarget(
    _ id: String, name: String, type: String, product: String? = nil, dependencies: [String] = [],
    phases: [String] = [], packages: [String] = []
) -> String {
    let list = { (ids: [String]) in ids.map { $0 + ", " }.joined() }
    let productReference = product.map { "productReference = \($0); " } ?? ""
    return """
        \(id) = {isa = PBXNativeTarget; buildPhases = (\(list(phases))); dependencies = (\(list(dependencies))); name = \(name); packageProductDependencies = (\(list(packages))); \(productReference)productType = "com.apple.product-type.\(type)"; };
        """
}

/// Loads the Xcode project or workspace at `path` from files in memory.
func loadXcode(_ files: [String: String], path: String = "App.xcodeproj") throws(InputError) -> Manifest {
    try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: path)
}

/// The dependencies of a target as `kind name` strings, `(build)` after those it does not link.
func dependencyList(_ target: TargetDeclaration) -> [String] {
    target.dependencies.map { "\($0.kind.rawValue) \($0.name)\($0.links ? "" : " (build)")" }
}
