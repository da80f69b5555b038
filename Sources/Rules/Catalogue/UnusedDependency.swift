import Project
import ProjectModel

/// A target declares only modules its code imports.
public struct UnusedDependency: Rule {
    public static let description = RuleDescription(
        id: "unused-dependency",
        defaultSeverity: .warning,
        summary:
            "a target links a module with sources (a framework or library target, a local package module or product) that none of its Swift files imports in any configuration; at the dependency entry",
        rationale: """
            A module no file imports is dead weight: it is linked, and in an App Clip or extension it \
            counts against the size limit, and it keeps a build edge that slows every build. It is not \
            reported for what a target embeds (clips, extensions, watch apps), test hosts, resource \
            bundles, build-only entries (plugins, macros, `link: false`), binary and remote package \
            products, modules that re-export others with `@_exported` or only link others (no public \
            declaration), a dependency that is the way to a module the code imports undeclared, or a \
            target some of whose sources are Objective-C or C, or cannot be read. \
            Until `MemberImportVisibility`, Swift lets a file use the members of a module it reaches \
            without importing it; where it does, import the module rather than remove it.
            """,
        options: [],
        oneLiner: "`dependencies: [Analytics]` in a target whose files never `import Analytics`",
        badExample: """
            targets:
              ShopClip:
                type: app-clip
                sources: [Sources/ShopClip]
                dependencies: [CartCore, ↓Analytics]
              CartCore:
                type: framework
                sources: [Sources/CartCore]
              Analytics:
                type: framework
                sources: [Sources/Analytics]
            """,
        goodExample: """
            targets:
              ShopClip:
                type: app-clip
                sources: [Sources/ShopClip]
                dependencies: [CartCore]
              CartCore:
                type: framework
                sources: [Sources/CartCore]
              Analytics:
                type: framework
                sources: [Sources/Analytics]
            """,
        badSources: [
            "Sources/ShopClip/ShopClip.swift": "import CartCore\n",
            "Sources/CartCore/Cart.swift": "public struct Cart {}\n",
            "Sources/Analytics/Events.swift": "public enum Events {}\n",
        ],
        goodSources: [
            "Sources/ShopClip/ShopClip.swift": "import CartCore\n",
            "Sources/CartCore/Cart.swift": "public struct Cart {}\n",
            "Sources/Analytics/Events.swift": "public enum Events {}\n",
        ])

    public static let readsSources = true

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        collectedFindings(context)
    }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        guard let sources = context.sources else { return }
        let graph = context.graph
        for target in sources.importsOfTarget.keys.sorted() where !sources.index.partlyRead.contains(target) {
            let files = sources.index.filesOfTarget[target]?.count ?? 0
            guard files > 0 else { continue }
            let imported = Set(sources.importsOfTarget[target]?.map(\.module) ?? [])
            // A dependency that is the way to a module the code imports without declaring it is
            // not unused: removing it breaks the build; implicit-dependency asks to declare the module.
            let routes = Set(sources.implicitImports(of: target, in: graph).compactMap { $0.path?.dropFirst().first })
            let name = graph.targetNames[target]
            for edge in graph.targetGraph.edges(from: target) where edge.kind == .link {
                guard !routes.contains(graph.targetNames[edge.destination]) else { continue }
                guard let modules = Self.modules(of: edge.destination, in: graph, sources: sources),
                    modules.isDisjoint(with: imported)
                else { continue }
                let dependency = graph.targetNames[edge.destination]
                let importers =
                    files == 1 ? "its Swift file does not import it" : "none of its \(files) Swift files imports it"
                report(
                    Finding(
                        target: name,
                        message:
                            "'\(name)' links '\(dependency)', but \(importers); remove the dependency, or import it where its members are used",
                        location: graph.location(of: edge)))
            }
        }
    }

    /// The modules a dependency on `node` lets a target import, when it is a module with sources
    /// whose use the rule judges: a framework or library target, or a local package product (its
    /// modules). Nil for anything else, and for a module that re-exports others.
    private static func modules(of node: Int, in graph: ProjectGraph, sources: ImportAnalysis) -> Set<String>? {
        guard node < graph.declaredCount else { return nil }
        switch graph.targets[node].type {
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary, .package: break
        default: return nil
        }
        let nodes = ImportAnalysis.nodes(through: node, in: graph)
        guard nodes.contains(where: { sources.index.filesOfTarget[$0]?.isEmpty == false }),
            !nodes.contains(where: { sources.exportsOfTarget[$0] != nil })
        else { return nil }
        return Set(nodes.compactMap { sources.module(of: $0) })
    }
}
