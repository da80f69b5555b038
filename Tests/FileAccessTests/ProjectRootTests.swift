import Foundation
import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader

/// Nothing outside the project root is read: includes, `source:`, config files and sources that
/// lead out are errors at the entry that names them, and the file's text never reaches a message.
@Suite struct ProjectRootTests {
    static let leaves = "leaves the project; targetlint reads only files inside the project root (widen it with --root)"
    static let secret = "token: hunter2-do-not-print"

    @Test("includes outside the project are errors at their entries, and nothing of them is read")
    func includesOutside() {
        let problems = manifestProblems([
            "targetlint.yml": "include: [../secret.yml, /etc/passwd.yml]\ntargets:\n  A: {type: app}\n",
            "../secret.yml": Self.secret,
            "/etc/passwd.yml": Self.secret,
        ])
        #expect(
            problems.map { "\($0.locationDescription): \($0.message)" } == [
                "targetlint.yml:1:11: include ../secret.yml \(Self.leaves)",
                "targetlint.yml:1:26: include /etc/passwd.yml \(Self.leaves)",
            ])
        #expect(!problems.contains { $0.message.contains("hunter2") })
    }

    @Test("the project root is the folder holding .git, so includes beside the manifest's folder work")
    func repositoryRoot() throws {
        let manifest = try loadManifest(
            [
                "repo/.git/HEAD": "ref: refs/heads/main\n",
                "repo/ios/targetlint.yml": "include: [../common.yml]\ntargets:\n  A: {type: app}\n",
                "repo/common.yml": "targets:\n  Core: {type: framework}\n",
            ], root: "repo/ios/targetlint.yml")
        #expect(manifest.targets.map(\.name) == ["A", "Core"])
        #expect(manifest.root == ProjectRoot(realPath: "/project/repo"))
    }

    @Test("an XcodeGen spec may include a common spec elsewhere in its repository, not outside it")
    func xcodeGenCommonSpec() throws {
        let files = [
            "repo/.git/HEAD": "",
            "repo/xcodegen_common.yml": "options: {bundleIdPrefix: com.example}\n",
            "repo/Mail/project.yml":
                "name: Mail\ninclude: [../xcodegen_common.yml]\ntargets:\n  Mail: {type: application, platform: iOS}\n",
        ]
        let manifest = try loadManifest(files, root: "repo/Mail/project.yml")
        #expect(manifest.targets.map(\.name) == ["Mail"])
        var outside = files
        outside["repo/Mail/project.yml"] =
            "name: Mail\ninclude:\n  - ../../netrc.yml\ntargets:\n  Mail: {type: application, platform: iOS}\n"
        outside["netrc.yml"] = Self.secret
        #expect(
            loadProblems(outside, root: "repo/Mail/project.yml") == [
                "repo/Mail/project.yml:3:5: include netrc.yml \(Self.leaves)"
            ])
    }

    @Test("source:, source paths, config files and xcconfig includes outside the project are errors at their lines")
    func otherPathsOutside() {
        #expect(
            loadProblems(["targetlint.yml": "source: ../project.yml\n", "../project.yml": "name: X\ntargets: {}\n"])
                == ["targetlint.yml:1:9: source ../project.yml \(Self.leaves)"])
        #expect(
            loadProblems(manifest(target: "type: app\nsources: [/, ../Sources]"))
                == ["4:15: source path / \(Self.leaves)", "4:18: source path ../Sources \(Self.leaves)"])
        let spec = """
            name: X
            configFiles:
              Debug: ../Debug.xcconfig
            targets:
              App:
                type: application
                platform: iOS
                sources: [/etc]
                configFiles:
                  Release: App.xcconfig
            """
        #expect(
            loadProblems(
                [
                    "project.yml": spec, "App.xcconfig": "#include \"../Base.xcconfig\"\nSDKROOT = iphoneos\n",
                    "../Debug.xcconfig": "", "../Base.xcconfig": "",
                ], root: "project.yml") == [
                    "App.xcconfig:1:1: include ../Base.xcconfig \(Self.leaves)",
                    "project.yml:3:10: config file ../Debug.xcconfig \(Self.leaves)",
                    "project.yml:8:15: source path /etc \(Self.leaves)",
                ])
    }

    @Test("--root widens the project on purpose")
    func widerRoot() throws {
        let fileSystem = InMemoryFileSystem([
            "targetlint.yml": "include: [../shared.yml]\ntargets:\n  A: {type: app}\n",
            "../shared.yml": "targets:\n  Shared: {type: framework}\n",
        ])
        let root = try #require(ProjectRoot.named("..", in: fileSystem))
        let manifest = try ManifestLoader(fileSystem: fileSystem, root: root).load(path: "targetlint.yml")
        #expect(manifest.targets.map(\.name) == ["A", "Shared"])
    }

    @Test("a path that does not exist is judged by what it would resolve to")
    func missingPaths() throws {
        let fileSystem = InMemoryFileSystem(["targetlint.yml": ""])
        let root = ProjectRoot(realPath: "/project")
        #expect(!root.excludes("missing/x.yml", in: fileSystem))
        #expect(root.excludes("missing/../../x.yml", in: fileSystem))
        #expect(root.excludes("/elsewhere/x.yml", in: fileSystem))
        #expect(!root.contains(realPath: "/project-other/x"))
        #expect(root.contains(realPath: "/project/x"))
    }
}

