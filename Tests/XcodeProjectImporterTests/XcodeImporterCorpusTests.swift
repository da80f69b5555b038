import Foundation
import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import XcodeProjectImporter

/// The Xcode projects of `../shared/corpus-xcodeproj`, read as a user would lint them, each with its
/// corpus folder as the project root (the folder stands for the repository).
@Suite struct XcodeImporterCorpusTests {
    /// Each corpus folder's project or workspace, as `targetlint` finds it there.
    static let projects = [
        "01-yonaskolb__XcodeGen/Tests/Fixtures/TestProject/Project.xcodeproj",
        "02-jedireza__neeva-ios/Neeva.xcworkspace",
        "03-AkkeyLab__c-search-tca/c-search.xcodeproj",
        "04-CocoaPods__Xcodeproj/spec/fixtures/CommonBuildSettings/Project/Project.xcodeproj",
        "05-tuist__XcodeProj/Fixtures/iOS/AppWithExtensions/AppWithExtensions.xcodeproj",
        "06-Automattic__pocket-casts-ios/podcasts.xcworkspace",
        "07-Pocket__pocket-ios/Pocket.xcodeproj",
        "08-perawallet__pera-ios/algorand.xcodeproj",
        "09-code-payments__code-ios-app/Code.xcodeproj",
        "10-tuist__XcodeProj/Fixtures/Xcode16ProjectReferenceOrder/Test.xcodeproj",
        "11-tuist__XcodeProj/Fixtures/SynchronizedRootGroups/SynchronizedRootGroups.xcodeproj",
        "13-CocoaPods__Xcodeproj/spec/fixtures/SharedSchemes/SharedSchemes.xcodeproj",
    ]

    /// Loads a corpus project, confined to its corpus folder.
    static func load(_ project: String, in corpus: String) throws(InputError) -> Manifest {
        let folder = String(project.prefix { $0 != "/" })
        let fileSystem = LocalFileSystem()
        let root = ProjectRoot.named(Path.join(corpus, folder), in: fileSystem)
        return try ManifestLoader(fileSystem: fileSystem, root: root).load(path: Path.join(corpus, project))
    }

    /// Each target of `manifest` named in `names`, as `name (type): dependencies`, in that order.
    static func describe(_ names: [String], in manifest: Manifest) -> [String] {
        names.map { name in
            guard let target = manifest.targets.first(where: { $0.name == name }) else { return "\(name): missing" }
            return "\(name) (\(target.type.rawValue)): \(dependencyList(target).joined(separator: ", "))"
        }
    }

    @Test("every project of the corpus loads, and the one with an unresolved merge is exit 2 at its line")
    func everyProjectLoads() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipped: ../shared/corpus-xcodeproj is absent")
            return
        }
        for project in Self.projects {
            let manifest = try Self.load(project, in: corpus)
            #expect(!manifest.targets.isEmpty, "\(project)")
        }
        let conflicted =
            "12-CocoaPods__Xcodeproj/spec/fixtures/Sample Project/ProjectInMergeConflict/ProjectInMergeConflict.xcodeproj"
        #expect(throws: InputError.self) { try Self.load(conflicted, in: corpus) }
        do {
            _ = try Self.load(conflicted, in: corpus)
        } catch {
            #expect(error.problems.map { $0.position?.line } == [10])
        }
    }

    /// What the project files say, read by hand: each target's type, and what it depends on in
    /// the order the file lists it (target dependencies, package products, then linked and
    /// embedded products); `(build)` marks a dependency the target neither links nor embeds.
    static let expectations: [(project: String, targets: [String])] = [
        (
            "03-AkkeyLab__c-search-tca/c-search.xcodeproj",
            [
                "c-search (app): target c-search-clip, target c-search-widget, package Search",
                "c-search-clip (app-clip): package Clip",
                "c-search-widget (app-extension): package Widget, package Activity, sdk SwiftUI, sdk WidgetKit",
                "Clip (static-library): target Domain, target Company, package ComposableArchitecture",
                "Domain (static-library): target Data, target Activity, package ComposableArchitecture",
            ]
        ),
        (
            "05-tuist__XcodeProj/Fixtures/iOS/AppWithExtensions/AppWithExtensions.xcodeproj",
            [
                "AppWithExtensions (app): target TodayViewExtension, target WatchApp, target MessagesExtension",
                "TodayViewExtension (app-extension): sdk NotificationCenter",
                "WatchApp (watch-app): target WatchApp Extension",
                "WatchApp Extension (app-extension): ",
                "MessagesExtension (app-extension): sdk Messages",
            ]
        ),
        (
            "07-Pocket__pocket-ios/Pocket.xcodeproj",
            [
                "SaveToPocket (app-extension): package SaveToPocketKit",
                "ItemWidgets (app-extension): package Textile, package Sync, sdk SwiftUI, sdk WidgetKit",
                "iMessageExtension (app-extension): package PocketStickerKit, sdk Messages",
                "Tests iOS (ui-tests): target Pocket (iOS) (build), package PocketKit, package Sails, package PocketGraphTestMocks, package ApolloTestSupport",
            ]
        ),
        (
            "09-code-payments__code-ios-app/Code.xcodeproj",
            [
                "NotificationService (app-extension): package FlipcashCore",
                "NotificationContent (app-extension): package FlipcashCore, package FlipcashUI, sdk Foundation, sdk UserNotificationsUI, sdk UserNotifications",
                "FlipcashTests (unit-tests): target Flipcash (build)",
            ]
        ),
        (
            "01-yonaskolb__XcodeGen/Tests/Fixtures/TestProject/Project.xcodeproj",
            [
                "App_Clip (app-clip): project AnotherProject/ExternalTarget, target Framework_iOS, target StaticLibrary_ObjC_iOS",
                "App_watchOS (watch-app): target App_watchOS Extension",
                "iMessageApp (app): target iMessageExtension",
                "Framework_iOS (framework): target StaticLibrary_ObjC_iOS (build)",
                "SuperTarget (tool): target App_iOS (build), target Framework_iOS (build)",
            ]
        ),
    ]

    @Test("targets, types and edges of five projects match what their files say")
    func targetsAndEdges() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipped: ../shared/corpus-xcodeproj is absent")
            return
        }
        for (project, expected) in Self.expectations {
            let manifest = try Self.load(project, in: corpus)
            let names = expected.map { String($0[..<$0.range(of: " (")!.lowerBound]) }
            #expect(Self.describe(names, in: manifest) == expected, "\(project)")
        }
    }

    @Test("apps embed their clips and extensions; the clip is an App Clip with its host's groups")
    func hostsAndClips() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipped: ../shared/corpus-xcodeproj is absent")
            return
        }
        let manifest = try Self.load("03-AkkeyLab__c-search-tca/c-search.xcodeproj", in: corpus)
        let clip = try target("c-search-clip", in: manifest)
        #expect(clip.type == .appClip)
        let widget = try target("c-search-widget", in: manifest)
        #expect(widget.extensionPoint?.value == "com.apple.widgetkit-extension")
        let app = try target("c-search", in: manifest)
        #expect(app.dependencies.prefix(2).map(\.links) == [true, true])
    }
}
