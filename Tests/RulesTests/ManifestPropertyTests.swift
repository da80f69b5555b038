import FileAccess
import GraphModel
import Project
import ProjectLoader
import ProjectModel
import Rules
import TestSupport
import Testing

/// Properties of reading generated manifests: every way of printing one model reads back as that
/// model, and the order of targets and keys never changes what is reported.
@Suite("Manifest properties")
struct ManifestPropertyTests {
    static let styles = [
        GeneratedManifest.Style(),
        GeneratedManifest.Style(flowLists: true),
        GeneratedManifest.Style(quoted: true, reversedKeys: true),
        GeneratedManifest.Style(flowLists: true, quoted: true),
    ]

    /// The facts of a loaded manifest in the generator's terms.
    static func facts(of manifest: Manifest) -> [GeneratedManifest.Target] {
        manifest.targets.map { target in
            GeneratedManifest.Target(
                name: target.name, type: target.type.rawValue,
                extensionPoint: target.extensionPoint.map { ExtensionPoint.shortName(of: $0.value) ?? $0.value },
                bundleID: target.bundleID?.value, appGroups: target.appGroups.knownValues,
                dependencies: target.dependencies.map(\.name))
        }
    }

    @Test(
        "a generated manifest printed as YAML in any style reads back as the same model", arguments: [11, 12, 13, 14])
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let generated = GeneratedManifest.random(targetCount: 150, using: &random)
        for style in Self.styles {
            let fileSystem = InMemoryFileSystem(["targetlint.yml": generated.yaml(style: style)])
            let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
            #expect(Self.facts(of: manifest) == generated.targets)
        }
    }

    @Test("reports are identical when targets and keys are reordered", arguments: [21, 22, 23, 24, 25])
    func reorderInvariance(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let generated = GeneratedManifest.random(targetCount: 120, using: &random)
        func findings(_ text: String) throws -> [String] {
            try lint(text).diagnostics.map { "\($0.rule) \($0.severity) \($0.target): \($0.message)" }.sorted()
        }
        let original = try findings(generated.yaml())
        let shuffled = Array(generated.targets.indices).shuffled(using: &random)
        let reordered = try findings(generated.yaml(style: .init(reversedKeys: true), order: shuffled))
        let onlyBefore = original.filter { !reordered.contains($0) }
        let onlyAfter = reordered.filter { !original.contains($0) }
        #expect(
            onlyBefore.isEmpty && onlyAfter.isEmpty, "before: \(onlyBefore.prefix(3)), after: \(onlyAfter.prefix(3))")
        #expect(original.count == reordered.count && !original.isEmpty)
    }
}

@Suite("Linting a scope")
struct ScopeTests {
    @Test("a scoped lint reports exactly the full lint's findings about targets in scope", arguments: [31, 32, 33])
    func scopedEqualsFiltered(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let generated = GeneratedManifest.random(targetCount: 150, using: &random)
        let fileSystem = InMemoryFileSystem(["targetlint.yml": generated.yaml()])
        let graph = ProjectGraph(manifest: try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml"))
        var scope = NodeSet(capacity: graph.targets.count)
        for id in graph.targets.indices where Bool.random(using: &random) { _ = scope.insert(id) }
        let linter = Linter(fileSystem: fileSystem)
        let full = try linter.lint(graph).diagnostics.filter { scope.contains(graph.id(of: $0.target)!) }
        let scoped = try linter.lint(graph, scope: scope).diagnostics
        #expect(scoped == full)
        #expect(!scoped.isEmpty)
    }
}
