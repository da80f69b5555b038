import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import SwiftPackageImporter
@testable import XcodeProjectImporter

/// An evaluator standing in for SwiftPM: it answers with `json`, or fails when there is none.
struct CannedEvaluator: PackageEvaluator {
    var json: String?

    func dumpPackage(
        folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(PackageEvaluationError) -> [UInt8] {
        guard let json else { throw PackageEvaluationError("swift: not found") }
        return Array(json.utf8)
    }
}

@Suite struct XcodeLocalPackageTests {
    /// A project whose clip links `ClipKit` of the local package in `Modules`.
    static let project = projectFile(
        pbxProject(targets: ["TC"], packages: ["L"])
            + pbxTarget("TC", name: "Clip", type: "application.on-demand-install-capable", packages: ["PP"])
                + """
                PP = {isa = XCSwiftPackageProductDependency; package = L; productName = ClipKit; };
                L = {isa = XCLocalSwiftPackageReference; relativePath = Modules; };
                """)

    /// A manifest that declares a module in both branches of an `#if`.
    static let conditional = """
        // swift-tools-version: 5.9
        import PackageDescription
        var targets: [Target] = [.target(name: "ClipUI", dependencies: ["Core"])]
        #if os(Linux)
        targets.append(.target(name: "Core"))
        #else
        targets.append(.target(name: "Core"))
        #endif
        let package = Package(name: "Modules", products: [.library(name: "ClipKit", targets: ["ClipUI"])], targets: targets)
        """

    static func load(_ evaluator: CannedEvaluator?) throws(InputError) -> Manifest {
        var loader = ManifestLoader(
            fileSystem: InMemoryFileSystem([
                "App.xcodeproj/project.pbxproj": project, "Modules/Package.swift": conditional,
            ]))
        loader.packageEvaluator = evaluator
        return try loader.load(path: "App.xcodeproj")
    }

    @Test("a manifest beyond the declarative form is read as written, with a warning at the construct")
    func readAsWritten() throws {
        let manifest = try Self.load(nil)
        #expect(manifest.targets.map(\.name) == ["Clip", "ClipUI", "Core", "ClipKit"])
        #expect(
            manifest.warnings.map { "\($0.location): \($0.message)" } == [
                "Modules/Package.swift:4:1: Package.swift uses '#if' here, which targetlint does not evaluate; every branch is read as written"
            ])
    }

    @Test("with an evaluator, what dump-package says replaces the static reading; its failure is a warning")
    func evaluated() throws {
        let dump = """
            {"name": "Modules", "dependencies": [],
             "products": [{"name": "ClipKit", "targets": ["ClipUI"], "type": {"library": ["automatic"]}}],
             "targets": [
               {"name": "ClipUI", "type": "regular", "dependencies": [{"byName": ["Core", null]}]},
               {"name": "Core", "type": "regular", "dependencies": []}]}
            """
        let manifest = try Self.load(CannedEvaluator(json: dump))
        #expect(manifest.warnings.isEmpty)
        #expect(manifest.targets.map(\.name) == ["Clip", "ClipUI", "Core", "ClipKit"])
        #expect(dependencyList(try target("ClipUI", in: manifest)) == ["target Core"])
        #expect(try target("Core", in: manifest).location.description == "Modules/Package.swift:5:30")

        let failed = try Self.load(CannedEvaluator(json: nil))
        #expect(
            failed.warnings.map { "\($0.location): \($0.message)" } == [
                "Modules/Package.swift:4:1: swift package dump-package could not evaluate this manifest (swift: not found), so it is read as written"
            ])
    }
}
