import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import SwiftPackageImporter

/// The manifest `Fixtures/dump-package-shop.json` was printed for, by `swift package dump-package`
/// (Swift 6.3) in `/tmp/Shop`, with a package `Core` beside it.
private let shopManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Shop",
        platforms: [.iOS(.v17)],
        products: [
            .library(name: "FeatureKit", type: .dynamic, targets: ["CartFeature", "Checkout"]),
            .library(name: "Models", targets: ["Models"]),
            .plugin(name: "Lint", targets: ["LintPlugin"]),
        ],
        dependencies: [
            .package(path: "../Core"),
            .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
            .package(id: "mona.linkedlist", from: "1.0.0"),
        ],
        targets: [
            .target(
                name: "CartFeature",
                dependencies: [
                    "Checkout",
                    .target(name: "Models", condition: .when(platforms: [.iOS, .macCatalyst])),
                    .product(name: "CoreKit", package: "Core"),
                    .product(name: "Logging", package: "swift-log", condition: .when(platforms: [.linux])),
                    .byName(name: "LinkedList"),
                ]
            ),
            .target(name: "Checkout", dependencies: ["Models"]),
            .target(name: "Models"),
            .testTarget(name: "CartTests", dependencies: ["CartFeature"]),
            .plugin(name: "LintPlugin", capability: .buildTool()),
        ]
    )
    """

/// The checked-in dump.
private func shopDump() throws -> [UInt8] {
    let folder = Path.directory(of: #filePath)
    return try LocalFileSystem().contents(of: Path.join(folder, "Fixtures/dump-package-shop.json"))
}

@Suite struct PackageManifestDumpTests {
    @Test("dump-package's JSON gives the same targets, products and dependencies as the static reading")
    func sameAsStatic() throws {
        let reading = try #require(readPackage(shopManifest).manifest)
        let result = PackageDumpReader.read(try shopDump(), file: "Package.swift", locatedBy: reading)
        #expect(result.problems.isEmpty)
        let dumped = try #require(result.manifest)
        #expect(targetLines(dumped) == targetLines(reading))
        #expect(productLines(dumped) == productLines(reading))
        #expect(dumped.products.map(\.linkage) == [.dynamic, .automatic, .automatic])
        #expect(dumped.dependencies.map(\.identity) == ["core", "swift-log", "mona.linkedlist"])
        #expect(dumped.dependencies[0].path == "/tmp/Core")
        #expect(dumped.dependencies[1].url == "https://github.com/apple/swift-log.git")
        #expect(dumped.dependencies[2].registryID == "mona.linkedlist")
        #expect(dumped.toolsVersion?.value == "5.9.0")
        // Names are located where the static reading found them.
        #expect(dumped.name == reading.name)
        #expect(dumped.targets.map(\.name) == reading.targets.map(\.name))
        #expect(
            dumped.targets.flatMap { $0.dependencies.map(\.location) }
                == reading.targets.flatMap { $0.dependencies.map(\.location) })
        #expect(dumped.dependencies.map(\.location) == reading.dependencies.map(\.location))
    }

    @Test("without a static reading, everything is located at the manifest's line 1, column 1")
    func unlocated() throws {
        let result = PackageDumpReader.read(try shopDump(), file: "Shop/Package.swift")
        let manifest = try #require(result.manifest)
        let start = SourceLocation(file: "Shop/Package.swift", line: 1, column: 1)
        #expect(manifest.targets.allSatisfy { $0.name.location == start })
        #expect(manifest.targets.allSatisfy { $0.dependencies.allSatisfy { $0.location == start } })
        #expect(
            targetLines(manifest).first == "CartFeature(regular): Checkout, target:Models[iOS,macCatalyst], "
                + "CoreKit@Core, Logging@swift-log[linux], LinkedList")
    }

    @Test("output that is not dump-package's JSON is a problem at the manifest")
    func malformed() {
        let cases: [(String, String)] = [
            ("", "1:1: swift package dump-package printed nothing"),
            (
                "{\"name\": [",
                "1:1: swift package dump-package printed what is not JSON (1:10: unterminated flow sequence '['; expected ']')"
            ),
            ("[1, 2]", "1:1: swift package dump-package printed JSON without a package 'name'"),
            (
                "{\"name\": \"P\", \"targets\": [{\"name\": \"T\", \"type\": \"weird\"}]}",
                "1:1: swift package dump-package printed a target without a 'name' or with an unknown 'type'"
            ),
        ]
        for (json, expected) in cases {
            let result = PackageDumpReader.read(Array(json.utf8), file: "Package.swift")
            #expect(problemLines(result) == [expected], "\(json)")
        }
    }
}
