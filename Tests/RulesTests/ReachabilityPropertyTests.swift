import Rules
import TestSupport
import Testing

/// The reachability rules against a plain breadth-first search over the generated facts, on random
/// graphs with cycles, products in the middle and unknown names.
@Suite("Reachability rules against a reference")
struct ReachabilityPropertyTests {
    /// What a plain search finds: for each clip or extension, every module it links and the
    /// distance to it, never entering a product.
    static func reference(_ manifest: GeneratedManifest) -> [String: [String: Int]] {
        let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String: [String: Int]] = [:]
        for root in manifest.targets where root.type == "app-clip" || root.type == "app-extension" {
            var distance: [String: Int] = [:]
            var queue = [root.name]
            var head = 0
            while head < queue.count {
                let name = queue[head]
                head += 1
                for dependency in byName[name]?.dependencies ?? [] {
                    guard let target = byName[dependency], !target.isProduct, distance[dependency] == nil,
                        dependency != root.name
                    else { continue }
                    distance[dependency] = (distance[name] ?? 0) + 1
                    queue.append(dependency)
                }
            }
            result[root.name] = distance
        }
        return result
    }

    /// The allowlist that applies to a clip or extension: extension point, then type, then default.
    static func allowlist(for target: GeneratedManifest.Target, in manifest: GeneratedManifest) -> [String]? {
        let lists = Dictionary(
            manifest.allowlists.map { ($0.key, $0.modules) }, uniquingKeysWith: { first, _ in first })
        return target.extensionPoint.flatMap { lists[$0] } ?? lists[target.type] ?? lists["default"]
    }

    @Test("findings match a breadth-first search, with valid shortest paths", arguments: [1, 2, 3, 4, 5, 6])
    func agreeWithReference(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let generated = GeneratedManifest.random(targetCount: seed == 1 ? 2_000 : 200, using: &random)
        let report = try lint(generated.yaml())
        let reference = Self.reference(generated)
        let byName = Dictionary(generated.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        var expectedFeatures: Set<String> = []
        var expectedCores: Set<String> = []
        for (root, reached) in reference {
            let allowed = Self.allowlist(for: byName[root]!, in: generated)
            for module in reached.keys {
                if module.hasPrefix("Feature") {
                    expectedFeatures.insert("\(root) → \(module)")
                } else if let allowed, !allowed.contains(module) {
                    expectedCores.insert("\(root) → \(module)")
                }
            }
        }
        var badPaths: [[String]] = []
        func found(_ rule: String) -> Set<String> {
            var pairs: Set<String> = []
            for diagnostic in report.diagnostics where diagnostic.rule == rule {
                let path = diagnostic.path ?? []
                guard let root = path.first, let module = path.last else {
                    badPaths.append(path)
                    continue
                }
                let isShortest = path.count - 1 == reference[root]?[module]
                let isDeclared = zip(path, path.dropFirst()).allSatisfy {
                    byName[$0]?.dependencies.contains($1) == true
                }
                if !isShortest || !isDeclared { badPaths.append(path) }
                pairs.insert("\(root) → \(module)")
            }
            return pairs
        }
        #expect(found("no-feature-in-extension") == expectedFeatures)
        #expect(found("allowed-core-modules") == expectedCores)
        #expect(badPaths.isEmpty, "paths that are not declared shortest paths: \(badPaths.prefix(3))")
    }
}
