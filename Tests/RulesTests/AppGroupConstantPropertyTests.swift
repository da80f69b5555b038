import Rules
import TestSupport
import Testing

/// app-group-constant's "does not link the constants module" against a plain search from each
/// target, on random graphs with cycles, products in the middle and embeds.
@Suite("app-group-constant against a reference")
struct AppGroupConstantPropertyTests {
    @Test("a target is flagged exactly when its link closure misses the module", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func agreeWithReference(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = 60
        let types = ["framework", "framework", "framework", "app", "app-clip", "static-library"]
        let targets = (0..<count).map { index in
            (
                name: "T\(index)",
                type: index == 0 ? "framework" : types[Int.random(in: 0..<types.count, using: &random)],
                dependencies: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    Int.random(in: 0..<count, using: &random)
                },
                groups: Bool.random(using: &random)
            )
        }
        var yaml = "rules:\n  app-group-constant:\n    module: T0\ntargets:\n"
        for target in targets {
            yaml += "  \(target.name):\n    type: \(target.type)\n"
            if target.type == "app-clip" { yaml += "    bundle-id: com.example.\(target.name)\n" }
            if target.groups { yaml += "    app-groups: [group.com.example]\n" }
            let names = Set(target.dependencies.map { "T\($0)" }).sorted()
            if !names.isEmpty { yaml += "    dependencies: [\(names.joined(separator: ", "))]\n" }
        }
        let flagged = Set(
            try lint(yaml).diagnostics.filter { $0.rule == "app-group-constant" }.map(\.target))

        // A plain search that never enters a product (an app or a clip); an app embeds clips.
        func isProduct(_ index: Int) -> Bool { targets[index].type == "app" || targets[index].type == "app-clip" }
        var expected: Set<String> = []
        for (root, target) in targets.enumerated() where target.groups && root != 0 {
            var seen: Set<Int> = [root]
            var queue = [root]
            var linksModule = false
            while let node = queue.popLast() {
                for next in targets[node].dependencies where !seen.contains(next) && !isProduct(next) {
                    if next == 0 { linksModule = true }
                    seen.insert(next)
                    queue.append(next)
                }
            }
            if !linksModule { expected.insert(target.name) }
        }
        #expect(flagged == expected)
    }
}
