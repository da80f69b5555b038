import GraphModel
import ManifestParser
import Project

/// App Group identifiers live in one shared constants module: targets that declare groups link it,
/// and Swift sources elsewhere do not spell identifiers as string literals.
public struct AppGroupConstant: Rule {
    public static let description = RuleDescription(
        id: "app-group-constant",
        defaultSeverity: .error,
        summary:
            "with `module:`, a target with App Groups does not link it; a Swift string literal outside it spells an App Group identifier (reported at the literal); (warning) the module never spells a declared identifier",
        rationale: """
            An identifier typed in two places drifts: the extension writes to one container and the app \
            reads another, with no error anywhere. One constants module, linked by every target that uses \
            App Groups, keeps a single spelling.
            """,
        options: ["module"],
        optionsSummary: "`module`",
        oneLiner: "`let suite = \"group.com.example.shop\"` in a clip's sources",
        badExample: """
            rules:
              app-group-constant:
                module: SharedConstants
            targets:
              ShopClip:
                type: app-clip
                ↓app-groups: [group.com.example.shop]
              SharedConstants:
                type: framework
            """,
        goodExample: """
            rules:
              app-group-constant:
                module: SharedConstants
            targets:
              ShopClip:
                type: app-clip
                app-groups: [group.com.example.shop]
                dependencies: [SharedConstants]
              SharedConstants:
                type: framework
            """)

    /// The constants module's id, when `module:` names one.
    private var module: Int?

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {
        guard let option = options.first(where: { $0.key == "module" }),
            let name = reader.string(option.value, "'module'")
        else { return }
        module = graph.id(of: name.value)
        if module == nil {
            reader.fail(
                "'module' names '\(name.value)', which no target declares\(Suggestion.didYouMean(name.value, in: graph.targets.map(\.name)))",
                at: option.value.location)
        }
    }

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        let declared = Set(graph.targets.flatMap { $0.appGroups.map(\.value) })
        if let module {
            let moduleName = graph.targets[module].name
            let linksModule = Self.targetsLinking(module, in: graph)
            for (id, target) in graph.targets.enumerated() where !target.appGroups.isEmpty && id != module {
                guard !linksModule(id) else { continue }
                findings.append(
                    Finding(
                        target: target.name,
                        message:
                            "'\(target.name)' declares App Groups but does not link '\(moduleName)', the module that holds their identifiers",
                        location: target.appGroupsLocation ?? target.location))
            }
        }
        let advice =
            module.map { "use the constant in '\(graph.targets[$0].name)'" }
            ?? "move it to a shared constants module and name it in rules.app-group-constant.module"
        var spelledInModule: Set<String> = []
        var scanner = SwiftSourceScanner(fileSystem: context.fileSystem)
        for (id, target) in graph.targets.enumerated() where !target.sources.isEmpty {
            for literal in scanner.literals(in: target.sources.map(\.value)) {
                let isIdentifier = declared.contains(literal.text) || literal.text.hasPrefix("group.")
                guard isIdentifier else { continue }
                if id == module {
                    spelledInModule.insert(literal.text)
                    continue
                }
                findings.append(
                    Finding(
                        target: target.name,
                        message: "hard-coded App Group identifier '\(literal.text)' in '\(target.name)'; \(advice)",
                        location: literal.location))
            }
        }
        if let path = scanner.limitReachedAt,
            let (target, source) = graph.targets.lazy.compactMap({ target in
                target.sources.first { $0.value == path }.map { (target, $0) }
            }).first
        {
            findings.append(
                Finding(
                    target: target.name,
                    message:
                        "stopped reading sources at \(path): the source paths hold more than \(scanner.maximumEntries) files and folders; name the folders that hold code",
                    location: source.location))
        }
        if let module, !graph.targets[module].sources.isEmpty {
            for identifier in declared.sorted() where !spelledInModule.contains(identifier) {
                findings.append(
                    Finding(
                        target: graph.targets[module].name,
                        message:
                            "'\(graph.targets[module].name)' never spells App Group '\(identifier)', which targets declare",
                        location: graph.targets[module].location, severity: .warning))
            }
        }
        return findings
    }

    /// Whether a target's link closure holds `module`, answered for every target from one search
    /// backwards from the module instead of a closure per target. A closure passes through no
    /// product, so the search enters none; a target links the module when one of its link edges
    /// leads into what the search found.
    /// - Complexity: O(targets + edges) once, then O(a target's edges) per question.
    private static func targetsLinking(_ module: Int, in graph: ProjectGraph) -> (Int) -> Bool {
        guard !graph.products.contains(module) else { return { _ in false } }
        var found = NodeSet(capacity: graph.targets.count)
        for member in graph.targetGraph.reversed().reachability(
            from: module, following: .link, barriers: graph.products
        )
        .members {
            found.insert(member)
        }
        return { [found] target in
            graph.targetGraph.edges(from: target).contains { edge in
                edge.kind == .link && (edge.destination == module || found.contains(edge.destination))
            }
        }
    }
}
