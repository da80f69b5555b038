import ManifestParser
import Project

/// A rule from `rules.custom`, run over the graph: every selected target's link closure (or, with
/// `transitive: false`, its direct dependencies) is checked against the rule's `forbid` or `allow`
/// patterns, one finding per offending module, package product, SDK or external, with its shortest
/// path. An `allow` list names what a target may link, not every system framework: it does not
/// check SDKs.
struct CustomRule {
    let declaration: CustomRuleDeclaration

    /// Hands each finding to `report` as it is found.
    func check(_ context: LintContext, report: (Finding) -> Void) {
        let graph = context.graph
        // `from:` selects declared targets only.
        for id in graph.declaredIDs
        where context.isInScope(id) && declaration.selector.selects(graph.targets[id], layer: graph.layers[id]) {
            if declaration.transitive {
                let closure = graph.closure(of: id)
                for member in closure.members {
                    guard let reason = violation(by: member, in: graph) else { continue }
                    let (path, location) = graph.pathFinding(from: closure, to: member)
                    report(finding(context, target: id, reason: reason, path: path, at: location))
                }
            } else {
                for edge in graph.targetGraph.edges(from: id) where edge.kind == .link {
                    guard let reason = violation(by: edge.destination, in: graph) else { continue }
                    let path = graph.names([id, edge.destination])
                    report(
                        finding(
                            context, target: id, reason: reason, path: path, at: graph.declaration(of: edge).location))
                }
            }
        }
    }

    /// Why linking `node` breaks the rule, or nil when it does not.
    private func violation(by node: Int, in graph: ProjectGraph) -> String? {
        let module = graph.targetNames[node]
        switch declaration.policy {
        case .forbid(let patterns):
            return patterns.first { $0.value.matches(module) }.map { "which 'forbid' pattern '\($0.value)' matches" }
        case .allow(let patterns):
            if graph.targets[node].type == .sdk { return nil }
            return patterns.contains { $0.value.matches(module) } ? nil : "which no 'allow' pattern matches"
        }
    }

    private func finding(
        _ context: LintContext, target: Int, reason: String, path: [String], at location: SourceLocation
    ) -> Finding {
        let module = path.last ?? ""
        let text: String
        if let message = declaration.message {
            text = "\(message): \(context.describe(target)) links '\(module)' via \(path.arrowPath)"
        } else {
            text = "\(context.describe(target)) links '\(module)', \(reason), via \(path.arrowPath)"
        }
        return Finding(target: context.graph.targetNames[target], message: text, location: location, path: path)
    }
}
