import ProjectModel
import SourceText
import SwiftManifest

extension PackageManifestBuilder {
    /// The factories that declare targets, by name, and what they declare.
    static let targetFactories: [String: PackageManifest.Target.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "binaryTarget": .binary,
        "macro": .macro, "plugin": .plugin, "systemLibrary": .system,
    ]

    /// The product an entry of `products:` declares, or nil (with a warning or a problem).
    mutating func product(_ value: SwiftExpression) -> PackageManifest.Product? {
        let value = resolved(value)
        guard case .call(let callee, let arguments, false) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, let kind = PackageManifest.Product.Kind(rawValue: factory)
        else {
            unsupported(value, as: "a product")
            return nil
        }
        guard let nameArgument = arguments.first(where: { $0.label == "name" }) else {
            fail("'.\(factory)' has no 'name'; a product needs one", at: value.position)
            return nil
        }
        guard let name = string(nameArgument.value, role: "the name of a product") else { return nil }
        var product = PackageManifest.Product(name: name, kind: kind, targets: [])
        for argument in arguments {
            switch argument.label {
            case "targets":
                product.targets = elements(of: argument.value, role: "the targets of product '\(name.value)'")
                    .compactMap { string($0, role: "a target of product '\(name.value)'") }
            case "type":
                if case .implicitMember(let type) = resolved(argument.value).kind,
                    let linkage = PackageManifest.Product.Linkage(rawValue: type)
                {
                    product.linkage = linkage
                } else {
                    unsupported(argument.value, as: "the type of product '\(name.value)'")
                }
            default: break
            }
        }
        return product
    }

    /// The target an entry of `targets:` declares, or nil (with a warning or a problem).
    mutating func target(_ value: SwiftExpression) -> PackageManifest.Target? {
        let value = resolved(value)
        guard case .call(let callee, let arguments, false) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, let kind = Self.targetFactories[factory]
        else {
            unsupported(value, as: "a target")
            return nil
        }
        guard let nameArgument = arguments.first(where: { $0.label == "name" }) else {
            fail("'.\(factory)' has no 'name'; a target needs one", at: value.position)
            return nil
        }
        guard let name = string(nameArgument.value, role: "the name of a target") else { return nil }
        var target = PackageManifest.Target(name: name, kind: kind)
        for argument in arguments {
            switch argument.label {
            case "dependencies":
                let given = warningsGiven
                target.dependencies = elements(
                    of: argument.value, role: "the dependencies of '\(name.value)'", target: name.value
                ).compactMap { dependency($0, of: name.value) }
                target.dependenciesPartlyRead = warningsGiven > given
            case "path":
                target.path = string(argument.value, role: "the path of '\(name.value)'", target: name.value)
            case "sources":
                target.sources = paths(argument.value, role: "the sources of '\(name.value)'", target: name.value)
            case "exclude":
                target.exclude = paths(argument.value, role: "the exclusions of '\(name.value)'", target: name.value)
            default: break
            }
        }
        return target
    }

    /// The strings of a `sources:` or `exclude:` list, each where it is written.
    private mutating func paths(_ value: SwiftExpression, role: String, target: String) -> [Located<String>] {
        elements(of: value, role: role, target: target).compactMap { string($0, role: role, target: target) }
    }

    /// The dependency an entry of a target's `dependencies:` declares, or nil with a warning.
    mutating func dependency(_ value: SwiftExpression, of target: String) -> PackageManifest.Target.Dependency? {
        let value = resolved(value)
        let role = "a dependency of '\(target)'"
        if case .string = value.kind {
            guard let name = string(value, role: role, target: target) else { return nil }
            return .init(kind: .byName, name: name.value, location: location(value.position))
        }
        guard case .call(let callee, let arguments, false) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, ["target", "product", "byName", "targetItem", "productItem", "byNameItem"].contains(factory)
        else {
            unsupported(value, as: role, target: target)
            return nil
        }
        guard let nameArgument = arguments.first(where: { $0.label == "name" }) else {
            fail("'.\(factory)' has no 'name'; a dependency needs one", at: value.position)
            return nil
        }
        guard let name = string(nameArgument.value, role: "the name of \(role)", target: target) else { return nil }
        var kind = PackageManifest.Target.Dependency.Kind.byName
        if factory.hasPrefix("target") { kind = .target }
        if factory.hasPrefix("product") {
            let package = arguments.first { $0.label == "package" }.map {
                string($0.value, role: "the package of \(role)", target: target)
            }
            if case .some(.none) = package { return nil }
            kind = .product(package: package??.value)
        }
        var dependency = PackageManifest.Target.Dependency(
            kind: kind, name: name.value, location: location(value.position))
        if let condition = arguments.first(where: { $0.label == "condition" }) {
            dependency.platforms = platforms(condition.value, role: role, target: target)
        }
        return dependency
    }

    /// The platforms of `.when(platforms: [...])`; nil for a condition without them.
    private mutating func platforms(_ condition: SwiftExpression, role: String, target: String) -> [String]? {
        let condition = resolved(condition)
        guard case .call(let callee, let arguments, false) = condition.kind, callee.memberName?.name == "when" else {
            unsupported(condition, as: "the condition of \(role)", target: target)
            return nil
        }
        guard let list = arguments.first(where: { $0.label == "platforms" }) else { return nil }
        var platforms: [String] = []
        for platform in elements(of: list.value, role: "the platforms of \(role)", target: target) {
            switch platform.kind {
            case .implicitMember(let name), .member(_, let name): platforms.append(name)
            case .call(let callee, let arguments, false) where callee.memberName?.name == "custom":
                if let name = arguments.first.flatMap({ string($0.value, role: "a platform", target: target) }) {
                    platforms.append(name.value)
                }
            default: unsupported(platform, as: "a platform of \(role)", target: target)
            }
        }
        return platforms
    }

    /// The package an entry of the package's `dependencies:` names, or nil (with a warning or a problem).
    mutating func packageDependency(_ value: SwiftExpression) -> PackageManifest.PackageDependency? {
        let value = resolved(value)
        guard case .call(let callee, let arguments, false) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, factory == "package"
        else {
            unsupported(value, as: "a package dependency")
            return nil
        }
        var fields: [String: String] = [:]
        for argument in arguments {
            guard let label = argument.label, ["name", "path", "url", "id"].contains(label) else { continue }
            guard let text = string(argument.value, role: "the \(label) of a package dependency") else { return nil }
            fields[label] = text.value
        }
        let identity: String
        if let path = fields["path"] {
            identity = PackageManifest.PackageDependency.identity(path: path)
        } else if let url = fields["url"] {
            identity = PackageManifest.PackageDependency.identity(url: url)
        } else if let id = fields["id"] {
            identity = id.lowercased()
        } else {
            fail("'.package' has no 'path', 'url' or 'id'; a package dependency needs one", at: value.position)
            return nil
        }
        return PackageManifest.PackageDependency(
            path: fields["path"], url: fields["url"], registryID: fields["id"], name: fields["name"],
            identity: identity,
            location: location(value.position))
    }
}
