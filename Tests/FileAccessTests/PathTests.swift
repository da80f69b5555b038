import Testing

@testable import FileAccess

/// Lexical path arithmetic, which every path a manifest or project names goes through.
@Suite struct PathTests {
    @Test(
        "normalizing drops '.', empty components and 'name/..' pairs, keeps leading '..', and leaves normal paths as they are",
        arguments: [
            ("a/b", "a/b"), ("/a/b", "/a/b"), ("/", "/"), ("..", ".."), ("../../a", "../../a"), ("a/../b", "b"),
            ("a//b", "a/b"), ("a/./b", "a/b"), ("a/", "a"), ("./a", "a"), ("/..", "/"), ("/../a", "/a"), ("", "."),
            (".", "."), ("a/..", "."), ("../a/..", ".."), ("..a/b..", "..a/b.."), ("a/.../b", "a/.../b"),
            ("//", "/"), ("é/ü.swift", "é/ü.swift"), ("a/b/../../..", ".."),
        ])
    func normalize(path: String, expected: String) {
        #expect(Path.normalize(path) == expected)
    }

    @Test("a path's folder and last component split at its last slash, whatever the characters before it")
    func components() {
        #expect(Path.directory(of: "Sources/Café/Ünïcode.swift") == "Sources/Café")
        #expect(Path.lastComponent(of: "Sources/Café/Ünïcode.swift") == "Ünïcode.swift")
        #expect(Path.directory(of: "/App.swift") == "/")
        #expect(Path.directory(of: "App.swift") == ".")
        #expect(Path.lastComponent(of: "App.swift") == "App.swift")
        #expect(Path.join("Sources/App", "../Shared/./Kit") == "Sources/Shared/Kit")
        #expect(Path.join("Sources", "/abs/x") == "/abs/x")
    }
}
