import Foundation
import Testing

@testable import ManifestParser

@Suite struct ManifestLocatorTests {
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

    @Test("a folder means the targetlint.yml inside it")
    func explicitFolder() {
        #expect(locate("Shop", among: ["Shop/targetlint.yml": ""]) == "Shop/targetlint.yml")
        #expect(locate("Shop/", among: ["Shop/targetlint.yml": ""]) == "Shop/targetlint.yml")
        #expect(locate("Shop", among: ["Shop/project.yml": ""]) == "error: Shop: no targetlint.yml in this folder")
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
                == "error: .: no targetlint.yml here or in a parent folder up to the repository root; pass a manifest path"
        )
    }

    @Test("outside a repository, only the current folder is searched")
    func outsideRepository() {
        let files = ["../targetlint.yml": "", "../../targetlint.yml": "", "a.swift": ""]
        #expect(
            locate(nil, among: files)
                == "error: .: no targetlint.yml here, and outside a repository parent folders are not searched; pass a manifest path"
        )
        #expect(locate(nil, among: ["targetlint.yml": "", "../targetlint.yml": ""]) == "targetlint.yml")
    }

    @Test("a .git in the current folder makes it the repository root")
    func repositoryRootHere() {
        let files = [".git/HEAD": "", "../targetlint.yml": "", "a.swift": ""]
        #expect(
            locate(nil, among: files)
                == "error: .: no targetlint.yml here or in a parent folder up to the repository root; pass a manifest path"
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
