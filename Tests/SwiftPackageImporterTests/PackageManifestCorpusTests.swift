import TestSupport
import Testing

@testable import FileAccess
@testable import SourceText
@testable import SwiftPackageImporter

/// Every `Package.swift` of the corpus (`find -name Package.swift`), with the targets and products
/// counted in the file by eye (`grep -c 'Target('` and `grep -c '.library('`).
private let packageManifests: [(path: String, targets: Int, products: Int, dependencies: Int)] = [
    ("02-jedireza__neeva-ios/Codegen/Package.swift", 1, 0, 1),
    ("03-AkkeyLab__c-search-tca/Package/Package.swift", 9, 4, 2),
    ("06-Automattic__pocket-casts-ios/Modules/DataModel/Package.swift", 2, 1, 2),
    ("06-Automattic__pocket-casts-ios/Modules/Server/Package.swift", 2, 1, 4),
    ("06-Automattic__pocket-casts-ios/Modules/Utils/Package.swift", 2, 1, 0),
    ("07-Pocket__pocket-ios/PocketKit/Package.swift", 17, 11, 12),
    ("09-code-payments__code-ios-app/CodeCurves/Package.swift", 1, 1, 0),
    ("09-code-payments__code-ios-app/CodeScanner/Package.swift", 3, 1, 0),
    ("09-code-payments__code-ios-app/FlipcashAPI/Package.swift", 1, 1, 2),
    ("09-code-payments__code-ios-app/FlipcashCore/Package.swift", 2, 1, 8),
    ("09-code-payments__code-ios-app/FlipcashUI/Package.swift", 1, 1, 5),
]

/// Reads a corpus manifest, or nil (after saying why) when the corpus is not there.
private func readCorpusPackage(_ path: String) throws -> PackageManifestReader.Result? {
    guard let corpus = xcodeProjectCorpus else {
        print("skipping the Package.swift corpus: ../shared/corpus-xcodeproj is not next to this checkout")
        return nil
    }
    return PackageManifestReader.read(try LocalFileSystem().contents(of: Path.join(corpus, path)), file: path)
}

@Suite struct PackageManifestCorpusTests {
    @Test("every Package.swift of the corpus reads fully: no problems, no warnings, every target and product")
    func everyManifestReads() throws {
        for expected in packageManifests {
            guard let result = try readCorpusPackage(expected.path) else { return }
            #expect(result.problems.isEmpty, "\(expected.path): \(result.problems)")
            #expect(result.unsupported.isEmpty, "\(expected.path): \(result.unsupported)")
            let manifest = try #require(result.manifest, "\(expected.path)")
            #expect(manifest.targets.count == expected.targets, "\(expected.path)")
            #expect(manifest.products.count == expected.products, "\(expected.path)")
            #expect(manifest.dependencies.count == expected.dependencies, "\(expected.path)")
            // Every product is made of targets the package declares.
            let names = Set(manifest.targets.map(\.name.value))
            #expect(manifest.products.allSatisfy { $0.targets.allSatisfy { names.contains($0.value) } })
        }
    }

    @Test("c-search-tca's package: the App Clip's library reaches Domain, Data and Extension")
    func cSearch() throws {
        guard let result = try readCorpusPackage("03-AkkeyLab__c-search-tca/Package/Package.swift") else { return }
        let manifest = try #require(result.manifest)
        #expect(manifest.name?.value == "Package")
        #expect(manifest.toolsVersion?.value == "5.9")
        let tca = "ComposableArchitecture@swift-composable-architecture"
        #expect(
            targetLines(manifest) == [
                "Search(regular): Domain, Company, \(tca)", "Company(regular): Domain, \(tca)",
                "Domain(regular): Data, Activity, \(tca)", "Data(regular): XMLCoder, Extension",
                "Extension(regular): ", "Clip(regular): Domain, Company, \(tca)", "Widget(regular): Extension",
                "Activity(regular): ", "PackageTests(test): Data, Domain",
            ])
        #expect(
            productLines(manifest) == [
                "Search(library): Search", "Clip(library): Clip", "Widget(library): Widget",
                "Activity(library): Activity",
            ])
        #expect(manifest.dependencies.map(\.identity) == ["swift-composable-architecture", "xmlcoder"])
        // `name: "Clip",` of `.target(` on line 66, and `"Domain",` below it.
        let clip = try #require(manifest.target(named: "Clip"))
        #expect(clip.name.location.position == TextPosition(line: 66, column: 19))
        #expect(clip.dependencies.first?.location.position == TextPosition(line: 68, column: 17))
    }

    @Test("pocket-casts' Server package: local packages by path, products of them, dynamic linkage")
    func pocketCastsServer() throws {
        guard let result = try readCorpusPackage("06-Automattic__pocket-casts-ios/Modules/Server/Package.swift")
        else { return }
        let manifest = try #require(result.manifest)
        #expect(
            targetLines(manifest) == [
                "PocketCastsServer(regular): SwiftProtobuf@swift-protobuf, Swime@Swime, "
                    + "PocketCastsDataModel@DataModel, PocketCastsUtils@Utils",
                "PocketCastsServerTests(test): PocketCastsServer",
            ])
        #expect(productLines(manifest) == ["PocketCastsServer(library): PocketCastsServer"])
        #expect(manifest.products.first?.linkage == .dynamic)
        #expect(manifest.dependencies.map(\.identity) == ["swift-protobuf", "swime", "datamodel", "utils"])
        #expect(manifest.dependencies.compactMap(\.path) == ["../DataModel/", "../Utils/"])
        #expect(manifest.dependency(forPackage: "DataModel")?.location.position == TextPosition(line: 20, column: 9))
    }

    @Test("FlipcashUI: a product dependency on iOS only, and local packages beside remote ones")
    func flipcashUI() throws {
        guard let result = try readCorpusPackage("09-code-payments__code-ios-app/FlipcashUI/Package.swift") else {
            return
        }
        let manifest = try #require(result.manifest)
        #expect(
            targetLines(manifest) == [
                "FlipcashUI(regular): FlipcashCore@FlipcashCore, ChatLayout@ChatLayout[iOS], "
                    + "DifferenceKit@DifferenceKit, Kingfisher@Kingfisher, SharedCoreKit@flipcash-shared-core-spm"
            ])
        #expect(manifest.dependencies.filter(\.isLocal).map(\.identity) == ["flipcashcore"])
        #expect(manifest.toolsVersion?.value == "6.2")
    }

    @Test("CodeScanner: a binary target a regular one depends on by name")
    func codeScanner() throws {
        guard let result = try readCorpusPackage("09-code-payments__code-ios-app/CodeScanner/Package.swift") else {
            return
        }
        #expect(
            targetLines(result.manifest) == [
                "CodeScanner(regular): opencv2", "opencv2(binary): ", "CodeScannerTests(test): CodeScanner",
            ])
        #expect(result.manifest?.target(named: "CodeScanner")?.path?.value == "CodeScanner")
    }
}
