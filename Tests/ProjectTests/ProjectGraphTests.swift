import FileAccess
import Project
import ProjectLoader
import ProjectModel
import Testing

/// The graph a manifest becomes: declared targets first, then a node per package product and SDK
/// its entries name; hosts, link closures and App Clip size estimates over it.
@Suite struct ProjectGraphTests {
    private let manifest = """
        targets:
          App:
            type: app
            dependencies: [Clip, Share, Feature]
          Clip:
            type: app-clip
            size: 500 KB
            dependencies: [Core, Util, {package: Pay, size: 1 MB}, {sdk: StoreKit}, Missing]
          Share:
            type: app-extension
            extension-point: share
            dependencies: [Feature]
          Feature:
            type: framework
            dependencies: [Core]
          Core:
            type: framework
            size: 2 MB
          Util:
            type: framework
        """

    private func graph() throws -> ProjectGraph {
        let fileSystem = InMemoryFileSystem(["targetlint.yml": manifest])
        return ProjectGraph(manifest: try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml"))
    }

    @Test("declared targets take the first ids, the package product and SDK follow; an unknown name is no node")
    func nodes() throws {
        let graph = try graph()
        #expect(graph.declaredCount == 6)
        #expect(Array(graph.declaredNames) == ["App", "Clip", "Share", "Feature", "Core", "Util"])
        #expect(Array(graph.targetNames.dropFirst(6)) == ["Pay", "StoreKit"])
        #expect(graph.targets[6...].map(\.type) == [.package, .sdk])
        #expect(graph.clipsAndExtensions == [1, 2])
        let unknown = try #require(graph.unknownDependencies.first)
        #expect(graph.unknownDependencies.count == 1)
        #expect(graph.targetNames[unknown.target] == "Clip" && unknown.dependency == 4)
    }

    @Test("an app hosts the clip and extension it embeds; a closure holds what links, transitively")
    func hostsAndClosures() throws {
        let graph = try graph()
        let app = try #require(graph.id(of: "App"))
        #expect(graph.hosts[try #require(graph.id(of: "Clip"))] == [app])
        #expect(graph.hosts[try #require(graph.id(of: "Share"))] == [app])
        let share = graph.closure(of: try #require(graph.id(of: "Share")))
        #expect(Set(share.members.map { graph.targetNames[$0] }) == ["Feature", "Core"])
        let core = try #require(graph.id(of: "Core"))
        let path = try #require(share.path(to: core))
        #expect(graph.names(path) == ["Share", "Feature", "Core"])
    }

    @Test("a clip's size estimate adds its own size and its closure's, SDKs aside, largest first")
    func clipSize() throws {
        let graph = try graph()
        let estimate = ClipSizeEstimate(clip: try #require(graph.id(of: "Clip")), graph: graph)
        #expect(estimate.contributors.map(\.name) == ["Core", "Pay", "Clip"])
        #expect(estimate.total == ByteCount(parsing: "3.5 MB"))
        #expect(estimate.unsized == ["Util"])
    }
}
