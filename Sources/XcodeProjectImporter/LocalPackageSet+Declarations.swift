import FileAccess
import ProjectModel
import SwiftPackageImporter

extension LocalPackageSet {
    /// The targets the packages' modules and products become, named through `names` after the
    /// projects' targets took theirs.
    mutating func declarations(names: inout XcodeTargetNames) -> [TargetDeclaration] {
        for package in packages {
            var modules: [String: String] = [:]
            // A name declared twice (in both branches of an `#if`, say) is one module.
            for target in package.manifest.targets where Self.isModule(target.kind) && modules[target.name.value] == nil
            {
                modules[target.name.value] = names.claim(target.name.value, container: package.displayName)
            }
            moduleNames[package.folder] = modules
            var products: [String: String] = [:]
            for product in package.manifest.products
            where product.kind != .plugin && products[product.name.value] == nil {
                products[product.name.value] =
                    Self.isModuleItself(product).flatMap { modules[$0] }
                    ?? names.claim(product.name.value, container: package.displayName)
            }
            productNodes[package.folder] = products
        }
        var declarations: [TargetDeclaration] = []
        for package in packages {
            declarations += moduleDeclarations(package) + productDeclarations(package)
        }
        return declarations
    }

    /// The module a product is, when it holds only the module of its own name (every time it names
    /// it): then the two are one node. A product that holds other modules too is a node of its own,
    /// though it shares its name with one of them, so that those modules may depend on that one.
    static func isModuleItself(_ product: PackageManifest.Product) -> String? {
        let name = product.name.value
        return !product.targets.isEmpty && product.targets.allSatisfy({ $0.value == name }) ? name : nil
    }

    /// Whether a package target is a module the graph shows: not a test or a plugin.
    static func isModule(_ kind: PackageManifest.Target.Kind) -> Bool {
        kind != .test && kind != .plugin
    }

    /// The type a package module builds.
    static func type(of kind: PackageManifest.Target.Kind) -> ProductType {
        switch kind {
        case .executable, .macro, .plugin, .test: .tool
        case .binary: .framework
        case .regular, .system: .staticLibrary
        }
    }

    /// The node a project's dependency on a package product reaches, when a local package has the
    /// product: the package at `folder` when the project names it; the local package of the same
    /// identity for a remote one (a local package overrides a remote one in Xcode); any local
    /// package with the product when the project names no package, as projects made before Xcode 15
    /// do. Nil when the product is no local package's.
    func productNode(_ name: String, package folder: String?, remoteIdentity: String?) -> String? {
        if let folder { return productNodes[Path.normalize(folder)]?[name] }
        if let remoteIdentity {
            return packages.first { $0.identity == remoteIdentity }.flatMap { productNodes[$0.folder]?[name] }
        }
        return packages.lazy.compactMap { productNodes[$0.folder]?[name] }.first
    }

    /// The package's modules, with their dependencies.
    private func moduleDeclarations(_ package: Package) -> [TargetDeclaration] {
        let modules = moduleNames[package.folder] ?? [:]
        let kinds = Dictionary(
            package.manifest.targets.map { ($0.name.value, $0.kind) }, uniquingKeysWith: { first, _ in first })
        // A name declared twice (in the branches of an `if`, say) is one module: the first
        // declaration, with the dependencies of every declaration.
        var dependencies: [String: [PackageManifest.Target.Dependency]] = [:]
        for target in package.manifest.targets where Self.isModule(target.kind) {
            guard let earlier = dependencies[target.name.value] else {
                dependencies[target.name.value] = target.dependencies
                continue
            }
            let named = Set(earlier.map(\.name))
            dependencies[target.name.value] = earlier + target.dependencies.filter { !named.contains($0.name) }
        }
        var declarations: [TargetDeclaration] = []
        var declared: Set<String> = []
        for target in package.manifest.targets where Self.isModule(target.kind) {
            guard let name = modules[target.name.value], declared.insert(name).inserted else { continue }
            var declaration = TargetDeclaration(
                name: name, location: target.name.location, type: Self.type(of: target.kind))
            let folder =
                target.path.map { Located(Path.join(package.folder, $0.value), at: $0.location) }
                ?? Located(Path.join(package.folder, target.defaultPath), at: target.name.location)
            // A binary or system library target compiles nothing.
            if target.kind != .binary && target.kind != .system {
                declaration.sources =
                    target.sources?.map { Located(Path.join(folder.value, $0.value), at: $0.location) } ?? [folder]
            }
            declaration.dependenciesPartlyRead = target.dependenciesPartlyRead
            declaration.excludedSources = target.exclude.map { Path.normalize(Path.join(folder.value, $0.value)) }
            for dependency in dependencies[target.name.value] ?? [] {
                guard var entry = resolve(dependency, of: package) else { continue }
                if let platforms = dependency.platforms, !platforms.contains(where: { $0.lowercased() == "ios" }) {
                    entry.links = false
                }
                if case .byName = dependency.kind, kinds[dependency.name] == .macro { entry.links = false }
                if case .target = dependency.kind, kinds[dependency.name] == .macro { entry.links = false }
                declaration.dependencies.append(entry)
            }
            declarations.append(declaration)
        }
        return declarations
    }

