import Foundation
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel

@Suite struct ManifestLocatorTests {
    /// What every message that finds nothing says was looked for.
    static let lookedFor =
        "looked for targetlint.yml, project.yml, project.yaml, a *.yml or *.yaml file with top-level 'name' and 'targets', Workspace.swift, Project.swift, and an .xcworkspace or .xcodeproj"

    /// What `locate` gives for `argument` among `files`: the path, or `error: file: message`.
    private func locate(_ argument: String?, among files: [String: String]) -> String {
        do {
            return try ManifestLocator(fileSystem: InMemoryFileSystem(files)).locate(argument)
        } catch {
            return error.problems.map { "error: \($0.locationDescription): \($0.message)" }.joined(separator: "\n")
        }
    }

    @Test("an explicit file is used as given, whatever its name")
    func explicitFile() {
        let files = ["Shop/project.yml": "", "Shop/targetlint.yml": ""]
        #expect(locate("Shop/project.yml", among: files) == "Shop/project.yml")
        #expect(locate("Shop/targetlint.yml", among: files) == "Shop/targetlint.yml")
    }

    @Test("a folder means the targetlint.yml inside it, else its XcodeGen spec")
    func explicitFolder() {
        #expect(locate("Shop", among: ["Shop/targetlint.yml": ""]) == "Shop/targetlint.yml")
        #expect(locate("Shop/", among: ["Shop/targetlint.yml": ""]) == "Shop/targetlint.yml")
        #expect(locate("Shop", among: ["Shop/project.yml": ""]) == "Shop/project.yml")
        #expect(
            locate("Shop", among: ["Shop/a.swift": ""])
                == "error: Shop: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project in this folder; \(Self.lookedFor)"
        )
    }

    @Test("a missing path is an error naming it")
    func missingPath() {
        #expect(locate("Nowhere", among: ["targetlint.yml": ""]) == "error: Nowhere: no such file or folder")
    }

    @Test("without a path, the current folder comes first")
    func currentFolder() {
        #expect(locate(nil, among: ["targetlint.yml": "", "../targetlint.yml": ""]) == "targetlint.yml")
    }

    @Test("without a path, parents are searched up to and including the folder holding .git")
    func upwardSearch() {
        let files = ["../../targetlint.yml": "", "../../.git/HEAD": "", "a.swift": "", "../b.swift": ""]
        #expect(locate(nil, among: files) == "../../targetlint.yml")
    }

    @Test("the search stops at the repository root")
    func stopsAtRepositoryRoot() {
        let files = ["../../targetlint.yml": "", "../.git/HEAD": "", "a.swift": ""]
        #expect(
            locate(nil, among: files)
                == "error: .: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project here or in a parent folder up to the repository root; \(Self.lookedFor); pass a manifest path"
        )
    }

    @Test("outside a repository, only the current folder is searched")
    func outsideRepository() {
        let files = ["../targetlint.yml": "", "../../targetlint.yml": "", "a.swift": ""]
        #expect(
            locate(nil, among: files)
                == "error: .: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project here, and outside a repository parent folders are not searched; \(Self.lookedFor); pass a manifest path"
        )
        #expect(locate(nil, among: ["targetlint.yml": "", "../targetlint.yml": ""]) == "targetlint.yml")
    }

    @Test("a .git in the current folder makes it the repository root")
    func repositoryRootHere() {
        let files = [".git/HEAD": "", "../targetlint.yml": "", "a.swift": ""]
        #expect(
            locate(nil, among: files)
                == "error: .: no targetlint.yml, XcodeGen spec, Tuist manifest or Xcode project here or in a parent folder up to the repository root; \(Self.lookedFor); pass a manifest path"
        )
    }

    @Test("on disk, a targetlint.yml in a parent is found inside a repository and ignored outside one")
    func onDisk() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        let start = top.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        try Data().write(to: top.appendingPathComponent("targetlint.yml"))
        let locator = ManifestLocator(fileSystem: LocalFileSystem(workingDirectory: start.path))
        #expect(throws: InputError.self) { try locator.locate(nil) }
        try FileManager.default.createDirectory(
            at: top.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(try locator.locate(nil) == "../../targetlint.yml")
    }
}

/// Finding an XcodeGen spec where there is no `targetlint.yml`.
@Suite struct SpecDiscoveryTests {
    static let spec = "name: Shop\ntargets:\n  Shop: {type: application, platform: iOS}\n"

    /// What `find` gives for `argument` among `files`: `path (explanation)`, or `error: file: message`.
    private func find(_ argument: String? = nil, among files: [String: String]) -> String {
        do {
            let found = try ManifestLocator(fileSystem: InMemoryFileSystem(files)).find(argument)
            return "\(found.path) (\(found.explanation))"
        } catch {
            return error.problems.map { "error: \($0.locationDescription): \($0.message)" }.joined(separator: "\n")
        }
    }

