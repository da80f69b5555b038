import Foundation
import Testing

@testable import FileAccess
@testable import Rules

/// Source folders on disk as untrusted branches leave them: link loops, links out of the project,
/// and trees too large to read.
@Suite struct SwiftSourceScannerTests {
    /// A new folder holding `.git`, so it is a project root, and a confined file system over it.
    func project() throws -> (path: String, fileSystem: ConfinedFileSystem) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true)
        let root = try #require(ProjectRoot.named(path, in: LocalFileSystem()))
        return (path, ConfinedFileSystem(LocalFileSystem(), root: root))
    }

    /// A new folder's path outside any project, for links to lead to.
    func outsideFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("targetlint-\(UUID().uuidString)").path
    }

    func remove(_ paths: String...) {
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: Path.directory(of: path), withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    @Test("a literal knows the argument label written before it on its line, and only that")
    func labels() {
        let source = """
            let a = UserDefaults(suiteName: "group.a")
            let b = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:\t"group.b")
            let c = ["key": "group.c"]
            let d = f(x, "group.d")
            let e = f(label:
                "group.e")

            """
        let labels = SwiftSourceScanner.literals(in: Array(source.utf8), file: "F.swift").map(\.label)
        // "key" and its value, a plain argument, and a label on the line before are none.
        #expect(labels == ["suiteName", "forSecurityApplicationGroupIdentifier", nil, nil, nil, nil])
    }

    @Test("links back to their folder are read once, however many there are")
    func linkLoops() throws {
        let (path, fileSystem) = try project()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write("let group = \"group.com.example\"\n", to: path + "/Sources/Sub/Constants.swift")
        try link(path + "/Sources/a", to: ".")
        try link(path + "/Sources/b", to: ".")
        try link(path + "/Sources/Sub/up", to: "..")
        var scanner = SwiftSourceScanner(fileSystem: fileSystem)
        let literals = scanner.literals(in: [path + "/Sources"])
        #expect(literals.map(\.text) == ["group.com.example"])
        #expect(literals.map(\.location.file) == [path + "/Sources/Sub/Constants.swift"])
    }

    @Test("links that lead out of the project are not followed")
    func linksOut() throws {
        let (path, fileSystem) = try project()
        let outside = outsideFolder()
        defer { remove(path, outside) }
        try write("let secret = \"group.outside\"\n", to: outside + "/Secret.swift")
        try write("let inside = \"group.inside\"\n", to: path + "/Sources/Inside.swift")
        try link(path + "/Sources/root", to: "/")
        try link(path + "/Sources/out", to: outside)
        try link(path + "/Sources/Secret.swift", to: outside + "/Secret.swift")
        var scanner = SwiftSourceScanner(fileSystem: fileSystem)
        #expect(scanner.literals(in: [path + "/Sources", outside, "/"]).map(\.text) == ["group.inside"])
    }

    @Test("reading stops at the entry limit and says where")
    func entryLimit() throws {
        let (path, fileSystem) = try project()
        defer { try? FileManager.default.removeItem(atPath: path) }
        for index in 0..<5 { try write("let x = \"\(index)\"\n", to: path + "/Sources/F\(index).swift") }
        var scanner = SwiftSourceScanner(fileSystem: fileSystem, maximumEntries: 3)
        #expect(scanner.literals(in: [path + "/Sources"]).map(\.text) == ["0", "1", "2"])
        #expect(scanner.limitReachedAt == path + "/Sources")
    }

    @Test("a folder named by several targets is walked once and its files read for each")
    func sharedFolder() throws {
        let (path, fileSystem) = try project()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write("let x = \"group.shared\"\n", to: path + "/Shared/Constants.swift")
        var scanner = SwiftSourceScanner(fileSystem: fileSystem, maximumEntries: 1)
        #expect(scanner.literals(in: [path + "/Shared"]).map(\.text) == ["group.shared"])
        #expect(scanner.literals(in: [path + "/Shared/"]).map(\.text) == ["group.shared"])
        #expect(scanner.limitReachedAt == nil)
    }

    @Test("files named one by one are read once each; missing ones, and links that lead out, are passed over")
    func namedFiles() throws {
        let (path, fileSystem) = try project()
        let outside = outsideFolder()
        defer { remove(path, outside) }
        try write("let a = \"group.a\"\n", to: path + "/App/A.swift")
        try write("let b = \"group.b\"\n", to: path + "/App/B.swift")
        try write("let c = \"group.c\"\n", to: path + "/Shared/C.swift")
        try write("let secret = \"group.outside\"\n", to: outside + "/Secret.swift")
        try link(path + "/App/Secret.swift", to: outside + "/Secret.swift")
        try link(path + "/App/Alias.swift", to: "B.swift")
        var scanner = SwiftSourceScanner(fileSystem: fileSystem)
        let literals = scanner.literals(in: [
            path + "/App/A.swift", path + "/App/Missing.swift", path + "/Gone/Missing.swift",
            path + "/App/Secret.swift",
            path + "/App/B.swift", path + "/App/Alias.swift", path + "/Shared/C.swift", path + "/App/A.swift",
        ])
        #expect(literals.map(\.text) == ["group.a", "group.b", "group.c"])
        #expect(
            literals.map(\.location.file) == [path + "/App/A.swift", path + "/App/B.swift", path + "/Shared/C.swift"])
    }

    @Test("interpolated literals are marked, in plain, raw and multi-line strings")
    func interpolation() {
        let source = ##"""
            let a = "group.\(bundleID)"
            let b = #"group.\#(bundleID).shop"#
            let c = #"group.\(not).interpolated"#
            let d = "group.\\(escaped)"
            let e = """
                group.\(id)
                """
            let f = "group.com.example.shop"
            """##
        let literals = SwiftSourceScanner.literals(in: Array(source.utf8), file: "S.swift")
        #expect(
            literals.map { "\($0.location.line):\($0.location.column) \($0.isInterpolated) \($0.text)" } == [
                #"1:9 true group.\(bundleID)"#,
                ##"2:9 true group.\#(bundleID).shop"##,
                #"3:9 false group.\(not).interpolated"#,
                #"4:9 false group.\\(escaped)"#,
                "5:9 true \n    group.\\(id)\n    ",
                "8:9 false group.com.example.shop",
            ])
    }

    @Test("past a conflict marker, reading goes on from the next line, lines and columns still counted")
    func recovery() {
        let source = #"""
            let a = "group.a"
            <<<<<<< HEAD
            let b = 'x' + "group.b"
            /* a comment
               over two lines */ let c = "group.c"
            let d = "group.\("nested")"

            """#
        let literals = SwiftSourceScanner.literals(in: Array(source.utf8), file: "R.swift")
        // The conflict marker's line is passed over, code around strings (a quote Swift does not
        // allow included) is skipped, and a string inside an interpolation is part of its literal.
        #expect(
            literals.map { "\($0.location.line):\($0.location.column) \($0.isInterpolated) \($0.text)" } == [
                "1:9 false group.a", "3:15 false group.b", "5:30 false group.c", #"6:9 true group.\("nested")"#,
            ])
    }
}
