import FileAccess
import ProjectModel
import SourceText
import XcodeSettings

/// Turns the projects of one Tuist import into target declarations: names unique across projects,
/// dependencies resolved (a `.project` one to the target when its project was read), and every
/// value located where a manifest writes it, else where a helper does, else at the manifest's first
/// line with a note; never in Tuist's JSON.
struct TuistTargetBuilder {
    let fileSystem: any FileSystem
    let folders: TuistFolders
    let projects: [TuistImportSession.ReadProject]
    var problems: [InputProblem] = []
    var warnings: [InputWarning] = []
    var notes: [InputWarning] = []
    /// The property list files read, in the order read.
    var files: [String] = []
    /// The literals of each helper file, read the first time a name is not in its manifest.
    var helperIndexes: [SwiftLiteralIndex]?
    /// The xcconfig files reported on already, and the missing ones, once each however many
    /// configurations and targets use them.
    var reportedFiles: Set<String> = []
    var reportedMissing: Set<String> = []
    /// The graph name of each target, by its project's folder and its name there.
    var graphNames: [String: [String: String]] = [:]

    /// The folders of external packages' projects: a `.project` dependency into one names a package
    /// product.
    let externalFolders: Set<String>

    init(
        fileSystem: any FileSystem, folders: TuistFolders, projects: [TuistImportSession.ReadProject],
        externalFolders: Set<String> = []
    ) {
        self.fileSystem = fileSystem
        self.folders = folders
        self.projects = projects
        self.externalFolders = externalFolders
    }

    /// Every project's targets, in order.
    mutating func targets() -> [TargetDeclaration] {
        var names = UniqueTargetNames()
        for project in projects {
            for target in project.dump.targets {
                graphNames[project.folder, default: [:]][target.name] = names.claim(
                    target.name, container: project.dump.name)
            }
        }
        var declarations: [TargetDeclaration] = []
        for project in projects {
            let starts = project.dump.targets.map { locate(target: $0, in: project) }
            for (index, target) in project.dump.targets.enumerated() {
                // A target's part of its file ends where the next target declared after it in the
                // same file starts, whatever order Tuist lists them in.
                let start = starts[index]
                let end = starts.filter { $0.file == start.file && start.position < $0.position }.min {
                    $0.position < $1.position
                }
                if let declaration = declaration(of: target, in: project, at: starts[index], before: end) {
                    declarations.append(declaration)
                }
            }
        }
        return declarations
    }

    // MARK: Targets

    mutating func declaration(
        of target: TuistProjectDump.Target, in project: TuistImportSession.ReadProject, at location: SourceLocation,
        before end: SourceLocation?
    ) -> TargetDeclaration? {
        guard let type = TuistProduct.type(target.product) else {
            problems.append(
                InputProblem(
                    "target '\(target.name)' has the product '\(target.product)', which targetlint does not know",
                    at: location))
            return nil
        }
        let name = graphNames[project.folder]?[target.name] ?? target.name
        // A single-target watch app is an `app` for the Apple Watch alone.
        let isWatchApp = type == .app && target.platforms == ["watchos"]
        var declaration = TargetDeclaration(name: name, location: location, type: isWatchApp ? .watchApp : type)
        declaration.platform = Self.platformName(target.platforms.first)
        if let bundleID = target.bundleID {
            declaration.bundleID = Located(
                bundleID, at: literal(bundleID, label: "bundleId", in: project, from: location) ?? location)
        }
        if let text = target.deploymentTarget, let version = Version(text) {
            declaration.deploymentTarget = Located(
                version, at: literal(text, in: project, from: location) ?? location)
        }
        let region = (start: location, end: end)
        for dependency in target.dependencies {
            if let platforms = dependency.platforms, let platform = target.platforms.first,
                !platforms.contains(platform)
            {
                continue
            }
            declaration.dependencies.append(self.dependency(dependency, in: project, region: region))
        }
        declaration.settings = settings(of: target, in: project, at: location)
        let builder = self
        var read = TuistPropertyLists(
            fileSystem: fileSystem, folders: folders, manifestFolder: project.folder,
            relocate: { value in builder.relocated(value, in: project, fallback: location) })
        read.apply(entitlements: target.entitlements, info: target.infoPlist, to: &declaration)
        problems += read.problems
        warnings += read.warnings
        notes += read.notes
        files += read.files
        declaration.sources = target.sources.map { source in
            // A pattern's sources lie below the folder it starts from.
            let folder = TuistFolders.start(of: folders.resolve(source, manifestFolder: project.folder))
            return Located(folder.isEmpty ? project.folder : folder, at: literal(source.path, in: project) ?? location)
        }
        if type.isClipOrExtension, let resources = target.resources {
            declaration.compilesAssetCatalog = compilesAssetCatalog(resources, in: project)
        }
        if type == .appExtension, declaration.extensionPoint == nil,
            let implicit = TuistProduct.implicitExtensionPoints[target.product]
        {
            declaration.extensionPoint = Located(implicit, at: location)
        }
        return declaration
    }