/// The same on disk, where symbolic links can point anywhere.
@Suite struct ProjectRootOnDiskTests {
    func repository() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return folder.path
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: Path.directory(of: path), withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func problems(_ path: String) -> [String] {
        do {
            _ = try ManifestLoader().load(path: path)
            return []
        } catch {
            return error.problems.map { "\($0.locationDescription): \($0.message)" }
        }
    }

    @Test("a link inside the project to a file outside it is refused, and the file is not read")
    func linkOutside() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try write("include: [environ.yml, passwd.yml]\ntargets:\n  A: {type: app}\n", to: repo + "/targetlint.yml")
        try FileManager.default.createSymbolicLink(
            atPath: repo + "/environ.yml", withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(
            atPath: repo + "/passwd.yml", withDestinationPath: "../../../etc/passwd")
        #expect(
            problems(repo + "/targetlint.yml") == [
                "\(repo)/targetlint.yml:1:11: include \(repo)/environ.yml \(ProjectRootTests.leaves)",
                "\(repo)/targetlint.yml:1:24: include \(repo)/passwd.yml \(ProjectRootTests.leaves)",
            ])
    }

    @Test("without a repository the root is the manifest's folder")
    func noRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("include: [../shared.yml]\ntargets:\n  A: {type: app}\n", to: folder + "/app/targetlint.yml")
        try write("targets:\n  S: {type: framework}\n", to: folder + "/shared.yml")
        #expect(
            problems(folder + "/app/targetlint.yml") == [
                "\(folder)/app/targetlint.yml:1:11: include \(folder)/shared.yml \(ProjectRootTests.leaves)"
            ])
    }

    @Test("a link in the manifest's path that leads out of the repository does not move the root")
    func folderLinkOut() throws {
        let repo = try repository()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
            .path
        defer {
            try? FileManager.default.removeItem(atPath: repo)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try write("machine x password hunter2\n", to: outside + "/targetlint.yml")
        try FileManager.default.createSymbolicLink(atPath: repo + "/ci", withDestinationPath: outside)
        #expect(
            problems(repo + "/ci/targetlint.yml") == [
                "\(repo)/ci/targetlint.yml: cannot read the manifest: \(ConfinedFileSystem.leavesProjectReason)"
            ])
    }

    @Test("the repository's .git folder is not read, and neither is a link whose real path cannot be told")
    func repositoryDataAndUnresolvableLinks() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try write("[core]\n\ttoken = hunter2\n", to: repo + "/.git/config")
        // A link to the descriptor of a deleted file exists, but has no real path to check.
        let deleted = repo + "/deleted.txt"
        try write("password hunter2\n", to: deleted)
        let descriptor = open(deleted, O_RDONLY)
        defer { close(descriptor) }
        try FileManager.default.removeItem(atPath: deleted)
        try FileManager.default.createSymbolicLink(
            atPath: repo + "/fd.yml", withDestinationPath: "/proc/self/fd/\(descriptor)")
        try write("include: [.git/config, fd.yml]\ntargets:\n  A: {type: app}\n", to: repo + "/targetlint.yml")
        #expect(
            problems(repo + "/targetlint.yml") == [
                "\(repo)/targetlint.yml:1:11: include \(repo)/.git/config \(ProjectRootTests.leaves)",
                "\(repo)/targetlint.yml:1:24: include \(repo)/fd.yml \(ProjectRootTests.leaves)",
            ])
    }
}
