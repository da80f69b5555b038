import GraphModel
import TextOutput

/// The graph as JSON for other tools: nodes with type (a target's, or `package`, `sdk`, `external`),
/// layer, extension point and size in bytes; edges with their kind (`link`, `embed`, `build`) and
/// whether they lie on a finding's path; with `--imports`, imports the graph does not declare, of
/// kind `import`, at their first import.
struct GraphJSONRenderer {
    func write(_ selection: GraphSelection, to sink: inout some ByteSink) {
        let graph = selection.graph
        var json = TextBuffer.forStreaming()
        json.append("{\n  \"version\": 1,\n  \"nodes\": [")
        for (index, node) in selection.nodes.enumerated() {
            // Each field read in place: binding the declaration would copy all of its fields.
            json.append(index == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
            json.appendJSONString(graph.displayNames[node])
            json.append(", \"type\": ")
            json.appendJSONString(graph.targets[node].type.rawValue)
            if let layer = graph.layers[node] {
                json.append(", \"layer\": ")
                json.appendJSONString(layer)
            }
            if let point = graph.targets[node].extensionPoint {
                json.append(", \"extensionPoint\": ")
                json.appendJSONString(graph.display(point.value))
            }
            if let size = graph.targets[node].size {
                json.append(", \"size\": ")
                json.append(Int(size.value.bytes))
            }
            json.append(selection.offendingNodes.contains(node) ? ", \"offending\": true}" : "}")
            guard json.flushIfFull(to: &sink) else { return }
        }
        json.append(selection.nodes.isEmpty ? "],\n  \"edges\": [" : "\n  ],\n  \"edges\": [")
        for (index, edge) in selection.edges.enumerated() {
            json.append(index == 0 ? "\n    {\"from\": " : ",\n    {\"from\": ")
            json.appendJSONString(graph.displayNames[edge.source])
            json.append(", \"to\": ")
            json.appendJSONString(graph.displayNames[edge.destination])
            json.append(", \"kind\": ")
            let kind =
                switch edge.kind {
                case .link: "link"
                case .embed: "embed"
                case .build: "build"
                }
            json.appendJSONString(kind)
            json.append(selection.isViolation(edge) ? ", \"violation\": true}" : "}")
            guard json.flushIfFull(to: &sink) else { return }
        }
        for (index, found) in selection.undeclaredImports.enumerated() {
            json.append(index == 0 && selection.edges.isEmpty ? "\n    {\"from\": " : ",\n    {\"from\": ")
            json.appendJSONString(graph.displayNames[found.source])
            json.append(", \"to\": ")
            json.appendJSONString(graph.displayNames[found.destination])
            json.append(", \"kind\": \"import\", \"at\": ")
            json.appendJSONString(graph.display(found.location.description))
            json.append("}")
            guard json.flushIfFull(to: &sink) else { return }
        }
        json.append(selection.edges.isEmpty && selection.undeclaredImports.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        json.flush(to: &sink)
    }
}
