import Foundation
import Testing

@testable import TargetLintCLI

@Suite struct AtomicFileWriterTests {
    @Test("a file is replaced whole, with mode 0644, and no temporary file is left beside it")
    func replaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("b.json")
        try "old and longer\n".write(toFile: path, atomically: false, encoding: .utf8)
        let mask = umask(0o022)
        defer { umask(mask) }
        try AtomicFileWriter().write("new\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try folder.names() == ["b.json"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
    }

    @Test("a file replaced keeps its permissions whatever the umask; a new file gets the writer's mode")
    func keepsMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("b.json")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        let mask = umask(0o077)
        defer { umask(mask) }
        try AtomicFileWriter().write("new\n", to: path)
        try AtomicFileWriter().write("{}\n", to: folder.file("new.json"))
        let permissions = { (name: String) in
            try FileManager.default.attributesOfItem(atPath: folder.file(name))[.posixPermissions] as? Int
        }
        #expect(try permissions("b.json") == 0o640)
        #expect(try permissions("new.json") == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test("a symbolic link at the path is replaced by a regular file, and what it pointed at is untouched")
    func symbolicLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        let target = outside.file("ci-secret.txt")
        try "keep me\n".write(toFile: target, atomically: false, encoding: .utf8)
        let path = folder.file("b.json")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

        try AtomicFileWriter().write("{}\n", to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
        #expect(try folder.names() == ["b.json"])
    }

    @Test("a read-only folder is an error; the old file stays as it was and no temporary file is left")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("b.json")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let undo = try folder.makeUnwritable()
        defer { undo() }
        #expect(throws: AtomicFileWriter.Failure(reason: "permission denied")) {
            try AtomicFileWriter().write("new\n", to: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try folder.names() == ["b.json"])
    }

    @Test("a folder at the path, or a link to a device, is an error and nothing is written")
    func notRegularFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("b.json"), withIntermediateDirectories: false)
        #expect(throws: AtomicFileWriter.Failure(reason: "it is a folder, not a file")) {
            try AtomicFileWriter().write("new\n", to: folder.file("b.json"))
        }
        try FileManager.default.createSymbolicLink(atPath: folder.file("out"), withDestinationPath: "/dev/null")
        #expect(throws: AtomicFileWriter.Failure(reason: "it is not a regular file (a character device)")) {
            try AtomicFileWriter().write("new\n", to: folder.file("out"))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("out")) == "/dev/null")
        #expect(try folder.names() == ["b.json", "out"])
    }

    @Test("writers racing on one path leave one writer's text whole, never a mix")
    func concurrentWriters() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("b.json")
        let texts = (0..<4).map { String(repeating: "\($0)", count: 200_000) + "\n" }
        await withTaskGroup(of: Void.self) { group in
            for text in texts {
                group.addTask {
                    for _ in 0..<5 { try? AtomicFileWriter().write(text, to: path) }
                }
            }
        }
        #expect(texts.contains(try String(contentsOfFile: path, encoding: .utf8)))
        #expect(try folder.names() == ["b.json"])
    }
}
