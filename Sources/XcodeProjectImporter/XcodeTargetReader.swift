import FileAccess
import ProjectModel
import PropertyList
import SwiftPackageImporter

/// Reads the targets of one project file and what each depends on, as Xcode builds them:
///
/// - `dependencies` → `PBXTargetDependency` (`target`, or `targetProxy` → `PBXContainerItemProxy`,
///   whose `containerPortal` is this project or another project's file reference);
/// - products linked in a `PBXFrameworksBuildPhase` (`PBXBuildFile` → a target's product, a
///   `PBXReferenceProxy` for another project's, an SDK or prebuilt file, or a package `productRef`);
/// - products copied by a `PBXCopyFilesBuildPhase` (extensions, App Clips, watch apps, frameworks);
/// - `packageProductDependencies` → `XCSwiftPackageProductDependency` (`plugin:` products run at
///   build time and are not dependencies).
///
/// A target dependency is a link when the target links or copies the product; otherwise it is only
/// built first. A product linked without a target dependency is a dependency all the same; one
/// in the build products folder that no target of this project builds is named by its file name,
/// for the importer to find the target that builds it (``XcodeBuiltProducts``). A build file or
/// target dependency with a `platformFilter` or `platformFilters` that leaves out the platform the
/// target is checked for (``XcodePlatform``) is not built for it, so it is no dependency at all.
struct XcodeTargetReader {
    /// The `PBXProject` object.
    let project: PropertyList.NodeID
    /// The path of the project file, for locations.
    let file: String
    /// Where the project's file references point; what it resolves is kept for later readers.
    private(set) var paths: XcodeFileReferencePaths
    /// The target that builds each product file reference, by the reference's id.
    private var productTargets: [String: String] = [:]
    /// The `XCLocalSwiftPackageReference` folders the project names, by object id.
    private var localPackageReferences: [String: Located<String>] = [:]
    /// The targets of this project that a build file or target dependency read so far names but
    /// filters out for the platform of the target it belongs to, by object id.
    private(set) var filteredOutTargets: Set<String> = []

    /// The project's objects. Stored, not taken from `paths` on each use: copying them out costs a
    /// retain and a release of each of their arrays, on every look-up.
    let objects: XcodeProjectObjects
    /// The project's folder (`$(SRCROOT)`).
    let sourceRoot: String

    init(project: PropertyList.NodeID, file: String, paths: XcodeFileReferencePaths) {
        self.project = project
        self.file = file
        self.paths = paths
        objects = paths.objects
        sourceRoot = paths.sourceRoot
    }

    /// Where a node is written in the project file.
    private func location(_ node: PropertyList.NodeID) -> SourceLocation {
        SourceLocation(file: file, position: objects.list.position(node))
    }

    /// Where the value of `key` in `object` is written, else where the object starts.
    private func location(ofKey key: String, in object: PropertyList.NodeID) -> SourceLocation {
        location(objects.list.value(forKey: key, in: object) ?? object)
    }

    /// Every target of the project's `targets` list, without its dependencies, which depend on the
    /// platform its settings choose (``dependencies(of:platform:alsoBuilding:)``); whether a clip or
    /// an extension compiles an asset catalog is looked up in `fileSystem`.
    mutating func readTargets(fileSystem: any FileSystem) -> [XcodeProjectContents.Target] {
        let targetIDs = objects.ids("targets", in: project)
        for (id, _) in targetIDs {
            guard let target = objects.object(id), let product = objects.string("productReference", in: target) else {
                continue
            }
            productTargets[product] = id
        }
        for reference in objects.ids("packageReferences", in: project) {
            guard let package = objects.object(reference.id), objects.isa(package) == "XCLocalSwiftPackageReference",
                let relativePath = objects.string("relativePath", in: package)
            else { continue }
            localPackageReferences[reference.id] = Located(
                Path.join(sourceRoot, relativePath), at: location(ofKey: "relativePath", in: package))
        }
        let synchronizedExceptions = synchronizedFolderExceptions()
        var seen: Set<String> = []
        var targets: [XcodeProjectContents.Target] = []
        for (id, node) in targetIDs where seen.insert(id).inserted {
            guard let object = objects.object(id) else { continue }
            let name = objects.string("name", in: object) ?? objects.string("productName", in: object) ?? id
            let location = objects.list.value(forKey: "name", in: object).map(location) ?? location(node)
            var declaration = TargetDeclaration(name: name, location: location, type: Self.type(of: object, objects))
            declaration.sources = sources(of: object)
            let exceptions = synchronizedExceptions[id] ?? []
            declaration.sources += exceptions.filter { !$0.excludes }.map(\.file)
            declaration.excludedSources = exceptions.filter(\.excludes).map { Path.normalize($0.file.value) }
            if declaration.type.isClipOrExtension {
                declaration.compilesAssetCatalog = compilesAssetCatalog(object, fileSystem: fileSystem)
            }
            targets.append(XcodeProjectContents.Target(objectID: id, declaration: declaration, dependencies: []))
        }
        return targets
    }

