import FileAccess
import ProjectModel
import PropertyList
import SwiftPackageImporter

/// Reads an Xcode project (`.xcodeproj`) or workspace (`.xcworkspace`) into targetlint's model: the
/// targets of every project, the modules and products of every local Swift package they name, and
/// the edges between them, as Xcode builds them.
///
/// Names are unique across the import: a target whose name an earlier project or package already
/// took is named `Project/Target` (or `Package/Target`). Cross-project dependencies reach the real
/// target when its project is part of the import, else an external node `Project/Target`; a
/// product linked from the build products folder reaches the target of the import that builds it
/// (``XcodeBuiltProducts``), else an external node named by its file.
package struct XcodeImporter: ProjectImporter {
    /// The most local packages one import reads, `.package(path:)` chains included.
    static let maximumPackageCount = 2_000

    let fileSystem: any FileSystem
    /// Evaluates package manifests the static reader cannot fully read, when the user allows it.
    var evaluator: (any PackageEvaluator)?
    /// The bytes of memory reading the local packages may take; nil for no limit.
    var packageMemory: Int?
    var parser = PropertyListParser()

    /// Creates an importer reading from `fileSystem`; `evaluator`, when given, evaluates the package
    /// manifests it cannot read alone, and `packageMemory` bounds what reading the packages takes.
    package init(fileSystem: any FileSystem, evaluator: (any PackageEvaluator)? = nil, packageMemory: Int? = nil) {
        self.fileSystem = fileSystem
        self.evaluator = evaluator
        self.packageMemory = packageMemory
    }

    /// Whether a path names an Xcode project or workspace folder.
    package static func isXcodeContainer(_ path: String) -> Bool {
        let name = Path.lastComponent(of: Path.normalize(path))
        return name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// The `.xcodeproj` or `.xcworkspace` folder a command-line or `source:` path names: the folder
    /// itself, or the project holding a `project.pbxproj` named directly; nil for anything else.
    package static func container(named path: String, in fileSystem: any FileSystem) -> String? {
        let path = Path.normalize(path)
        if isXcodeContainer(path) { return fileSystem.kind(of: path) == .directory ? path : nil }
        guard Path.lastComponent(of: path) == "project.pbxproj", Path.directory(of: path).hasSuffix(".xcodeproj") else {
            return nil
        }
        return fileSystem.kind(of: path) == .file ? Path.directory(of: path) : nil
    }

    /// Whether a path names a Swift package's manifest, `Package.swift`.
    package static func isPackageManifest(_ path: String) -> Bool {
        Path.lastComponent(of: Path.normalize(path)) == "Package.swift"
    }

    /// Imports the project or workspace folder at `path`, or the Swift package whose
    /// `Package.swift` it names: its modules, products and the local packages they use, as
    /// Xcode reads a package it opens.
    package func load(path: String) -> ImportResult {
        let path = Path.normalize(path)
        var result = ImportResult(
            project: Path.lastComponent(of: path).droppingSuffix(".xcworkspace").droppingSuffix(".xcodeproj"))
        var projectPaths: [String] = []
        var packageFolders: [Located<String>] = []
        if Self.isPackageManifest(path) {
            let folder = Path.directory(of: path)
            result.project = Path.lastComponent(of: fileSystem.realPath(of: folder) ?? folder)
            packageFolders = [Located(folder, at: SourceLocation(file: path, line: 1, column: 1))]
        } else if path.hasSuffix(".xcworkspace") {
            let workspace = XcodeWorkspaceReader.read(workspace: path, fileSystem: fileSystem)
            result.files += workspace.files
            result.problems += workspace.problems
            result.warnings += workspace.warnings
            var missing: [Located<String>] = []
            for project in workspace.projects {
                guard fileSystem.kind(of: project.value) == .directory else {
                    missing.append(project)
                    continue
                }
                projectPaths.append(Path.normalize(project.value))
            }
            let (warnings, notes) = Self.missingProjects(missing, in: fileSystem)
            result.warnings += warnings
            result.notes += notes
            packageFolders = workspace.folders.filter {
                fileSystem.kind(of: Path.join($0.value, "Package.swift")) == .file
            }
        } else {
            projectPaths = [path]
        }
        var projects: [XcodeProjectContents] = []
        var seenProjects: Set<String> = []
        let reader = XcodeProjectReader(fileSystem: fileSystem, parser: parser)
        for projectPath in projectPaths where seenProjects.insert(projectPath).inserted {
            let contents = reader.read(project: projectPath)
            result.files += contents.files
            result.manifestFiles += contents.manifestFiles
            result.problems += contents.problems
            result.warnings += contents.warnings
            result.notes += contents.notes
            packageFolders += contents.localPackages
            projects.append(contents)
        }
        var packages = LocalPackageSet(fileSystem: fileSystem, evaluator: evaluator)
        packages.memoryLeft = packageMemory
        packages.read(packageFolders)
        result.files += packages.files
        result.manifestFiles += packages.files
        result.problems += packages.problems
        result.warnings += packages.warnings
        result.notes += packages.notes
        var names = XcodeTargetNames()
        let projectTargets = names.name(projects)
        let packageTargets = packages.declarations(names: &names)
        let products = XcodeBuiltProducts(projects, names: names)
        for (project, projectNames) in zip(projects, projectTargets) {
            for (target, name) in zip(project.targets, projectNames) {
                var declaration = target.declaration
                declaration.name = name
                declaration.dependencies = target.dependencies.map {
                    declarationOf(
                        $0, of: declaration, in: project, names: names, packages: packages, products: products)
                }
                if target.dependencies.contains(where: \.isBuiltProduct) {
                    declaration.dependencies = Self.merged(declaration.dependencies)
                }
                result.targets.append(declaration)
            }
        }
        result.targets += packageTargets
        return result
    }

    /// The dependency entries of one target, each target named once: a product linked from the
    /// build products folder that resolves to a target an earlier entry names (its target
    /// dependency) makes that entry a link, where the entry stays.
    static func merged(_ entries: [DependencyDeclaration]) -> [DependencyDeclaration] {
        var merged: [DependencyDeclaration] = []
        merged.reserveCapacity(entries.count)
        var targets: [String: Int] = [:]
        for entry in entries {
            guard entry.kind == .target else {
                merged.append(entry)
                continue
            }
            if let index = targets[entry.name] {
                merged[index].links = merged[index].links || entry.links
                continue
            }
            targets[entry.name] = merged.count
            merged.append(entry)
        }
        return merged
    }

    /// The dependency entry a project's dependency of `target` becomes, with every name resolved.
    private func declarationOf(
        _ dependency: XcodeProjectContents.Dependency, of target: TargetDeclaration, in project: XcodeProjectContents,
        names: XcodeTargetNames, packages: LocalPackageSet, products: XcodeBuiltProducts
    ) -> DependencyDeclaration {
        var declaration: DependencyDeclaration
        switch dependency.reference {
        case .target(let id):
            declaration = DependencyDeclaration(
                kind: .target, name: names.target(id, inProject: project.path) ?? id, location: dependency.location)
        case .otherProject(let path, let target):
            if let name = names.target(named: target, inProject: Path.normalize(path)) {
                declaration = DependencyDeclaration(kind: .target, name: name, location: dependency.location)
            } else {
                let project = Path.lastComponent(of: path).droppingSuffix(".xcodeproj")
                declaration = DependencyDeclaration(
                    kind: .project, name: "\(project)/\(target)", location: dependency.location)
            }
        case .packageProduct(let name, let localPackage, let remote):
            if let node = packages.productNode(name, package: localPackage, remoteIdentity: remote) {
                declaration = DependencyDeclaration(kind: .package, name: node, location: dependency.location)
                declaration.isLocalPackage = true
            } else {
                declaration = DependencyDeclaration(kind: .package, name: name, location: dependency.location)
            }
        case .sdk(let name):
            declaration = DependencyDeclaration(kind: .sdk, name: name, location: dependency.location)
        case .framework(let name):
            declaration = DependencyDeclaration(kind: .framework, name: name, location: dependency.location)
        case .builtProduct(let file):
            // A target that names its own product builds nothing first.
            if let name = products.target(building: file, for: target.platform), name != target.name {
                declaration = DependencyDeclaration(kind: .target, name: name, location: dependency.location)
            } else {
                declaration = DependencyDeclaration(kind: .framework, name: file, location: dependency.location)
            }
        }
        declaration.links = dependency.links
        return declaration
    }
}
