import GraphModel
import Project
import ProjectModel
import Rules
import TextOutput

/// A report to open in a browser, in one file that loads nothing from anywhere: the graph drawn in
/// bands (products, then each layer highest first, then unplaced modules, then package products,
/// SDKs and externals); each App Clip, app extension and watch app selectable to light up its link
/// closure, and a node of it clickable for the path that brings it in; and the findings in a table
/// that reads without JavaScript, each linked to its target's node.
///
/// `#product=NAME` in the address selects a product when the page opens, as clicking it does, and
/// `&why=NODE` then shows the path to a node, as clicking the node does.
public struct HTMLReport {
    let graph: ProjectGraph
    let report: LintReport

    /// A report of `graph` and the findings `report` holds.
    public init(graph: ProjectGraph, report: LintReport) {
        self.graph = graph
        self.report = report
    }

    /// Nodes drawn per row of a band.
    static let columns = 6
    static let nodeWidth = 180
    static let nodeHeight = 30
    static let columnWidth = 200
    static let rowHeight = 50
    static let bandPadding = 30

    /// The page.
    public func render() -> String {
        let bands = self.bands()
        var positions: [Int: (x: Int, y: Int)] = [:]
        var svg = ""
        var y = 0
        for band in bands {
            let rows = max(1, (band.nodes.count + Self.columns - 1) / Self.columns)
            let height = rows * Self.rowHeight + Self.bandPadding
            svg +=
                "<g class=\"band\"><rect x=\"0\" y=\"\(y)\" width=\"\(Self.columns * Self.columnWidth + 20)\" height=\"\(height)\"/>"
            svg += "<text class=\"band-name\" x=\"6\" y=\"\(y + 16)\">\(Self.html(band.name))</text></g>\n"
            for (index, node) in band.nodes.enumerated() {
                positions[node] = (
                    20 + (index % Self.columns) * Self.columnWidth, y + 24 + (index / Self.columns) * Self.rowHeight
                )
            }
            y += height
        }
        var edges = ""
        for source in graph.targets.indices {
            guard let from = positions[source] else { continue }
            for edge in graph.targetGraph.edges(from: source) where edge.kind != .build {
                guard let to = positions[edge.destination] else { continue }
                let (x1, y1) = (from.x + Self.nodeWidth / 2, from.y + Self.nodeHeight)
                let (x2, y2) = (to.x + Self.nodeWidth / 2, to.y)
                let kind = edge.kind == .embed ? " embed" : ""
                edges +=
                    "<line class=\"edge\(kind)\" data-from=\"\(source)\" data-to=\"\(edge.destination)\" x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\"/>\n"
            }
        }
        var nodes = ""
        for (node, position) in positions.sorted(by: { $0.key < $1.key }) {
            let name = Self.html(graph.displayNames[node])
            nodes +=
                "<g class=\"node \(graph.targets[node].type.rawValue)\" id=\"n\(node)\" data-node=\"\(node)\"><title>\(name) (\(graph.targets[node].type.displayName))</title>"
            nodes +=
                "<rect x=\"\(position.x)\" y=\"\(position.y)\" width=\"\(Self.nodeWidth)\" height=\"\(Self.nodeHeight)\" rx=\"5\"/>"
            nodes +=
                "<text x=\"\(position.x + 8)\" y=\"\(position.y + 20)\">\(Self.html(Self.shortened(graph.displayNames[node])))</text></g>\n"
        }
        let products = ClosureSnapshot.products(of: graph)
        var buttons = ""
        for product in products {
            buttons +=
                "<li><button type=\"button\" data-product=\"\(product)\" data-name=\"\(Self.html(graph.displayNames[product]))\">\(Self.html(graph.displayNames[product])) <small>\(graph.targets[product].type.displayName)</small></button></li>\n"
        }
        let width = Self.columns * Self.columnWidth + 20
        var page = Self.head(title: graph.manifest.project ?? graph.manifest.path)
        page += "<h1>\(Self.html(graph.manifest.project ?? graph.display(graph.manifest.path)))</h1>\n"
        page += "<p id=\"summary\">\(Self.html(report.summary))</p>\n"
        page += "<section id=\"graph\"><h2>Graph</h2>\n"
        page +=
            "<p>Select an App Clip, app extension or watch app to light up what it links; then click a node for the path that brings it in.</p>\n"
        page += "<ul id=\"products\">\n\(buttons)</ul>\n<p id=\"why\" role=\"status\"></p>\n"
        page +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(y)\" viewBox=\"0 0 \(width) \(y)\">\n"
        page += svg + edges + nodes + "</svg></section>\n"
        page += findingsTable()
        page += "<script type=\"application/json\" id=\"closures\">\(closures(of: products))</script>\n"
        page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// The findings as a table, each target linked to its node.
    private func findingsTable() -> String {
        var table = "<section id=\"findings\"><h2>Findings (\(report.diagnostics.count))</h2>\n"
        table +=
            "<table><thead><tr><th>severity</th><th>rule</th><th>target</th><th>where</th><th>finding</th></tr></thead><tbody>\n"
        for diagnostic in report.diagnostics {
            let target =
                graph.id(of: diagnostic.target).map {
                    "<a href=\"#n\($0)\" data-node=\"\($0)\">\(Self.html(diagnostic.target))</a>"
                } ?? Self.html(diagnostic.target)
            table +=
                "<tr class=\"finding \(diagnostic.severity.rawValue)\"><td>\(diagnostic.severity.rawValue)</td><td>\(Self.html(diagnostic.rule))</td><td>\(target)</td><td>\(Self.html(diagnostic.location.description))</td><td>\(Self.html(diagnostic.message))</td></tr>\n"
        }
        return table + "</tbody></table></section>\n"
    }

    /// Each product's closure as JSON: its members and, for each, the node the search reached it
    /// from, so that the page walks back the path to any of them.
    private func closures(of products: [Int]) -> String {
        var json = "{"
        for (index, product) in products.enumerated() {
            let closure = graph.closure(of: product)
            var parents: [String] = []
            for member in closure.members {
                let path = closure.path(to: member) ?? [product, member]
                parents.append("\"\(member)\":\(path.count >= 2 ? path[path.count - 2] : product)")
            }
            json += "\(index == 0 ? "" : ",")\"\(product)\":{\(parents.joined(separator: ","))}"
        }
        return json + "}"
    }

    /// The bands, top to bottom, with their nodes by name.
    private func bands() -> [(name: String, nodes: [Int])] {
        var byBand: [String: [Int]] = [:]
        let layers = graph.manifest.layers.order.map(\.value)
        for node in graph.targets.indices {
            let type = graph.targets[node].type
            let band: String
            if type.isProduct {
                band = "products"
            } else if let layer = graph.layers[node] {
                band = layer
            } else if type.isExternal {
                band = type.nodeDescription
            } else {
                band = "no layer"
            }
            byBand[band, default: []].append(node)
        }
        let order =
            ["products"] + layers + ["no layer"] + [ProductType.package, .sdk, .external].map(\.nodeDescription)
        return order.compactMap { name in
            byBand[name].map { nodes in
                (
                    name,
                    nodes.sorted { graph.displayNames[$0].utf8.lexicographicallyPrecedes(graph.displayNames[$1].utf8) }
                )
            }
        }
    }

    /// A name cut to what a node's box holds.
    private static func shortened(_ name: String) -> String {
        name.count <= 22 ? name : String(name.prefix(21)) + "…"
    }

    /// Text for HTML: markup characters as entities, and the characters no output writes as they
    /// are escaped as `\u{1B}`.
    static func html(_ text: String) -> String {
        Markup.escaping(text) { character in
            switch character {
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>targetlint: \(html(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 1.5em; color: #1f2937; }
        .band rect { fill: #f9fafb; stroke: #e5e7eb; }
        .band-name { font-size: 12px; fill: #6b7280; }
        .node rect { fill: #fff; stroke: #9ca3af; }
        .node text { font-size: 12px; pointer-events: none; }
        .node { cursor: pointer; }
        .node.app-clip rect, .node.app-extension rect, .node.watch-app rect { stroke: #2563eb; }
        .edge { stroke: #d1d5db; stroke-width: 1; }
        .edge.embed { stroke-dasharray: 4 3; }
        svg.selecting .node:not(.in-closure) { opacity: 0.25; }
        svg.selecting .edge:not(.in-closure) { opacity: 0.1; }
        .node.in-closure rect { fill: #dbeafe; stroke: #2563eb; }
        .node.selected rect { fill: #2563eb; }
        .node.selected text { fill: #fff; }
        .node.focused rect { stroke: #dc2626; stroke-width: 3; }
        .edge.in-closure { stroke: #2563eb; stroke-width: 2; }
        #products { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
        #products button.active { background: #2563eb; color: #fff; }
        table { border-collapse: collapse; }
        td, th { border: 1px solid #e5e7eb; padding: 4px 8px; text-align: left; vertical-align: top; }
        tr.error td:first-child { color: #b91c1c; }
        tr.warning td:first-child { color: #b45309; }
        </style>
        </head>
        <body>

        """
    }

    /// Selecting a product, showing a path, focusing a finding's node, and the address's product.
    static let script = """
        (function () {
          "use strict";
          var closures = JSON.parse(document.getElementById("closures").textContent);
          var svg = document.querySelector("#graph svg");
          var why = document.getElementById("why");
          var selected = null;
          function node(id) { return document.getElementById("n" + id); }
          function name(id) { var n = node(id); return n ? n.querySelector("title").textContent.replace(/ \\([^)]*\\)$/, "") : String(id); }
          function select(button) {
            var product = button.getAttribute("data-product");
            var members = closures[product] || {};
            document.querySelectorAll(".in-closure, .selected").forEach(function (element) {
              element.classList.remove("in-closure", "selected");
            });
            document.querySelectorAll("#products button").forEach(function (other) { other.classList.toggle("active", other === button); });
            selected = product;
            svg.classList.add("selecting");
            node(product).classList.add("in-closure", "selected");
            Object.keys(members).forEach(function (id) { node(id).classList.add("in-closure"); });
            document.querySelectorAll(".edge").forEach(function (edge) {
              var from = edge.getAttribute("data-from"), to = edge.getAttribute("data-to");
              if (members[to] !== undefined && (from === product || members[from] !== undefined) && edge.classList.contains("embed") === false) {
                edge.classList.add("in-closure");
              }
            });
            why.textContent = name(product) + " links " + Object.keys(members).length + " modules, packages and SDKs.";
          }
          function path(id) {
            var members = closures[selected] || {};
            if (members[id] === undefined) { return null; }
            var names = [name(id)];
            var current = id;
            for (var guard = 0; String(current) !== String(selected) && guard < 100000; guard += 1) {
              current = members[current];
              names.unshift(name(current));
            }
            return names.join(" \\u2192 ");
          }
          document.querySelectorAll("#products button").forEach(function (button) {
            button.addEventListener("click", function () { select(button); });
          });
          document.querySelectorAll(".node").forEach(function (element) {
            element.addEventListener("click", function () {
              var id = element.getAttribute("data-node");
              if (selected === null) { why.textContent = name(id); return; }
              var found = path(id);
              why.textContent = found === null ? name(id) + " is not in " + name(selected) + "'s closure." : found;
            });
          });
          document.querySelectorAll("#findings a[data-node]").forEach(function (link) {
            link.addEventListener("click", function () {
              document.querySelectorAll(".focused").forEach(function (element) { element.classList.remove("focused"); });
              var target = node(link.getAttribute("data-node"));
              if (target) { target.classList.add("focused"); }
            });
          });
          var wanted = {};
          window.location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
            var parts = pair.split("=");
            if (parts.length === 2) { wanted[parts[0]] = decodeURIComponent(parts[1]); }
          });
          if (wanted.product !== undefined) {
            document.querySelectorAll("#products button").forEach(function (button) {
              if (button.getAttribute("data-name") === wanted.product) { button.click(); }
            });
          }
          if (wanted.why !== undefined) {
            document.querySelectorAll(".node").forEach(function (element) {
              if (name(element.getAttribute("data-node")) === wanted.why) {
                element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
              }
            });
          }
        })();
        """
}
