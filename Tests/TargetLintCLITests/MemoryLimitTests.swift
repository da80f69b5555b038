import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// A limit on the memory the process may map that is too small for the input is an error naming
/// it, exit 3, before anything is read: never death by a signal in the middle of a run.
@Suite struct MemoryLimitTests {
    @Test("the estimate grows with the manifest, a project file at half a YAML manifest's rate, and a baseline adds")
    func estimate() {
        let base = MemoryLimit.base >> 20
        let yaml = MemoryLimit.Input.manifest("targetlint.yml", size: 1 << 20)
        let project = MemoryLimit.Input.manifest("App.xcodeproj/project.pbxproj", size: 1 << 20)
        let baseline = MemoryLimit.Input.baseline("baseline.json", size: 1 << 20)
        #expect(MemoryLimit.needed(toRead: [yaml]) == (base + 32) << 20)
        #expect(MemoryLimit.needed(toRead: [project]) == (base + 16) << 20)
        #expect(MemoryLimit.needed(toRead: [yaml, baseline]) == (base + 32 + 8) << 20)
        #expect(MemoryLimit(bytes: nil).shortfall(reading: [yaml]) == nil)
        #expect(MemoryLimit(bytes: (base + 32) << 20).shortfall(reading: [yaml]) == nil)
        #expect(
            MemoryLimit(bytes: ((base + 32) << 20) - 1).shortfall(reading: [yaml, baseline])
                == "the memory limit (ulimit -v or -d) of \(base + 31) MiB is too small to read 'targetlint.yml' (1 MiB) and "
                + "'baseline.json' (1 MiB): targetlint needs about \(base + 40) MiB for it")
        // A need a few KiB over the limit does not read as the limit itself.
        let small = MemoryLimit.Input.manifest("targetlint.yml", size: 2431)
        #expect(
            MemoryLimit(bytes: (base << 20) + 40_000).shortfall(reading: [small])
                == "the memory limit (ulimit -v or -d) of \(base) MiB is too small to read 'targetlint.yml' (1 MiB): "
                + "targetlint needs about \(base + 1) MiB for it")
    }

    @Test("a command under a limit too small for its manifest says so, and lint in its format, exit 3")
    func command() {
        let base = MemoryLimit.base >> 20
        let manifest = "targets:\n  App:\n    type: app\n" + String(repeating: "# padding\n", count: 100_000)
        let files = InMemoryFileSystem(["targetlint.yml": manifest])
        let document = """
            {
              "version": 1,
              "errors": [
                {"message": "the memory limit (ulimit -v or -d) of 40 MiB is too small to read 'targetlint.yml' \
            (1 MiB): targetlint needs about \(base + 31) MiB for it", "file": "targetlint.yml"}
              ]
            }

            """
        for command in [["lint"], ["lint", "--format", "json"], ["tree", "App"], ["graph"], ["stats"]] {
            var output = CommandOutput()
            let environment = CommandEnvironment(fileSystem: files, memoryLimit: 40 << 20)
            let status = TargetLint.run(arguments: command, environment: environment, output: &output)
            #expect(status == .internalFailure, "\(command)")
            #expect(
                output.standardError
                    == "error: the memory limit (ulimit -v or -d) of 40 MiB is too small to read 'targetlint.yml' "
                    + "(1 MiB): targetlint needs about \(base + 31) MiB for it\n", "\(command)")
            #expect(output.standardOutput == (command.contains("json") ? document : ""), "\(command)")
            var unlimited = CommandOutput()
            let free = CommandEnvironment(fileSystem: files, memoryLimit: nil)
            #expect(TargetLint.run(arguments: command, environment: free, output: &unlimited) != .internalFailure)
        }
    }

    @Test(
        "an Xcode project's local packages are held against what the limit leaves, and the first past it ends the run")
    func localPackages() throws {
        let project = packageRoot + "/Samples/xcodeproj/Brew.xcodeproj/project.pbxproj"
        let package = packageRoot + "/Samples/xcodeproj/Modules/Package.swift"
        let projectSize = try #require(FileManager.default.attributesOfItem(atPath: project)[.size] as? Int)
        let packageSize = try #require(FileManager.default.attributesOfItem(atPath: package)[.size] as? Int)
        let projectNeeds = MemoryLimit.needed(toRead: [.manifest(project, size: projectSize)])
        let run = { (limit: Int) in
            var output = CommandOutput()
            let environment = CommandEnvironment(
                fileSystem: LocalFileSystem(workingDirectory: packageRoot), memoryLimit: limit)
            let status = TargetLint.run(
                arguments: ["lint", "Samples/xcodeproj"], environment: environment, output: &output)
            return (status, output)
        }
        let (short, shortOutput) = run(projectNeeds + 8 * packageSize - 1)
        #expect(short == .internalFailure)
        #expect(
            shortOutput.standardError
                == "error: the memory limit (ulimit -v or -d) is too small to read local package "
                + "Samples/xcodeproj/Modules as well: its Package.swift needs about 1 MiB more\n")
        let (enough, _) = run(projectNeeds + 8 * packageSize)
        #expect(enough == .findings)
    }

    @Test(
        "the executable under ulimit -v exits 3 with the message, where it used to die by a signal",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func underUlimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 100,000 targets, 4 MB: about 160 MiB needed, under a limit of 100 MiB.
        var manifest = "targets:\n"
        for index in 0..<100_000 { manifest += "  Module\(index): {type: framework}\n" }
        try manifest.write(toFile: folder.file("targetlint.yml"), atomically: true, encoding: .utf8)
        let run = try runTargetlint(["lint"], in: folder.path, shell: #"ulimit -v 102400 && exec "$0" "$@""#)
        #expect(run.reason == .exit)
        #expect(run.status == 3)
        #expect(
            run.standardError.hasPrefix(
                "error: the memory limit (ulimit -v or -d) of 100 MiB is too small to read 'targetlint.yml' (4 MiB)"))
    }
}
