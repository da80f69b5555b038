import GraphViews
import Testing

@Suite("Why-paths")
struct WhyPathsTests {
    static let diamond = """
        targets:
          App:
            type: app
            dependencies: [Clip, Left, Right]
          Clip:
            type: app-clip
            dependencies: [Left]
          Left:
            type: framework
            dependencies: [Base]
          Right:
            type: framework
            dependencies:
              - Base
          Base:
            type: framework
        """

    @Test("every shortest path, each step with the line that declares it")
    func diamond() throws {
        let graph = try graph(Self.diamond)
        let text = WhyPaths(graph: graph).render(from: graph.id(of: "App")!, to: graph.id(of: "Base")!)
        #expect(
            text == """
                2 shortest paths from App to Base, 2 steps:

                App → Left → Base
                  App → Left   targetlint.yml:4:26
                  Left → Base  targetlint.yml:10:20

                App → Right → Base
                  App → Right   targetlint.yml:4:32
                  Right → Base  targetlint.yml:14:9

                """)
    }

    @Test("embedding is a step too, and marked")
    func embed() throws {
        let graph = try graph(Self.diamond)
        let paths = WhyPaths(graph: graph).paths(from: graph.id(of: "App")!, to: graph.id(of: "Clip")!)
        #expect(paths.count == 1)
        let text = WhyPaths(graph: graph).render(from: graph.id(of: "App")!, to: graph.id(of: "Clip")!)
        #expect(text?.contains("App → Clip  targetlint.yml:4:20 (embeds)") == true)
    }

    @Test("no path gives nil; a target explains itself")
    func none() throws {
        let graph = try graph(Self.diamond)
        let why = WhyPaths(graph: graph)
        #expect(why.render(from: graph.id(of: "Base")!, to: graph.id(of: "App")!) == nil)
        #expect(why.render(from: graph.id(of: "Left")!, to: graph.id(of: "Left")!) == "Left is Left\n")
    }
}
