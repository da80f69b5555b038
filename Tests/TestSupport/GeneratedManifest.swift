/// A random manifest for property tests, with the plain facts a reference implementation needs and
/// several ways of printing the same model as YAML.
public struct GeneratedManifest: Sendable {
    /// One target as the generator chose it.
    public struct Target: Sendable, Equatable {
        public var name: String
        /// targetlint's type name: app, app-clip, app-extension or framework.
        public var type: String
        /// An extension point's short name, for app extensions.
        public var extensionPoint: String?
        public var bundleID: String?
        public var appGroups: [String]
        /// Dependency names, in order; some may name no target.
        public var dependencies: [String]

        public init(
            name: String, type: String, extensionPoint: String? = nil, bundleID: String?, appGroups: [String],
            dependencies: [String]
        ) {
            self.name = name
            self.type = type
            self.extensionPoint = extensionPoint
            self.bundleID = bundleID
            self.appGroups = appGroups
            self.dependencies = dependencies
        }

        /// Apps, clips and extensions, which link closures do not enter.
        public var isProduct: Bool { type != "framework" }
    }

    /// The targets, in declaration order.
    public var targets: [Target]
    /// `allowed-core-modules` keys (`app-clip`, `app-extension`, a short extension point or
    /// `default`) with their module lists.
    public var allowlists: [(key: String, modules: [String])]

    /// A manifest of `count` targets: apps, clips, extensions and `Feature`/`Core` frameworks
    /// depending on each other at random, cycles and unknown names included. Products are a fifth of
    /// small manifests and a few percent of large ones, whose closures span most of the graph.
    public static func random(targetCount count: Int, using random: inout SplitMix64) -> GeneratedManifest {
        let points = ["share", "widget", "notification-content"]
        let productShare = count > 500 ? 0.015 : 0.2
        var targets: [Target] = []
        for index in 0..<count {
            let isProduct = Double.random(in: 0..<1, using: &random) < productShare
            let roll = isProduct ? Int.random(in: 0..<4, using: &random) : Int.random(in: 4..<20, using: &random)
            var target = Target(name: "", type: "framework", bundleID: nil, appGroups: [], dependencies: [])
            switch roll {
            case 0:
                target.name = "App\(index)"
                target.type = "app"
                target.bundleID = "com.example.app\(index)"
            case 1:
                target.name = "Clip\(index)"
                target.type = "app-clip"
                target.appGroups = ["group.com.example.g\(Int.random(in: 0..<3, using: &random))"]
            case 2, 3:
                target.name = "Ext\(index)"
                target.type = "app-extension"
                target.extensionPoint = points[Int.random(in: 0..<points.count, using: &random)]
            case 4...9:
                target.name = "Feature\(index)"
            default:
                target.name = "Core\(index)"
            }
            targets.append(target)
        }
        for index in targets.indices {
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                if Int.random(in: 0..<40, using: &random) == 0 {
                    targets[index].dependencies.append("Missing\(index)")
                } else {
                    let other = targets[Int.random(in: 0..<count, using: &random)].name
                    if other != targets[index].name && !targets[index].dependencies.contains(other) {
                        targets[index].dependencies.append(other)
                    }
                }
            }
        }
        let cores = targets.filter { $0.name.hasPrefix("Core") }.map(\.name)
        var allowlists: [(String, [String])] = []
        for key in ["app-clip", "app-extension", "widget", "default"] where Bool.random(using: &random) {
            allowlists.append((key, cores.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }))
        }
        return GeneratedManifest(targets: targets, allowlists: allowlists)
    }

    /// How `yaml(...)` writes lists and names.
    public struct Style: Sendable {
        /// Dependencies as `[A, B]` instead of `- A` lines.
        public var flowLists: Bool
        /// Target names and values in double quotes.
        public var quoted: Bool
        /// Each target's keys in reverse order.
        public var reversedKeys: Bool

        public init(flowLists: Bool = false, quoted: Bool = false, reversedKeys: Bool = false) {
            self.flowLists = flowLists
            self.quoted = quoted
            self.reversedKeys = reversedKeys
        }
    }

    /// The manifest as YAML, its targets in `order` (declaration order by default).
    public func yaml(style: Style = Style(), order: [Int]? = nil) -> String {
        func scalar(_ text: String) -> String { style.quoted ? "\"\(text)\"" : text }
        func list(_ items: [String], indent: String) -> String {
            if style.flowLists || items.isEmpty { return " [" + items.map(scalar).joined(separator: ", ") + "]\n" }
            return "\n" + items.map { "\(indent)- \(scalar($0))\n" }.joined()
        }
        var text = "rules:\n  size-build-settings: off\n"
        if !allowlists.isEmpty {
            text += "  allowed-core-modules:\n"
            for (key, modules) in allowlists { text += "    \(key):" + list(modules, indent: "      ") }
        }
        text += "targets:\n"
        for index in order ?? Array(targets.indices) {
            let target = targets[index]
            var keys: [String] = ["    type: \(scalar(target.type))\n"]
            if let point = target.extensionPoint { keys.append("    extension-point: \(scalar(point))\n") }
            if let bundleID = target.bundleID { keys.append("    bundle-id: \(scalar(bundleID))\n") }
            if !target.appGroups.isEmpty { keys.append("    app-groups:" + list(target.appGroups, indent: "      ")) }
            if !target.dependencies.isEmpty {
                keys.append("    dependencies:" + list(target.dependencies, indent: "      "))
            }
            text += "  \(scalar(target.name)):\n" + (style.reversedKeys ? keys.reversed() : keys).joined()
        }
        return text
    }
}
