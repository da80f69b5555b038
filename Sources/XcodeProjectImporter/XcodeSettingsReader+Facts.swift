import FileAccess
import ProjectModel
import PropertyList
import XcodeSettings

extension XcodeSettingsReader {
    /// The entitlements key that lists App Groups.
    static let appGroupsKey = "com.apple.security.application-groups"
    /// The entitlements key that lists keychain access groups.
    static let keychainGroupsKey = "keychain-access-groups"
    /// The Info.plist keys rules read, whose values `--verbose` notes when they name settings that
    /// cannot be resolved.
    static let judgedInfoKeys = [
        ["NSExtension", "NSExtensionPointIdentifier"], ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"],
        ["NSExtension", "NSExtensionAttributes", "NSExtensionActivationRule"],
    ]

    /// Reads the bundle id, the deployment target, the entitlements and the Info.plist of `target`
    /// from its configuration `configuration`; the entitlements and Info.plist only when `readsFiles`.
    mutating func readFacts(
        of configuration: BuildSettings.ResolvedConfiguration, target: String, readsFiles: Bool,
        into result: inout XcodeTargetSettings
    ) {
        let builtIns = [
            "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": target,
            "PROJECT_NAME": projectName, "CONFIGURATION": configuration.name, "inherited": "",
        ]
        func expanded(_ key: String) -> Located<String>? {
            guard let value = configuration.value(of: key)?.value else { return nil }
            // Xcode expands a setting nothing sets to nothing; one a file that cannot be read might set is unknown.
            let unset: String? = configuration.missingFiles.isEmpty ? "" : nil
            let outcome = BuildSettingExpansion.outcome(of: value.value) { name in
                builtIns[name] ?? configuration.value(of: name)?.value.value
                    ?? (name == "PRODUCT_NAME" ? target : unset)
            }
            switch outcome {
            case .expanded(let text):
                return Located(text, at: value.location)
            case .unresolved(let names):
                // Only a file that cannot be read leaves a name unresolved, and the project's warning
                // about that file already says what to do: this one is a note.
                let reason = BuiltStringExpander.reason(names, in: configuration)
                result.notes.append(
                    InputWarning(
                        "\(key) '\(value.value)' cannot be expanded: \(reason); its value is unknown",
                        at: value.location, target: target))
            case .invalid:
                let reason = "it uses an unknown operator or settings that name each other"
                result.warnings.append(
                    InputWarning(
                        "\(key) '\(value.value)' cannot be expanded: \(reason); its value is unknown",
                        at: value.location, target: target))
            }
            return nil
        }
        result.bundleID = expanded("PRODUCT_BUNDLE_IDENTIFIER").flatMap { $0.value.isEmpty ? nil : $0 }
        // The product's name only matches other projects' links to it, so an unknown one is no note.
        if let name = configuration.value(of: "PRODUCT_NAME")?.value.value,
            case .expanded(let text) = BuildSettingExpansion.outcome(
                of: name, lookup: { builtIns[$0] ?? configuration.value(of: $0)?.value.value }),
            !text.isEmpty
        {
            result.productName = text
        }
        if let version = expanded("IPHONEOS_DEPLOYMENT_TARGET"), let parsed = Version(version.value) {
            result.deploymentTarget = Located(parsed, at: version.location)
        }
        guard readsFiles else { return }
        let expander = BuiltStringExpander(
            configuration: configuration, builtIns: builtIns, target: target, bundleID: result.bundleID?.value)
        if let setting = expanded("CODE_SIGN_ENTITLEMENTS"), !setting.value.isEmpty,
            let list = readPlist(setting, key: "CODE_SIGN_ENTITLEMENTS", target: target, into: &result)
        {
            readEntitlements(list.list, file: list.file, expander: expander, into: &result)
        }
        if let setting = expanded("INFOPLIST_FILE"), !setting.value.isEmpty,
            let list = readPlist(setting, key: "INFOPLIST_FILE", target: target, into: &result)
        {
            readInfo(list.list, file: list.file, expander: expander, into: &result)
        }
        // An identifier the Info.plist writes, even one that names a setting nothing resolves, is
        // the one: the settings are not asked.
        guard result.info?["NSExtension"]?["NSExtensionPointIdentifier"] == nil,
            result.info?["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"] == nil
        else { return }
        for key in ["INFOPLIST_KEY_NSExtensionPointIdentifier", "INFOPLIST_KEY_EXExtensionPointIdentifier"] {
            guard let point = configuration.value(of: key)?.value else { continue }
            let built = expander.expand(point.value, at: point.location, what: key, notes: &result.notes)
            result.extensionPoint = built.value.map { Located($0, at: point.location) }
            return
        }
    }

