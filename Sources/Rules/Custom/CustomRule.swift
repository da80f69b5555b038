import Project
import ProjectModel

/// A rule from `rules.custom`, run over the graph: every selected target's link closure (or, with
/// `transitive: false`, its direct dependencies) is checked against the rule's `forbid` or `allow`
/// entries, one finding per offending module, package product, SDK or external, with its shortest
/// path. SDKs are checked by `allow` only when an entry selects `type: sdk`. A finding's cause is the
/// edge into the first node on its path that the rule rejects (with `transitive: false`, its own edge).
struct CustomRule {
    let declaration: CustomRuleDeclaration
    /// Whether SDK nodes are checked.
    private let checksSDKs: Bool

    init(declaration: CustomRuleDeclaration) {
        self.declaration = declaration
        self.checksSDKs = declaration.policy.checksSDKs
    }

    /// Hands each finding to `report` as it is found.
    func check(_ context: LintContext, report: (Finding) -> Void) {
        let graph = context.graph
        var causes = CauseTable()
        // `from:` selects declared targets only.
        for id in graph.declaredIDs
        where context.isInScope(id) && declaration.selector.selects(graph.targets[id], layer: graph.layers[id]) {
            if declaration.transitive {
                let closure = graph.closure(of: id)
                for member in closure.members {
                    guard let reason = violation(by: member, in: graph) else { continue }
                    let ids = closure.path(to: member) ?? [id, member]
                    let cause = causes.cause(along: ids, firstEdge: closure.firstEdge(toward: member), graph: graph) {
                        violation(by: $0, in: graph) == nil
                    }
                    let (path, location) = graph.pathFinding(from: closure, along: ids)
                    report(finding(context, target: id, reason: reason, path: path, at: location, cause: cause))
                }
            } else {
                for edge in graph.targetGraph.edges(from: id) where edge.kind == .link {
                    guard let reason = violation(by: edge.destination, in: graph) else { continue }
                    let path = graph.names([id, edge.destination])
                    report(
                        finding(
                            context, target: id, reason: reason, path: path, at: graph.location(of: edge),
                            cause: causes.cause(edge, in: graph)))
                }
            }
        }
    }

    /// Why linking `node` breaks the rule, or nil when it does not.
    private func violation(by node: Int, in graph: ProjectGraph) -> String? {
        let name = graph.targetNames[node]
        let type = graph.targets[node].type
        if type == .sdk && !checksSDKs { return nil }
        switch declaration.policy {
        case .forbid(let entries):
            guard let entry = entries.first(where: { $0.selects(name: name, type: type) }) else { return nil }
            return "which 'forbid' \(entry.isMap ? "entry" : "pattern") '\(entry)' matches"
        case .allow(let entries):
            return entries.contains { $0.selects(name: name, type: type) } ? nil : "which no 'allow' pattern matches"
        }
    }

    private func finding(
        _ context: LintContext, target: Int, reason: String, path: [String], at location: SourceLocation,
        cause: SharedCausingEdge?
    ) -> Finding {
        let module = path.last ?? ""
        let text: String
        if let message = declaration.message {
            text = "\(message): \(context.describe(target)) links '\(module)' via \(path.arrowPath)"
        } else {
            text = "\(context.describe(target)) links '\(module)', \(reason), via \(path.arrowPath)"
        }
        return Finding(
            target: context.graph.targetNames[target], message: text, location: location, path: path,
            sharedCause: cause)
    }
}
