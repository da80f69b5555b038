import GraphModel
import ManifestParser
import Project

/// App Group identifiers live in one place, and every target that spells one is entitled to it.
///
/// A literal counts when it reads as an identifier: one some target declares, or `group.` and a
/// reverse-DNS name (`group.com.example.shop`). A prefix (`"group."`, `"group.com.example."`, as in
/// `"group." + bundleID`) and a literal with an interpolation (`"group.\(bundleID)"`) are
/// identifiers computed at run time, which the rule cannot read, so neither counts. A file compiled
/// into several targets is one spelling, reported once at its literal.
public struct AppGroupConstant: Rule {
    public static let description = RuleDescription(
        id: "app-group-constant",
        defaultSeverity: .error,
        summary:
            "a Swift string literal spells an App Group identifier that is also spelled elsewhere, or, with `module:`, outside that module (reported once at the literal); a target spells an App Group its entitlements do not grant; with `module:`, a target with App Groups does not link the module; (warning) the module never spells a declared identifier",
        rationale: """
            An identifier typed in two places drifts: the extension writes to one container and the app \
            reads another, with no error anywhere. One spelling, in a constants module linked by every \
            target that uses App Groups, keeps them equal. A target that spells a group its entitlements \
            do not grant gets a nil container and a UserDefaults suite no other process sees, as Apple's \
            App Clip guide warns. Without `module:`, an identifier spelled in one place only (a constants \
            file that several targets compile, say) is already that one spelling and is not reported.
            """,
        options: ["module"],
        optionsSummary: "`module`",
        oneLiner:
            "`\"group.com.example.shop\"` spelled in two source files, or in a clip's sources when its `app-groups` lack it",
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
        // Indexed: binding each target would copy all its fields.
        var declared: Set<String> = []
        for id in graph.targets.indices {
            for group in graph.targets[id].appGroups { declared.insert(group.value) }
        }
        if let module {
            let moduleName = graph.targets[module].name
            let linksModule = Self.targetsLinking(module, in: graph)
            for id in graph.targets.indices where !graph.targets[id].appGroups.isEmpty && id != module {
                guard !linksModule(id) else { continue }
                let target = graph.targets[id]
                findings.append(
                    Finding(
                        target: target.name,
                        message:
                            "'\(target.name)' declares App Groups but does not link '\(moduleName)', the module that holds their identifiers",
                        location: target.appGroupsLocation ?? target.location))
            }
        }
        var scanner = SwiftSourceScanner(fileSystem: context.fileSystem)
        let spellings = Self.spellings(in: graph, declared: declared, scanner: &scanner)
        findings += hardCoded(spellings, in: graph)
        findings += Self.ungranted(spellings, in: graph)
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
            let spelledInModule = Set(spellings.filter { $0.targets.contains(module) }.map(\.text))
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

    /// The spellings that should be constants: with `module:`, each outside the module; without it,
    /// each of an identifier spelled in more than one place. One finding per literal, whatever
    /// number of targets compile it.
    private func hardCoded(_ spellings: [Spelling], in graph: ProjectGraph) -> [Finding] {
        let advice =
            module.map { "use the constant in '\(graph.targets[$0].name)'" }
            ?? "move it to a shared constants module and name it in rules.app-group-constant.module"
        let byText = Dictionary(grouping: spellings, by: \.text)
        var findings: [Finding] = []
        for spelling in spellings {
            var message =
                "hard-coded App Group identifier '\(spelling.text)' in \(Self.names(spelling.targets, in: graph))"
            if let module {
                guard !spelling.targets.contains(module) else { continue }
            } else {
                let others = (byText[spelling.text] ?? []).filter { $0.location != spelling.location }
                guard let first = others.first else { continue }
                message += ", also spelled at \(first.location)"
                if others.count > 1 {
                    message += " and \(others.count - 1) more \(others.count == 2 ? "place" : "places")"
                }
            }
            findings.append(
                Finding(
                    target: Self.reported(spelling.targets, in: graph), message: message + "; \(advice)",
                    location: spelling.location))
        }
        return findings
    }

    /// Whether a target's link closure holds `module`, answered for every target from one search
    /// backwards from the module instead of a closure per target. A closure passes through no
    /// product, so the search enters none; a target links the module when one of its link edges
    /// leads into what the search found.
    /// - Complexity: O(targets + edges) once, then O(a target's edges) per question.
    static func targetsLinking(_ module: Int, in graph: ProjectGraph) -> (Int) -> Bool {
        guard !graph.products.contains(module) else { return { _ in false } }
        let found = graph.targetGraph.nodesReaching(module, following: .link, barriers: graph.products)
        return { target in
            graph.targetGraph.edges(from: target).contains { edge in
                edge.kind == .link && (edge.destination == module || found.contains(edge.destination))
            }
        }
    }
}