    /// The type a target builds: its product type's, or `tool` for aggregate and legacy targets,
    /// which build no product of their own, and for product types targetlint does not know.
    static func type(of target: PropertyList.NodeID, _ objects: XcodeProjectObjects) -> ProductType {
        guard objects.isa(target) == "PBXNativeTarget", let productType = objects.string("productType", in: target)
        else {
            return .tool
        }
        let name =
            productType.hasPrefix(XcodeProjectReader.productTypePrefix)
            ? String(productType.dropFirst(XcodeProjectReader.productTypePrefix.count)) : productType
        return ProductType(manifestName: name) ?? .tool
    }

    /// The dependencies of one target, each named once, in the order the project file gives them:
    /// target dependencies first, then package products, then what the build phases link or copy;
    /// what is filtered to platforms without `platform` or `others` is left out (nothing when
    /// `platform` is nil).
    mutating func dependencies(
        of target: PropertyList.NodeID, platform: XcodePlatform?, alsoBuilding others: Set<String> = []
    ) -> [XcodeProjectContents.Dependency] {
        var linked: Set<XcodeProjectContents.Dependency.Reference> = []
        var phaseEntries: [XcodeProjectContents.Dependency] = []
        for phase in objects.ids("buildPhases", in: target) {
            guard let object = objects.object(phase.id) else { continue }
            switch objects.isa(object) {
            case "PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase":
                for file in objects.ids("files", in: object) {
                    guard let buildFile = objects.object(file.id), let reference = buildFileReference(buildFile)
                    else { continue }
                    guard builds(buildFile, for: platform, others: others) else {
                        noteFilteredOut(reference)
                        continue
                    }
                    linked.insert(reference)
                    phaseEntries.append(.init(reference: reference, location: location(file.node), links: true))
                }
            default: continue
            }
        }
        var entries: [XcodeProjectContents.Dependency] = []
        for item in objects.ids("dependencies", in: target) {
            guard let dependency = objects.object(item.id), let reference = targetDependencyReference(dependency)
            else { continue }
            guard builds(dependency, for: platform, others: others) else {
                noteFilteredOut(reference)
                continue
            }
            entries.append(
                .init(reference: reference, location: location(item.node), links: linked.contains(reference)))
        }
        for item in objects.ids("packageProductDependencies", in: target) {
            guard let product = objects.object(item.id), let reference = packageProduct(product) else { continue }
            entries.append(.init(reference: reference, location: location(item.node), links: true))
        }
        entries += phaseEntries
        var named: Set<XcodeProjectContents.Dependency.Reference> = []
        return entries.filter { named.insert($0.reference).inserted }
    }

    /// What a `PBXTargetDependency` names: a target of this project or of another.
    private mutating func targetDependencyReference(
        _ dependency: PropertyList.NodeID
    ) -> XcodeProjectContents.Dependency.Reference? {
        if let target = objects.string("target", in: dependency), objects.object(target) != nil {
            return .target(target)
        }
        if let proxy = objects.object(named: "targetProxy", in: dependency) {
            return proxyReference(proxy)
        }
        // A dependency on a package product only (a build tool plugin, say) is not linked.
        return nil
    }

