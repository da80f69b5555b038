import Project
import ProjectModel

/// A target's code imports only the modules its target declares.
public struct ImplicitDependency: Rule {
    public static let description = RuleDescription(
        id: "implicit-dependency",
        defaultSeverity: .error,
        summary:
            "a Swift file imports a module of the graph (a target, a local package module, a package product) that its target does not declare; at the import, saying whether the module is still reached through another dependency, with the path; a warning when the import is only under a `#if` targetlint cannot evaluate",
        rationale: """
            An undeclared import builds only because the module happens to be built and visible through \
            another dependency, or because another target built it first. Remove that dependency, build \
            with explicit modules, or build the target alone, and it breaks. The fix is one line in the \
            manifest. Modules the graph does not know (the SDK's, a package's modules beside the product \
            named) are not judged.
            """,
        options: [],
        oneLiner: "`import Networking` in a target that declares only `CartCore`, which links `Networking`",
        badExample: """
            targets:
              Shop:
                type: app
                sources: [Sources/Shop]
                dependencies: [CartCore]
              CartCore:
                type: framework
                dependencies: [Networking]
              Networking:
                type: framework
            """,
        goodExample: """
            targets:
              Shop:
                type: app
                sources: [Sources/Shop]
                dependencies: [CartCore, Networking]
              CartCore:
                type: framework
                dependencies: [Networking]
              Networking:
                type: framework
            """,
        badSources: [
            "Sources/Shop/ShopApp.swift": """
            import CartCore
            ↓import Networking
            import SwiftUI
            """
        ],
        goodSources: [
            "Sources/Shop/ShopApp.swift": """
            import CartCore
            import Networking
            import SwiftUI
            """
        ])

    public static let readsSources = true

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        collectedFindings(context)
    }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        guard let sources = context.sources else { return }
        let graph = context.graph
        for target in sources.importsOfTarget.keys.sorted() {
            for finding in sources.implicitImports(of: target, in: graph) {
                let name = graph.targetNames[target]
                var message = "'\(name)' imports '\(finding.module.module)', which it does not declare"
                if let path = finding.path {
                    message += "; it builds only because '\(name)' reaches it through \(path.joined(separator: " → "))"
                } else {
                    message +=
                        ", and nothing it links in the graph reaches it; it builds only while another target, or a package the graph does not show, builds '\(finding.module.module)' first"
                }
                report(
                    Finding(
                        target: name, message: message + Self.suffix(finding.module), location: finding.module.location,
                        path: finding.path, severity: finding.module.unknownCondition == nil ? nil : .warning))
            }
        }
    }

    /// What a message adds about how many files import the module, and the condition it depends on.
    static func suffix(_ found: ImportAnalysis.ModuleImport) -> String {
        var suffix = found.fileCount > 1 ? " (imported in \(found.fileCount) files)" : ""
        if let condition = found.unknownCondition {
            suffix += "; only where '\(condition)' holds, which targetlint cannot evaluate"
        }
        return suffix
    }
}
