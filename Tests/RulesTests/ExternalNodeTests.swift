import GraphModel
import Project
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import Rules

/// The graph of `files`, loaded from `root` in memory.
private func graph(_ files: [String: String], root: String = "targetlint.yml") throws -> ProjectGraph {
    ProjectGraph(manifest: try ManifestLoader(fileSystem: InMemoryFileSystem(files)).load(path: root))
}

/// An XcodeGen spec with a remote and two local packages, linked by extensions through a core module,
/// with a `link: false` entry, and a `targetlint.yml` that lints it with the given rules.
private func newsroom(rules: String = "") -> [String: String] {
    [
        "targetlint.yml": "source: project.yml\n\(rules)",
        "project.yml": """
        name: Newsroom
        packages:
          Firebase: {url: https://github.com/firebase/firebase-ios-sdk, from: 10.24.0}
          NewsKit: {path: Packages/NewsKit}
        localPackages: [Packages/ReaderFeature]
        targets:
          Newsroom:
            type: application
            platform: iOS
            dependencies:
              - target: NewsroomShare
              - target: NewsroomNotificationService
          NewsroomShare:
            type: app-extension
            platform: iOS
            info:
              properties:
                NSExtension: {NSExtensionPointIdentifier: com.apple.share-services}
            dependencies:
              - target: CoreAnalytics
              - package: ReaderFeature
          NewsroomNotificationService:
            type: app-extension
            platform: iOS
            info:
              properties:
                NSExtension: {NSExtensionPointIdentifier: com.apple.usernotifications.service}
            dependencies:
              - target: CoreAnalytics
              - package: NewsKit
              - {package: Firebase, product: FirebaseMessaging, link: false}
          CoreAnalytics:
            type: framework
            platform: iOS
            dependencies:
              - {package: Firebase, product: FirebaseAnalytics}
              - sdk: AdSupport.framework
        """,
    ]
}

/// Lints `files`, whose `targetlint.yml` names the spec.
private func lint(files: [String: String]) throws -> LintReport {
    try lint(files["targetlint.yml"] ?? "", files: files)
}

@Suite struct ExternalNodeTests {
    @Test("package products, SDKs and externals are nodes after the targets, one per type and name, at the first entry")
    func nodes() throws {
        let graph = try graph([
            "targetlint.yml": """
            targets:
              Shop:
                type: app
                dependencies: [Core, {package: Lottie}, {sdk: StoreKit.framework}, {framework: Vendor/Ads.xcframework}]
              Core:
                type: framework
                dependencies: [{package: Lottie, size: 1.4 MB}, {sdk: StoreKit}, {package: Lottie, size: 2 MB}]
            """
        ])
        #expect(graph.declaredCount == 2)
        #expect(graph.targetNames == ["Shop", "Core", "Lottie", "StoreKit", "Vendor/Ads.xcframework"])
        #expect(graph.targets.map(\.type) == [.app, .framework, .package, .sdk, .external])
        #expect(graph.declaredIDs == 0..<2)
        let lottie = try #require(graph.id(of: "Lottie"))
        #expect(graph.targets[lottie].location.line == 4)
        // The first entry that gives a size sizes the node.
        #expect(graph.targets[lottie].size?.value == ByteCount(bytes: 1_400_000))
        #expect(graph.targetGraph.edges(from: 1).map(\.destination) == [lottie, 3, lottie])
        #expect(graph.layers == [nil, "core", nil, nil, nil])
        #expect(graph.hosts.count == 5)
        #expect(graph.closure(of: 0).members == [1, 2, 3, 4])
        #expect(graph.unknownDependencies.isEmpty)
    }

    @Test("a package or framework entry that names a target links the target; an SDK entry never does")
    func declaredNamesWin() throws {
        let graph = try graph([
            "targetlint.yml": """
            targets:
              Shop:
                type: app
                dependencies: [{package: Core}, {framework: Core}, {sdk: Core}]
              Core:
                type: framework
            """
        ])
        #expect(graph.targetNames == ["Shop", "Core", "Core"])
        #expect(graph.targets.map(\.type) == [.app, .framework, .sdk])
        #expect(graph.targetGraph.edges(from: 0).map(\.destination) == [1, 1, 2])
        #expect(graph.id(of: "Core") == 1)
    }

    @Test(
        "products of local packages take their layers from the patterns; remote ones, SDKs and link: false do not link")
    func localPackagesAndLinking() throws {
        let graph = try graph(newsroom(), root: "targetlint.yml")
        func node(_ name: String) throws -> Int { try #require(graph.id(of: name), "no node '\(name)'") }
        #expect(graph.layers[try node("ReaderFeature")] == "feature")
        #expect(graph.layers[try node("NewsKit")] == "core")
        #expect(graph.layers[try node("FirebaseAnalytics")] == nil)
        #expect(graph.layers[try node("AdSupport")] == nil)
        let service = try node("NewsroomNotificationService")
        let messaging = try node("FirebaseMessaging")
        #expect(graph.targetGraph.edges(from: service).map(\.kind) == [.link, .link, .build])
        #expect(!graph.closure(of: service).contains(messaging))
        let closure = graph.closure(of: service)
        #expect(
            closure.path(to: try node("FirebaseAnalytics")).map(graph.names) == [
                "NewsroomNotificationService", "CoreAnalytics", "FirebaseAnalytics",
            ])
    }

