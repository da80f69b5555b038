import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// A target of a fixture `project.pbxproj`.
struct FixtureTarget {
    /// The object id; the target's configurations are `<id>-<configuration>`, its list `<id>-L`.
    var id: String
    var name: String
    /// The product type after `com.apple.product-type.`.
    var type: String
    /// What each configuration's `buildSettings` holds, as OpenStep entries.
    var settings = ""
    /// The xcconfig file each configuration is based on, by configuration name, relative to the
    /// project's folder; nil for none.
    var xcconfig: ((String) -> String)?
    /// The ids of the targets it depends on, which an app embeds.
    var dependencies: [String] = []
}

/// The text of a `project.pbxproj` as Xcode writes it, one object a line: a project whose
/// configurations `configurations` hold `projectSettings` (and are based on `projectXCConfig`),
/// and `targets`. xcconfig files are file references in the main group, relative to the project's
/// folder.
func fixtureProjectFile(
    targets: [FixtureTarget], configurations: [String] = ["Debug", "Release"],
    projectSettings: String = "SDKROOT = iphoneos;", projectXCConfig: String? = nil
) -> String {
    var lines: [String] = []
    var fileReferences: [String: String] = [:]
    func reference(_ path: String) -> String {
        if let id = fileReferences[path] { return id }
        let id = "F\(fileReferences.count + 1)"
        fileReferences[path] = id
        return id
    }
    func configurationList(_ owner: String, xcconfig: ((String) -> String)?, settings: String) {
        let ids = configurations.map { "\(owner)-\($0)" }
        lines.append(
            "\t\t\(owner)-L = {isa = XCConfigurationList; buildConfigurations = (\(ids.joined(separator: ", ")), ); "
                + "defaultConfigurationName = Release; };")
        for (id, name) in zip(ids, configurations) {
            let base = xcconfig.map { "baseConfigurationReference = \(reference($0(name))); " } ?? ""
            lines.append(
                "\t\t\(id) = {isa = XCBuildConfiguration; \(base)buildSettings = {\(settings)}; name = \(name); };")
        }
    }
    let targetIDs = targets.map(\.id).joined(separator: ", ")
    lines.append(
        "\t\tP = {isa = PBXProject; buildConfigurationList = P-L; mainGroup = G0; projectDirPath = \"\"; "
            + "targets = (\(targetIDs), ); };")
    configurationList("P", xcconfig: projectXCConfig.map { path in { _ in path } }, settings: projectSettings)
    for target in targets {
        let dependencies = target.dependencies.map { "\(target.id)-D-\($0)" }
        lines.append(
            "\t\t\(target.id) = {isa = PBXNativeTarget; buildConfigurationList = \(target.id)-L; buildPhases = (); "
                + "dependencies = (\(dependencies.map { $0 + ", " }.joined())); name = \(target.name); "
                + "productType = \"com.apple.product-type.\(target.type)\"; };")
        for (dependency, id) in zip(dependencies, target.dependencies) {
            lines.append("\t\t\(dependency) = {isa = PBXTargetDependency; target = \(id); };")
        }
        configurationList(target.id, xcconfig: target.xcconfig, settings: target.settings)
    }
    let references = fileReferences.sorted { $0.value.utf8.count < $1.value.utf8.count || $0.value < $1.value }
    lines.append(
        "\t\tG0 = {isa = PBXGroup; children = (\(references.map { $0.value + ", " }.joined())); "
            + "sourceTree = \"<group>\"; };")
    for (path, id) in references {
        lines.append(
            "\t\t\(id) = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \"\(path)\"; "
                + "sourceTree = \"<group>\"; };")
    }
    return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \(lines.joined(separator: "\n"))
        \t};
        \trootObject = P;
        }

        """
}

/// A folder under `/tmp` holding `files` (path to text), a `.git` folder in each of `repositories`,
/// and `emptyFolders`, removed when the test is done with it.
struct FixtureFolder {
    let path: String

    init(_ files: [String: String], repositories: [String], emptyFolders: [String] = []) throws {
        path = try TemporaryFolder().path
        for folder in repositories.map({ $0 + "/.git" }) + emptyFolders {
            try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        }
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    /// Runs targetlint in the folder `folder` of the fixture, as `main` does.
    func run(_ arguments: String..., in folder: String) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: path + "/" + folder))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
