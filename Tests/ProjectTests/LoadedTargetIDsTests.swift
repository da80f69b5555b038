import FileAccess
import Project
import ProjectLoader
import Testing

/// The graph reuses the table of target names the loader built checking them, and must not once
/// the targets change.
@Suite("The loader's table of target ids")
struct LoadedTargetIDsTests {
    private let files = [
        "targetlint.yml": """
        targets:
          App:
            type: app
            dependencies: [Core]
          Core:
            type: framework
        """
    ]

    @Test("a loaded manifest carries its targets' ids, and the graph finds the same")
    func loadedIDs() throws {
        let manifest = try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: "targetlint.yml")
        let ids = try #require(manifest.targetIDs)
        #expect(ids["App"] == 0 && ids["Core"] == 1)
        let graph = ProjectGraph(manifest: manifest)
        #expect(graph.id(of: "Core") == 1)
        #expect(graph.targetGraph.allEdges.map { [$0.source, $0.destination] } == [[0, 1]])
    }

    @Test("once the targets change, the table is gone and the graph names them as they are")
    func changedTargets() throws {
        var manifest = try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: "targetlint.yml")
        manifest.targets.swapAt(0, 1)
        #expect(manifest.targetIDs == nil)
        var graph = ProjectGraph(manifest: manifest)
        #expect(graph.id(of: "Core") == 0 && graph.id(of: "App") == 1)
        #expect(graph.targetGraph.allEdges.map { [$0.source, $0.destination] } == [[1, 0]])
        manifest.targets[0].name = "Kernel"
        graph = ProjectGraph(manifest: manifest)
        #expect(graph.id(of: "Kernel") == 0 && graph.id(of: "Core") == nil)
        #expect(graph.unknownDependencies.map { [$0.target, $0.dependency] } == [[1, 0]])
    }
}
