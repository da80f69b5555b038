import Foundation
import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader

/// The warnings of the manifest at `root` in `files`, each as `file:line:column: message (target)`.
private func warnings(_ files: [String: String], root: String = "project.yml") throws -> [String] {
    try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: root).warnings.map {
        "\($0.locationDescription): \($0.message) (\($0.target ?? "no target"))"
    }
}

/// A spec whose target `App` has `sources` written as `sources` (indented under `App:`).
private func spec(sources: String) -> String {
    "name: P\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n" + sources
}

@Suite struct SourcePathTests {
    @Test("a manifest's source path that does not exist is a warning about its target, at the path")
    func missingManifestSource() throws {
        #expect(
            try warnings(["targetlint.yml": manifest(target: "type: app\nsources: [Nowhere]")], root: "targetlint.yml")
                == [
                    "targetlint.yml:4:15: source path Nowhere of target 'T' does not exist, so app-group-constant cannot scan it (T)"
                ])
    }

    @Test("a spec's missing source path is a warning unless it is optional, directly or through 'source:'")
    func missingSpecSource() throws {
        let files = [
            "project.yml": spec(
                sources: """
                        - Sources
                        - path: Generated/Localization.swift
                          optional: true
                        - path: generated/headers
                          optional: YES
                        - path: Resources
                        - Missing/Thing.swift

                    """),
            "Sources/App.swift": "",
            "targetlint.yml": "source: project.yml\n",
        ]
        let expected = [
            "project.yml:12:13: source path Resources of target 'App' does not exist; XcodeGen refuses it unless it is marked 'optional: true' (App)",
            "project.yml:13:7: source path Missing/Thing.swift of target 'App' does not exist; XcodeGen refuses it unless it is marked 'optional: true' (App)",
        ]
        let direct = try warnings(files)
        let wrapped = try warnings(files, root: "targetlint.yml")
        #expect(direct == expected)
        #expect(wrapped == expected)
    }

    @Test(
        "a path that exists in another letter case becomes the real path, without a warning",
        arguments: ["targetlint.yml", "project.yml"])
    func letterCase(root: String) throws {
        let files = [
            "targetlint.yml": manifest(target: "type: app\nsources: [appa/Sources/PipView.swift, AppA/sources]"),
            "project.yml": spec(sources: "      - appa/Sources/PipView.swift\n      - path: AppA/sources\n"),
            "Appa/Sources/PiPView.swift": "",
        ]
        let loaded = try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: root)
        #expect(loaded.warnings == [])
        #expect(loaded.targets[0].sources.map(\.value) == ["Appa/Sources/PiPView.swift", "Appa/Sources"])
    }

    @Test("two entries that differ only in case leave a third spelling unresolved")
    func ambiguousCase() throws {
        let files = ["project.yml": spec(sources: "      - APPA\n"), "AppA/a.swift": "", "appa/b.swift": ""]
        #expect(try warnings(files).count == 1)
        #expect(
            try warnings(files.merging(["project.yml": spec(sources: "      - appa\n")]) { $1 }) == [],
            "the exact spelling wins")
    }

    @Test("a source path that leads outside the project stays an error, optional or not")
    func leavesProject() {
        #expect(
            loadProblems(
                [
                    "project.yml": spec(sources: "      - path: ../Elsewhere\n        optional: true\n"),
                    ".git/HEAD": "",
                ],
                root: "project.yml")
                == [
                    "project.yml:7:15: source path ../Elsewhere leaves the project; targetlint reads only files inside the project root (widen it with --root)"
                ])
    }

    @Test("a missing absolute path inside the project is a warning, though the folders above the root cannot be listed")
    func absolutePath() throws {
        let files = [
            "repo/.git/HEAD": "", "repo/project.yml": spec(sources: "      - Missing\n      - sources\n"),
            "repo/Sources/A.swift": "",
        ]
        let loaded = try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: "/project/repo/project.yml")
        #expect(
            loaded.warnings.map(\.message) == [
                "source path /project/repo/Missing of target 'App' does not exist; XcodeGen refuses it unless it is marked 'optional: true'"
            ])
        #expect(loaded.targets[0].sources.map(\.value) == ["/project/repo/Missing", "/project/repo/Sources"])
    }

    @Test("each folder is listed once however many missing paths pass through it")
    func listingsAreBounded() {
        var files = ["Sources/Real.swift": ""]
        for index in 0..<500 { files["Sources/Module\(index)/File.swift"] = "" }
        var resolver = SourcePathResolver(fileSystem: InMemoryFileSystem(files))
        for index in 0..<500 {
            #expect(
                resolver.resolve("sources/module\(index)/file.swift") == .found("Sources/Module\(index)/File.swift"))
            #expect(resolver.resolve("Sources/Missing\(index).swift") == .missing)
        }
        // The root, Sources, and each module's folder.
        #expect(resolver.listedFolderCount == 502)
        #expect(resolver.resolve("Sources/Real.swift") == .found("Sources/Real.swift"))
        #expect(resolver.listedFolderCount == 502)
    }

    @Test(
        "on disk, links that lead out and the repository's .git stay outside, though paths are found through listings")
    func linksOnDisk() throws {
        let temporary = FileManager.default.temporaryDirectory.path
        let project = temporary + "/targetlint-\(UUID().uuidString)"
        let outside = temporary + "/targetlint-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(atPath: outside)
        }
        for folder in [project + "/.git", project + "/Sources", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in [project + "/.git/config", project + "/Sources/In.swift", outside + "/Secret.swift"] {
            try "".write(toFile: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Sources/Out.swift", withDestinationPath: outside + "/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: project + "/Sources/Folder", withDestinationPath: outside)
        let root = try #require(ProjectRoot.named(project, in: LocalFileSystem()))
        var resolver = SourcePathResolver(fileSystem: ConfinedFileSystem(LocalFileSystem(), root: root))
        #expect(resolver.resolve(project + "/Sources/In.swift") == .found(project + "/Sources/In.swift"))
        #expect(resolver.resolve(project + "/Sources/in.swift") == .found(project + "/Sources/In.swift"))
        #expect(resolver.resolve(project + "/Sources/Missing.swift") == .missing)
        #expect(resolver.resolve(project + "/Gone/Missing.swift") == .missing)
        #expect(resolver.resolve(project + "/Sources/Out.swift") == .leavesProject)
        #expect(resolver.resolve(project + "/Sources/Folder/Secret.swift") == .leavesProject)
        #expect(resolver.resolve(project + "/.git/config") == .leavesProject)
        #expect(resolver.resolve(project + "/.git") == .leavesProject)
    }
}
