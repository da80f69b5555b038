/// The formats of `targetlint graph`.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// Graphviz DOT, for `dot -Tsvg`.
    case dot
    /// A Mermaid flowchart, which GitHub renders in Markdown.
    case mermaid
    /// JSON nodes and edges, for other tools.
    case json

    /// Renders `selection` in this format.
    public func render(_ selection: GraphSelection) -> String {
        switch self {
        case .dot: DOTRenderer().render(selection)
        case .mermaid: MermaidRenderer().render(selection)
        case .json: GraphJSONRenderer().render(selection)
        }
    }
}