    /// What a `PBXContainerItemProxy` points at: a target of this project or another project's. A
    /// portal that is a file reference to this very project is this project.
    private mutating func proxyReference(_ proxy: PropertyList.NodeID) -> XcodeProjectContents.Dependency.Reference? {
        guard let portal = objects.string("containerPortal", in: proxy) else { return nil }
        let remote = objects.string("remoteGlobalIDString", in: proxy)
        let portalPath = paths.path(of: portal)
        if let portalObject = objects.object(portal),
            objects.isa(portalObject) == "PBXProject"
                || portalPath.map(Path.normalize) == Path.normalize(Path.directory(of: file))
        {
            // A proxy for a product (proxyType 2) names its file; the target builds it.
            guard let remote else { return nil }
            if let target = productTargets[remote] { return .target(target) }
            return objects.object(remote) != nil ? .target(remote) : nil
        }
        guard let info = objects.string("remoteInfo", in: proxy), let path = portalPath else { return nil }
        return .otherProject(path: path, target: info)
    }

    /// Records a target of this project that a filter left out.
    private mutating func noteFilteredOut(_ reference: XcodeProjectContents.Dependency.Reference) {
        if case .target(let id) = reference { filteredOutTargets.insert(id) }
    }

    /// Whether a build file or target dependency is built for `platform`: it has no platform
    /// filters, or one of them is the platform's or one of `others`, the other platforms a
    /// multiplatform target builds for.
    private func builds(
        _ object: PropertyList.NodeID, for platform: XcodePlatform?, others: Set<String>
    ) -> Bool {
        guard let platform else { return true }
        var filters = objects.strings("platformFilters", in: object)
        if let filter = objects.string("platformFilter", in: object) { filters.append(filter) }
        return filters.isEmpty || filters.contains(platform.filter) || filters.contains(where: others.contains)
    }

    /// What a `PBXBuildFile` of a link or copy phase names.
    private mutating func buildFileReference(
        _ buildFile: PropertyList.NodeID
    ) -> XcodeProjectContents.Dependency.Reference? {
        if let product = objects.object(named: "productRef", in: buildFile) {
            return packageProduct(product)
        }
        guard let fileID = objects.string("fileRef", in: buildFile), let file = objects.object(fileID) else {
            return nil
        }
        if let target = productTargets[fileID] { return .target(target) }
        switch objects.isa(file) {
        case "PBXReferenceProxy":
            guard let proxy = objects.object(named: "remoteRef", in: file) else { return nil }
            return proxyReference(proxy)
        case "PBXFileReference":
            let path = objects.string("path", in: file) ?? objects.string("name", in: file) ?? ""
            let name = Path.lastComponent(of: path)
            guard Self.isBinary(name) else { return nil }
            // The SDK's own, or one of Xcode's SDKs named through the developer folder.
            let tree = objects.string("sourceTree", in: file)
            if tree == "SDKROOT" || tree == "DEVELOPER_DIR" || path.hasPrefix("System/Library/")
                || path.hasPrefix("usr/lib/")
            {
                return .sdk(DependencyDeclaration.sdkName(name))
            }
            // Another project's product, or one of this project's named by a reference of its own.
            return tree == "BUILT_PRODUCTS_DIR" ? .builtProduct(name) : .framework(name)
        default:
            return nil
        }
    }

    /// The name of the file `target` builds, as Xcode names it: `PRODUCT_NAME` (`productName`)
    /// with the extension, and a library's `lib` prefix, of its `productReference`'s file, which
    /// may be out of date (CocoaPods writes `Pods-App Extension.framework` for a target that builds
    /// `Pods_App_Extension.framework`); that file's name when `PRODUCT_NAME` is unknown.
    func productFile(of target: PropertyList.NodeID, productName: String?) -> String? {
        guard let reference = objects.object(named: "productReference", in: target),
            let path = objects.string("path", in: reference) ?? objects.string("name", in: reference)
        else { return nil }
        let file = Path.lastComponent(of: path)
        guard let productName, let dot = file.lastIndex(of: ".") else { return file }
        let suffix = file[dot...]
        let isLibrary = (suffix == ".a" || suffix == ".dylib") && file.hasPrefix("lib")
        return (isLibrary ? "lib" : "") + productName + suffix
    }

