import Project
import ProjectModel

/// Code compiled into an app extension does not call APIs extensions may not use.
public struct ExtensionUnsafeAPI: Rule {
    public static let description = RuleDescription(
        id: "extension-unsafe-api",
        defaultSeverity: .error,
        summary:
            "a Swift file compiled into an app extension (its own, or a module it links) uses `UIApplication.shared` outside a declaration marked `@available(iOSApplicationExtension, unavailable)`; once per use, naming the extension and the path",
        rationale: """
            `UIApplication.shared` is unavailable in app extensions: there is no application object. \
            The compiler rejects the call only where `APPLICATION_EXTENSION_API_ONLY` is set, so a \
            shared module that uses it builds, and the extension fails at run time or in App Store \
            review. Mark the code `@available(iOSApplicationExtension, unavailable)`, or move it to the \
            app. A module that sets `APPLICATION_EXTENSION_API_ONLY = YES` is left to the compiler.
            """,
        options: [],
        oneLiner: "`UIApplication.shared.open(url)` in a module a Share extension links",
        badExample: """
            targets:
              ShareExtension:
                type: app-extension
                extension-point: share
                dependencies: [Router]
              Router:
                type: framework
                sources: [Sources/Router]
            """,
        goodExample: """
            targets:
              ShareExtension:
                type: app-extension
                extension-point: share
                dependencies: [Router]
              Router:
                type: framework
                sources: [Sources/Router]
            """,
        badSources: [
            "Sources/Router/Router.swift": """
            import UIKit

            public func open(_ url: URL) {
                ↓UIApplication.shared.open(url)
            }
            """
        ],
        goodSources: [
            "Sources/Router/Router.swift": """
            import UIKit

            @available(iOSApplicationExtension, unavailable)
            public func open(_ url: URL) {
                UIApplication.shared.open(url)
            }
            """
        ])

    public static let readsSources = true

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        collectedFindings(context)
    }

    public func check(_ context: LintContext, report: (Finding) -> Void) {
        guard let sources = context.sources, !sources.unsafeUsesOfTarget.isEmpty else { return }
        let graph = context.graph
        // Each module's uses once, under the first extension (in declaration order) that compiles it.
        var reported: Set<Int> = []
        for extensionID in context.clipsAndExtensions where graph.targets[extensionID].type == .appExtension {
            let closure = graph.closure(of: extensionID)
            for module in [extensionID] + closure.members where reported.insert(module).inserted {
                guard let uses = sources.unsafeUsesOfTarget[module], !Self.leavesItToTheCompiler(graph.targets[module])
                else { continue }
                let subject = context.describe(extensionID)
                let path = closure.path(to: module).map(graph.names)
                for use in uses {
                    var message =
                        module == extensionID
                        ? "\(subject) uses '\(use.name)', which is unavailable in app extensions"
                        : "'\(graph.targetNames[module])' uses '\(use.name)', which is unavailable in app extensions, and \(subject) links it via \((path ?? []).joined(separator: " → "))"
                    message += "; mark the code @available(iOSApplicationExtension, unavailable) or move it to the app"
                    if let condition = use.unknownCondition {
                        message += "; only where '\(condition)' holds, which targetlint cannot evaluate"
                    }
                    report(
                        Finding(
                            target: graph.targetNames[module], message: message, location: use.location,
                            path: module == extensionID ? nil : path,
                            severity: use.unknownCondition == nil ? nil : .warning))
                }
            }
        }
    }

    /// Whether the module sets `APPLICATION_EXTENSION_API_ONLY`, so that the compiler rejects the
    /// API itself: a use targetlint still sees is one it misreads.
    private static func leavesItToTheCompiler(_ target: TargetDeclaration) -> Bool {
        let settings = target.settings
        let configurations = settings.resolved.isEmpty ? ["Release"] : settings.resolved.values.map(\.name)
        return configurations.allSatisfy {
            settings.value(of: "APPLICATION_EXTENSION_API_ONLY", in: $0)?.value.value == "YES"
        }
    }
}