    /// The package's products that are not one of its modules, each a `package` target that depends
    /// on its modules.
    private func productDeclarations(_ package: Package) -> [TargetDeclaration] {
        let modules = moduleNames[package.folder] ?? [:]
        let moduleNodes = Set(modules.values)
        var declarations: [TargetDeclaration] = []
        var declared: Set<String> = []
        for product in package.manifest.products where product.kind != .plugin {
            guard let name = productNodes[package.folder]?[product.name.value], !moduleNodes.contains(name),
                declared.insert(name).inserted
            else { continue }
            var declaration = TargetDeclaration(name: name, location: product.name.location, type: .package)
            declaration.dependencies = product.targets.map {
                DependencyDeclaration(kind: .target, name: modules[$0.value] ?? $0.value, location: $0.location)
            }
            declarations.append(declaration)
        }
        return declarations
    }

    /// The entry a module's dependency becomes: a module of the same package, a product of a local
    /// package, or a product of a remote one.
    private func resolve(_ dependency: PackageManifest.Target.Dependency, of package: Package) -> DependencyDeclaration?
    {
        let modules = moduleNames[package.folder] ?? [:]
        switch dependency.kind {
        case .target:
            return DependencyDeclaration(
                kind: .target, name: modules[dependency.name] ?? dependency.name, location: dependency.location)
        case .byName:
            if let module = modules[dependency.name] {
                return DependencyDeclaration(kind: .target, name: module, location: dependency.location)
            }
            // A product of a package this one depends on, local or remote.
            let local = package.manifest.dependencies.lazy.compactMap { dependency -> String? in
                dependency.path.map { Path.join(package.folder, $0) }
            }
            let node = local.compactMap { self.productNodes[$0]?[dependency.name] }.first
            return productEntry(node: node, name: dependency.name, at: dependency.location)
        case .product(let packageName):
            let node = localPackage(named: packageName, from: package).flatMap {
                productNodes[$0.folder]?[dependency.name]
            }
            return productEntry(node: node, name: dependency.name, at: dependency.location)
        }
    }

    /// An entry for a product: the local node when there is one, else a remote package product.
    private func productEntry(node: String?, name: String, at location: SourceLocation) -> DependencyDeclaration {
        var entry = DependencyDeclaration(kind: .package, name: node ?? name, location: location)
        entry.isLocalPackage = node != nil
        return entry
    }

    /// The local package `.product(name:package:)` names from `package`: one it depends on by path
    /// whose identity or name is `name`.
    private func localPackage(named name: String?, from package: Package) -> Package? {
        guard let name else { return nil }
        let identity = name.lowercased()
        let folders = Set(package.manifest.dependencies.compactMap { $0.path.map { Path.join(package.folder, $0) } })
        return packages.first {
            folders.contains($0.folder) && ($0.identity == identity || $0.manifest.name?.value.lowercased() == identity)
        }
    }
}
