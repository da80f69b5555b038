import FileAccess
import ProjectModel
import PropertyList

/// Reads one `.xcodeproj` into ``XcodeProjectContents``: its targets with their types, what each
/// depends on (target dependencies, linked products, embedded products, Swift package products),
/// the local Swift packages it names, and the settings and files each target's configurations name.
struct XcodeProjectReader {
    /// The prefix of every product type Xcode writes.
    static let productTypePrefix = "com.apple.product-type."

    let fileSystem: any FileSystem
    let parser: PropertyListParser

    /// Reads the project in the `.xcodeproj` folder at `path`.
    func read(project path: String) -> XcodeProjectContents {
        let name = Path.lastComponent(of: path).droppingSuffix(".xcodeproj")
        var contents = XcodeProjectContents(name: name, path: path)
        let file = Path.join(path, "project.pbxproj")
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: file)
        } catch {
            contents.problems.append(InputProblem("cannot read the project file: \(error.reason)", file: file))
            return contents
        }
        contents.files.append(file)
        contents.manifestFiles.append(file)
        let list: PropertyList
        do {
            list = try parser.parse(bytes)
        } catch {
            contents.problems.append(
                InputProblem(error.message, at: SourceLocation(file: file, position: error.position)))
            return contents
        }
        for warning in list.warnings {
            contents.warnings.append(
                InputWarning(warning.message, at: SourceLocation(file: file, position: warning.position)))
        }
        let objects = XcodeProjectObjects(list)
        if let problem = objects.problem(file: file) {
            contents.problems.append(problem)
            return contents
        }
        guard let project = objects.project else { return contents }
        let sourceRoot = Path.join(Path.directory(of: path), objects.string("projectDirPath", in: project) ?? "")
        var settings = XcodeSettingsReader(
            fileSystem: fileSystem, project: list, projectFile: file, sourceRoot: sourceRoot)
        // One resolver of file paths serves both readers, so the group tree is indexed once.
        var targetReader = XcodeTargetReader(project: project, file: file, paths: settings.paths)
        contents.targets = targetReader.readTargets(fileSystem: fileSystem)
        let packages = targetReader.localPackages(fileSystem: fileSystem)
        contents.localPackages = packages.packages
        contents.warnings += packages.outsideRoot.map { .outsideRoot("folder reference", $0.value, at: $0.location) }
        settings.paths = targetReader.paths
        var platforms: [XcodePlatform?] = []
        for index in contents.targets.indices {
            let target = contents.targets[index]
            guard let node = objects.object(target.objectID) else {
                platforms.append(nil)
                continue
            }
            let read = settings.read(target: node, name: target.declaration.name, type: target.declaration.type)
            contents.targets[index].declaration.apply(read)
            contents.targets[index].productFile = targetReader.productFile(of: node, productName: read.productName)
            contents.files += read.files
            contents.problems += read.problems
            contents.warnings += read.warnings
            contents.notes += read.notes
            let platform = XcodePlatform(read.settings, configuration: read.configuration)
            if let platform {
                contents.targets[index].declaration.platform = platform.name
                // A watch app of one target (Xcode 14 on) is an application built with the watchOS SDK.
                if target.declaration.type == .app && platform.filter == "watchos" {
                    contents.targets[index].declaration.type = .watchApp
                }
            }
            platforms.append(platform)
            contents.targets[index].dependencies = targetReader.dependencies(
                of: node, platform: platform,
                alsoBuilding: XcodePlatform.multiplatformFilters(read.settings, configuration: read.configuration))
        }
        markCatalystOnly(&contents, platforms: platforms, reader: &targetReader)
        contents.warnings += settings.setupWarnings()
        return contents
    }

    /// Makes the iOS targets that the project names only where a platform filter leaves them out
    /// Mac Catalyst targets, their dependencies read for Mac Catalyst. A target whose product a
    /// reference of the build products folder names unfiltered is named there.
    private func markCatalystOnly(
        _ contents: inout XcodeProjectContents, platforms: [XcodePlatform?], reader: inout XcodeTargetReader
    ) {
        guard !reader.filteredOutTargets.isEmpty else { return }
        var named: Set<String> = []
        var builtProducts: Set<String> = []
        for target in contents.targets {
            for dependency in target.dependencies {
                switch dependency.reference {
                case .target(let id): named.insert(id)
                case .builtProduct(let file): builtProducts.insert(file)
                default: continue
                }
            }
        }
        for index in contents.targets.indices where platforms[index]?.filter == "ios" {
            let id = contents.targets[index].objectID
            guard reader.filteredOutTargets.contains(id), !named.contains(id),
                contents.targets[index].productFile.map({ !builtProducts.contains($0) }) ?? true,
                let node = reader.objects.object(id)
            else { continue }
            contents.targets[index].declaration.platform = XcodePlatform.macCatalyst.name
            contents.targets[index].dependencies = reader.dependencies(of: node, platform: .macCatalyst)
        }
    }
}

extension String {
    /// The string without `suffix` at its end, or the string itself when it does not end so.
    func droppingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
