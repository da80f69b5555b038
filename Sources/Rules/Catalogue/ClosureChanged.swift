import FileAccess
import GraphModel
import Project
import ProjectModel

/// The link closure of every App Clip, app extension and watch app is the one the project's
/// closure snapshot (`targetlint.lock`) records: a module that enters or leaves one is a decision,
/// taken by running `targetlint snapshot` and committing the file.
public struct ClosureChanged: Rule {
    public static let description = RuleDescription(
        id: "closure-changed",
        defaultSeverity: .error,
        summary:
            "the link closure of an App Clip, app extension or watch app differs from the one `targetlint.lock` records (or the file `snapshot:` names is missing): each module added, at the dependency entry that brings it in with its path, and each one removed, at its line in the snapshot",
        rationale: """
            A clip or extension grows one dependency entry at a time, each harmless in its own diff: \
            the module that pulls three more and 2 MB into the App Clip shows in no review. A committed \
            snapshot of each product's closure makes every such change a line in the pull request, \
            accepted by running `targetlint snapshot` and committing the file, as Gradle teams do with \
            dependency-guard. A project with no snapshot is not checked; one whose manifest names it \
            with `snapshot:` fails while the file is missing, so that CI never creates it.
            """,
        options: [],
        oneLiner:
            "`CartCore` gains a dependency on `Analytics`, which `ShopClip` links through it, and `targetlint.lock` was not regenerated",
        badExample: """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [CartCore]
              CartCore:
                type: framework
                dependencies: [↓Analytics]
              Analytics:
                type: framework
            """,
        goodExample: """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [CartCore]
              CartCore:
                type: framework
                dependencies: [Analytics]
              Analytics:
                type: framework
            """,
        badSources: [
            "targetlint.lock": """
            app-clip ShopClip
              framework CartCore
              ↓package Lottie
            """
        ],
        goodSources: [
            "targetlint.lock": """
            app-clip ShopClip
              framework Analytics
              framework CartCore
            """
        ])

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        let manifest = graph.manifest
        guard let snapshot = manifest.closureSnapshot else {
            guard let setting = manifest.snapshotSetting else { return [] }
            return [
                Finding(
                    target: ClosureSnapshot.products(of: graph).first.map { graph.targetNames[$0] } ?? "",
                    message:
                        "the closure snapshot \(setting.value) does not exist; run `targetlint snapshot` and commit the file it writes",
                    location: setting.location)
            ]
        }
        let file = Path.lastComponent(of: snapshot.file)
        var recorded: [ClosureSnapshot.Entry: ClosureSnapshot.Product] = [:]
        for product in snapshot.products { recorded[product.entry] = product }
        var findings: [Finding] = []
        var causes = CauseTable()
        for product in ClosureSnapshot.products(of: graph) {
            let entry = ClosureSnapshot.entry(of: product, in: graph)
            let record = recorded.removeValue(forKey: entry)
            guard context.isInScope(product) else { continue }
            let subject = context.describe(product)
            let name = graph.targetNames[product]
            guard let record else {
                findings.append(
                    Finding(
                        target: name,
                        message:
                            "\(subject) is not in \(file); run `targetlint snapshot` to record its closure",
                        location: graph.targets[product].location))
                continue
            }
            let closure = graph.closure(of: product)
            let current = ClosureSnapshot.nodes(of: closure, in: graph)
            for (node, id) in current.sorted(by: { $0.key < $1.key }) where record.nodes[node] == nil {
                let path = closure.path(to: id) ?? [product, id]
                // At the edge into the first node on the way that the snapshot does not hold: the
                // dependency entry the change added.
                let cause = causes.cause(along: path, firstEdge: closure.firstEdge(toward: id), graph: graph) {
                    record.nodes[ClosureSnapshot.entry(of: $0, in: graph)] != nil
                }
                findings.append(
                    Finding(
                        target: name,
                        message:
                            "\(subject) now links \(Self.describe(node)), which \(file) does not record, via \(graph.names(path).joined(separator: " → ")); run `targetlint snapshot` to accept it",
                        location: cause?.edge.location ?? graph.targets[product].location, path: graph.names(path),
                        sharedCause: cause))
            }
            for (node, location) in record.nodes.sorted(by: { $0.key < $1.key }) where current[node] == nil {
                findings.append(
                    Finding(
                        target: name,
                        message:
                            "\(subject) no longer links \(Self.describe(node)), which \(file) records; run `targetlint snapshot` to accept it",
                        location: location))
            }
        }
        // What the snapshot holds and the project no longer declares, when every product is checked.
        guard context.scope == nil else { return findings }
        for product in snapshot.products where recorded[product.entry] != nil {
            findings.append(
                Finding(
                    target: product.entry.name,
                    message:
                        "\(file) records \(product.entry.type.displayName) '\(product.entry.name)', which the project no longer declares; run `targetlint snapshot` to accept it",
                    location: product.location))
        }
        return findings
    }

    /// "framework 'CartCore'", how messages name a node of a closure.
    private static func describe(_ node: ClosureSnapshot.Entry) -> String {
        "\(node.type.displayName) '\(node.name)'"
    }
}