    /// Whether a file name is a framework or library, rather than a resource a copy phase copies.
    static func isBinary(_ name: String) -> Bool {
        [".framework", ".xcframework", ".a", ".dylib", ".tbd", ".appex", ".app", ".bundle"].contains {
            name.hasSuffix($0)
        }
    }

    /// The package product an `XCSwiftPackageProductDependency` names; nil for a build tool plugin.
    private func packageProduct(_ product: PropertyList.NodeID) -> XcodeProjectContents.Dependency.Reference? {
        guard let name = objects.string("productName", in: product), !name.hasPrefix("plugin:") else { return nil }
        guard let packageID = objects.string("package", in: product), let package = objects.object(packageID) else {
            return .packageProduct(name: name, localPackage: nil, remote: nil)
        }
        if let local = localPackageReferences[packageID] {
            return .packageProduct(name: name, localPackage: local.value, remote: nil)
        }
        let url = objects.string("repositoryURL", in: package) ?? ""
        return .packageProduct(
            name: name, localPackage: nil, remote: PackageManifest.PackageDependency.identity(url: url))
    }

    /// The sources the checks that read code look at: Swift files, and Objective-C and C files,
    /// whose presence tells them that a module's imports are not all in its Swift files.
    private static let compiledSuffixes = [".swift", ".m", ".mm", ".c", ".cc", ".cpp", ".cxx"]

    /// The source files of the target's sources phase and the folders Xcode 16 keeps in sync
    /// with the target (`fileSystemSynchronizedGroups`), for the checks that read code.
    private mutating func sources(of target: PropertyList.NodeID) -> [Located<String>] {
        var sources: [Located<String>] = []
        for group in objects.ids("fileSystemSynchronizedGroups", in: target) {
            guard let path = paths.path(of: group.id) else { continue }
            sources.append(Located(path, at: location(group.node)))
        }
        for phase in objects.ids("buildPhases", in: target) {
            guard let object = objects.object(phase.id), objects.isa(object) == "PBXSourcesBuildPhase" else { continue }
            for file in objects.ids("files", in: object) {
                guard let buildFile = objects.object(file.id), let fileID = objects.string("fileRef", in: buildFile),
                    let reference = objects.object(fileID),
                    let name = objects.string("path", in: reference),
                    Self.compiledSuffixes.contains(where: name.hasSuffix),
                    let path = paths.path(of: fileID)
                else { continue }
                sources.append(Located(path, at: location(file.node)))
            }
        }
        return sources
    }

    /// One file an Xcode 16 synchronized folder's exception set names for a target: a file of a
    /// folder the target keeps in sync that it does not compile, or a file of another target's
    /// folder that it does.
    private struct SynchronizedException {
        var file: Located<String>
        var excludes: Bool
    }

    /// The files the exception sets of the project's synchronized folders
    /// (`PBXFileSystemSynchronizedBuildFileExceptionSet`'s `membershipExceptions`) name, by the
    /// target each set is for: left out of that target when the folder is one of its own, added
    /// to it when the folder is another target's.
    private mutating func synchronizedFolderExceptions() -> [String: [SynchronizedException]] {
        var exceptions: [String: [SynchronizedException]] = [:]
        for offset in 0..<objects.objectCount {
            let entry = objects.entry(atOffset: offset)
            guard objects.isa(entry.value) == "PBXFileSystemSynchronizedRootGroup",
                let folder = paths.path(of: entry.key)
            else { continue }
            for set in objects.ids("exceptions", in: entry.value) {
                guard let exception = objects.object(set.id),
                    objects.isa(exception) == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = objects.string("target", in: exception), let owner = objects.object(target)
                else { continue }
                let owns = objects.ids("fileSystemSynchronizedGroups", in: owner).contains { $0.id == entry.key }
                for file in objects.ids("membershipExceptions", in: exception) {
                    exceptions[target, default: []].append(
                        SynchronizedException(
                            file: Located(Path.join(folder, file.id), at: location(file.node)), excludes: owns))
                }
            }
        }
        return exceptions
    }

