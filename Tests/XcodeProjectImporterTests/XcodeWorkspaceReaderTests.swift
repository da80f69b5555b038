import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import XcodeProjectImporter

/// Reads `App.xcworkspace` (or `workspace`) holding `contents`, in a file system confined to
/// ``InMemoryFileSystem/workingDirectory``.
private func readWorkspace(_ contents: String, workspace: String = "App.xcworkspace") -> XcodeWorkspaceReader.Result {
    let memory = InMemoryFileSystem([Path.join(workspace, "contents.xcworkspacedata"): contents])
    let fileSystem = ConfinedFileSystem(memory, root: ProjectRoot(realPath: InMemoryFileSystem.workingDirectory))
    return XcodeWorkspaceReader.read(workspace: workspace, fileSystem: fileSystem)
}

/// `path @ line:column` of each value.
private func described(_ values: [Located<String>]) -> [String] {
    values.map { "\($0.value) @ \($0.location.line):\($0.location.column)" }
}

private func problems(_ result: XcodeWorkspaceReader.Result) -> [String] {
    result.problems.map { "\($0.locationDescription): \($0.message)" }
}

@Suite struct XcodeWorkspaceReaderTests {
    @Test("file references resolve through nested groups, the container and self, each at its location")
    func locations() {
        let result = readWorkspace(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App.xcodeproj">
               </FileRef>
               <!-- local packages -->
               <Group location = "container:Modules" name = "Modules">
                  <FileRef location = "group:Core"/>
                  <Group location = "group:Features">
                     <FileRef location = "group:Search/Search.xcodeproj"></FileRef>
                     <FileRef location = "container:Tools/Lint"/>
                  </Group>
                  <Group name = "Unplaced">
                     <FileRef location = "group:../Shared &amp; More"/>
                  </Group>
               </Group>
               <FileRef location = "developer:Platforms/iPhoneOS.platform"/>
            </Workspace>

            """, workspace: "ios/App.xcworkspace")
        #expect(
            described(result.projects) == [
                "ios/App.xcodeproj @ 5:7", "ios/Modules/Features/Search/Search.xcodeproj @ 11:19",
            ])
        #expect(
            described(result.folders) == [
                "ios/Modules/Core @ 9:16", "ios/Tools/Lint @ 12:19", "ios/Shared & More @ 15:19",
            ])
        #expect(result.files == ["ios/App.xcworkspace/contents.xcworkspacedata"])
        #expect(result.problems.isEmpty)
    }

    @Test("an embedded project.xcworkspace names its own project with self:")
    func embedded() {
        let result = readWorkspace(
            "<Workspace version = \"1.0\">\n<FileRef location = \"self:\"></FileRef>\n</Workspace>\n",
            workspace: "App.xcodeproj/project.xcworkspace")
        #expect(described(result.projects) == ["App.xcodeproj @ 2:10"])
    }

    @Test("a project or folder outside the project root is a warning at the reference; other files are no input")
    func absolute() {
        let result = readWorkspace(
            """
            <Workspace version = "1.0">
              <FileRef location = "absolute:/Users/me/Other/Other.xcodeproj"/>
              <FileRef location = "group:../Shared/Kit"/>
              <FileRef location = "absolute:/Users/me/Plans/App.xctestplan"/>
              <FileRef location = "group:README.md"/>
              <FileRef location = "group:Config/Base.xcconfig"/>
              <FileRef location = "group:App.xctestplan"/>
              <FileRef location = "group:Modules"/>
            </Workspace>
            """)
        #expect(result.projects.isEmpty && result.problems.isEmpty)
        #expect(described(result.folders) == ["Modules @ 8:12"])
        #expect(
            result.warnings.map { "\($0.locationDescription): \($0.message)" } == [
                "App.xcworkspace/contents.xcworkspacedata:2:12: workspace reference '/Users/me/Other/Other.xcodeproj' "
                    + "lies outside the project root, so it is not read; --root widens the root to take it in",
                "App.xcworkspace/contents.xcworkspacedata:3:12: workspace reference '../Shared/Kit' "
                    + "lies outside the project root, so it is not read; --root widens the root to take it in",
            ])
    }

    @Test(
        "malformed markup is one problem at its position, and nothing is kept",
        arguments: [
            (
                "<Workspace>\n  <FileRef location = \"group:A.xcodeproj\">\n</Workspace>\n",
                "3:1: '</Workspace>' does not close '<FileRef>' at 2:3; expected '</FileRef>'"
            ),
            ("<Workspace>\n  <Group location = \"group:A\">\n", "2:3: '<Group>' is never closed; expected '</Group>'"),
            (
                "<Workspace>\n  <FileRef location = group:A/>\n</Workspace>\n",
                "2:23: expected a quoted value for the attribute 'location', found 'g'"
            ),
            ("<Workspace>\n  text\n</Workspace>\n", "2:3: unexpected text between elements, starting with 't'"),
            ("<Workspace>\n  <FileRef location = \"group:A &b; B\"/>\n</Workspace>\n", "2:32: unknown entity '&b;'"),
            ("<plist>\n</plist>\n", "1:1: unknown root element '<plist>'; expected '<Workspace>'"),
            ("", "1:1: the file holds no '<Workspace>'"),
            (
                "<Workspace>\n<<<<<<< HEAD\n</Workspace>\n",
                "2:1: the file has an unresolved git merge: a conflict marker '<<<<<<<' starts this line; resolve the conflict first"
            ),
        ])
    func malformed(text: String, error: String) {
        let result = readWorkspace(text)
        #expect(problems(result) == ["App.xcworkspace/contents.xcworkspacedata:" + error])
        #expect(result.projects.isEmpty && result.folders.isEmpty)
    }

    @Test("groups nested past the limit are a problem, not a crash")
    func deepNesting() {
        let depth = 100_000
        let text =
            "<Workspace>" + String(repeating: "<Group location=\"group:a\">", count: depth)
            + String(repeating: "</Group>", count: depth) + "</Workspace>"
        #expect(
            problems(readWorkspace(text)) == [
                "App.xcworkspace/contents.xcworkspacedata:1:\(12 + 26 * 63): groups are nested more than 64 deep"
            ])
    }

    @Test("a missing workspace file is a problem about the file")
    func missing() {
        let result = XcodeWorkspaceReader.read(workspace: "None.xcworkspace", fileSystem: InMemoryFileSystem())
        #expect(
            problems(result) == ["None.xcworkspace/contents.xcworkspacedata: cannot read it: no such file or folder"])
    }

    @Test("a workspace outside the project root is not read: a problem about its file")
    func outsideRoot() {
        let memory = InMemoryFileSystem(["../Other.xcworkspace/contents.xcworkspacedata": "<Workspace/>"])
        let fileSystem = ConfinedFileSystem(memory, root: ProjectRoot(realPath: InMemoryFileSystem.workingDirectory))
        let result = XcodeWorkspaceReader.read(workspace: "../Other.xcworkspace", fileSystem: fileSystem)
        #expect(
            problems(result) == [
                "../Other.xcworkspace/contents.xcworkspacedata: cannot read it: \(ConfinedFileSystem.leavesProjectReason)"
            ])
        #expect(result.files.isEmpty)
    }

    @Test("the corpus workspaces name their projects and package folders, the missing Pods project included")
    func corpus() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        let fileSystem = ConfinedFileSystem(
            LocalFileSystem(), root: ProjectRoot(realPath: try #require(LocalFileSystem().realPath(of: corpus))))
        let neeva = XcodeWorkspaceReader.read(
            workspace: Path.join(corpus, "02-jedireza__neeva-ios/Neeva.xcworkspace"), fileSystem: fileSystem)
        let neevaFolder = Path.join(corpus, "02-jedireza__neeva-ios")
        #expect(described(neeva.projects) == ["\(neevaFolder)/Client.xcodeproj @ 5:7"])
        #expect(described(neeva.folders) == ["\(neevaFolder)/Codegen @ 8:7"])
        #expect(fileSystem.kind(of: Path.join(neevaFolder, "Codegen/Package.swift")) == .file)
        let pocketCasts = XcodeWorkspaceReader.read(
            workspace: Path.join(corpus, "06-Automattic__pocket-casts-ios/podcasts.xcworkspace"), fileSystem: fileSystem
        )
        let pocketCastsFolder = Path.join(corpus, "06-Automattic__pocket-casts-ios")
        #expect(
            described(pocketCasts.projects) == [
                "\(pocketCastsFolder)/podcasts.xcodeproj @ 5:7", "\(pocketCastsFolder)/Pods/Pods.xcodeproj @ 8:7",
            ])
        #expect(pocketCasts.problems.isEmpty && neeva.problems.isEmpty)
    }
}
