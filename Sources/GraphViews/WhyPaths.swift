import GraphModel
import Project
import TextOutput

/// Why one target depends on another: every shortest path between them, each step with the
/// manifest location of the dependency entry that declares it.
public struct WhyPaths {
    /// The most paths printed; shared modules can make their number grow exponentially.
    public static let pathLimit = 100

    private let graph: ProjectGraph

    /// Prepares explanations over `graph`.
    public init(graph: ProjectGraph) {
        self.graph = graph
    }

    /// The shortest paths from `source` to `destination` over link, embed and build edges, as edge
    /// lists; empty when there is none.
    public func paths(from source: Int, to destination: Int) -> [[Edge]] {
        graph.targetGraph.allShortestPaths(from: source, to: destination, following: .all, limit: Self.pathLimit)
    }

    /// The explanation as text, control characters in names and paths written visibly; nil when
    /// `source` does not depend on `destination`.
    public func render(from source: Int, to destination: Int) -> String? {
        let paths = paths(from: source, to: destination)
        guard let first = paths.first else { return nil }
        let names = graph.displayNames.map(ControlCharacters.escaping)
        if first.isEmpty { return "\(names[source]) is \(names[destination])\n" }
        let steps = first.count
        let more = paths.count == Self.pathLimit ? " (the first \(Self.pathLimit); there may be more)" : ""
        var text =
            "\(paths.count) shortest path\(paths.count == 1 ? "" : "s") from \(names[source]) to \(names[destination]), \(steps) step\(steps == 1 ? "" : "s")\(more):\n"
        for path in paths {
            text += "\n" + ([source] + path.map(\.destination)).map { names[$0] }.joined(separator: " → ") + "\n"
            let labels = path.map { "\(names[$0.source]) → \(names[$0.destination])" }
            let width = labels.map(\.count).max() ?? 0
            for (edge, label) in zip(path, labels) {
                let padding = String(repeating: " ", count: width - label.count)
                let declaration = graph.declaration(of: edge)
                let embeds = edge.kind == .embed ? " (embeds)" : edge.kind == .build ? " (not linked)" : ""
                let template =
                    declaration.template.map { " (template '\(ControlCharacters.escaping(graph.display($0)))')" } ?? ""
                let location = ControlCharacters.escaping(graph.display(declaration.location.description))
                text += "  \(label)\(padding)  \(location)\(embeds)\(template)\n"
            }
        }
        return text
    }
}
