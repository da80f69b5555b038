import ProjectModel

/// What a local Swift package's `Package.swift` declares: its products, its targets (the modules)
/// with the edges between them, and the packages it depends on, every name located in the file.
///
/// ``PackageManifestReader`` fills it from the declarative form of the manifest, without running
/// it; an evaluator that asks SwiftPM (``PackageEvaluator``) fills it from `dump-package`.
public struct PackageManifest: Sendable, Hashable {
    /// The path of `Package.swift`, as messages show it.
    public var file: String
    /// The tools version from the `// swift-tools-version:` line, such as `5.9`; nil without one.
    public var toolsVersion: Located<String>?
    /// `Package(name:)`.
    public var name: Located<String>?
    /// The products, in the order declared.
    public var products: [Product]
    /// The targets, in the order declared.
    public var targets: [Target]
    /// The packages this one depends on, in the order declared.
    public var dependencies: [PackageDependency]

    /// Creates a manifest.
    public init(
        file: String, toolsVersion: Located<String>? = nil, name: Located<String>? = nil, products: [Product] = [],
        targets: [Target] = [], dependencies: [PackageDependency] = []
    ) {
        self.file = file
        self.toolsVersion = toolsVersion
        self.name = name
        self.products = products
        self.targets = targets
        self.dependencies = dependencies
    }

    /// The product named `name`, or nil.
    public func product(named name: String) -> Product? {
        products.first { $0.name.value == name }
    }

    /// The target named `name`, or nil.
    public func target(named name: String) -> Target? {
        targets.first { $0.name.value == name }
    }

    /// The package dependency that `.product(name:package:)` means by `package`: the one whose
    /// identity is `package` lowercased, or else the one declared with that name
    /// (`.package(name:url:...)`), as SwiftPM resolves it.
    public func dependency(forPackage package: String) -> PackageDependency? {
        let identity = package.lowercased()
        return dependencies.first { $0.identity == identity } ?? dependencies.first { $0.name == package }
    }
}
