import FileAccess
import Project
import ProjectModel
import TextOutput

/// The `targetlint.yml` that `targetlint init` writes around a project: layers guessed from the
/// modules' names and folders, each guess with how many modules it placed and the modules none
/// placed; an allowlist for each kind of App Clip and app extension holding the core modules they
/// link today, so that any other becomes a decision; and the baseline that lets the first lint pass.
struct StarterManifest {
    /// A guess at a layer: a name pattern, or a module found in a folder of the layer's name.
    struct Guess: Hashable {
        /// The pattern, or the module's name.
        var pattern: String
        /// What the comment beside it says.
        var note: String
    }

    /// The name patterns tried for each layer, in order; the first that matches places a module.
    static let featurePatterns = ["*Feature", "*Features", "Feature*"]
    static let corePatterns = ["*Core", "Core*", "*Kit", "DesignSystem"]
    /// The folder names that place every module below them.
    static let featureFolders: Set<String> = ["Features", "Feature"]
    static let coreFolders: Set<String> = ["Core"]

    var feature: [Guess] = []
    var core: [Guess] = []
    /// The modules neither layer placed, by name.
    var unplaced: [String] = []
    /// The core modules each kind of clip and extension links, by the key `allowed-core-modules` reads.
    var allowlists: [(key: String, modules: [String])] = []
    /// How many modules each layer placed.
    var featureCount = 0
    var coreCount = 0

    /// Guesses the layers and allowlists of a project's graph.
    init(graph: ProjectGraph) {
        let modules = graph.declaredIDs.filter { Self.isModule(graph.targets[$0].type) }
        var layerOf: [Int: String] = [:]
        var featureMatches: [String: Int] = [:]
        var coreMatches: [String: Int] = [:]
        var featureNamed: [String] = []
        var coreNamed: [String] = []
        for id in modules {
            let name = graph.targetNames[id]
            let folders = Self.folders(of: graph.targets[id])
            if let pattern = Self.featurePatterns.first(where: { Glob($0).matches(name) }) {
                featureMatches[pattern, default: 0] += 1
                layerOf[id] = "feature"
            } else if !folders.isDisjoint(with: Self.featureFolders) {
                featureNamed.append(name)
                layerOf[id] = "feature"
            } else if let pattern = Self.corePatterns.first(where: { Glob($0).matches(name) }) {
                coreMatches[pattern, default: 0] += 1
                layerOf[id] = "core"
            } else if !folders.isDisjoint(with: Self.coreFolders) {
                coreNamed.append(name)
                layerOf[id] = "core"
            } else {
                unplaced.append(name)
            }
        }
        func count(_ matches: Int) -> String { "\(matches) module\(matches == 1 ? "" : "s")" }
        feature =
            Self.featurePatterns.compactMap { pattern in
                featureMatches[pattern].map { Guess(pattern: pattern, note: count($0)) }
            } + featureNamed.sorted().map { Guess(pattern: $0, note: "in a Features folder") }
        core =
            Self.corePatterns.compactMap { pattern in
                coreMatches[pattern].map { Guess(pattern: pattern, note: count($0)) }
            } + coreNamed.sorted().map { Guess(pattern: $0, note: "in a Core folder") }
        featureCount = layerOf.values.filter { $0 == "feature" }.count
        coreCount = layerOf.values.filter { $0 == "core" }.count
        unplaced.sort()
        var reached: [String: Set<String>] = [:]
        for product in graph.clipsAndExtensions {
            let key = Self.allowlistKey(of: graph.targets[product])
            let core = graph.closure(of: product).members.filter { layerOf[$0] == "core" }.map { graph.targetNames[$0] }
            reached[key, default: []].formUnion(core)
        }
        allowlists = reached.keys.sorted().map { ($0, reached[$0, default: []].sorted()) }
    }

    /// Frameworks, libraries and the products of local packages: what layers place.
    private static func isModule(_ type: ProductType) -> Bool {
        switch type {
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary, .package: true
        default: false
        }
    }

    /// The names of the folders a target's manifest file and sources lie in.
    private static func folders(of target: TargetDeclaration) -> Set<String> {
        let paths = [target.location.file] + target.sources.map(\.value)
        return Set(paths.flatMap { Path.directory(of: $0).split(separator: "/").map(String.init) })
    }

    /// `app-clip`, an extension point's short name (`widget`), or `app-extension`.
    private static func allowlistKey(of target: TargetDeclaration) -> String {
        guard target.type == .appExtension else { return "app-clip" }
        guard let point = target.extensionPoint?.value else { return "app-extension" }
        return ExtensionPoint.shortNames.first { $0.identifier == point }?.name ?? "app-extension"
    }

    /// The manifest's text: `source`, `baseline` and the guesses.
    func text(source: String, baseline: String) -> String {
        var text = """
            # Written by `targetlint init` around \(Self.scalar(source)); edit it as the project grows.
            source: \(Self.scalar(source))
            # The findings there were when it was written: `targetlint lint` fails only on new ones.
            baseline: \(Self.scalar(baseline))

            """
        if !feature.isEmpty || !core.isEmpty {
            text += "\n# Guessed from the modules' names and folders; the first match places a module.\nlayers:\n"
            text += "  order: [feature, core]\n  match:\n"
            for (layer, guesses) in [("feature", feature), ("core", core)] where !guesses.isEmpty {
                text += "    \(layer):\n"
                for guess in guesses { text += "      - \(Self.scalar(guess.pattern))  # \(guess.note)\n" }
            }
        }
        if !unplaced.isEmpty {
            text += "# No layer, so no rule about layers holds them: \(unplaced.joined(separator: ", "))\n"
        }
        if !allowlists.isEmpty {
            text += "\nrules:\n"
            text += "  # The core modules each kind of clip and extension links today: any other is a decision.\n"
            text += "  allowed-core-modules:\n"
            for (key, modules) in allowlists {
                text += "    \(key): [\(modules.map(Self.scalar).joined(separator: ", "))]\n"
            }
        }
        return text
    }

    /// A name as a YAML scalar: plain when it is a simple name, else double-quoted with escapes.
    static func scalar(_ name: String) -> String {
        let plain =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "_.-/".unicodeScalars.contains($0)
            }
            && !(name.first.map { "-.".contains($0) } ?? true)
        if plain { return name }
        var quoted = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || ControlCharacters.isEscaped(scalar) {
                    quoted +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16).uppercased()
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
