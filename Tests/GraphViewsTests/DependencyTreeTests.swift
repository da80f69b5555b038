import FileAccess
import GraphViews
import Project
import ProjectLoader
import Rules
import Testing

/// The graph of `manifest`, read from memory.
func graph(_ manifest: String) throws -> ProjectGraph {
    let fileSystem = InMemoryFileSystem(["targetlint.yml": manifest])
    return ProjectGraph(manifest: try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml"))
}

@Suite("Dependency trees")
struct DependencyTreeTests {
    static let manifest = """
        targets:
          App:
            type: app
            dependencies: [Clip, HomeFeature]
          Clip:
            type: app-clip
            dependencies: [Network, DesignSystem]
          HomeFeature:
            type: framework
            dependencies: [Network, DesignSystem]
          Network:
            type: framework
            dependencies: [Storage]
          Storage:
            type: framework
            dependencies: [Cache]
          Cache:
            type: framework
            dependencies: [Storage]
          DesignSystem:
            type: framework
        """

    @Test("a repeated subtree is printed once and marked; a cycle is cut and marked")
    func forward() throws {
        let graph = try graph(Self.manifest)
        let tree = DependencyTree(graph: graph, direction: .dependencies)
        #expect(
            tree.render(root: graph.id(of: "App")!) == """
                App (app)
                ├── Clip (app clip) embedded
                │   ├── Network (framework, core)
                │   │   └── Storage (framework, core)
                │   │       └── Cache (framework, core)
                │   │           └── Storage (framework, core) (cycle)
                │   └── DesignSystem (framework, core)
                └── HomeFeature (framework, feature)
                    ├── Network (framework, core) (*)
                    └── DesignSystem (framework, core)

                (*) printed above; --all prints it again

                """)
    }

    @Test("--all expands repeats, --depth cuts levels")
    func allAndDepth() throws {
        let graph = try graph(Self.manifest)
        let tree = DependencyTree(graph: graph, direction: .dependencies)
        let all = tree.render(root: graph.id(of: "App")!, expandRepeats: true)
        #expect(!all.contains("(*)"))
        #expect(all.split(separator: "\n").filter { $0.hasSuffix("Cache (framework, core)") }.count == 2)
        #expect(
            tree.render(root: graph.id(of: "App")!, depth: 1) == """
                App (app)
                ├── Clip (app clip) embedded
                └── HomeFeature (framework, feature)

                """)
    }

    @Test("the reverse tree lists who depends on a target, up to the apps")
    func reverse() throws {
        let graph = try graph(Self.manifest)
        let tree = DependencyTree(graph: graph, direction: .dependents)
        #expect(
            tree.render(root: graph.id(of: "DesignSystem")!) == """
                DesignSystem (framework, core)
                ├── Clip (app clip)
                │   └── App (app) embeds it
                └── HomeFeature (framework, feature)
                    └── App (app)

                """)
    }

    @Test("a chain of 100,000 targets prints without deep recursion, and stops at the output limit")
    func longChain() throws {
        let count = 100_000
        var manifest = "targets:\n"
        for index in 0..<count {
            manifest += "  M\(index):\n    type: framework\n"
            if index + 1 < count { manifest += "    dependencies: [M\(index + 1)]\n" }
        }
        let graph = try graph(manifest)
        let tree = DependencyTree(graph: graph, direction: .dependencies)
        #expect(tree.render(root: 0, depth: 2_000).split(separator: "\n").count == 2_001)
        let whole = tree.render(root: 0)
        #expect(whole.utf8.count < DependencyTree.outputLimit.bytes + 1_000_000)
        #expect(whole.hasSuffix(" lines; use --depth, or leave out --all\n"))
    }
}