    /// The Info.plist's values as built, and its extension point. Of the values that name settings
    /// that cannot be resolved, only those of the keys rules read (``judgedInfoKeys``) are noted:
    /// most that Info.plists build from settings (`$(EXECUTABLE_NAME)`) are no rule's concern.
    private func readInfo(
        _ list: PropertyList, file: String, expander: BuiltStringExpander, into result: inout XcodeTargetSettings
    ) {
        var unknown: Set<SourceLocation> = []
        let info = ManifestValue(list, list.root, file: file) { text, location in
            var ignored: [InputWarning] = []
            let built = expander.expand(text, at: location, what: "", notes: &ignored).value
            if built == nil { unknown.insert(location) }
            return built
        }
        result.info = info
        for path in Self.judgedInfoKeys {
            guard let node = path.reduce(Optional(info), { $0?[$1] }), unknown.contains(node.location),
                case .scalar(let written, _) = node.content, let key = path.last
            else { continue }
            _ = expander.expand(written, at: node.location, what: key, notes: &result.notes)
        }
        let point =
            info["NSExtension"]?["NSExtensionPointIdentifier"]
            ?? info["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]
        if let point, let text = point.string { result.extensionPoint = Located(text, at: point.location) }
    }

    /// The App Groups and keychain access groups of an entitlements file, each where it is written,
    /// as built.
    private func readEntitlements(
        _ list: PropertyList, file: String, expander: BuiltStringExpander, into result: inout XcodeTargetSettings
    ) {
        func strings(_ entry: PropertyListEntry, what: String) -> [BuiltString] {
            list.items(of: entry.value).compactMap { item in
                list.string(item).map {
                    let location = SourceLocation(file: file, position: list.position(item))
                    return expander.expand($0, at: location, what: what, notes: &result.notes)
                }
            }
        }
        if let entry = list.entry(forKey: Self.appGroupsKey, in: list.root) {
            result.appGroupsLocation = SourceLocation(file: file, position: entry.keyPosition)
            result.appGroups = strings(entry, what: "App Group")
        }
        if let entry = list.entry(forKey: Self.keychainGroupsKey, in: list.root) {
            result.keychainGroups = strings(entry, what: "keychain group")
        }
    }

    /// The property list file a setting names, relative to the project folder, parsed once per
    /// reader; nil, with a problem or a warning, when it leaves the project, cannot be read or is
    /// malformed. What is wrong inside a file shared by several targets is reported once.
    private mutating func readPlist(
        _ setting: Located<String>, key: String, target: String, into result: inout XcodeTargetSettings
    ) -> (list: PropertyList, file: String)? {
        let path = Path.join(sourceRoot, setting.value)
        if fileSystem.refuses(path) {
            result.problems.append(.leavesProject("\(key) file", path, at: setting.location))
            return nil
        }
        let read = plistFiles[path] ?? parsePlist(path, into: &result)
        plistFiles[path] = read
        switch read {
        case .parsed(let list):
            Self.append([path], to: &result.files)
            return (list, path)
        case .unreadable(let reason):
            result.warnings.append(
                InputWarning(
                    "\(key) names '\(path)', which cannot be read (\(reason)); what it says is unknown",
                    at: setting.location, target: target))
            return nil
        case .malformed:
            Self.append([path], to: &result.files)
            return nil
        }
    }

    /// Reads and parses a property list file, reporting its syntax problems and warnings.
    private func parsePlist(_ path: String, into result: inout XcodeTargetSettings) -> PlistRead {
        switch PropertyListFile.read(path, in: fileSystem) {
        case .parsed(let list, let warnings):
            result.warnings += warnings
            return .parsed(list)
        case .unreadable(let reason):
            return .unreadable(reason)
        case .malformed(let problem):
            result.problems.append(problem)
            return .malformed
        }
    }
}
