import TestSupport
import Testing
import XcodeProjectImporter

/// A package of one module `name`, with a product of the same name.
private func package(_ name: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], targets: [.target(name: "\(name)")])
    """
}

@Suite struct XcodePackageDiscoveryTests {
    /// An app linking five products that the project names by product name only, as projects do
    /// whose packages Xcode finds in folders.
    static let app = pbxTarget("TA", name: "App", type: "application", packages: ["P1", "P2", "P3", "P4", "P5"])

    static let products = """
        P1 = {isa = XCSwiftPackageProductDependency; productName = Core; };
        P2 = {isa = XCSwiftPackageProductDependency; productName = Feed; };
        P3 = {isa = XCSwiftPackageProductDependency; productName = Deep; };
        P4 = {isa = XCSwiftPackageProductDependency; productName = Legacy; };
        P5 = {isa = XCSwiftPackageProductDependency; productName = Typed; };
        """

    @Test("synchronized folders that are packages or hold them, and folder references of any type, are packages")
    func found() throws {
        let project = projectFile(
            """
            P = {isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (TA, ); };
            G = {isa = PBXGroup; children = (S1, S2, F1, F2, F3, ); sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Core; sourceTree = "<group>"; };
            S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Packages; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = Vendor/Legacy; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; lastKnownFileType = text; path = Vendor/Typed; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Vendor/NotAFolder; sourceTree = "<group>"; };
            """ + Self.app + Self.products)
        let manifest = try loadXcode([
            "App.xcodeproj/project.pbxproj": project,
            "Core/Package.swift": package("Core"),
            "Packages/Feed/Package.swift": package("Feed"),
            "Packages/Feed/Nested/Package.swift": package("Nested"),
            "Packages/Group/Sub/Deep/Package.swift": package("Deep"),
            "Packages/Assets.xcassets/Package.swift": package("Skipped"),
            "Vendor/Legacy/Package.swift": package("Legacy"),
            "Vendor/Typed/Package.swift": package("Typed"),
            "Vendor/NotAFolder/Package.swift": package("NotAFolder"),
        ])
        #expect(manifest.targets.map(\.name) == ["App", "Core", "Feed", "Deep", "Legacy", "Typed"])
        #expect(try target("Feed", in: manifest).location.description == "Packages/Feed/Package.swift:3:116")
        #expect(
            dependencyList(try target("App", in: manifest)) == [
                "package Core", "package Feed", "package Deep", "package Legacy", "package Typed",
            ])
        #expect(try target("App", in: manifest).dependencies.allSatisfy(\.isLocalPackage))
    }

    @Test("a package deeper than the search goes in a synchronized folder is not found, and nothing breaks")
    func depthLimit() throws {
        let project = projectFile(
            """
            P = {isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (TA, ); };
            G = {isa = PBXGroup; children = (S2, ); sourceTree = "<group>"; };
            S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Packages; sourceTree = "<group>"; };
            """ + Self.app + Self.products)
        let manifest = try loadXcode([
            "App.xcodeproj/project.pbxproj": project,
            "Packages/a/b/c/d/Deep/Package.swift": package("Deep"),
        ])
        #expect(manifest.targets.map(\.name) == ["App"])
        #expect(try target("App", in: manifest).dependencies.allSatisfy { !$0.isLocalPackage })
    }
}
