import GraphModel
import Project
import ProjectModel
import TextOutput

extension ClosureSnapshot {
    /// How a snapshot writes a node's name: as output shows it (what `${NAME}` put in, as the spec
    /// writes it), with the characters no output writes as they are escaped, `#`, which starts a
    /// comment, as `\u{23}`, and a space that starts or ends the name, which a line's blanks would
    /// lose, as `\u{20}`. Names are compared as written, so a file read back matches.
    public static func spelling(of node: Int, in graph: ProjectGraph) -> String {
        var name = ControlCharacters.escaping(graph.displayNames[node])
        if name.contains("#") { name = name.replacing("#", with: "\\u{23}") }
        guard name.first == " " || name.last == " " else { return name }
        let leading = name.prefix { $0 == " " }.count
        let trailing = name.count == leading ? 0 : name.reversed().prefix { $0 == " " }.count
        let space = "\\u{20}"
        return String(repeating: space, count: leading) + name.dropFirst(leading).dropLast(trailing)
            + String(repeating: space, count: trailing)
    }

    /// The entry a snapshot writes for a node.
    public static func entry(of node: Int, in graph: ProjectGraph) -> Entry {
        Entry(type: graph.targets[node].type, name: spelling(of: node, in: graph))
    }

    /// The declared targets a snapshot records: App Clips, app extensions and watch apps.
    public static func products(of graph: ProjectGraph) -> [Int] {
        graph.declaredIDs.filter { productTypes.contains(graph.targets[$0].type) }
    }

    /// The entries of a product's link closure, each with its node.
    public static func nodes(of closure: Reachability, in graph: ProjectGraph) -> [Entry: Int] {
        var nodes: [Entry: Int] = [:]
        for member in closure.members {
            let key = entry(of: member, in: graph)
            if nodes[key] == nil { nodes[key] = member }
        }
        return nodes
    }

    /// The snapshot file of a graph: a header saying how to regenerate it, then each product and
    /// its closure, sorted by name, with the estimated sizes the manifest gives in comments.
    public static func text(of graph: ProjectGraph) -> String {
        var text = """
            # The link closure of each App Clip, app extension and watch app, as `targetlint snapshot`
            # wrote it. `targetlint lint` fails (closure-changed) when one differs from this file: run
            # `targetlint snapshot` to accept the change, and commit this file with it, so that the
            # change shows in review. Only each line's type and name count; sizes are the manifest's
            # estimates, for review.

            """
        let products = products(of: graph).map { (entry: entry(of: $0, in: graph), node: $0) }
        for (entry, product) in products.sorted(by: { $0.entry < $1.entry }) {
            let estimate = ClipSizeEstimate(clip: product, graph: graph)
            let size = estimate.contributors.isEmpty ? "" : "  # \(estimate.total) estimated"
            text += "\n\(entry.type.rawValue) \(entry.name)\(size)\n"
            for (node, id) in nodes(of: graph.closure(of: product), in: graph).sorted(by: { $0.key < $1.key }) {
                let size = graph.targets[id].type == .sdk ? nil : graph.targets[id].size?.value
                text += "  \(node.type.rawValue) \(node.name)\(size.map { "  # \($0)" } ?? "")\n"
            }
        }
        return text
    }
}
