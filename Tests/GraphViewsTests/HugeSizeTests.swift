import FileAccess
import GraphViews
import Project
import ProjectLoader
import ProjectModel
import Rules
import Testing

@Suite("Huge sizes")
struct HugeSizeTests {
    /// A clip linking two modules whose sizes add up past what an `Int64` counts. A manifest cannot
    /// write such sizes (1000 GB is the most), but a library user can build them.
    static func graph() throws -> ProjectGraph {
        let manifest = """
            rules:
              size-budget:
                app-clip: 1 B
            targets:
              Shop:
                type: app
                dependencies: [Clip]
              Clip:
                type: app-clip
                dependencies: [A, B]
              A:
                type: framework
                size: 1 MB
              B:
                type: framework
                size: 1 MB
            """
        var loaded = try ManifestLoader(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest])).load(
            path: "targetlint.yml")
        for index in loaded.targets.indices where loaded.targets[index].size != nil {
            loaded.targets[index].size?.value = ByteCount(bytes: Int64.max / 2 + 1)
        }
        return ProjectGraph(manifest: loaded)
    }

    @Test("sizes summed past the largest count saturate in lint, stats and graph json instead of trapping")
    func saturatedSums() throws {
        let graph = try Self.graph()
        let report = try Linter(fileSystem: InMemoryFileSystem([:])).lint(graph)
        #expect(
            report.diagnostics.filter { $0.rule == "size-budget" }.map(\.message) == [
                "app clip 'Clip' is an estimated 9223372036.9 GB, over its 1 B limit (set by rules.size-budget.app-clip); largest: A 4611686018.4 GB, B 4611686018.4 GB; estimate excludes 1 unsized module: Clip (itself)"
            ])
        let stats = ProjectStatistics(graph: graph, clipLimit: try SizeBudget(configuredBy: graph).limit(for:)).render()
        #expect(stats.contains("  Clip      9223372036.9 GB    1 B  1000000000000000%        1\n"))
        let json = GraphFormat.json.render(GraphSelection(graph: graph, diagnostics: report.diagnostics))
        #expect(json.contains(#"{"name": "A", "type": "framework", "layer": "core", "size": 4611686018427387904}"#))
    }
}
