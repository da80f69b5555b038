import GraphModel
import ProjectModel
import TextOutput

/// A Mermaid flowchart, which GitHub renders in Markdown: layers as subgraphs, products, package
/// products, SDKs and externals styled by kind, embed edges and edges that do not link dotted, the
/// paths of findings in red, and imports the graph does not declare dotted in violet.
struct MermaidRenderer {
    func write(_ selection: GraphSelection, to sink: inout some ByteSink) {
        let graph = selection.graph
        var text = TextBuffer.forStreaming()
        text.append("flowchart LR\n")
        let groups = selection.layerGroups
        for node in groups.unlayered {
            text.append(
                "  n\(node)[\(Self.label(graph.displayNames[node]))]\(Self.nodeClass(graph.targets[node].type))\n")
            guard text.flushIfFull(to: &sink) else { return }
        }
        for (index, layer) in groups.layers.enumerated() {
            text.append("  subgraph layer\(index)[\(Self.label(layer.name))]\n")
            for node in layer.nodes {
                text.append(
                    "    n\(node)[\(Self.label(graph.displayNames[node]))]\(Self.nodeClass(graph.targets[node].type))\n"
                )
                guard text.flushIfFull(to: &sink) else { return }
            }
            text.append("  end\n")
        }
        var violations: [Int] = []
        for (index, edge) in selection.edges.enumerated() {
            let arrow =
                switch edge.kind {
                case .link: "-->"
                case .embed: "-. embeds .->"
                case .build: "-. not linked .->"
                }
            text.append("  n\(edge.source) \(arrow) n\(edge.destination)\n")
            if selection.isViolation(edge) { violations.append(index) }
            guard text.flushIfFull(to: &sink) else { return }
        }
        for found in selection.undeclaredImports {
            text.append("  n\(found.source) -. imports, undeclared .-> n\(found.destination)\n")
            guard text.flushIfFull(to: &sink) else { return }
        }
        text.append("  classDef app fill:#bfdbfe,stroke:#1e3a8a\n")
        text.append("  classDef small fill:#fde68a,stroke:#92400e\n")
        text.append("  classDef other fill:#e5e7eb,stroke:#374151\n")
        text.append("  classDef package fill:#dcfce7,stroke:#166534\n")
        text.append("  classDef sdk fill:#ede9fe,stroke:#5b21b6,stroke-dasharray:4\n")
        text.append("  classDef external fill:#ffedd5,stroke:#9a3412\n")
        text.append("  classDef offending stroke:#dc2626,stroke-width:3px\n")
        let offending = selection.nodes.filter { selection.offendingNodes.contains($0) }
        if !offending.isEmpty {
            text.append("  class \(offending.map { "n\($0)" }.joined(separator: ",")) offending\n")
        }
        if !violations.isEmpty {
            text.append(
                "  linkStyle \(violations.map(String.init).joined(separator: ",")) stroke:#dc2626,stroke-width:3px\n")
        }
        if !selection.undeclaredImports.isEmpty {
            let first = selection.edges.count
            let links = (first..<first + selection.undeclaredImports.count).map(String.init)
            text.append("  linkStyle \(links.joined(separator: ",")) stroke:#7c3aed,stroke-dasharray:4\n")
        }
        text.flush(to: &sink)
    }

    private static func nodeClass(_ type: ProjectModel.ProductType) -> String {
        switch type {
        case .app, .watchApp: ":::app"
        case .appClip, .appExtension: ":::small"
        case .unitTests, .uiTests, .tool: ":::other"
        case .package: ":::package"
        case .sdk: ":::sdk"
        case .external: ":::external"
        default: ""
        }
    }

    /// A quoted Mermaid label; quotes become `#quot;`, control characters `\u{1B}`.
    /// Quotes, `<`, `>` and `&` become Mermaid's entity codes, so that a name can neither end the
    /// label nor put markup into the rendered picture.
    static func label(_ text: String) -> String {
        let label = ControlCharacters.escaping(text).replacingASCII { byte in
            switch byte {
            case UInt8(ascii: "\""): "#quot;"
            case UInt8(ascii: "<"): "#lt;"
            case UInt8(ascii: ">"): "#gt;"
            case UInt8(ascii: "&"): "#amp;"
            default: nil
            }
        }
        return "\"" + label + "\""
    }
}
