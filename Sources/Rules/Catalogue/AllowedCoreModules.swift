import GraphModel
import Project
import ProjectModel

/// App Clips and app extensions may link only the core modules their allowlist names.
///
/// Options map a key to a list of module names. The most specific key wins: a target name, then an
/// extension point (short name or identifier), then a type (`app-clip`, `app-extension`), then
/// `default`. A clip or extension that no key covers is not checked.
public struct AllowedCoreModules: Rule {
    public static let description = RuleDescription(
        id: "allowed-core-modules",
        defaultSeverity: .error,
        summary:
            "an App Clip or app extension links a core module outside the allowlist that applies to it (target name, then extension point, then type, then `default`); no allowlist, no check",
        rationale: """
            Every module linked into a clip or extension costs size and launch time. An allowlist per \
            kind of product makes adding one a reviewed decision instead of a side effect of a new import.
            """,
        options: nil,
        optionsSummary: "allowlists keyed by target name, extension point, `app-clip`, `app-extension`, `default`",
        oneLiner: "`rules: {allowed-core-modules: {app-clip: [DesignSystem]}}` and the clip links `Analytics`",
        badExample: """
            rules:
              allowed-core-modules:
                app-clip: [DesignSystem]
            targets:
              ShopClip:
                type: app-clip
                dependencies: [DesignSystem, ↓Analytics]
              DesignSystem:
                type: framework
              Analytics:
                type: framework
            """,
        goodExample: """
            rules:
              allowed-core-modules:
                app-clip: [DesignSystem]
            targets:
              ShopClip:
                type: app-clip
                dependencies: [DesignSystem]
              DesignSystem:
                type: framework
              Analytics:
                type: framework
            """)

    /// Each App Clip or app extension's findings come from its own closure.
    public static let checksClipsApart = true

    /// An allowlist and the key that selected it.
    struct Allowlist {
        /// Its place among the rule's allowlists.
        var index: Int
        var key: String
        /// The ids of the modules it names.
        var modules: NodeSet
    }

    private var byName: [String: Allowlist] = [:]
    private var byExtensionPoint: [String: Allowlist] = [:]
    private var byType: [ProductType: Allowlist] = [:]
    private var fallback: Allowlist?
    /// Every allowlist the options give, by index.
    private var allowlists: [Allowlist] = []

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {
        let names = graph.targetNames
        // Prepared only when a name is unknown, then once for every unknown name.
        var suggestions = SuggestionCache()
        let shortNames = ExtensionPoint.shortNames.map(\.name)
        let types = [ProductType.appClip.rawValue, ProductType.appExtension.rawValue]
        var keySuggestions = SuggestionCache()
        // A short name or identifier, or what a spec's Info.plist says, as written, whatever its form.
        let points = Set(graph.targets.compactMap(\.extensionPoint?.value))
        func extensionPoint(_ key: String) -> String? {
            ExtensionPoint.resolve(key) ?? (points.contains(key) ? key : nil)
        }
        for option in options {
            let modules = reader.strings(option.value, "the allowlist '\(option.key)'")
            for module in modules where graph.id(of: module.value) == nil {
                reader.fail(
                    "allowlist '\(option.key)' names '\(module.value)', which is no target, package product, SDK or external of the graph\(suggestions.didYouMean(module.value, among: names))",
                    at: module.location)
            }
            var named = NodeSet(capacity: graph.targets.count)
            for module in modules { graph.id(of: module.value).map { _ = named.insert($0) } }
            let allowlist = Allowlist(index: allowlists.count, key: option.key, modules: named)
            allowlists.append(allowlist)
            if let id = graph.id(of: option.key), id < graph.declaredCount {
                byName[option.key] = allowlist
            } else if let point = extensionPoint(option.key) {
                byExtensionPoint[point] = allowlist
            } else if let type = ProductType(rawValue: option.key), type.isClipOrExtension {
                byType[type] = allowlist
            } else if option.key == "default" {
                fallback = allowlist
            } else {
                reader.fail(
                    "'\(option.key)' in 'allowed-core-modules' is no target, extension point or type; expected a target name, an extension point (a short name such as \(shortNames.prefix(3).joined(separator: ", ")), or an identifier with a dot), app-clip, app-extension or default\(keySuggestions.didYouMean(option.key, among: Array(graph.declaredNames) + shortNames + types + ["default"]))",
                    at: option.keyLocation)
            }
        }
    }

    /// The allowlist for a target: name, then extension point, then type, then `default`.
    func allowlist(for target: TargetDeclaration) -> Allowlist? {
        byName[target.name] ?? target.extensionPoint.flatMap { byExtensionPoint[$0.value] } ?? byType[target.type]
            ?? fallback
    }

    public func check(_ context: LintContext) -> [Finding] {
        collectedFindings(context)
    }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        let graph = context.graph
        // Each finding and each node on its path asks what its clip's allowlist names: by target
        // id, the index of that allowlist (-1 for none, never asked).
        var applying = [Int](repeating: -1, count: graph.targets.count)
        // A clip or extension that no allowlist applies to is not searched.
        var checked: [Int] = []
        for target in context.clipsAndExtensions {
            guard let index = allowlist(for: graph.targets[target])?.index else { continue }
            applying[target] = index
            checked.append(target)
        }
        // One predicate per allowlist, shared by every finding that says it.
        let predicates = allowlists.map {
            ReachabilityPredicate(
                beforeModule: "links core module '", afterModule: "', which allowlist '\($0.key)' does not name,")
        }
        context.reachabilityFindings(
            toLayer: "core",
            describe: { target, module in
                let index = applying[target]
                return allowlists[index].modules.contains(module) ? nil : predicates[index]
            },
            // The cause is the edge into the first node the allowlist does not name, such as a
            // feature module that brings the core module along.
            allows: { target, node in allowlists[applying[target]].modules.contains(node) },
            of: checked, report: report)
    }
}
