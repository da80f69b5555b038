/// XcodeGen's target templates: a target's `templates` (and theirs, nested) merged under it, in
/// XcodeGen's order (a template's own templates before it, each template once), then
/// `${target_name}` and the target's `templateAttributes` filled in.
enum XcodeGenTemplates {
    /// The spec with every target's templates applied; nil templates leave a target as it is. Each
    /// template copied into a target, and each string filled in, is paid for from `budget` first.
    static func resolve(_ spec: SpecNode, budget: inout SpecBudget) throws(SpecBudget.Exceeded) -> SpecNode {
        guard let targets = spec["targets"], let pairs = targets.mapping, pairs.allSatisfy({ $0.value.mapping != nil })
        else { return spec }
        var templates: [String: SpecNode] = [:]
        if let templatePairs = spec["targetTemplates"]?.mapping, templatePairs.allSatisfy({ $0.value.mapping != nil }) {
            for pair in templatePairs { templates[pair.key] = pair.value }
        }
        // Every copy of a template is paid for before the first is made; what copying each template
        // costs is worked out once, up to what the budget allows.
        let orders = pairs.map { order(of: $0.value, in: templates) }
        var costs: [String: Int] = [:]
        for order in orders {
            for template in order {
                guard let node = templates[template] else { continue }
                let cost = costs[template] ?? node.cost(upTo: budget.remaining)
                costs[template] = cost
                try budget.spend(cost)
            }
        }
        var resolved = pairs
        for (index, order) in zip(resolved.indices, orders) where !order.isEmpty {
            let name = resolved[index].key
            var target = resolved[index].value
            var merged = SpecNode(.mapping([]), at: target.location)
            for template in order {
                if let node = templates[template] { merged = node.marked(template: template).merged(onto: merged) }
            }
            target = target.merged(onto: merged)
            target = try target.replacing([("$target_name", name), ("${target_name}", name)], budget: &budget)
            if let attributes = target["templateAttributes"]?.mapping {
                let values = attributes.compactMap { pair in pair.value.string.map { ("${\(pair.key)}", $0) } }
                if values.count == attributes.count { target = try target.replacing(values, budget: &budget) }
            }
            resolved[index].value = target
        }
        var spec = spec
        spec.set("targets", SpecNode(.mapping(resolved), at: targets.location, template: targets.template))
        return spec
    }

    /// The templates of `target` in merge order: depth first, each template's own templates before
    /// it, a template met again skipped; names of templates that do not exist are left out.
    /// - Complexity: O(templates and their references); iterative.
    static func order(of target: SpecNode, in templates: [String: SpecNode]) -> [String] {
        var order: [String] = []
        var entered: Set<String> = []
        var stack: [(names: [String], next: Int, name: String?)] = [(target["templates"]?.strings ?? [], 0, nil)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next == stack[top].names.count {
                if let name = stack[top].name { order.append(name) }
                stack.removeLast()
                continue
            }
            let name = stack[top].names[stack[top].next]
            stack[top].next += 1
            guard !entered.contains(name), let template = templates[name] else { continue }
            entered.insert(name)
            stack.append((template["templates"]?.strings ?? [], 0, name))
        }
        return order
    }
}
