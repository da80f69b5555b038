import ProjectModel
import YAML

/// Reads the JSON that `tuist dump project` prints (ProjectDescription's `Project`, encoded as
/// Swift's `Codable` synthesizes it) into a ``TuistProjectDump``; and `tuist dump workspace`'s
/// into the project folders it lists.
///
/// It reads Tuist 4's form (`destinations`, `deploymentTargets`, dependencies with a `status`) and
/// Tuist 3's (`platform`, `deploymentTarget`, `sdk` names with their extension), and takes an enum
/// case with unnamed values (`{"string": {"_0": "x"}}`) as its value. The JSON is read as YAML's
/// flow style, of which it is a subset, so that no Foundation is loaded. What Tuist printed that is
/// not such JSON is a problem at the manifest's first line, quoting what was expected.
struct TuistProjectDumpReader {
    /// The manifest the JSON describes, where problems are reported.
    let manifest: String
    /// Problems found so far.
    private(set) var problems: [InputProblem] = []

    /// The file name values read from Tuist's JSON carry until they are located in a manifest.
    static let jsonFile = "tuist dump"

    init(manifest: String) {
        self.manifest = manifest
    }

    private var start: SourceLocation { SourceLocation(file: manifest, line: 1, column: 1) }

    /// How problems start: what printed or holds the JSON.
    var origin = "tuist dump printed"

    mutating func fail(_ message: String) {
        problems.append(InputProblem("\(origin) \(message)", at: start))
    }

    /// The JSON object of what `tuist dump` printed: from its first line that starts with `{` to
    /// the first line that is `}` alone (Tuist prints it indented, so that is the object's end), as
    /// Tuist 3 and early Tuist 4 print log lines before it and warnings after it.
    mutating func root(of output: [UInt8]) -> ManifestValue? {
        var start = 0
        while start < output.count {
            if output[start] == UInt8(ascii: "{") { break }
            while start < output.count && output[start] != UInt8(ascii: "\n") { start += 1 }
            start += 1
        }
        guard start < output.count else {
            fail("no JSON object")
            return nil
        }
        var end = output.count
        var line = start
        while line < output.count {
            var next = line
            while next < output.count && output[next] != UInt8(ascii: "\n") { next += 1 }
            if next == line + 1 && output[line] == UInt8(ascii: "}") {
                end = next
                break
            }
            line = next + 1
        }
        do throws(InputError) {
            guard let root = try ManifestValue.parseDocument(Array(output[start..<end]), file: Self.jsonFile),
                root.mapping != nil
            else {
                fail("no JSON object")
                return nil
            }
            return root
        } catch {
            let problem = error.problems.first
            fail("what is not JSON (\(problem?.position?.description ?? "-"): \(problem?.message ?? "unknown"))")
            return nil
        }
    }

    /// The project `output` describes; nil, with a problem, when it is not a project's JSON.
    mutating func project(_ output: [UInt8]) -> TuistProjectDump? {
        guard let root = root(of: output) else { return nil }
        guard let name = root["name"]?.string, let targets = root["targets"]?.sequence else {
            fail("JSON without a project 'name' and 'targets'")
            return nil
        }
        var project = TuistProjectDump(name: name)
        project.settings = Self.settings(root["settings"])
        for value in targets {
            if let target = target(value) { project.targets.append(target) }
        }
        return project
    }

    /// The project folders of a workspace's JSON, as written (paths or globs).
    mutating func workspaceProjects(_ output: [UInt8]) -> [TuistPath]? {
        guard let root = root(of: output) else { return nil }
        guard root["name"]?.string != nil, let projects = root["projects"]?.sequence else {
            fail("JSON without a workspace 'name' and 'projects'")
            return nil
        }
        return projects.compactMap(Self.path)
    }

    /// One target of a project: ProjectDescription's `Target`, or the graph's, which has the same keys.
    mutating func target(_ value: ManifestValue) -> TuistProjectDump.Target? {
        guard let name = value["name"]?.string, let product = value["product"]?.string else {
            fail("a target without a 'name' or a 'product'")
            return nil
        }
        var target = TuistProjectDump.Target(name: name, product: product)
        target.bundleID = value["bundleId"]?.string
        if let destinations = value["destinations"]?.sequence {
            target.platforms = Self.platforms(ofDestinations: destinations.compactMap(\.string))
        } else if let platform = value["platform"]?.string {
            target.platforms = [platform.lowercased()]
        }
        target.deploymentTarget =
            value["deploymentTargets"]?["iOS"]?.string
            ?? Self.unwrapped(value["deploymentTargets"]?["iOS"])?.string
            ?? value["deploymentTarget"]?["iOS"]?["targetVersion"]?.string
            ?? value["deploymentTarget"]?["iOS"]?["_0"]?.string
        for entry in value["dependencies"]?.sequence ?? [] {
            if let dependency = dependency(entry, of: name) { target.dependencies.append(dependency) }
        }
        target.entitlements = Self.propertyList(value["entitlements"])
        target.resources = Self.resources(value["resources"]) + Self.resources(value["buildableFolders"])
        target.sources = Self.sources(value["sources"]) + Self.resources(value["buildableFolders"])
        target.infoPlist = Self.propertyList(value["infoPlist"])
        target.settings = Self.settings(value["settings"])
        return target
    }