    /// Whether resources with these paths and patterns hold an asset catalog: one names an
    /// `.xcassets`, or the folder a pattern starts from holds one (``AssetCatalogSearch``); nil
    /// when that search was cut short.
    func compilesAssetCatalog(_ resources: [TuistPath], in project: TuistImportSession.ReadProject) -> Bool? {
        var roots: [String] = []
        for resource in resources {
            let path = folders.resolve(resource, manifestFolder: project.folder)
            if path.contains(".xcassets") { return true }
            // `**/*.strings` matches files of another kind only.
            if let last = path.split(separator: "/").last, last.contains("."), last.contains("*") { continue }
            roots.append(TuistFolders.start(of: path))
        }
        return AssetCatalogSearch.found(in: roots, fileSystem: fileSystem)
    }

    /// `ios` as targetlint names platforms, `iOS`; nil for none.
    static func platformName(_ platform: String?) -> String? {
        switch platform {
        case "ios": "iOS"
        case "macos": "macOS"
        // As an Xcode project's target built only for Mac Catalyst says it.
        case "catalyst": "macCatalyst"
        case "tvos": "tvOS"
        case "watchos": "watchOS"
        case "visionos": "visionOS"
        default: nil
        }
    }

    /// Where a target is declared: where its manifest writes its name as `name:` in a call with a
    /// `bundleId:` (a target's declaration, not a dependency on it); else as `name:` anywhere but in
    /// a list of dependencies (the call to a helper that makes it); else the same in a helper; else
    /// where the manifest makes its project (its first line, when that cannot be told), with a note.
    mutating func locate(
        target: TuistProjectDump.Target, in project: TuistImportSession.ReadProject
    ) -> SourceLocation {
        if let location = target.location { return location }
        for declaring in [true, nil] as [Bool?] {
            if let position = project.literals.position(
                of: target.name, label: "name", unlike: "dependencies", declaring: declaring, labelOnly: true)
            {
                return SourceLocation(file: project.manifest, position: position)
            }
        }
        for declaring in [true, nil] as [Bool?] {
            if let location = helperLocation(
                of: target.name, label: "name", unlike: "dependencies", declaring: declaring)
            {
                return location
            }
        }
        notes.append(
            InputWarning(
                "target '\(target.name)' is made where targetlint cannot find its name written (a helper builds it); findings about it point here",
                at: project.madeAt, target: target.name))
        return project.madeAt
    }

    // MARK: Dependencies

    mutating func dependency(
        _ dependency: TuistProjectDump.Dependency, in project: TuistImportSession.ReadProject,
        region: (start: SourceLocation, end: SourceLocation?)
    ) -> DependencyDeclaration {
        let location = dependency.location ?? locate(dependency: dependency, in: project, region: region)
        var declaration: DependencyDeclaration
        switch dependency.kind {
        case .target:
            let name = graphNames[project.folder]?[dependency.name] ?? dependency.name
            declaration = DependencyDeclaration(kind: .target, name: name, location: location)
        case .project(let path):
            let folder = folders.resolve(path, manifestFolder: project.folder)
            if let name = graphNames[folder]?[dependency.name] {
                declaration = DependencyDeclaration(kind: .target, name: name, location: location)
            } else if externalFolders.contains(folder) {
                declaration = DependencyDeclaration(kind: .package, name: dependency.name, location: location)
            } else {
                declaration = DependencyDeclaration(
                    kind: .project, name: "\(Path.lastComponent(of: folder))/\(dependency.name)", location: location)
            }
        case .package:
            declaration = DependencyDeclaration(kind: .package, name: dependency.name, location: location)
        case .sdk:
            declaration = DependencyDeclaration(kind: .sdk, name: dependency.name, location: location)
        case .framework:
            declaration = DependencyDeclaration(kind: .framework, name: dependency.name, location: location)
        }
        declaration.links = dependency.links
        return declaration
    }

