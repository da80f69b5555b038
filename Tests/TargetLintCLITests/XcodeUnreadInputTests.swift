import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// A copy of the bundled Xcode project (`Samples/xcodeproj`) in `project/` of a fresh temporary
/// folder, a repository of its own, its project file changed by `edit`; removed after `body` runs.
private func withSampleCopy(
    edit: (String) -> String = { $0 }, _ body: (TemporaryFolder) throws -> Void
) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.copyItem(atPath: "Samples/xcodeproj", toPath: folder.file("project"))
    try FileManager.default.createDirectory(atPath: folder.file("project/.git"), withIntermediateDirectories: true)
    let projectFile = folder.file("project/Brew.xcodeproj/project.pbxproj")
    let text = try String(contentsOfFile: projectFile, encoding: .utf8)
    let edited = edit(text)
    #expect(edited != text || edit("") == "", "the edit changed nothing")
    try edited.write(toFile: projectFile, atomically: true, encoding: .utf8)
    try body(folder)
}

/// Runs targetlint in `project/` of `folder`, on its real disk.
private func runInProject(
    _ folder: TemporaryFolder, _ arguments: String...
) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
    var output = CommandOutput()
    let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder.file("project")))
    let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
    return (status, output)
}

/// What a project names and targetlint does not read is a finding or an error at the reference,
/// never a graph that is silently smaller.
@Suite struct XcodeUnreadInputTests {
    @Test("a local package folder that leads out of the project is a warning at the reference, and --root takes it in")
    func packageOutsideRoot() throws {
        try withSampleCopy { folder in
            let manager = FileManager.default
            try manager.createDirectory(atPath: folder.file("outside"), withIntermediateDirectories: true)
            try manager.moveItem(atPath: folder.file("project/Modules"), toPath: folder.file("outside/Modules"))
            try manager.createSymbolicLink(
                atPath: folder.file("project/Modules"), withDestinationPath: "../outside/Modules")
            let (status, output) = runInProject(folder, "lint")
            #expect(status == .findings)
            #expect(
                output.standardOutput.hasPrefix(
                    "Brew.xcodeproj/project.pbxproj:68:105: warning: folder reference 'Modules' lies outside the project "
                        + "root, so it is not read; --root widens the root to take it in [manifest-warning]\n"))
            let widened = runInProject(folder, "lint", "--root", "..")
            #expect(widened.output.standardOutput.hasSuffix("3 errors, 1 warning in 8 targets\n"))
            #expect(!widened.output.standardOutput.contains("outside the project root"))
        }
    }

    @Test(
        "a group that lists itself, or its enclosing group, still encloses its files: the xcconfig and the package are read"
    )
    func groupLoop() throws {
        let loop = { (text: String) in
            text.replacingOccurrences(
                of: "A1B2C3D4E5F600000000000F /* Release.xcconfig */,\n",
                with:
                    "A1B2C3D4E5F600000000000F /* Release.xcconfig */,\n\t\t\t\tA1B2C3D4E5F600000000003C /* Config */,\n"
            ).replacingOccurrences(
                of: "A1B2C3D4E5F6000000000004 /* Modules */,\n",
                with: "A1B2C3D4E5F6000000000004 /* Modules */,\n\t\t\t\tA1B2C3D4E5F600000000003F,\n")
        }
        try withSampleCopy(edit: loop) { folder in
            let (status, output) = runInProject(folder, "lint")
            #expect(status == .findings)
            // The package's modules are there, and the xcconfig's size settings for the clip.
            #expect(output.standardOutput.contains("via BrewClip → OrderingKit → OrderingUI → CheckoutFeature"))
            #expect(!output.standardOutput.contains("app clip 'BrewClip' has size settings to change"))
            #expect(output.standardOutput.hasSuffix("3 errors, 1 warning in 8 targets\n"))
        }
    }

    @Test("an xcconfig that is a pipe is an error at the configuration naming it, and nothing waits for a writer")
    func xcconfigPipe() throws {
        try withSampleCopy { folder in
            let path = folder.file("project/Config/Release.xcconfig")
            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
            let (status, output) = runInProject(folder, "lint")
            #expect(status == .invalidInput)
            #expect(
                output.standardError.hasPrefix(
                    "Brew.xcodeproj/project.pbxproj:369:33: error: xcconfig file Config/Release.xcconfig cannot be read: "
                        + "it is not a regular file (a FIFO)\n"
                        + "            baseConfigurationReference = A1B2C3D4E5F600000000000F /* Release.xcconfig */;\n"
                        + "                                         ^\n"))
        }
    }

    @Test("an include naming a pipe is an error at the include's line, never quoted")
    func includePipe() throws {
        try withSampleCopy { folder in
            try "#include \"Pipe.xcconfig\"\nSWIFT_OPTIMIZATION_LEVEL = -Osize\n".write(
                toFile: folder.file("project/Config/Release.xcconfig"), atomically: true, encoding: .utf8)
            #expect(mkfifo(folder.file("project/Config/Pipe.xcconfig"), 0o600) == 0)
            let (status, output) = runInProject(folder, "lint")
            #expect(status == .invalidInput)
            #expect(
                output.standardError
                    == "Config/Release.xcconfig:1:1: error: xcconfig include 'Config/Pipe.xcconfig' cannot be read: "
                    + "it is not a regular file (a FIFO)\n")
        }
    }

    @Test("a NUL in a workspace's location is an error at it, not a project that is not there")
    func workspaceNUL() throws {
        try withSampleCopy { folder in
            let workspace = folder.file("project/Brew.xcworkspace")
            try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
            try
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n   <FileRef\n      location = \"group:Brew\u{0}.xcodeproj\">\n   </FileRef>\n</Workspace>\n"
                .write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
            let (status, output) = runInProject(folder, "lint", "Brew.xcworkspace")
            #expect(status == .invalidInput)
            #expect(
                output.standardError
                    == "Brew.xcworkspace/contents.xcworkspacedata:5:29: error: the file contains a NUL byte (is this a binary file?)\n"
            )
            #expect(output.standardOutput == "")
        }
    }

    @Test("a workspace location of a kind targetlint does not know is a warning at it, not a project that is not there")
    func workspaceUnknownKind() throws {
        try withSampleCopy { folder in
            let workspace = folder.file("project/Brew.xcworkspace")
            try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
            try
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n   <FileRef\n      location = \"Group:Brew.xcodeproj\">\n   </FileRef>\n   <FileRef\n      location = \"developer:Tools/x.xcodeproj\">\n   </FileRef>\n</Workspace>\n"
                .write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
            let (status, output) = runInProject(folder, "lint", "Brew.xcworkspace")
            #expect(status == .success)
            #expect(
                output.standardOutput
                    == "Brew.xcworkspace/contents.xcworkspacedata:5:7: warning: workspace location 'Group:Brew.xcodeproj' "
                    + "has no kind targetlint knows (group:, container:, self:, absolute:), so it is not read "
                    + "[manifest-warning]\n0 errors, 1 warning in 0 targets\n")
        }
    }

    @Test(
        "a target dependency whose portal is a reference to its own project is that project's target, its app counted once"
    )
    func portalToItself() throws {
        let selfPortal = { (text: String) in
            text.replacingOccurrences(
                of:
                    "containerPortal = A1B2C3D4E5F6000000000031 /* Project object */;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = A1B2C3D4E5F6000000000032;",
                with:
                    "containerPortal = A1B2C3D4E5F60000000000F1 /* Brew.xcodeproj */;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = A1B2C3D4E5F6000000000032;"
            ).replacingOccurrences(
                of: "/* Begin PBXFileReference section */\n",
                with:
                    "/* Begin PBXFileReference section */\n\t\tA1B2C3D4E5F60000000000F1 /* Brew.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = Brew.xcodeproj; sourceTree = \"<group>\"; };\n"
            ).replacingOccurrences(of: "\t\t\ttarget = A1B2C3D4E5F6000000000032 /* BrewClip */;\n", with: "")
        }
        try withSampleCopy(edit: selfPortal) { folder in
            let (status, output) = runInProject(folder, "lint")
            #expect(status == .findings)
            #expect(!output.standardOutput.contains("[clip-host]"))
            #expect(output.standardOutput.hasSuffix("3 errors, 1 warning in 8 targets\n"))
        }
    }
}
