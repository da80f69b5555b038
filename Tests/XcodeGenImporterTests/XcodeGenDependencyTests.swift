import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import XcodeGenImporter

/// The dependency entries of target `name` in the spec `project.yml` among `files`.
private func dependencies(of name: String, in files: [String: String]) throws -> [DependencyDeclaration] {
    let manifest = try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: "project.yml")
    return try target(name, in: manifest).dependencies
}

@Suite struct XcodeGenDependencyTests {
    @Test("each dependency kind reads as its entry names it, products one entry each, at the entry")
    func kinds() throws {
        let spec = """
            name: P
            packages:
              Firebase: {url: https://github.com/firebase/firebase-ios-sdk, from: 10.0.0}
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Core
                  - target: Payments/PaymentsKit
                  - package: Firebase
                    products: [FirebaseAnalytics, FirebaseCrashlytics]
                  - package: Firebase
                    product: FirebaseMessaging
                  - package: Lottie
                  - sdk: StoreKit.framework
                  - sdk: libz.tbd
                  - sdk: libsqlite3.dylib
                  - framework: Vendor/Ads.xcframework
                  - carthage: Alamofire
                  - bundle: Resources.bundle
              Core: {type: framework, platform: iOS}
            """
        let entries = try dependencies(of: "App", in: ["project.yml": spec])
        #expect(
            entries.map { "\($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)" } == [
                "target Core 9:9", "project Payments/PaymentsKit 10:9", "package FirebaseAnalytics 11:9",
                "package FirebaseCrashlytics 11:9", "package FirebaseMessaging 13:9", "package Lottie 15:9",
                "sdk StoreKit 16:9", "sdk libz 17:9", "sdk libsqlite3 18:9", "framework Vendor/Ads.xcframework 19:9",
                "framework Alamofire 20:9", "framework Resources.bundle 21:9",
            ])
        #expect(entries.allSatisfy { $0.links })
        #expect(!entries.contains { $0.isLocalPackage })
    }

    @Test("'link: false' keeps an entry of any kind from linking; other values and no 'link' link")
    func link() throws {
        let spec = """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - {target: Tool, link: false}
                  - {package: Lottie, link: false}
                  - {sdk: HealthKit.framework, link: NO}
                  - {framework: Ads.xcframework, link: true}
                  - {package: Kingfisher}
              Tool: {type: tool, platform: macOS}
            """
        let entries = try dependencies(of: "App", in: ["project.yml": spec])
        #expect(entries.map(\.links) == [false, false, false, true, true])
    }

    @Test("products of 'packages:' with a 'path:' and of 'localPackages:' are local; 'url:' and 'github:' are not")
    func localPackages() throws {
        let files = [
            "project.yml": """
            name: P
            include: [Modules/packages.yml]
            packages:
              Firebase: {url: https://github.com/firebase/firebase-ios-sdk, from: 10.0.0}
              Ink: {github: JohnSundell/Ink, from: 0.5.0}
              NewsKit: {path: Packages/NewsKit}
            localPackages:
              - ./Packages/ReaderFeature
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - {package: Firebase, product: FirebaseAnalytics}
                  - {package: Ink}
                  - {package: NewsKit, products: [NewsKit, NewsUI]}
                  - {package: ReaderFeature}
                  - {package: DesignSystem}
                  - {target: NewsKit}
            """,
            // An included file's local package paths are relative to it.
            "Modules/packages.yml": "localPackages: [../Packages/DesignSystem]\n",
        ]
        let entries = try dependencies(of: "App", in: files)
        #expect(
            entries.map { "\($0.name) \($0.isLocalPackage)" } == [
                "FirebaseAnalytics false", "Ink false", "NewsKit true", "NewsUI true", "ReaderFeature true",
                "DesignSystem true", "NewsKit false",
            ])
    }

    @Test("build tool plugins are no dependencies")
    func buildToolPlugins() throws {
        let spec = """
            name: P
            packages:
              SwiftLintPlugins: {url: https://github.com/SimplyDanny/SwiftLintPlugins, from: 0.55.0}
            targets:
              App:
                type: application
                platform: iOS
                buildToolPlugins:
                  - {plugin: SwiftLintBuildToolPlugin, package: SwiftLintPlugins}
                dependencies:
                  - package: Lottie
            """
        #expect(try dependencies(of: "App", in: ["project.yml": spec]).map(\.name) == ["Lottie"])
    }
}
