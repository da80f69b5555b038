import Foundation
import Testing

@testable import FileAccess
@testable import Rules
@testable import SourceText

/// Source folders on disk as untrusted branches leave them: link loops, links out of the project,
/// and trees too large to read.
@Suite struct SwiftFileFinderTests {
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

    /// The literals the index keeps of the Swift files `finder` finds in `paths`, each with its file.
    func literals(_ finder: inout SwiftFileFinder, in paths: [String]) -> [(text: String, file: String)] {
        finder.sourceFiles(in: paths).swift.flatMap { file in
            let bytes = (try? finder.readingFileSystem.contents(of: file)) ?? []
            return literals(in: bytes).map { ($0.text, file) }
        }
    }

    /// The literals the index keeps of one file's bytes.
    func literals(in bytes: [UInt8]) -> [SwiftSourceOutline.Literal] {
        bytes.withUnsafeBufferPointer { SwiftSourceOutline(scanning: $0).literals }
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
        let labels = literals(in: Array(source.utf8)).map(\.label)
        // "key" is no identifier and not kept; a dictionary value, a plain argument, and a label
        // on the line before are no labels.
        #expect(labels == ["suiteName", "forSecurityApplicationGroupIdentifier", nil, nil, nil])
    }

    @Test("links back to their folder are read once, however many there are")
    func linkLoops() throws {
        let (path, fileSystem) = try project()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write("let group = \"group.com.example\"\n", to: path + "/Sources/Sub/Constants.swift")
        try link(path + "/Sources/a", to: ".")
        try link(path + "/Sources/b", to: ".")
        try link(path + "/Sources/Sub/up", to: "..")
        var finder = SwiftFileFinder(fileSystem: fileSystem)
        let found = literals(&finder, in: [path + "/Sources"])
        #expect(found.map(\.text) == ["group.com.example"])
        #expect(found.map(\.file) == [path + "/Sources/Sub/Constants.swift"])
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
        var finder = SwiftFileFinder(fileSystem: fileSystem)
        #expect(literals(&finder, in: [path + "/Sources", outside, "/"]).map(\.text) == ["group.inside"])
    }

    @Test("reading stops at the entry limit and says where")
    func entryLimit() throws {
        let (path, fileSystem) = try project()
        defer { try? FileManager.default.removeItem(atPath: path) }
        for index in 0..<5 { try write("let x = \"group.\(index)\"\n", to: path + "/Sources/F\(index).swift") }
        var finder = SwiftFileFinder(fileSystem: fileSystem, maximumEntries: 3)
        #expect(literals(&finder, in: [path + "/Sources"]).map(\.text) == ["group.0", "group.1", "group.2"])
        #expect(finder.limitReachedAt == path + "/Sources")
    }

    @Test("a folder named by several targets is walked once and its files read for each")
    func sharedFolder() throws {
        let (path, fileSystem) = try project()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write("let x = \"group.shared\"\n", to: path + "/Shared/Constants.swift")
        var finder = SwiftFileFinder(fileSystem: fileSystem, maximumEntries: 1)
        #expect(literals(&finder, in: [path + "/Shared"]).map(\.text) == ["group.shared"])
        #expect(literals(&finder, in: [path + "/Shared/"]).map(\.text) == ["group.shared"])
        #expect(finder.limitReachedAt == nil)
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
        var finder = SwiftFileFinder(fileSystem: fileSystem)
        let found = literals(
            &finder,
            in: [
                path + "/App/A.swift", path + "/App/Missing.swift", path + "/Gone/Missing.swift",
                path + "/App/Secret.swift",
                path + "/App/B.swift", path + "/App/Alias.swift", path + "/Shared/C.swift", path + "/App/A.swift",
            ])
        #expect(found.map(\.text) == ["group.a", "group.b", "group.c"])
        #expect(found.map(\.file) == [path + "/App/A.swift", path + "/App/B.swift", path + "/Shared/C.swift"])
    }

    @Test("interpolated literals are left out, in plain, raw and multi-line strings")
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
        #expect(
            literals(in: Array(source.utf8)).map { "\($0.position) \($0.text)" } == [
                #"3:9 group.\(not).interpolated"#, #"4:9 group.\\(escaped)"#, "8:9 group.com.example.shop",
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
        // The conflict marker's line is passed over, code around strings (a quote Swift does not
        // allow included) is skipped, and a string inside an interpolation is part of its literal,
        // which is left out.
        #expect(
            literals(in: Array(source.utf8)).map { "\($0.position) \($0.text)" } == [
                "1:9 group.a", "3:15 group.b", "5:30 group.c",
            ])
    }
}
