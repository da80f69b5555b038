import FileAccess
import ProjectModel
import PropertyList
import XcodeSettings

/// Reads what the build configurations of an Xcode project's targets say: each target's effective
/// build settings per configuration, and its bundle id, deployment target, entitlements and
/// Info.plist.
///
/// Settings resolve as Xcode resolves them, lowest first: the build system's defaults (not stored;
/// see ``BuildSettings/buildSystemDefaults``), the project's xcconfig file for the configuration of
/// that name, the project's `buildSettings`, the target's xcconfig file, the target's
/// `buildSettings`. An xcconfig file is the configuration's `baseConfigurationReference` (a file
/// reference resolved through its groups), or Xcode 16's `baseConfigurationReferenceAnchor` (a
/// synchronized folder) with `baseConfigurationReferenceRelativePath`. `$(inherited)` takes the
/// value of the level below, and keys with conditions apply as ``BuildSettingCondition`` says.
///
/// The facts a declaration needs come from one configuration, the target's default: its list's
/// `defaultConfigurationName` (Xcode's `Release` in a new project), else its first configuration —
/// the configuration `xcodebuild` builds when none is named. The values read there expand the
/// settings they name (``BuildSettingExpansion``), with `$(SRCROOT)`, `$(PROJECT_DIR)` and
/// `$(SOURCE_ROOT)` the project folder, `$(TARGET_NAME)`, `$(PRODUCT_NAME)` (the target's name
/// unless set), `$(PROJECT_NAME)` and `$(CONFIGURATION)`; the environment is never read. Relative
/// paths (`CODE_SIGN_ENTITLEMENTS`, `INFOPLIST_FILE`) are taken from the project folder.
///
/// One reader serves every target of a project: xcconfig files, entitlements files and Info.plists
/// are read once, and the project's levels are worked out once per configuration. What concerns a
/// file several targets share — an xcconfig file outside the project root, a malformed plist — is
/// reported once, with the first target that reads it. xcconfig files that do not exist are
/// reported once per cause for the whole project, by ``setupWarnings()`` (CocoaPods not installed,
/// a submodule not checked out, files a setup step makes).
struct XcodeSettingsReader {
    let fileSystem: any FileSystem
    let objects: XcodeProjectObjects
    /// The path of `project.pbxproj`, as locations name it.
    let projectFile: String
    /// The project folder, `$(SRCROOT)`: the folder holding the `.xcodeproj`, with the project's
    /// `projectDirPath` when it sets one.
    let sourceRoot: String
    /// The `.xcodeproj` folder's name without its extension, `$(PROJECT_NAME)`.
    let projectName: String
    /// The project's configurations, by name.
    let projectConfigurations: [String: XcodeProjectObjects.Configuration]
    var paths: XcodeFileReferencePaths
    /// xcconfig files read, by path.
    var xcconfigFiles: [String: XCConfigReader.Result] = [:]
    /// The project's levels, by configuration name.
    private var projectLevels: [String: ProjectLevel] = [:]
    /// Files whose problems or place outside the project root have been reported.
    var reportedFiles: Set<String> = []
    /// The includes outside the project root that have been reported, by where they are written.
    var reportedIncludes: Set<SourceLocation> = []
    /// Where the first configuration based on each xcconfig file that does not exist names the file
    /// it is based on, by the missing file's path.
    var missingReferences: [String: SourceLocation] = [:]
    /// The configurations whose xcconfig files do not exist, by cause.
    var setupGaps = XcodeSetupGaps()
    /// Entitlements files and Info.plists read, by path.
    var plistFiles: [String: PlistRead] = [:]

    /// What reading a property list file gave.
    enum PlistRead {
        /// The parsed list.
        case parsed(PropertyList)
        /// The file could not be read, for this reason.
        case unreadable(String)
        /// The file is not a property list; the problem was reported.
        case malformed
    }

    /// What the project gives one configuration.
    struct ProjectLevel {
        /// The values the project's xcconfig file and `buildSettings` set.
        var values: [String: BuildSettings.ResolvedValue] = [:]
        /// The project's xcconfig files that cannot be read.
        var unread: [String] = []
        /// Those of them that do not exist.
        var missing: [String] = []
        /// The xcconfig files read.
        var files: [String] = []
    }

    /// The most lines an xcconfig file and its includes may have, includes counted each time they
    /// are read.
    static let maximumXCConfigLines = 100_000

