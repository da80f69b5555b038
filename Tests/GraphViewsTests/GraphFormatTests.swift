import Rules
import Testing

@testable import FileAccess
@testable import GraphViews

@Suite("Graph formats")
struct GraphFormatTests {
    static let manifest = """
        targets:
          "App \\"Main\\"":
            type: app
            dependencies: [Widget]
          Widget:
            type: app-extension
            extension-point: widget
            dependencies: [HomeFeature]
          HomeFeature:
            type: framework
        """

    @Test("names with quotes are escaped in DOT, Mermaid and JSON")
    func escaping() throws {
        let graph = try graph(Self.manifest)
        let selection = GraphSelection(graph: graph)
        #expect(
            GraphFormat.dot.render(selection).contains(#""App \"Main\"" -> "Widget" [style=dashed, label="embeds"];"#))
        #expect(GraphFormat.mermaid.render(selection).contains(#"n0["App #quot;Main#quot;"]:::app"#))
        #expect(
            GraphFormat.json.render(selection).contains(#"{"from": "App \"Main\"", "to": "Widget", "kind": "embed"}"#))
    }

    @Test("quotes and backslashes in a DOT string are escaped, control characters written visibly")
    func dotLiteral() {
        #expect(DOTRenderer.quoted("A\\\"B\u{202E}é") == #""A\\\"B\\u{202E}é""#)
        #expect(DOTRenderer.quoted("Plain") == #""Plain""#)
    }

    @Test("markup in a name reaches a Mermaid label as entity codes, never as markup")
    func mermaidMarkup() {
        #expect(MermaidRenderer.label("A<b>&\"B\"</b>") == "\"A#lt;b#gt;#amp;#quot;B#quot;#lt;/b#gt;\"")
    }

    @Test("paths of findings mark their edges and the module reached")
    func violations() throws {
        let graph = try graph(Self.manifest)
        let finding = Rules.Diagnostic(
            rule: "no-feature-in-extension", severity: .error, target: "Widget", message: "m",
            location: .init(file: "targetlint.yml", line: 7, column: 24), path: ["Widget", "HomeFeature"])
        let selection = GraphSelection(graph: graph, diagnostics: [finding])
        let dot = GraphFormat.dot.render(selection)
        #expect(dot.contains(##""Widget" -> "HomeFeature" [color="#dc2626", penwidth=2];"##))
        #expect(dot.contains(##""HomeFeature" [color="#dc2626", penwidth=2];"##))
        #expect(GraphFormat.mermaid.render(selection).contains("linkStyle 1 stroke:#dc2626"))
        #expect(
            GraphFormat.json.render(selection).contains(
                #"{"from": "Widget", "to": "HomeFeature", "kind": "link", "violation": true}"#))
    }

    @Test("findings whose paths share their first steps mark every edge of every path")
    func sharedPrefixes() throws {
        let graph = try graph(
            """
            targets:
              Clip:
                type: app-clip
                dependencies: [A, Other]
              A:
                type: framework
                dependencies: [B, FeatureOne]
              B:
                type: framework
                dependencies: [FeatureTwo, C]
              C:
                type: framework
                dependencies: [FeatureThree]
              Other:
                type: framework
                dependencies: [FeatureFour]
            """
                + ["One", "Two", "Three", "Four"].map { "\n  Feature\($0):\n    type: framework\n    layer: feature" }
                .joined())
        let findings = try Linter(fileSystem: InMemoryFileSystem([:])).findings(of: graph)
            .filter { $0.rule == "no-feature-in-extension" }
        #expect(findings.count == 4)
        let selection = GraphSelection(graph: graph, diagnostics: findings)
        var edges: [String] = []
        for finding in findings {
            let path = try #require(finding.path)
            for (from, to) in zip(path, path.dropFirst()) {
                let edge = try #require(
                    graph.targetGraph.edges(from: graph.id(of: from)!).first { $0.destination == graph.id(of: to) })
                let marked = selection.isViolation(edge)
                #expect(marked, "\(from) → \(to)")
                edges.append("\(from) → \(to)")
            }
            let offending = selection.offendingNodes.contains(graph.id(of: path.last!)!)
            #expect(offending)
        }
        #expect(Set(edges).count == 8)
    }
}