    /// Whether `target` compiles an asset catalog: its resources phase copies one, or one of its
    /// synchronized folders holds one (``AssetCatalogSearch``); nil when that cannot be told.
    private mutating func compilesAssetCatalog(_ target: PropertyList.NodeID, fileSystem: any FileSystem) -> Bool? {
        for phase in objects.ids("buildPhases", in: target) {
            guard let object = objects.object(phase.id), objects.isa(object) == "PBXResourcesBuildPhase" else {
                continue
            }
            for file in objects.ids("files", in: object) {
                guard let buildFile = objects.object(file.id), let fileID = objects.string("fileRef", in: buildFile),
                    let reference = objects.object(fileID)
                else { continue }
                let name = objects.string("path", in: reference) ?? objects.string("name", in: reference) ?? ""
                if name.hasSuffix(".xcassets")
                    || objects.string("lastKnownFileType", in: reference) == "folder.assetcatalog"
                {
                    return true
                }
            }
        }
        let synchronized = objects.ids("fileSystemSynchronizedGroups", in: target).compactMap { paths.path(of: $0.id) }
        if synchronized.isEmpty { return false }
        return AssetCatalogSearch.found(in: synchronized, fileSystem: fileSystem)
    }

    /// The folders of the local Swift packages the project names, as Xcode finds them:
    /// `XCLocalSwiftPackageReference`s; folder references whose folder holds a `Package.swift`, as
    /// projects made before Xcode 15 add a package (whatever their `lastKnownFileType`: `folder`,
    /// `wrapper`, `text` or none); and Xcode 16's synchronized folders
    /// (`PBXFileSystemSynchronizedRootGroup`) that are a package or hold packages
    /// (``XcodeSynchronizedPackages``). Folder references that lead outside the project root, which
    /// may be packages but cannot be looked into, come apart, for a warning at each.
    mutating func localPackages(
        fileSystem: any FileSystem
    ) -> (packages: [Located<String>], outsideRoot: [Located<String>]) {
        var packages = localPackageReferences.values.sorted { $0.location < $1.location }
        var outsideRoot: [Located<String>] = []
        guard let all = objects.objects else { return (packages, outsideRoot) }
        for entry in objects.list.entries(of: all) {
            let object = entry.value
            switch objects.isa(object) {
            case "PBXFileReference":
                guard Self.mayBeFolder(object, objects), let path = paths.path(of: entry.key) else { continue }
                if fileSystem.refuses(path) {
                    outsideRoot.append(Located(path, at: location(ofKey: "path", in: object)))
                    continue
                }
                guard fileSystem.kind(of: Path.join(path, "Package.swift")) == .file else { continue }
                packages.append(Located(path, at: location(ofKey: "path", in: object)))
            case "PBXFileSystemSynchronizedRootGroup":
                guard let path = paths.path(of: entry.key) else { continue }
                let location = location(ofKey: "path", in: object)
                packages += XcodeSynchronizedPackages.folders(in: path, fileSystem: fileSystem).map {
                    Located($0, at: location)
                }
            default: continue
            }
        }
        return (packages, outsideRoot)
    }

    /// Whether a file reference may be a folder: its type is none, or a bare word (`folder`,
    /// `wrapper`, `text`) rather than a file's type (`sourcecode.swift`, `wrapper.framework`).
    private static func mayBeFolder(_ reference: PropertyList.NodeID, _ objects: XcodeProjectObjects) -> Bool {
        let type =
            objects.string("lastKnownFileType", in: reference) ?? objects.string("explicitFileType", in: reference)
        return type.map { !$0.contains(".") } ?? true
    }
}