    @Test("layer rules see local packages and nothing else outside the targets")
    func layerRules() throws {
        let report = try lint(
            files: newsroom(rules: "rules:\n  allowed-core-modules:\n    notification-service: [CoreAnalytics]\n"))
        #expect(
            report.findings("no-feature-in-extension") == [
                "21:9: app extension 'NewsroomShare' links feature module 'ReaderFeature' via NewsroomShare → ReaderFeature"
            ])
        #expect(
            report.findings("allowed-core-modules") == [
                "30:9: app extension 'NewsroomNotificationService' links core module 'NewsKit', which allowlist 'notification-service' does not name, via NewsroomNotificationService → NewsKit"
            ])
        #expect(report.targetCount == 4)
    }

    @Test("a build dependency on a higher layer breaks layer-direction, and a cycle through one is a cycle")
    func buildDependencies() throws {
        let files = [
            "targetlint.yml": "source: project.yml\n",
            "project.yml": """
            name: P
            packages:
              CheckoutFeature: {path: Packages/CheckoutFeature}
            targets:
              Storage:
                type: framework
                platform: iOS
                dependencies:
                  - {target: CatalogFeature, link: false}
                  - package: CheckoutFeature
              CatalogFeature:
                type: framework
                platform: iOS
                dependencies: [{target: Storage}]
            """,
        ]
        let report = try lint(files: files)
        #expect(
            report.findings("layer-direction") == [
                "9:9: 'Storage' in layer 'core' depends on 'CatalogFeature' in the higher layer 'feature'",
                "10:9: 'Storage' in layer 'core' depends on 'CheckoutFeature' in the higher layer 'feature'",
            ])
        #expect(
            report.findings("dependency-cycle") == [
                "14:20: dependency cycle: CatalogFeature → Storage → CatalogFeature"
            ])
    }

    @Test("unknown-dependency suggests targets, never packages or SDKs")
    func unknownDependency() throws {
        let report = try lint(
            """
            targets:
              Shop:
                type: app
                dependencies: [Lottee, {package: Lottie}, NetworkServce]
              NetworkService:
                type: framework
            """)
        #expect(
            report.findings("unknown-dependency") == [
                "4:20: 'Shop' depends on 'Lottee', which no target declares",
                "4:47: 'Shop' depends on 'NetworkServce', which no target declares; did you mean 'NetworkService'?",
            ])
    }

    @Test("a clip's estimate counts each package once, whoever names it, and no SDK or unlinked package")
    func clipSize() throws {
        let graph = try graph([
            "targetlint.yml": """
            targets:
              Clip:
                type: app-clip
                size: 1 MB
                dependencies: [Core, {package: Lottie, size: 1.4 MB}, {sdk: StoreKit}, {package: Pulse}]
              Core:
                type: framework
                size: 2 MB
                dependencies: [{package: Lottie, size: 1.4 MB}, {framework: Vendor/Ads.xcframework, size: 3 MB}]
            """
        ])
        let estimate = ClipSizeEstimate(clip: 0, graph: graph)
        #expect(estimate.contributors.map(\.name) == ["Vendor/Ads.xcframework", "Core", "Lottie", "Clip"])
        #expect(estimate.total == ByteCount(bytes: 7_400_000))
        #expect(estimate.unsized == ["Pulse"])
    }

    @Test("clip-unavailable-sdk reports SDKs the clip's closure links, not those with link: false")
    func unavailableSDKs() throws {
        let files = [
            "targetlint.yml": "source: project.yml\n",
            "project.yml": """
            name: P
            targets:
              Shop:
                type: application
                platform: iOS
                dependencies: [{target: ShopClip}]
              ShopClip:
                type: application.on-demand-install-capable
                platform: iOS
                dependencies:
                  - {sdk: HealthKit.framework, link: false}
                  - {target: Tracking}
              Tracking:
                type: framework
                platform: iOS
                dependencies:
                  - sdk: CoreMotion.framework
                  - {sdk: Contacts.framework, link: false}
            """,
        ]
        let report = try lint(files: files)
        #expect(
            report.findings("clip-unavailable-sdk") == [
                "12:9: app clip 'ShopClip' links CoreMotion, which App Clips cannot use, declared by 'Tracking' via ShopClip → Tracking"
            ])
    }
}