    /// Where a dependency is written: its name as a literal in a call that declares no target,
    /// within its target's part of the file the target is declared in (the manifest, or the
    /// helper that makes it); else where its target is. A name written elsewhere is another
    /// target's dependency as likely as this one's.
    mutating func locate(
        dependency: TuistProjectDump.Dependency, in project: TuistImportSession.ReadProject,
        region: (start: SourceLocation, end: SourceLocation?)
    ) -> SourceLocation {
        let labels: [String] =
            switch dependency.kind {
            case .target, .sdk: ["name"]
            case .project: ["target"]
            case .package: ["name", "product"]
            case .framework: ["path"]
            }
        let file = region.start.file
        guard let index = file == project.manifest ? project.literals : helperIndex(file) else { return region.start }
        let end = region.end?.file == file ? region.end?.position : nil
        for label in labels {
            if let position = index.position(
                of: dependency.name, label: label, declaring: false, labelOnly: true, from: region.start.position,
                before: end)
            {
                return SourceLocation(file: file, position: position)
            }
        }
        return region.start
    }

    // MARK: Locating

    /// Where the manifest writes `text` as a literal, from `start` on when given, labelled `label`
    /// if it can be.
    func literal(
        _ text: String, label: String? = nil, in project: TuistImportSession.ReadProject,
        from start: SourceLocation? = nil
    ) -> SourceLocation? {
        let from = start?.file == project.manifest ? start?.position : nil
        let position =
            project.literals.position(of: text, label: label, from: from)
            ?? project.literals.position(of: text, label: label)
        return position.map { SourceLocation(file: project.manifest, position: $0) }
    }

    /// The helpers' literals, read the first time they are needed.
    mutating func helperIndexList() -> [SwiftLiteralIndex] {
        if let helperIndexes { return helperIndexes }
        let read = folders.helpers.compactMap { path -> SwiftLiteralIndex? in
            guard let bytes = try? fileSystem.contents(of: path) else { return nil }
            files.append(path)
            return SwiftLiteralIndex(bytes, file: path)
        }
        helperIndexes = read
        return read
    }

    /// The literals of the helper `file`.
    mutating func helperIndex(_ file: String) -> SwiftLiteralIndex? {
        helperIndexList().first { $0.file == file }
    }

    /// Where a helper writes `text` as a literal labelled `label`, in no list labelled `unlike`;
    /// nil when none does.
    mutating func helperLocation(
        of text: String, label: String, unlike: String, declaring: Bool?
    ) -> SourceLocation? {
        for index in helperIndexList() {
            if let position = index.position(
                of: text, label: label, unlike: unlike, declaring: declaring, labelOnly: true)
            {
                return SourceLocation(file: index.file, position: position)
            }
        }
        return nil
    }

    /// A value Tuist printed, every key and scalar located where the manifest writes it as a
    /// literal, else at `fallback`.
    func relocated(
        _ value: ManifestValue, in project: TuistImportSession.ReadProject, fallback: SourceLocation
    ) -> ManifestValue {
        // What the manifest's own text gave is located already.
        guard value.location.file == TuistProjectDumpReader.jsonFile else { return value }
        func at(_ text: String?) -> SourceLocation {
            text.flatMap { literal($0, in: project) } ?? fallback
        }
        switch value.content {
        case .scalar(let text, _): return ManifestValue(value.content, at: at(text))
        case .sequence(let items):
            return ManifestValue(.sequence(items.map { relocated($0, in: project, fallback: fallback) }), at: fallback)
        case .mapping(let pairs):
            let moved = pairs.map {
                ManifestValuePair(
                    key: $0.key, at: at($0.key), value: relocated($0.value, in: project, fallback: at($0.key)))
            }
            return ManifestValue(.mapping(moved), at: fallback)
        }
    }
}