    /// One entry of `dependencies`: a one-key object naming the case.
    private mutating func dependency(_ value: ManifestValue, of target: String) -> TuistProjectDump.Dependency? {
        guard let pair = value.mapping?.first, value.mapping?.count == 1 else {
            fail("a dependency of '\(target)' that is not an object of one key")
            return nil
        }
        let fields = pair.value
        let links = fields["status"]?.string != "none"
        let platforms = Self.conditionPlatforms(fields["condition"])
        func named(
            _ key: String, _ kind: TuistProjectDump.Dependency.Kind, links: Bool = links
        )
            -> TuistProjectDump.Dependency?
        {
            guard let name = fields[key]?.string ?? fields["_0"]?.string else { return nil }
            return TuistProjectDump.Dependency(kind: kind, name: name, links: links, platforms: platforms)
        }
        func prebuilt() -> TuistProjectDump.Dependency? {
            guard let path = fields["path"].flatMap(Self.path) else { return nil }
            return TuistProjectDump.Dependency(kind: .framework, name: path.path, links: links, platforms: platforms)
        }
        let read: TuistProjectDump.Dependency?
        switch pair.key {
        case "target": read = named("name", .target)
        case "macro": read = named("name", .target, links: false)
        case "project":
            guard let path = fields["path"].flatMap(Self.path) else {
                fail("a 'project' dependency of '\(target)' without a 'path'")
                return nil
            }
            read = named("target", .project(path: path))
        case "external": read = named("name", .package)
        case "package":
            // Plugins and macros run at build time: nothing links them.
            let type = fields["type"]?.string ?? fields["type"]?.mapping?.first?.key ?? "runtime"
            read = named("product", .package, links: links && (type == "runtime" || type == "runtimeEmbedded"))
        case "packagePlugin": read = named("product", .package, links: false)
        case "sdk":
            read = named("name", .sdk).map {
                var sdk = $0
                sdk.name = DependencyDeclaration.sdkName(sdk.name)
                return sdk
            }
        case "framework", "xcframework", "library": read = prebuilt()
        case "xctest": read = TuistProjectDump.Dependency(kind: .sdk, name: "XCTest", platforms: platforms)
        case "cocoapod": return nil
        default:
            fail("a dependency of '\(target)' of the unknown kind '\(pair.key)'")
            return nil
        }
        if read == nil { fail("a '\(pair.key)' dependency of '\(target)' without its name") }
        return read
    }

    /// Tuist 4's destinations as the platforms of its platform filters.
    static func platforms(ofDestinations destinations: [String]) -> [String] {
        var platforms: [String] = []
        for destination in destinations {
            let platform: String? =
                switch destination {
                case "iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign": "ios"
                case "mac": "macos"
                case "macCatalyst": "catalyst"
                case "appleWatch": "watchos"
                case "appleTv": "tvos"
                case "appleVision": "visionos"
                default: nil
                }
            if let platform, !platforms.contains(platform) { platforms.append(platform) }
        }
        // In one order whatever order Tuist's set came in: iOS, the platform the rules judge, first.
        let order = ["ios", "visionos", "watchos", "tvos", "macos", "catalyst"]
        return platforms.sorted {
            (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count)
        }
    }

    /// The platforms of a dependency's `condition`: its `platformFilters`, each an object of one key
    /// (`{"ios": {}}`) or a string.
    private static func conditionPlatforms(_ condition: ManifestValue?) -> Set<String>? {
        guard let filters = condition?["platformFilters"]?.sequence else { return nil }
        return Set(filters.compactMap { $0.string ?? $0.mapping?.first?.key }.map { $0.lowercased() })
    }

    /// A `Path`: `{"type": "relativeToManifest", "pathString": "App"}`, or a plain string.
    static func path(_ value: ManifestValue) -> TuistPath? {
        if let text = value.string {
            return text.hasPrefix("/") ? TuistPath(base: .absolute, path: text) : TuistPath(base: .manifest, path: text)
        }
        guard let text = value["pathString"]?.string else { return nil }
        switch value["type"]?.string {
        case "relativeToRoot": return TuistPath(base: .root, path: text)
        case "relativeToCurrentFile":
            guard let caller = value["callerPath"]?.string else { return nil }
            return TuistPath(base: .file(caller), path: text)
        default:
            return text.hasPrefix("/") ? TuistPath(base: .absolute, path: text) : TuistPath(base: .manifest, path: text)
        }
    }

    /// Entitlements or an Info.plist: `{"file": {"path": ...}}` (or, in Tuist 3.26 and before, a
    /// bare path), or values under `dictionary` or `extendingDefault`; nil for a variable or nothing.
    private static func propertyList(_ value: ManifestValue?) -> TuistProjectDump.PropertyListSource? {
        if let value, value["pathString"] != nil { return path(value).map { .file($0) } }
        guard let pair = value?.mapping?.first else { return nil }
        switch pair.key {
        case "file":
            return (pair.value["path"] ?? pair.value["_0"]).flatMap(path).map { .file($0) }
        case "dictionary", "extendingDefault":
            guard let values = pair.value["with"] ?? pair.value["_0"] ?? pair.value["dictionary"] else { return nil }
            return .values(plain(values))
        default:
            return nil
        }
    }

