import ProjectModel

/// Reads a target's `dependencies` as XcodeGen does: each entry a map keyed by `target`, `framework`,
/// `carthage`, `sdk`, `package` or `bundle` (the first present wins, in that order); entries whose
/// `platforms` list leaves out the target's platform are dropped, and `link: false` keeps an entry
/// from linking.
enum XcodeGenDependencies {
    /// The dependency declarations of a target on `platform`; problems for entries XcodeGen rejects.
    /// - Parameter localPackages: the names of the packages in the project's own tree.
    static func decode(
        _ node: SpecNode?, platform: String?, of target: String, localPackages: Set<String> = [],
        problems: inout [InputProblem]
    ) -> [DependencyDeclaration] {
        guard let node, node.string == nil, !(node.isNullScalar) else { return [] }
        guard let items = node.sequence else {
            problems.append(
                InputProblem("expected a list for 'dependencies' of target '\(target)'", at: node.location))
            return []
        }
        var dependencies: [DependencyDeclaration] = []
        for item in items {
            guard item.mapping != nil else {
                problems.append(
                    InputProblem(
                        "a dependency of target '\(target)' must be a map such as '{target: Name}'", at: item.location))
                continue
            }
            if let platforms = item["platforms"]?.strings, let platform, !platforms.contains(platform) { continue }
            dependencies += declarations(item, of: target, localPackages: localPackages, problems: &problems)
        }
        return dependencies
    }

    private static func declarations(
        _ item: SpecNode, of target: String, localPackages: Set<String>, problems: inout [InputProblem]
    ) -> [DependencyDeclaration] {
        // XcodeGen reads `link` as a boolean; anything else leaves its default, which links.
        let links = item["link"]?.string.map { !["false", "no", "off"].contains($0.lowercased()) } ?? true
        let isLocalPackage = item["package"]?.string.map(localPackages.contains) ?? false
        func make(_ kind: DependencyDeclaration.Kind, _ name: String) -> DependencyDeclaration {
            var dependency = DependencyDeclaration(kind: kind, name: name, location: item.location)
            dependency.template = item.template
            dependency.links = links
            dependency.isLocalPackage = kind == .package && isLocalPackage
            return dependency
        }
        if let name = item["target"]?.string {
            // `Project/Target` names a target of a project under `projectReferences`.
            return [make(name.contains("/") ? .project : .target, name)]
        }
        if let path = item["framework"]?.string { return [make(.framework, path)] }
        if let name = item["carthage"]?.string { return [make(.framework, name)] }
        if let name = item["sdk"]?.string { return [make(.sdk, DependencyDeclaration.sdkName(name))] }
        if let package = item["package"]?.string {
            if let products = item["products"]?.strings { return products.map { make(.package, $0) } }
            return [make(.package, item["product"]?.string ?? package)]
        }
        if let bundle = item["bundle"]?.string { return [make(.framework, bundle)] }
        problems.append(
            InputProblem(
                "invalid dependency of target '\(target)': expected one of 'target', 'framework', 'carthage', 'sdk', 'package' or 'bundle'",
                at: item.location))
        return []
    }
}

extension SpecNode {
    /// True for an empty plain value, `~` or `null`.
    var isNullScalar: Bool {
        if case .scalar(_, let isNull) = content { return isNull }
        return false
    }
}
