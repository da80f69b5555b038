import TextOutput

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
        TextBuffer.collect { write(selection, to: &$0) }
    }

    /// Writes `selection` in this format to `sink` as it is produced, stopping early if the sink
    /// closes; the bytes are those ``render(_:)`` returns.
    public func write(_ selection: GraphSelection, to sink: inout some ByteSink) {
        switch self {
        case .dot: DOTRenderer().write(selection, to: &sink)
        case .mermaid: MermaidRenderer().write(selection, to: &sink)
        case .json: GraphJSONRenderer().write(selection, to: &sink)
        }
    }
}
