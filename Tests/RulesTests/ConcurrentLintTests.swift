import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import Rules

@Suite("Rules on several threads")
struct ConcurrentLintTests {
    @Test("findings that share a place keep their clips' order when the clips are checked apart")
    func sharedPlaceAcrossParts() throws {
        // Both clips' dependencies are one YAML node, so their findings stand at one place; each
        // of two threads checks one clip, and another rule reports more than either.
        let manifest = """
            targets:
              ClipA:
                type: app-clip
                dependencies: &shared [Shop]
              ClipB:
                type: app-clip
                dependencies: *shared
              Shop:
                type: framework
                layer: feature
            """
            + (1...5).map { "\n  Core\($0):\n    type: framework\n    layer: core\n    dependencies: [Shop]" }.joined()
        let fileSystem = InMemoryFileSystem(["targetlint.yml": manifest])
        let loaded = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        let alone = try Linter(fileSystem: fileSystem, threads: 1).lint(loaded)
        let clips = alone.diagnostics.filter { $0.rule == "no-feature-in-extension" }
        #expect(clips.map(\.target) == ["ClipA", "ClipB"])
        #expect(Set(clips.map(\.location)).count == 1)
        #expect(alone.diagnostics.filter { $0.rule == "layer-direction" }.count == 5)
        #expect(try Linter(fileSystem: fileSystem, threads: 2).lint(loaded).diagnostics == alone.diagnostics)
    }

    @Test("a report is the same on one thread as on several", arguments: [21, 22, 23] as [UInt64])
    func sameReport(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let generated = GeneratedManifest.random(targetCount: 300, using: &random)
        let fileSystem = InMemoryFileSystem(["targetlint.yml": generated.yaml()])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        let alone = try Linter(fileSystem: fileSystem, threads: 1).lint(manifest)
        #expect(Set(alone.diagnostics.map(\.rule)).count > 1)
        for threads in [2, 4, 16] {
            let together = try Linter(fileSystem: fileSystem, threads: threads).lint(manifest)
            #expect(together.diagnostics == alone.diagnostics, "\(threads) threads")
        }
    }
}