    /// The paths and patterns of `resources` (or `buildableFolders`): a dump's `{"resources":
    /// [{"glob": {"pattern": Path}}, {"folderReference": {"path": Path}}]}`, the json graph's
    /// `{"file": {"path": ...}}` entries, the legacy graph's plain paths.
    static func resources(_ value: ManifestValue?) -> [TuistPath] {
        guard let value else { return [] }
        let entries = value["resources"]?.sequence ?? value.sequence ?? []
        return entries.compactMap { entry in
            if entry.string != nil { return path(entry) }
            if let folder = entry["path"] { return path(folder) }
            guard let pair = entry.mapping?.first else { return nil }
            return (pair.value["pattern"] ?? pair.value["path"]).flatMap(path)
        }
    }

    /// The paths and patterns of `sources`: a dump's `{"globs": [{"glob": Path}]}`, the json graph's
    /// files (`[{"path": ...}]`), the legacy graph's plain paths.
    static func sources(_ value: ManifestValue?) -> [TuistPath] {
        guard let value else { return [] }
        let entries = value["globs"]?.sequence ?? value.sequence ?? []
        return entries.compactMap { entry in
            entry.string != nil ? path(entry) : (entry["glob"] ?? entry["path"]).flatMap(path)
        }
    }

    /// A configuration's name: `{"name": "Debug"}` or `{"name": {"rawValue": "Debug"}}`.
    private static func configurationName(_ configuration: ManifestValue) -> String? {
        configuration["name"]?.string ?? configuration["name"]?["rawValue"]?.string
    }

    /// `settings`: its base, its configurations and Tuist's defaults beneath them.
    static func settings(_ value: ManifestValue?) -> TuistProjectDump.Settings {
        var settings = TuistProjectDump.Settings(base: values(value?["base"]))
        settings.isWritten = value?.mapping != nil
        let configurations = value?["configurations"]?.sequence ?? []
        // The graph's `[BuildConfiguration: Configuration?]` is an array of keys and values in turn.
        let alternates = configurations.first.map { $0["variant"] != nil && $0["settings"] == nil } ?? false
        for index in stride(from: 0, to: configurations.count, by: alternates ? 2 : 1) {
            let key = configurations[index]
            let configuration = alternates && index + 1 < configurations.count ? configurations[index + 1] : key
            guard let name = configurationName(key) else { continue }
            settings.configurations.append(
                TuistProjectDump.Configuration(
                    name: name, variant: key["variant"]?.string ?? "release",
                    values: values(configuration["settings"]), xcconfig: configuration["xcconfig"].flatMap(path)))
        }
        if let defaults = value?["defaultSettings"]?.mapping?.first,
            let kind = TuistDefaultSettings.Kind(rawValue: defaults.key)
        {
            settings.defaults = TuistDefaultSettings(
                kind: kind, excluding: Set((defaults.value["excluding"]?.sequence ?? []).compactMap(\.string)))
        }
        return settings
    }

    /// A settings dictionary, each value a string or a list (joined with spaces, as Xcode joins them).
    static func values(_ value: ManifestValue?) -> [String: String] {
        var settings: [String: String] = [:]
        for pair in value?.mapping ?? [] {
            let setting = unwrapped(pair.value) ?? pair.value
            if let text = setting.string {
                settings[pair.key] = text
            } else if let items = setting.sequence {
                settings[pair.key] = items.compactMap(\.string).joined(separator: " ")
            }
        }
        return settings
    }

    /// The value of an enum case with one unnamed value, `{"string": {"_0": "x"}}`; nil otherwise.
    static func unwrapped(_ value: ManifestValue?) -> ManifestValue? {
        // `value` in `tuist graph --format legacyJSON`'s settings.
        guard let pair = value?.mapping?.first, value?.mapping?.count == 1,
            let inner = pair.value.mapping, inner.count == 1, inner[0].key == "_0" || inner[0].key == "value"
        else { return nil }
        return inner[0].value
    }

    /// A property list's values with every enum case wrapper taken off, so that rules read them as
    /// they read an Info.plist: `{"NSExtension": {"dictionary": {"_0": {...}}}}` becomes
    /// `{"NSExtension": {...}}`. The recursion is bounded as the parser bounds the tree's depth.
    static func plain(_ value: ManifestValue) -> ManifestValue {
        var current = value
        while let inner = unwrapped(current) { current = inner }
        switch current.content {
        case .scalar: return current
        case .sequence(let items): return ManifestValue(.sequence(items.map(plain)), at: current.location)
        case .mapping(let pairs):
            let plainPairs = pairs.map { ManifestValuePair(key: $0.key, at: $0.keyLocation, value: plain($0.value)) }
            return ManifestValue(.mapping(plainPairs), at: current.location)
        }
    }
}
