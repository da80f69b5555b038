import FileAccess
import Foundation
import Testing

/// The disk as the tool reads it: only regular files, never one that blocks or has no end.
@Suite struct LocalFileSystemTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func reason(_ path: String, _ fileSystem: LocalFileSystem = LocalFileSystem()) -> String? {
        do {
            _ = try fileSystem.contents(of: path)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("a regular file is read whole, relative paths against the working folder")
    func regularFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String(repeating: "targets: {}\n", count: 10_000)
        try text.write(to: folder.appendingPathComponent("m.yml"), atomically: true, encoding: .utf8)
        #expect(try LocalFileSystem(workingDirectory: folder.path).contents(of: "m.yml") == Array(text.utf8))
    }

    @Test(
        "a large file is read whole, and its prefix as asked, at every size around a mebibyte",
        arguments: [(1 << 20) - 2, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, (3 << 20) + 7])
    func largeFile(size: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("m.yml").path
        // A different byte at every offset of a page, so that bytes read to the wrong place show.
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(try LocalFileSystem().contents(of: path) == bytes)
        #expect(try LocalFileSystem().prefix(of: path, upTo: size - 5) == Array(bytes.prefix(size - 5)))
    }

    @Test("a prefix is the file's first bytes, all of a shorter file, none for a limit of zero")
    func prefixes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("m.yml").path
        try "abcdef".write(toFile: path, atomically: true, encoding: .utf8)
        let fileSystem = LocalFileSystem()
        #expect(try fileSystem.prefix(of: path, upTo: 3) == Array("abc".utf8))
        #expect(try fileSystem.prefix(of: path, upTo: 6) == Array("abcdef".utf8))
        #expect(try fileSystem.prefix(of: path, upTo: 100) == Array("abcdef".utf8))
        #expect(try fileSystem.prefix(of: path, upTo: 0) == [])
        try "".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try fileSystem.contents(of: path) == [])
    }

    @Test("a FIFO is refused at once instead of blocking")
    func fifo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(reason(path) == "it is not a regular file (a FIFO)")
    }

    @Test("a device with no end is refused", arguments: ["/dev/zero", "/dev/urandom"])
    func device(path: String) {
        #expect(reason(path) == "it is not a regular file (a character device)")
    }

    @Test("a folder, a missing file and a file over the size limit are errors with reasons")
    func otherErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(reason(folder.path) == "it is a folder, not a file")
        #expect(reason(folder.appendingPathComponent("missing.yml").path) == "no such file or folder")
        let large = folder.appendingPathComponent("large.yml")
        try Data(count: 3 << 20).write(to: large)
        var small = LocalFileSystem()
        small.maximumFileSize = 2 << 20
        #expect(reason(large.path, small) == "it is larger than 2 MiB, the most targetlint reads")
        #expect(LocalFileSystem().maximumFileSize == 256 << 20)
    }
}
