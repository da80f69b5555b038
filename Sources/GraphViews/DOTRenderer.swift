import GraphModel
import TextOutput

/// Graphviz DOT: layers as clusters, apps, clips, extensions, package products, SDKs and externals
/// styled by kind, embed edges dashed, edges that do not link dotted, the paths of findings drawn
/// in red, and imports the graph does not declare dashed in violet.
struct DOTRenderer {
    func write(_ selection: GraphSelection, to sink: inout some ByteSink) {
        let graph = selection.graph
        var text = TextBuffer.forStreaming()
        text.append("digraph targets {\n")
        text.append("  rankdir=LR;\n  newrank=true;\n  fontname=\"Helvetica\";\n")
        text.append("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f8fafc\", fontname=\"Helvetica\"];\n")
        text.append("  edge [color=\"#64748b\", fontname=\"Helvetica\", fontsize=10];\n")
        let groups = selection.layerGroups
        for (index, layer) in groups.layers.enumerated() {
            text.append("  subgraph cluster_\(index) {\n    label=")
            text.append(Self.quoted(layer.name))
            text.append(";\n    style=\"rounded,dashed\";\n    color=\"#94a3b8\";\n")
            for node in layer.nodes {
                appendNode(node, in: selection, indent: "    ", into: &text)
                guard text.flushIfFull(to: &sink) else { return }
            }
            text.append("  }\n")
        }
        for node in groups.unlayered {
            appendNode(node, in: selection, indent: "  ", into: &text)
            guard text.flushIfFull(to: &sink) else { return }
        }
        for edge in selection.edges {
            text.append("  ")
            text.append(Self.quoted(graph.displayNames[edge.source]))
            text.append(" -> ")
            text.append(Self.quoted(graph.displayNames[edge.destination]))
            var attributes: [String] = []
            if edge.kind == .embed { attributes += ["style=dashed", "label=\"embeds\""] }
            if edge.kind == .build { attributes += ["style=dotted", "label=\"not linked\""] }
            if selection.isViolation(edge) { attributes += ["color=\"#dc2626\"", "penwidth=2"] }
            if !attributes.isEmpty { text.append(" [\(attributes.joined(separator: ", "))]") }
            text.append(";\n")
            guard text.flushIfFull(to: &sink) else { return }
        }
        for found in selection.undeclaredImports {
            text.append("  ")
            text.append(Self.quoted(graph.displayNames[found.source]))
            text.append(" -> ")
            text.append(Self.quoted(graph.displayNames[found.destination]))
            text.append(" [style=dashed, color=\"#7c3aed\", fontcolor=\"#7c3aed\", label=\"imports, undeclared\"];\n")
            guard text.flushIfFull(to: &sink) else { return }
        }
        text.append("}\n")
        text.flush(to: &sink)
    }

    private func appendNode(_ node: Int, in selection: GraphSelection, indent: String, into text: inout TextBuffer) {
        let graph = selection.graph
        text.append(indent)
        text.append(Self.quoted(graph.displayNames[node]))
        var attributes: [String] = []
        switch graph.targets[node].type {
        case .app, .watchApp: attributes.append("fillcolor=\"#bfdbfe\"")
        case .appClip, .appExtension: attributes.append("fillcolor=\"#fde68a\"")
        case .unitTests, .uiTests, .tool: attributes.append("fillcolor=\"#e5e7eb\"")
        case .package: attributes.append("fillcolor=\"#dcfce7\"")
        case .sdk: attributes += ["fillcolor=\"#ede9fe\"", "style=\"rounded,filled,dashed\""]
        case .external: attributes.append("fillcolor=\"#ffedd5\"")
        default: break
        }
        if selection.offendingNodes.contains(node) { attributes += ["color=\"#dc2626\"", "penwidth=2"] }
        if !attributes.isEmpty { text.append(" [\(attributes.joined(separator: ", "))]") }
        text.append(";\n")
    }

    /// A DOT string literal; control characters appear in the label as `\u{1B}`.
    static func quoted(_ text: String) -> String {
        let literal = ControlCharacters.escaping(text).replacingASCII { byte in
            switch byte {
            case UInt8(ascii: "\""): "\\\""
            case UInt8(ascii: "\\"): "\\\\"
            default: nil
            }
        }
        return "\"" + literal + "\""
    }
}
