import ProjectModel
import YAML

/// Reads the JSON that `swift package dump-package` prints into a ``PackageManifest``: the targets
/// with their `byName`, `target` and `product` dependencies, the products, and the `fileSystem`,
/// `sourceControl` and `registry` package dependencies.
///
/// The JSON is read as YAML's flow style, of which it is a subset, as targetlint reads its
/// baselines, so that no Foundation is loaded. SwiftPM says nothing of where a name is written, so
/// each is located where the static reading of the same `Package.swift` found it: a target's
/// dependency the static reading lacks at the target's name, a name it lacks entirely at the first
/// construct it could not evaluate (which most likely made it), else at line 1, column 1.
package struct PackageDumpReader {
    /// SwiftPM's platform names, lowercase in the dump, as PackageDescription spells them.
    static let platformSpellings: [String: String] = [
        "ios": "iOS", "macos": "macOS", "maccatalyst": "macCatalyst", "tvos": "tvOS", "watchos": "watchOS",
        "visionos": "visionOS", "driverkit": "driverKit",
    ]

    /// The path of `Package.swift`, where everything is located.
    let file: String
    /// The static reading of the same manifest, for locations.
    let located: PackageManifest?
    /// Where names the static reading lacks are located.
    let unlocated: SourceLocation
    /// Problems found so far.
    private(set) var problems: [InputProblem] = []

    /// Reads dump-package's JSON for the package whose manifest is `file`.
    /// - Parameters:
    ///   - located: what ``PackageManifestReader`` read from the same file, if anything; its
    ///     locations are reused for the names it holds.
    ///   - unlocated: where the names it lacks are located: the construct the static reading could
    ///     not evaluate; line 1, column 1 when nil.
    package static func read(
        _ json: [UInt8], file: String, locatedBy located: PackageManifest? = nil, unlocated: SourceLocation? = nil
    ) -> PackageManifestReader.Result {
        var reader = PackageDumpReader(
            file: file, located: located, unlocated: unlocated ?? SourceLocation(file: file, line: 1, column: 1))
        let manifest = reader.manifest(json)
        return PackageManifestReader.Result(manifest: manifest, problems: reader.problems, unsupported: [])
    }

    /// Line 1, column 1 of the manifest, where what SwiftPM printed wrong is reported.
    private var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    private mutating func fail(_ message: String) {
        problems.append(InputProblem("swift package dump-package printed \(message)", at: start))
    }

    private mutating func manifest(_ json: [UInt8]) -> PackageManifest? {
        let root: ManifestValue
        do throws(InputError) {
            guard let parsed = try ManifestValue.parseDocument(json, file: "dump-package") else {
                fail("nothing")
                return nil
            }
            root = parsed
        } catch {
            let problem = error.problems.first
            fail("what is not JSON (\(problem?.position?.description ?? "-"): \(problem?.message ?? "unknown"))")
            return nil
        }
        guard root.mapping != nil, let name = root["name"]?.string else {
            fail("JSON without a package 'name'")
            return nil
        }
        var manifest = PackageManifest(file: file)
        manifest.name = Located(
            name, at: located?.name?.value == name ? located?.name?.location ?? unlocated : unlocated)
        if let version = root["toolsVersion"]?["_version"]?.string {
            manifest.toolsVersion = Located(version, at: located?.toolsVersion?.location ?? start)
        }
        manifest.products = (root["products"]?.sequence ?? []).compactMap { product($0) }
        manifest.targets = (root["targets"]?.sequence ?? []).compactMap { target($0) }
        manifest.dependencies = (root["dependencies"]?.sequence ?? []).compactMap { packageDependency($0) }
        return manifest
    }

    private mutating func product(_ value: ManifestValue) -> PackageManifest.Product? {
        guard let name = value["name"]?.string, let type = value["type"]?.mapping?.first else {
            fail("a product without a 'name' or a 'type'")
            return nil
        }
        // Snippets and tests are products only to SwiftPM's tools; no app links them.
        guard let kind = PackageManifest.Product.Kind(rawValue: type.key) else { return nil }
        let linkage = type.value.sequence?.first?.string.flatMap(PackageManifest.Product.Linkage.init) ?? .automatic
        let location = located?.product(named: name)?.name.location ?? unlocated
        let targets = (value["targets"]?.sequence ?? []).compactMap(\.string).map { Located($0, at: location) }
        return PackageManifest.Product(
            name: Located(name, at: location), kind: kind, linkage: linkage, targets: targets)
    }

    private mutating func target(_ value: ManifestValue) -> PackageManifest.Target? {
        guard let name = value["name"]?.string, let type = value["type"]?.string,
            let kind = PackageManifest.Target.Kind(rawValue: type)
        else {
            fail("a target without a 'name' or with an unknown 'type'")
            return nil
        }
        let staticTarget = located?.target(named: name)
        let nameLocation = staticTarget?.name.location ?? unlocated
        var target = PackageManifest.Target(name: Located(name, at: nameLocation), kind: kind)
        if let path = value["path"]?.string {
            target.path = Located(path, at: staticTarget?.path?.location ?? nameLocation)
        }
        if let sources = value["sources"]?.sequence {
            target.sources = sources.compactMap(\.string).map { Located($0, at: nameLocation) }
        }
        target.exclude = (value["exclude"]?.sequence ?? []).compactMap(\.string).map { Located($0, at: nameLocation) }
        for entry in value["dependencies"]?.sequence ?? [] {
            guard let pair = entry.mapping?.first, let fields = pair.value.sequence,
                let dependency = fields.first?.string
            else {
                fail("a dependency of '\(name)' that is not a 'byName', 'target' or 'product' list")
                continue
            }
            let kind: PackageManifest.Target.Dependency.Kind
            switch pair.key {
            case "byName": kind = .byName
            case "target": kind = .target
            case "product": kind = .product(package: fields.count > 1 ? fields[1].string : nil)
            default:
                fail("a dependency of '\(name)' of the unknown kind '\(pair.key)'")
                continue
            }
            let location = staticTarget?.dependencies.first { $0.name == dependency }?.location ?? nameLocation
            var read = PackageManifest.Target.Dependency(kind: kind, name: dependency, location: location)
            if let condition = fields.last?.mapping != nil ? fields.last : nil,
                let platforms = condition["platformNames"]?.sequence
            {
                read.platforms = platforms.compactMap(\.string).map { Self.platformSpellings[$0] ?? $0 }
            }
            target.dependencies.append(read)
        }
        return target
    }

    private mutating func packageDependency(_ value: ManifestValue) -> PackageManifest.PackageDependency? {
        guard let pair = value.mapping?.first, let fields = pair.value.sequence?.first,
            let identity = fields["identity"]?.string
        else {
            fail("a package dependency without an 'identity'")
            return nil
        }
        let location = located?.dependencies.first { $0.identity == identity }?.location ?? unlocated
        switch pair.key {
        case "fileSystem":
            return .init(path: fields["path"]?.string, identity: identity, location: location)
        case "sourceControl":
            let place = fields["location"]
            if let path = place?["local"]?.sequence?.first?.string {
                return .init(path: path, identity: identity, location: location)
            }
            let url = place?["remote"]?.sequence?.first.flatMap { $0["urlString"]?.string ?? $0.string }
            return .init(url: url, identity: identity, location: location)
        case "registry":
            return .init(registryID: identity, identity: identity, location: location)
        default:
            fail("a package dependency of the unknown kind '\(pair.key)'")
            return nil
        }
    }
}
