import Foundation
import Testing

@testable import TargetLintCLI

/// Writing a baseline on a real disk, through the command line.
@Suite struct BaselineWritingTests {
    @Test(
        "--write-baseline into a read-only folder exits 2 with the reason, prints no 'recorded' line, keeps the old file"
    )
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("b.json")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let undo = try folder.makeUnwritable()
        defer { undo() }
        // The folder lies outside the sample's project: a root of '/' lets the write be tried.
        var recorded = run("lint", "Samples/Violations", "--root", "/", "--write-baseline", path)
        #expect(recorded.status == .success)
        let written = recorded.output.writeFiles()
        #expect(!written)
        #expect(recorded.output.standardError == "\(path): error: cannot write the baseline: permission denied\n")
        #expect(recorded.output.standardOutput == "")
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        #expect(
            TargetLint.deliver(
                run("lint", "Samples/Violations", "--root", "/", "--write-baseline", path).output, status: .success,
                standardError: devNull) == .invalidInput)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try folder.names() == ["b.json"])
    }

    @Test(
        "a write that fails part way, as on a full disk: exit 2 with the reason, the old file intact, no temporary file"
    )
    func fullDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try "old\n".write(toFile: folder.file("b.json"), atomically: false, encoding: .utf8)
        // A file size limit of 0 makes every write to a file fail, as a full disk does; the shell
        // ignores the signal the limit sends, and targetlint inherits that.
        // The temporary folder lies outside the sample's project: a root of '/' lets the write be tried.
        let run = try runTargetlint(
            ["lint", packageRoot + "/Samples/Violations", "--root", "/", "--write-baseline", "b.json"],
            in: folder.path, shell: #"trap "" XFSZ; ulimit -f 0; exec "$0" "$@""#)
        #expect(run.reason == .exit)
        #expect(run.status == 2)
        #expect(
            run.standardError == "b.json: error: cannot write the baseline: the file is larger than the system allows\n"
        )
        #expect(run.standardOutput.isEmpty)
        #expect(try String(contentsOfFile: folder.file("b.json"), encoding: .utf8) == "old\n")
        #expect(try folder.names() == ["b.json"])
    }

    @Test(
        "--write-baseline into a linked folder that leads out of the project exits 2 naming the path, and writes nothing there"
    )
    func linkedFolderOutsideRoot() throws {
        let project = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer {
            project.remove()
            outside.remove()
        }
        try "targets:\n  App: {type: app, dependencies: [Kit]}\n  Kit: {type: framework, dependencies: [App]}\n".write(
            toFile: project.file("targetlint.yml"), atomically: false, encoding: .utf8)
        try "keep me\n".write(toFile: outside.file("b.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: project.file("ci"), withDestinationPath: outside.path)
        for path in ["ci/b.json", "ci/../b.json"] {
            let (status, printed, errors) = try runExecutable(["lint", "--write-baseline", path], in: project.path)
            #expect(status == 2)
            #expect(
                errors
                    == "\(path): error: cannot write the baseline: it leaves the project; targetlint writes only inside the project root (widen it with --root)\n"
            )
            #expect(printed.isEmpty)
            #expect(try String(contentsOfFile: outside.file("b.json"), encoding: .utf8) == "keep me\n")
            #expect(try outside.names() == ["b.json"])
        }
        // Reading it through the link is refused alike.
        let (read, _, readErrors) = try runExecutable(["lint", "--baseline", "ci/b.json"], in: project.path)
        #expect(read == 2)
        #expect(readErrors.hasPrefix("ci/b.json: error: cannot read the baseline: it leaves the project"))
        // A root that holds both folders lets the write through, as it lets the read.
        let (widened, _, widenedErrors) = try runExecutable(
            ["lint", "--root", "/tmp", "--write-baseline", "ci/b.json"], in: project.path)
        #expect(widened == 0)
        #expect(widenedErrors == "recorded 1 finding in ci/b.json\n")
        #expect(try String(contentsOfFile: outside.file("b.json"), encoding: .utf8).hasPrefix("{\n  \"version\": 2,"))
    }

    @Test("rewriting a baseline keeps the old file's permissions")
    func keepsMode() throws {
        let project = try TemporaryFolder()
        defer { project.remove() }
        try "targets:\n  App: {type: app, dependencies: [Kit]}\n  Kit: {type: framework, dependencies: [App]}\n".write(
            toFile: project.file("targetlint.yml"), atomically: false, encoding: .utf8)
        try "old\n".write(toFile: project.file("b.json"), atomically: false, encoding: .utf8)
        chmod(project.file("b.json"), 0o640)
        let (status, _, errors) = try runExecutable(["lint", "--write-baseline", "b.json"], in: project.path)
        #expect(status == 0)
        #expect(errors == "recorded 1 finding in b.json\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: project.file("b.json"))
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect(try String(contentsOfFile: project.file("b.json"), encoding: .utf8).hasPrefix("{\n  \"version\": 2,"))
        #expect(try project.names() == ["b.json", "targetlint.yml"])
    }

    /// Runs the `targetlint` executable with `arguments` in `folder`: its exit status, standard
    /// output and standard error.
    private func runExecutable(_ arguments: [String], in folder: String) throws -> (Int32, Data, String) {
        let run = try runTargetlint(arguments, in: folder)
        return (run.status, run.standardOutput, run.standardError)
    }
}