    @Test("with no targetlint.yml, project.yml is used, then project.yaml")
    func specByName() {
        #expect(
            find(among: ["project.yml": Self.spec, "project.yaml": Self.spec])
                == "project.yml (XcodeGen spec; no targetlint.yml in its folder)")
        #expect(
            find(among: ["project.yaml": Self.spec]) == "project.yaml (XcodeGen spec; no targetlint.yml in its folder)")
        #expect(
            find(among: ["targetlint.yml": "", "project.yml": Self.spec]) == "targetlint.yml (targetlint manifest)")
    }

    @Test("the nearest folder wins, and a targetlint.yml further up is named as not read")
    func nearestFolderFirst() {
        let files = ["../.git/HEAD": "", "../targetlint.yml": "source: ios/project.yml\n", "project.yml": Self.spec]
        #expect(
            find(among: files)
                == "project.yml (XcodeGen spec; no targetlint.yml in its folder; ../targetlint.yml further up is not read)"
        )
        #expect(
            find(among: ["../.git/HEAD": "", "../project.yml": Self.spec, "a.swift": ""])
                == "../project.yml (XcodeGen spec; no targetlint.yml in its folder)")
    }

    @Test("the one YAML file with top-level name and targets is a spec, whatever it is called")
    func specByKeys() {
        let files = [
            "Shop.yml": Self.spec, "codecov.yml": "coverage:\n  range: 70..100\n",
            "targets.yml": "targets:\n  A: {type: framework, platform: iOS}\n",
            "compose.yaml": "name: shop\nservices: {}\n",
            "notes.txt": Self.spec,
        ]
        #expect(
            find(among: files)
                == "Shop.yml (XcodeGen spec: the one YAML file in its folder with top-level 'name' and 'targets'; no targetlint.yml or project.yml there)"
        )
        #expect(find(among: ["Shop.yaml": "\u{FEFF}" + Self.spec]).hasPrefix("Shop.yaml (XcodeGen spec:"))
        #expect(find(among: ["project.yml": Self.spec, "Shop.yml": Self.spec]).hasPrefix("project.yml ("))
        #expect(find("Shop", among: ["Shop/App.yaml": Self.spec]).hasPrefix("Shop/App.yaml (XcodeGen spec:"))
    }

    @Test("several candidate specs in one folder are an error that lists them")
    func severalSpecs() {
        let files = ["Shop.yml": Self.spec, "Watch.yaml": Self.spec, "other.yml": "name: x\n"]
        #expect(
            find(among: files)
                == "error: .: several files in this folder may be XcodeGen specs (Shop.yml, Watch.yaml); pass the one to lint as PATH"
        )
        #expect(
            find("Apps", among: ["Apps/A.yml": Self.spec, "Apps/B.yml": Self.spec])
                == "error: Apps: several files in this folder may be XcodeGen specs (A.yml, B.yml); pass the one to lint as PATH"
        )
    }

    @Test("a folder of many candidate specs names ten of them, and reads no more than it names")
    func manySpecs() {
        var files: [String: String] = [:]
        for index in 0..<1000 { files["Spec\(1000 + index).yml"] = Self.spec }
        let names = (1000..<1010).map { "Spec\($0).yml" }.joined(separator: ", ")
        #expect(
            find(among: files)
                == "error: .: several files in this folder may be XcodeGen specs (\(names) and more); pass the one to lint as PATH"
        )
    }

    @Test("a manifest named targetlint.yaml is an error, not passed over for the spec beside it")
    func misnamedManifest() {
        #expect(
            find(among: ["targetlint.yaml": "source: project.yml\n", "project.yml": Self.spec])
                == "error: targetlint.yaml: targetlint reads its manifest from targetlint.yml; rename this file")
        #expect(
            find(among: ["targetlint.yml": "source: project.yml\n", "targetlint.yaml": "", "project.yml": Self.spec])
                .hasPrefix("targetlint.yml ("))
    }

    @Test("only the first MiB of a file is looked at")
    func scanLimit() {
        let padding = "# " + String(repeating: "x", count: ManifestLocator.specScanLimit) + "\n"
        #expect(
            find(among: ["Shop.yml": "name: Shop\n" + padding + "targets: {}\n"]).hasPrefix(
                "error: .: no targetlint.yml"))
        #expect(find(among: ["Shop.yml": "name: Shop\ntargets: {}\n" + padding]).hasPrefix("Shop.yml ("))
    }

    @Test("a file named on the command line is used as named")
    func named() {
        #expect(find("Shop.yml", among: ["Shop.yml": ""]) == "Shop.yml (named on the command line)")
    }

    @Test("on disk, the start of a large file is read without the rest, and links are passed over")
    func onDisk() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        var fileSystem = LocalFileSystem(workingDirectory: top.path)
        fileSystem.maximumFileSize = 1 << 20
        try Data((Self.spec + String(repeating: "#\n", count: 1 << 20)).utf8).write(
            to: top.appendingPathComponent("Big.yml"))
        #expect(try fileSystem.prefix(of: "Big.yml", upTo: 10) == Array("name: Shop".utf8))
        #expect(try fileSystem.prefix(of: "Big.yml", upTo: 0) == [])
        #expect(throws: FileSystemError.self) { try fileSystem.contents(of: "Big.yml") }
        for folder in ["App", "Other"] {
            try FileManager.default.createDirectory(
                at: top.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let elsewhere = top.appendingPathComponent("Other/Elsewhere.yml")
        try Data(Self.spec.utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(
            atPath: top.appendingPathComponent("App/Linked.yml").path, withDestinationPath: elsewhere.path)
        let locator = ManifestLocator(fileSystem: fileSystem)
        #expect(try locator.find("Other").path == "Other/Elsewhere.yml")
        #expect(throws: InputError.self) { try locator.find("App") }
        #expect(try locator.locate(nil) == "Big.yml")
    }
}
