import ProjectModel
import Rules
import TextOutput

extension ProjectChange {
    /// The change as lines for a terminal: each product that changed, the modules it gained (`+`)
    /// and lost (`-`) with their paths, then the findings new and fixed. Empty when nothing changed.
    public func text(base: String) -> String {
        guard !isEmpty else { return "" }
        var lines: [String] = []
        for product in products {
            lines.append(Self.heading(of: product, base: base))
            for module in product.added {
                lines.append("  + \(module.type.displayName) \(module.name), via \(Self.path(module))")
            }
            for module in product.removed {
                lines.append("  - \(module.type.displayName) \(module.name), via \(Self.path(module)) (at \(base))")
            }
        }
        if !newFindings.isEmpty || !fixedFindings.isEmpty {
            lines.append("findings: \(newFindings.count) new, \(fixedFindings.count) fixed")
        }
        lines += newFindings.map { "  new: \(Self.line(of: $0))" }
        lines += fixedFindings.map { "  fixed: \(Self.line(of: $0))" }
        // Each line escaped apart, so that a name can break none.
        return lines.map(ControlCharacters.escaping).joined(separator: "\n") + "\n"
    }

    /// The change as a pull request comment or job summary in GitHub's Markdown: a table per
    /// product that changed, the paths in collapsible details, a Mermaid picture of only the part
    /// of the graph that changed, and the findings new and fixed. Empty when nothing changed.
    public func markdown(base: String) -> String {
        guard !isEmpty else { return "" }
        var text = "## targetlint: what this change does to the clips and extensions\n\n"
        // A code span shows its text as it is: no escape, and no backtick to end it early.
        text += "Compared with `\(ControlCharacters.escaping(base).filter { $0 != "`" })`.\n\n"
        for product in products {
            text += "### \(Self.markdown(Self.heading(of: product, base: base)))\n\n"
            let modules = product.added.map { ("added", $0) } + product.removed.map { ("removed", $0) }
            if !modules.isEmpty {
                text += "| | module | type | via |\n|---|---|---|---|\n"
                for (change, module) in modules {
                    text +=
                        "| \(change) | \(Self.markdown(module.name)) | \(module.type.displayName) | \(Self.markdown(Self.path(module))) |\n"
                }
                text += "\n<details><summary>The change in the graph</summary>\n\n```mermaid\n"
                text += Self.mermaid(added: product.added, removed: product.removed)
                text += "```\n\n</details>\n\n"
            }
        }
        guard !newFindings.isEmpty || !fixedFindings.isEmpty else { return text }
        text += "### Findings: \(newFindings.count) new, \(fixedFindings.count) fixed\n\n"
        for (title, findings) in [("New", newFindings), ("Fixed", fixedFindings)] where !findings.isEmpty {
            text += "<details><summary>\(title) (\(findings.count))</summary>\n\n"
            text += "| rule | severity | where | finding |\n|---|---|---|---|\n"
            for finding in findings {
                text +=
                    "| \(Self.markdown(finding.rule)) | \(finding.severity.rawValue) | \(Self.markdown(finding.location.description)) | \(Self.markdown(finding.message)) |\n"
            }
            text += "\n</details>\n\n"
        }
        return text
    }

    /// "app clip 'ShopClip': 1 added, 1 removed; estimated 3.4 MB → 4.8 MB (+1.4 MB)".
    private static func heading(of product: Product, base: String) -> String {
        let subject = "\(product.type.displayName) '\(product.name)'"
        var parts: [String] = []
        switch product.status {
        case .added: parts.append("new since \(base)")
        case .removed: parts.append("gone since \(base)")
        case .changed: break
        }
        if !product.added.isEmpty || !product.removed.isEmpty {
            parts.append("\(product.added.count) added, \(product.removed.count) removed")
        }
        if let size = size(before: product.sizeBefore, after: product.sizeAfter) { parts.append(size) }
        return subject + (parts.isEmpty ? "" : ": " + parts.joined(separator: "; "))
    }

    /// "estimated 3.4 MB → 4.8 MB (+1.4 MB)", or the one that is known; nil when neither is, or
    /// they are the same.
    private static func size(before: ByteCount?, after: ByteCount?) -> String? {
        guard before != nil || after != nil, before != after else { return nil }
        let zero = ByteCount(bytes: 0)
        let (old, new) = (before ?? zero, after ?? zero)
        let delta =
            new.bytes >= old.bytes
            ? "+\(ByteCount(bytes: new.bytes - old.bytes))" : "-\(ByteCount(bytes: old.bytes - new.bytes))"
        guard let before else { return "estimated \(new)" }
        guard let after else { return "was estimated \(before)" }
        return "estimated \(before) → \(after) (\(delta))"
    }

    private static func path(_ module: Module) -> String {
        module.path.joined(separator: " → ")
    }

    private static func line(of finding: Diagnostic) -> String {
        "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
    }

    /// Text for a Markdown table cell: characters no output writes as they are escaped, and those
    /// that Markdown or HTML would read as markup written as entities or escaped.
    static func markdown(_ text: String) -> String {
        Markup.escaping(text) { character in
            switch character {
            case "|": "\\|"
            case "`", "*", "_", "[", "]", "\\", "#", "~", "!": "\\\(character)"
            default: nil
            }
        }
    }

    /// A Mermaid flowchart of the paths to what was added (solid, green) and removed (dashed, red).
    private static func mermaid(added: [Module], removed: [Module]) -> String {
        var ids: [String: Int] = [:]
        var nodes = ""
        var edges: [String] = []
        var seenEdges: Set<String> = []
        func id(_ name: String) -> String {
            if let known = ids[name] { return "n\(known)" }
            ids[name] = ids.count
            nodes += "  n\(ids.count - 1)[\(MermaidRenderer.label(name))]\n"
            return "n\(ids.count - 1)"
        }
        for (modules, arrow) in [(added, "-->"), (removed, "-.->")] {
            for module in modules {
                for (from, to) in zip(module.path, module.path.dropFirst()) {
                    let edge = "  \(id(from)) \(arrow) \(id(to))"
                    if seenEdges.insert(edge).inserted { edges.append(edge) }
                }
            }
        }
        var text = "flowchart LR\n" + nodes + edges.joined(separator: "\n") + "\n"
        text += "  classDef added fill:#dcfce7,stroke:#15803d\n  classDef removed fill:#fee2e2,stroke:#b91c1c\n"
        let addedIDs = added.compactMap { ids[$0.name] }.map { "n\($0)" }
        let removedIDs = removed.compactMap { ids[$0.name] }.map { "n\($0)" }
        if !addedIDs.isEmpty { text += "  class \(addedIDs.joined(separator: ",")) added\n" }
        if !removedIDs.isEmpty { text += "  class \(removedIDs.joined(separator: ",")) removed\n" }
        return text
    }
}
