import Project
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import Rules

@Suite("Reachability findings")
struct ReachabilityFindingsTests {
    private let manifest = """
        targets:
          Clip:
            type: app-clip
            dependencies: [Shop]
          Widget:
            type: app-extension
            extension-point: widget
            dependencies: [Shop]
          Shop:
            type: framework
            layer: feature
        """

    private func context() throws -> LintContext {
        let loaded = try ManifestLoader(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest]))
            .load(path: "targetlint.yml")
        return LintContext(graph: ProjectGraph(manifest: loaded), fileSystem: InMemoryFileSystem([:]))
    }

    @Test("every clip and extension is searched when no targets are given")
    func everyClipAndExtension() throws {
        let context = try context()
        let predicate = ReachabilityPredicate(beforeModule: "links feature module '", afterModule: "'")
        let findings = context.reachabilityFindings(toLayer: "feature") { _, _ in predicate }
        #expect(findings.map(\.target) == ["Clip", "Widget"])
    }

    @Test("only the targets given are searched, in their order")
    func givenTargets() throws {
        let context = try context()
        let widget = try #require(context.graph.id(of: "Widget"))
        let predicate = ReachabilityPredicate(beforeModule: "links feature module '", afterModule: "'")
        let findings = context.reachabilityFindings(toLayer: "feature", describe: { _, _ in predicate }, of: [widget])
        #expect(
            findings.map(\.message) == ["app extension 'Widget' links feature module 'Shop' via Widget → Shop"])
        #expect(context.reachabilityFindings(toLayer: "feature", describe: { _, _ in predicate }, of: []).isEmpty)
    }
}
