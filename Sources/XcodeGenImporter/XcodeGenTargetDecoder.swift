import FileAccess
import ProjectModel
import XcodeSettings

/// Turns one resolved XcodeGen target into a ``TargetDeclaration``.
struct XcodeGenTargetDecoder {
    /// XcodeGen's platforms.
    static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "auto"]
    /// Extension points that a product type implies without an Info.plist entry.
    static let implicitExtensionPoints = [
        "app-extension.messages": "com.apple.message-payload-provider",
        "app-extension.messages-sticker-pack": "com.apple.message-payload-provider",
        "app-extension.intents-service": "com.apple.intents-service",
        "app-extension.intents-ui-service": "com.apple.intents-ui-service",
        "watchkit2-extension": "com.apple.watchkit",
        "watchkit-extension": "com.apple.watchkit",
    ]

    /// `options.bundleIdPrefix`.
    let bundleIDPrefix: SpecNode?
    /// `options.deploymentTarget`.
    let deploymentTargets: SpecNode?
    /// The packages in the project's own tree, by name.
    let localPackages: Set<String>
    /// The folder relative paths of each file resolve against.
    let pathBase: (String) -> String
    var settings: XcodeGenSettings
    /// Finds source paths written in another letter case.
    var sourcePaths: SourcePathResolver
    var problems: [InputProblem] = []
    /// Source paths that do not exist and are not `optional: true`, about their targets.
    var warnings: [InputWarning] = []
    /// Entitlements that name settings that cannot be resolved, which `--verbose` tells.
    var notes: [InputWarning] = []

    /// The declaration of the target under `pair`; nil, with a problem, when XcodeGen would reject it.
    /// - Throws: when its settings cost more than the spec's budget has left.
    mutating func decode(_ pair: SpecPair) throws(SpecBudget.Exceeded) -> TargetDeclaration? {
        let node = pair.value
        guard node.mapping != nil else {
            problems.append(InputProblem("expected a map for target '\(pair.key)'", at: node.location))
            return nil
        }
        let name = node["name"]?.string ?? pair.key
        let what = "target '\(name)'"
        guard let typeNode = node["type"], let typeName = typeNode.string else {
            problems.append(InputProblem("\(what) has no 'type'", at: pair.keyLocation))
            return nil
        }
        // A legacy target (an external build tool) has the empty product type.
        guard let type = typeName.isEmpty && node["legacy"] != nil ? .tool : ProductType(manifestName: typeName) else {
            problems.append(InputProblem("unknown product type '\(typeName)' of \(what)", at: typeNode.location))
            return nil
        }
        let platform = node["platform"]?.string
        if platform == nil && node["supportedDestinations"] == nil {
            problems.append(InputProblem("\(what) has no 'platform'", at: pair.keyLocation))
            return nil
        }
        if let platform, !Self.platforms.contains(platform), let platformNode = node["platform"] {
            problems.append(
                InputProblem(
                    "unknown platform '\(platform)' of \(what)\(Suggestion.didYouMean(platform, in: Self.platforms))",
                    at: platformNode.location))
            return nil
        }
        var target = TargetDeclaration(name: name, location: pair.keyLocation, type: type)
        target.platform = platform
        // `supportedDestinations` of one platform only (XcodeGen adds iOS to `macCatalyst`) say it.
        if platform == nil || platform == "auto", let destinations = node["supportedDestinations"]?.strings,
            let only = destinations.first, destinations.allSatisfy({ $0 == only }), only == "macOS" || only == "tvOS"
        {
            target.platform = only
        }
        target.deploymentTarget = deploymentTarget(node["deploymentTarget"], platform: platform ?? "iOS")
        target.dependencies = XcodeGenDependencies.decode(
            node["dependencies"], platform: platform, of: name, localPackages: localPackages, problems: &problems)
        for entry in node["configFiles"]?.mapping ?? [] {
            guard let path = entry.value.string else { continue }
            let resolved = Path.join(pathBase(entry.value.location.file), path)
            if settings.fileSystem.refuses(resolved) {
                problems.append(.leavesProject("config file", resolved, at: entry.value.location))
            }
        }
        target.sources = checkedSources(node["sources"], of: name)
        target.settings.location = node.pair("settings")?.keyLocation
        target.settings.resolved = try settings.resolve(settings: node["settings"], configFiles: configFiles(of: node))
        target.bundleID = bundleID(of: target, name: name)
        let entitlements = node["entitlements"]?["properties"]
        let expander = builtStrings(of: target, name: name)
        target.appGroups = located(entitlements?["com.apple.security.application-groups"]).map {
            expander.expand($0.value, at: $0.location, what: "App Group", notes: &notes)
        }
        target.appGroupsLocation = entitlements?.pair("com.apple.security.application-groups")?.keyLocation
        target.keychainGroups = located(entitlements?["keychain-access-groups"]).map {
            expander.expand($0.value, at: $0.location, what: "keychain group", notes: &notes)
        }
        if let info = node["info"]?["properties"], info.mapping != nil {
            target.info = info.manifestValue
            let point =
                info["NSExtension"]?["NSExtensionPointIdentifier"]
                ?? info["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]
            if type == .appExtension, let point, let identifier = point.string {
                target.extensionPoint = Located(identifier, at: point.location)
            }
        }
        if type == .appExtension, target.extensionPoint == nil, let implicit = Self.implicitExtensionPoints[typeName] {
            target.extensionPoint = Located(implicit, at: typeNode.location)
        }
        return target
    }

    /// Pays for the settings every target in `pairs` will resolve to, before any is resolved.
    mutating func prepaySettings(of pairs: [SpecPair]) throws(SpecBudget.Exceeded) {
        try settings.prepay(for: pairs.map { ($0.value["settings"], configFiles(of: $0.value)) })
    }

    /// A target's `configFiles`, by configuration, resolved to paths.
    /// The target's xcconfig files by configuration, without those outside the project root
    /// (reported by ``decode(_:)``), which are not read.
    private func configFiles(of node: SpecNode) -> [String: String] {
        var configFiles: [String: String] = [:]
        for entry in node["configFiles"]?.mapping ?? [] {
            guard let path = entry.value.string else { continue }
            let resolved = Path.join(pathBase(entry.value.location.file), path)
            if !settings.fileSystem.refuses(resolved) { configFiles[entry.key] = resolved }
        }
        return configFiles
    }

    /// The source paths of `sources` (a path, or a list of paths and `{path: …}` entries), resolved
    /// as XcodeGen resolves them, each with whether it is `optional: true`.
    private func sources(_ node: SpecNode?) -> [(path: Located<String>, isOptional: Bool)] {
        guard let node else { return [] }
        return (node.sequence ?? [node]).compactMap { entry in
            guard let path = entry.string ?? entry["path"]?.string else { return nil }
            let location = (entry.string != nil ? entry : entry["path"] ?? entry).location
            let isOptional = entry["optional"]?.string.map(SpecNode.boolValue) ?? false
            return (Located(Path.join(pathBase(location.file), path), at: location), isOptional)
        }
    }

    /// The target's source paths as they are on disk: one that leads outside the project is an
    /// error; one written in another letter case becomes the real path, which macOS would find; one
    /// that does not exist is a warning unless it is `optional: true` (generated before the build),
    /// and stays for the source scan to skip.
    private mutating func checkedSources(_ node: SpecNode?, of target: String) -> [Located<String>] {
        var checked: [Located<String>] = []
        for (source, isOptional) in sources(node) {
            switch sourcePaths.resolve(source.value) {
            case .found(let path):
                checked.append(Located(path, at: source.location))
            case .leavesProject:
                problems.append(.leavesProject("source path", source.value, at: source.location))
                checked.append(source)
            case .missing:
                if !isOptional {
                    warnings.append(
                        InputWarning(
                            "source path \(source.value) of target '\(target)' does not exist; XcodeGen refuses it unless it is marked 'optional: true'",
                            at: source.location, target: target))
                }
                checked.append(source)
            }
        }
        return checked
    }

    /// `text` with `$(NAME)` and `${NAME}` replaced by `lookup(NAME)`, a few levels deep; nil when a
    /// reference cannot be resolved.
    static func expandingSettings(_ text: String, lookup: (String) -> String?) -> String? {
        var text = text
        for _ in 0..<8 {
            guard let start = text.firstRange(ofText: "$(") ?? text.firstRange(ofText: "${") else { return text }
            let close: Character = text[start].hasSuffix("(") ? ")" : "}"
            guard let end = text[start.upperBound...].firstIndex(of: close),
                let value = lookup(String(text[start.upperBound..<end]))
            else { return nil }
            text.replaceSubrange(start.lowerBound...end, with: value)
        }
        return nil
    }

    /// `PRODUCT_BUNDLE_IDENTIFIER` in the first configuration with "release" in its name (else the
    /// last), or `bundleIdPrefix.NAME` as XcodeGen writes it when the target sets none.
    /// The configuration whose values the declaration takes: the first whose name says release,
    /// else the last.
    private var configuration: String {
        let names = settings.configurations
        return names.first { $0.lowercased().contains(text: "release") } ?? names.last ?? "Release"
    }

    /// How the entitlements XcodeGen writes for `target` build: with its settings in ``configuration``.
    private func builtStrings(of target: TargetDeclaration, name: String) -> BuiltStringExpander {
        let configuration = configuration
        var builtIns = ["TARGET_NAME": name, "CONFIGURATION": configuration, "inherited": ""]
        // XcodeGen writes the id it derives from `bundleIdPrefix` into the target's settings.
        builtIns["PRODUCT_BUNDLE_IDENTIFIER"] = target.bundleID?.value
        return BuiltStringExpander(
            configuration: target.settings.resolved[configuration.lowercased()]
                ?? BuildSettings.ResolvedConfiguration(name: configuration),
            builtIns: builtIns, target: name, bundleID: target.bundleID?.value)
    }

    private func bundleID(of target: TargetDeclaration, name: String) -> Located<String>? {
        let configuration = configuration
        if let (value, _) = target.settings.value(of: "PRODUCT_BUNDLE_IDENTIFIER", in: configuration) {
            // `$(NAME)` and `${NAME}` read other settings; an id that stays unresolved is unknown.
            let expanded = Self.expandingSettings(value.value) {
                target.settings.value(of: $0, in: configuration)?.value.value
            }
            return expanded.map { Located($0, at: value.location) }
        }
        // XcodeGen derives an id only when no level of the settings sets one, and an xcconfig file
        // that is not there may: then the id is unknown.
        if target.settings.unsetReason(of: "PRODUCT_BUNDLE_IDENTIFIER", in: configuration) != nil { return nil }
        guard let prefix = bundleIDPrefix, let text = prefix.string else { return nil }
        return Located("\(text).\(BundleIdentifier.component(from: name))", at: prefix.location)
    }

    /// A target's `deploymentTarget` (a version, or a map by platform), else the project's
    /// `options.deploymentTarget` for the platform.
    private func deploymentTarget(_ node: SpecNode?, platform: String) -> Located<Version>? {
        var node = node
        if node?.mapping != nil { node = node?[platform == "auto" ? "iOS" : platform] }
        if node == nil { node = deploymentTargets?[platform == "auto" ? "iOS" : platform] }
        guard let node, let text = node.string, let version = Version(text) else { return nil }
        return Located(version, at: node.location)
    }

    private func located(_ node: SpecNode?) -> [Located<String>] {
        guard let node else { return [] }
        if let text = node.string { return [Located(text, at: node.location)] }
        return (node.sequence ?? []).compactMap { item in item.string.map { Located($0, at: item.location) } }
    }
}
