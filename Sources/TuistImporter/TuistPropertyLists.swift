import FileAccess
import ProjectModel
import PropertyList
import XcodeSettings

/// A Tuist target's entitlements and Info.plist, from the files they name or the values the
/// manifest writes: App Groups, keychain groups, Info.plist keys and the extension point, each
/// located where it is written. Values that name build settings are built with the target's
/// settings, as Xcode builds them.
struct TuistPropertyLists {
    static let appGroupsKey = "com.apple.security.application-groups"
    static let keychainGroupsKey = "keychain-access-groups"

    let fileSystem: any FileSystem
    let folders: TuistFolders
    /// The folder of the manifest, which relative paths start from.
    let manifestFolder: String
    /// Locates what Tuist printed where the manifest writes it.
    let relocate: (ManifestValue) -> ManifestValue
    private(set) var problems: [InputProblem] = []
    private(set) var warnings: [InputWarning] = []
    private(set) var notes: [InputWarning] = []
    private(set) var files: [String] = []

    init(
        fileSystem: any FileSystem, folders: TuistFolders, manifestFolder: String,
        relocate: @escaping (ManifestValue) -> ManifestValue
    ) {
        self.fileSystem = fileSystem
        self.folders = folders
        self.manifestFolder = manifestFolder
        self.relocate = relocate
    }

    /// Sets what `entitlements` and `info` say on `target`.
    mutating func apply(
        entitlements: TuistProjectDump.PropertyListSource?, info: TuistProjectDump.PropertyListSource?,
        to target: inout TargetDeclaration
    ) {
        let expander = self.expander(for: target)
        if let entitlements = entitlements.flatMap({ values(of: $0, what: "entitlements", at: target.location) }) {
            if let pair = entitlements.pair(Self.appGroupsKey) {
                target.appGroupsLocation = pair.keyLocation
                target.appGroups = strings(pair.value, what: "App Group", expander: expander)
            }
            if let groups = entitlements[Self.keychainGroupsKey] {
                target.keychainGroups = strings(groups, what: "keychain group", expander: expander)
            }
        }
        guard let values = info.flatMap({ values(of: $0, what: "Info.plist", at: target.location) }) else { return }
        target.info = values
        let point =
            values["NSExtension"]?["NSExtensionPointIdentifier"]
            ?? values["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]
        if target.type == .appExtension, let point, let text = point.string {
            target.extensionPoint = Located(text, at: point.location)
        }
    }

    /// The values of a property list: its file's, or the manifest's, located.
    private mutating func values(
        of source: TuistProjectDump.PropertyListSource, what: String, at location: SourceLocation
    ) -> ManifestValue? {
        switch source {
        case .values(let value):
            return relocate(value)
        case .file(let written):
            let path = folders.resolve(written, manifestFolder: manifestFolder)
            if fileSystem.refuses(path) {
                problems.append(.leavesProject("\(what) file", path, at: location))
                return nil
            }
            switch PropertyListFile.read(path, in: fileSystem) {
            case .unreadable(let reason):
                warnings.append(
                    InputWarning(
                        "the \(what) file '\(path)' cannot be read (\(reason)); what it says is unknown", at: location))
                return nil
            case .malformed(let problem):
                files.append(path)
                problems.append(problem)
                return nil
            case .parsed(let list, let found):
                files.append(path)
                warnings += found
                return ManifestValue(list, list.root, file: path)
            }
        }
    }

    /// The strings of a list, as built.
    private mutating func strings(_ list: ManifestValue, what: String, expander: BuiltStringExpander) -> [BuiltString] {
        (list.sequence ?? []).compactMap { item in
            item.string.map { expander.expand($0, at: item.location, what: what, notes: &notes) }
        }
    }

    /// What builds the target's strings: its `Release` configuration, else its first.
    private func expander(for target: TargetDeclaration) -> BuiltStringExpander {
        let configurations = target.settings.resolved
        let configuration =
            configurations["release"] ?? configurations.values.min { $0.name < $1.name }
            ?? BuildSettings.ResolvedConfiguration(name: "Release")
        let builtIns = [
            "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": target.name,
            "CONFIGURATION": configuration.name, "inherited": "",
        ]
        return BuiltStringExpander(
            configuration: configuration, builtIns: builtIns, target: target.name, bundleID: target.bundleID?.value)
    }
}
