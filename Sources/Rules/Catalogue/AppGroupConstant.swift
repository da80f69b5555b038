import GraphModel
import Project
import ProjectModel

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
            "a Swift string literal spells an App Group identifier that is also spelled elsewhere (a warning), or, with `module:`, outside that module (reported once at the literal); a target spells an App Group its entitlements do not grant (an error where the literal is handed to `containerURL(forSecurityApplicationGroupIdentifier:)`, which returns nil, else a warning); with `module:`, a target with App Groups does not link the module; (warning) the module never spells a declared identifier",
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

    /// It reads the string literals of the targets' sources.
    public static let readsSources = true

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
            for group in graph.targets[id].appGroups { if let value = group.value { declared.insert(value) } }
        }
        if let module {
            let moduleName = graph.targets[module].name
            var linking = Linking(module, in: graph)
            for id in graph.targets.indices where !graph.targets[id].appGroups.isEmpty && id != module {
                guard !linking.isLinked(by: id) else { continue }
                let target = graph.targets[id]
                findings.append(
                    Finding(
                        target: target.name,
                        message:
                            "'\(target.name)' declares App Groups but does not link '\(moduleName)', the module that holds their identifiers",
                        location: target.appGroupsLocation ?? target.location))
            }
        }
        let index = context.sources?.index
        let spellings = index.map { Self.spellings(in: graph, declared: declared, index: $0) } ?? []
        findings += hardCoded(spellings, in: graph)
        findings += Self.ungranted(spellings, in: graph)
        if let index, let path = index.limitReachedAt,
            let (target, source) = graph.targets.lazy.compactMap({ target in
                target.sources.first { $0.value == path }.map { (target, $0) }
            }).first
        {
            findings.append(
                Finding(
                    target: target.name,
                    message:
                        "stopped reading sources at \(path): the source paths hold more than \(index.maximumEntries) files and folders; name the folders that hold code",
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
            // Equal spellings that every target is granted are advice until a team names its
            // constants module; past that, a spelling outside it breaks what the team chose.
            findings.append(
                Finding(
                    target: Self.reported(spelling.targets, in: graph), message: message + "; \(advice)",
                    location: spelling.location, severity: module == nil ? .warning : nil))
        }
        return findings
    }

    /// Whether a target's link closure holds a module. A closure passes through no product, so no
    /// search enters one. Targets that use App Groups mostly link the constants module directly (all
    /// 500 of the generated 10,000-target manifest do); for the first few that do not (an app that
    /// links it through its features, say) a search forward from the target stops where it meets
    /// the module; past them one search backwards from the module, over the whole graph, answers the
    /// rest: a target links the module when one of its link edges leads into what it found. Always
    /// searching backwards cost the clean 10,000-target lint 0.5 ms, for its app alone.
    /// - Complexity: O(a target's edges) per question, plus a few searches forward and at most one
    ///   O(targets + edges) search backwards.
    struct Linking {
        /// The searches forward from targets made before the one backwards.
        static let forwardSearches = 2
        let module: Int
        let graph: ProjectGraph
        private var forwardSearchesLeft = Self.forwardSearches
        /// The nodes that reach the module through link edges and no product; nil until searched.
        private var reaching: NodeSet?

        init(_ module: Int, in graph: ProjectGraph) {
            self.module = module
            self.graph = graph
        }

        /// Whether `target`'s link closure holds the module.
        mutating func isLinked(by target: Int) -> Bool {
            guard !graph.products.contains(module) else { return false }
            let edges = graph.targetGraph.edges(from: target)
            if edges.contains(where: { $0.kind == .link && $0.destination == module }) { return true }
            if reaching == nil && forwardSearchesLeft > 0 {
                forwardSearchesLeft -= 1
                return graph.targetGraph.reaches(module, from: target, following: .link, barriers: graph.products)
            }
            let reaching =
                reaching ?? graph.targetGraph.nodesReaching(module, following: .link, barriers: graph.products)
            self.reaching = reaching
            return edges.contains { $0.kind == .link && reaching.contains($0.destination) }
        }
    }
}