    /// Creates a reader for the targets of one project.
    /// - Parameters:
    ///   - fileSystem: the file system, confined to the project root.
    ///   - project: the parsed `project.pbxproj`.
    ///   - projectFile: its path, as locations name it.
    ///   - sourceRoot: the folder holding the `.xcodeproj`.
    init(fileSystem: any FileSystem, project: PropertyList, projectFile: String, sourceRoot: String) {
        self.fileSystem = fileSystem
        let objects = XcodeProjectObjects(project)
        self.objects = objects
        self.projectFile = projectFile
        let projectDirectory = objects.project.flatMap { objects.string("projectDirPath", in: $0) } ?? ""
        // An absolute `projectDirPath` names the author's disk, not the checkout: it is not followed.
        self.sourceRoot =
            projectDirectory.isEmpty || projectDirectory.hasPrefix("/")
            ? sourceRoot : Path.join(sourceRoot, projectDirectory)
        let container = Path.lastComponent(of: Path.directory(of: projectFile))
        projectName = container.hasSuffix(".xcodeproj") ? String(container.dropLast(".xcodeproj".count)) : container
        var configurations: [String: XcodeProjectObjects.Configuration] = [:]
        for configuration in objects.project.map({ objects.configurations(of: $0).configurations }) ?? [] {
            configurations[configuration.name] = configurations[configuration.name] ?? configuration
        }
        projectConfigurations = configurations
        paths = XcodeFileReferencePaths(objects: objects, sourceRoot: self.sourceRoot)
    }

    /// Reads one target.
    /// - Parameters:
    ///   - target: the target's object (`PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`).
    ///   - name: the target's name, for `$(TARGET_NAME)` and for the warnings about it.
    ///   - type: what the target builds. Only apps, App Clips, app extensions and watch apps have
    ///     their entitlements and Info.plist read.
    mutating func read(target: PropertyList.NodeID, name: String, type: ProductType) -> XcodeTargetSettings {
        var result = XcodeTargetSettings()
        let (configurations, defaultName) = objects.configurations(of: target)
        for configuration in configurations {
            let project = projectLevel(configuration.name, into: &result)
            Self.append(project.files, to: &result.files)
            var unread = project.unread
            var missing = project.missing
            var values: [String: BuildSettings.ResolvedValue] = [:]
            let base = xcconfigLevel(of: configuration, unread: &unread, missing: &missing, into: &result)
            base.apply(configuration: configuration.name, to: &values, below: project.values)
            let own = XcodeSettingLevel(
                buildSettings: objects.list.value(forKey: "buildSettings", in: configuration.node), of: objects.list,
                file: projectFile, source: .targetConfiguration(configuration.name))
            own.apply(configuration: configuration.name, to: &values, below: project.values)
            result.settings.resolved[configuration.name.lowercased()] = BuildSettings.ResolvedConfiguration(
                name: configuration.name, values: values, projectValues: project.values, missingFiles: unread)
            setupGaps.record(
                missing, target: name, configuration: configuration.name, references: missingReferences,
                fileSystem: fileSystem)
        }
        let chosen = configurations.first { $0.name == defaultName } ?? configurations.first
        guard let chosen, let resolved = result.settings.resolved[chosen.name.lowercased()] else { return result }
        result.configuration = chosen.name
        let readsFiles = type.isClipOrExtension || type == .app || type == .watchApp
        readFacts(of: resolved, target: name, readsFiles: readsFiles, into: &result)
        return result
    }

    /// The project's levels for `configuration`, worked out once.
    private mutating func projectLevel(_ configuration: String, into result: inout XcodeTargetSettings) -> ProjectLevel
    {
        if let level = projectLevels[configuration] { return level }
        var level = ProjectLevel()
        if let projectConfiguration = projectConfigurations[configuration] {
            let filesBefore = result.files
            result.files = []
            let base = xcconfigLevel(
                of: projectConfiguration, unread: &level.unread, missing: &level.missing, into: &result)
            level.files = result.files
            result.files = filesBefore
            base.apply(configuration: configuration, to: &level.values, below: [:])
            let own = XcodeSettingLevel(
                buildSettings: objects.list.value(forKey: "buildSettings", in: projectConfiguration.node),
                of: objects.list, file: projectFile, source: .projectConfiguration(configuration))
            own.apply(configuration: configuration, to: &level.values, below: [:])
        }
        projectLevels[configuration] = level
        return level
    }

    /// One warning per cause of the xcconfig files that do not exist among those the targets read
    /// so far are based on, for the whole project.
    func setupWarnings() -> [InputWarning] {
        setupGaps.warnings()
    }

    /// Appends the paths of `files` that `list` does not hold yet.
    static func append(_ files: [String], to list: inout [String]) {
        for file in files where !list.contains(file) { list.append(file) }
    }
}
