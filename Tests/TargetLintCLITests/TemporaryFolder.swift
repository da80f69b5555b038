import Foundation
import Testing

/// A fresh folder under `/tmp`, made by `mkdtemp`, for tests that need a real disk.
struct TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// Makes the folder.
    init() throws {
        var template = Array("/tmp/targetlint-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        path = try #require(made, "mkdtemp failed: \(String(cString: strerror(errno)))")
    }

    /// The path of `name` in the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted, hidden ones included.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Makes the folder refuse new files and renames, and returns what undoes it. Permissions do
    /// not bind root, so where creating a file still works the folder is also made immutable with
    /// `chattr +i`; the test fails if the folder stays writable.
    func makeUnwritable() throws -> () -> Void {
        chmod(path, 0o555)
        var immutable = false
        if canCreateFile() {
            try Self.chattr("+i", path)
            immutable = true
        }
        let undo = {
            if immutable { try? Self.chattr("-i", path) }
            chmod(path, 0o755)
        }
        if canCreateFile() {
            undo()
            Issue.record("cannot make \(path) unwritable as this user")
        }
        return undo
    }

    private func canCreateFile() -> Bool {
        let probe = file("probe")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        unlink(probe)
        return true
    }

    private static func chattr(_ flag: String, _ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        try process.run()
        process.waitUntilExit()
    }
}
