import Project
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import Rules

@Suite("Reachability predicates keep their bytes")
struct ReachabilityPredicateBytesTests {
    @Test("consecutive findings whose predicates are equal as strings but not as bytes keep their own words")
    func canonicallyEqualPredicates() throws {
        let manifest = """
            targets:
              Clip:
                type: app-clip
                dependencies: [AFeature, BFeature]
              AFeature:
                type: framework
              BFeature:
                type: framework
            """
        let loaded = try ManifestLoader(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest]))
            .load(path: "targetlint.yml")
        let graph = ProjectGraph(manifest: loaded)
        let context = LintContext(graph: graph, fileSystem: InMemoryFileSystem([:]))
        // The same words, the accent composed for one module and decomposed for the other.
        let composed = ReachabilityPredicate(beforeModule: "links caf\u{E9} '", afterModule: "'")
        let decomposed = ReachabilityPredicate(beforeModule: "links cafe\u{301} '", afterModule: "'")
        #expect(composed == decomposed)
        let findings = context.reachabilityFindings(toLayer: "feature") { _, module in
            graph.targetNames[module] == "AFeature" ? composed : decomposed
        }
        #expect(
            findings.map { Array($0.message.utf8) } == [
                Array("app clip 'Clip' links caf\u{E9} 'AFeature' via Clip → AFeature".utf8),
                Array("app clip 'Clip' links cafe\u{301} 'BFeature' via Clip → BFeature".utf8),
            ])
    }
}
