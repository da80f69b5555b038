import FileAccess
import GraphViews
import Project
import ProjectLoader
import ProjectModel
import TestSupport
import Testing

@Suite("Graphs of what a root reaches")
struct ReachableGraphTests {
    /// The whole graph of `manifest`, and the part of it `root` reaches.
    static func graphs(_ manifest: Manifest, root: String) -> (whole: ProjectGraph, reached: ProjectGraph) {
        (ProjectGraph(manifest: manifest), ProjectGraph(manifest: manifest, reachableFrom: [root]))
    }

    @Test("trees and why-paths of a root are the same in the part it reaches as in the whole graph")
    func sameViews() throws {
        var random = SplitMix64(seed: 7)
        let generated = GeneratedManifest.random(targetCount: 200, using: &random)
        let fileSystem = InMemoryFileSystem(["targetlint.yml": generated.yaml()])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        var fewerEdges = 0
        for root in generated.targets.prefix(60).map(\.name) {
            let (whole, reached) = Self.graphs(manifest, root: root)
            let id = try #require(whole.id(of: root))
            #expect(reached.id(of: root) == id)
            #expect(reached.targetNames == whole.targetNames)
            #expect(
                DependencyTree(graph: reached, direction: .dependencies).render(root: id)
                    == DependencyTree(graph: whole, direction: .dependencies).render(root: id), "tree of \(root)")
            for other in generated.targets.suffix(20).map(\.name) {
                let to = try #require(whole.id(of: other))
                #expect(
                    WhyPaths(graph: reached).render(from: id, to: to)
                        == WhyPaths(graph: whole).render(from: id, to: to),
                    "why \(root) \(other)")
            }
            if reached.targetGraph.allEdges.count < whole.targetGraph.allEdges.count { fewerEdges += 1 }
        }
        #expect(fewerEdges > 30)
    }

    @Test("package products and SDKs keep the number, place and size the first entries naming them give")
    func externalsAsInTheWholeGraph() throws {
        let manifest = try ManifestLoader(
            fileSystem: InMemoryFileSystem([
                "targetlint.yml": """
                targets:
                  Early:
                    type: framework
                    dependencies:
                      - package: Analytics
                      - package: Networking
                        size: 300 KB
                      - sdk: Contacts.framework
                  Clip:
                    type: app-clip
                    dependencies:
                      - sdk: Contacts.framework
                      - package: Networking
                      - package: Analytics
                        size: 90 KB
                      - Early
                  Lone:
                    type: framework
                    dependencies: [Clip]
                """
            ])
        ).load(path: "targetlint.yml")
        let (whole, reached) = Self.graphs(manifest, root: "Clip")
        #expect(reached.targets == whole.targets)
        #expect(reached.layers == whole.layers)
        let clip = try #require(whole.id(of: "Clip"))
        let tree = DependencyTree(graph: reached, direction: .dependencies).render(root: clip)
        #expect(tree == DependencyTree(graph: whole, direction: .dependencies).render(root: clip))
        // Nothing out of 'Lone', which the clip does not reach.
        let lone = try #require(whole.id(of: "Lone"))
        #expect(reached.targetGraph.edges(from: lone).isEmpty && !whole.targetGraph.edges(from: lone).isEmpty)
        let analytics = try #require(whole.id(of: "Analytics"))
        #expect(reached.targets[analytics].size?.value == ByteCount(bytes: 90_000))
        #expect(reached.targets[analytics].location.line == 5)
    }
}
