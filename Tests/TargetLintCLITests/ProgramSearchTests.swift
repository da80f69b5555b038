import Foundation
import Testing

@testable import TargetLintCLI

@Suite struct ProgramSearchTests {
    @Test("a program is looked up on the child's own PATH, in order, skipping what cannot run")
    func locate() throws {
        let first = try TemporaryFolder()
        let second = try TemporaryFolder()
        defer {
            first.remove()
            second.remove()
        }
        try "#!/bin/sh\n".write(toFile: first.file("swift"), atomically: true, encoding: .utf8)
        chmod(first.file("swift"), 0o644)
        try FileManager.default.createDirectory(atPath: first.file("tool"), withIntermediateDirectories: false)
        for name in ["swift", "tool"] {
            try "#!/bin/sh\n".write(toFile: second.file(name), atomically: true, encoding: .utf8)
            chmod(second.file(name), 0o755)
        }
        let path = "\(first.path):\(second.path)"
        #expect(ChildProcess.locate("swift", searchPath: path) == second.file("swift"))
        #expect(ChildProcess.locate("tool", searchPath: path) == second.file("tool"))
        #expect(ChildProcess.locate("swift", searchPath: first.path) == nil)
        #expect(ChildProcess.locate("./bin/swift", searchPath: first.path) == "./bin/swift")
        #expect(ChildProcess.locate("sh", searchPath: nil) != nil)
        #expect(ChildProcess.locate("", searchPath: path) == nil)
    }
}
