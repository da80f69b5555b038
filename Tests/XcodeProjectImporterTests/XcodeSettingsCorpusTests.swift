import TestSupport
import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import PropertyList
@testable import XcodeProjectImporter

/// What the app, App Clip and app extension targets of four corpus projects say, read by hand: the
/// bundle id of the default configuration (Release in all four, with `$(...)` worked out from the
/// xcconfig files where the project uses them), the App Groups of the entitlements file that
/// configuration names, and `NSExtension.NSExtensionPointIdentifier` of its Info.plist.
private let expectations:
    [(project: String, targets: [(name: String, bundleID: String, groups: [String], point: String?)])] = [
        (
            "03-AkkeyLab__c-search-tca/c-search.xcodeproj",
            [
                ("c-search", "com.akkeylab.c-search", ["group.com.akkeylab.c-search"], nil),
                ("c-search-clip", "com.akkeylab.c-search.company", ["group.com.akkeylab.c-search"], nil),
                (
                    "c-search-widget", "com.akkeylab.c-search.visit", ["group.com.akkeylab.c-search"],
                    "com.apple.widgetkit-extension"
                ),
            ]
        ),
        (
            // PRODUCT_BUNDLE_IDENTIFIER_ROOT is set in config/PocketCasts.base.xcconfig, which
            // config/PocketCasts.release.xcconfig includes; the Pods xcconfig files are missing on purpose.
            "06-Automattic__pocket-casts-ios/podcasts.xcodeproj",
            [
                ("podcasts", "au.com.shiftyjelly.podcasts", ["group.au.com.shiftyjelly.pocketcasts"], nil),
                (
                    "NotificationExtension", "au.com.shiftyjelly.podcasts.NotificationExtension", [],
                    "com.apple.usernotifications.service"
                ),
                (
                    "NotificationContent", "au.com.shiftyjelly.podcasts.NotificationContent", [],
                    "com.apple.usernotifications.content-extension"
                ),
                ("Pocket Casts Watch App", "au.com.shiftyjelly.podcasts.watchkitapp", [], nil),
                (
                    "PodcastsIntents", "au.com.shiftyjelly.podcasts.PodcastsIntents",
                    ["group.au.com.shiftyjelly.pocketcasts"], "com.apple.intents-service"
                ),
                (
                    "PodcastsIntentsUI", "au.com.shiftyjelly.podcasts.PodcastsIntentsUI", [],
                    "com.apple.intents-ui-service"
                ),
                (
                    "WidgetExtension", "au.com.shiftyjelly.podcasts.WidgetExtension",
                    ["group.au.com.shiftyjelly.pocketcasts"], "com.apple.widgetkit-extension"
                ),
                (
                    "Share Extension", "au.com.shiftyjelly.podcasts.Share-Extension",
                    ["group.au.com.shiftyjelly.pocketcasts"], "com.apple.share-services"
                ),
            ]
        ),
        (
            "07-Pocket__pocket-ios/Pocket.xcodeproj",
            [
                ("Pocket (iOS)", "com.ideashower.ReadItLaterPro", ["group.com.ideashower.ReadItLaterPro"], nil),
                (
                    "SaveToPocket", "com.ideashower.ReadItLaterPro.AddToPocketExtension",
                    ["group.com.ideashower.ReadItLaterPro"], "com.apple.share-services"
                ),
                (
                    "PushNotificationServiceExtension",
                    "com.ideashower.ReadItLaterPro.PushNotificationServiceExtension",
                    ["group.com.ideashower.ReadItLaterPro"], "com.apple.usernotifications.service"
                ),
                (
                    "PushNotificationStoryExtension", "com.ideashower.ReadItLaterPro.PushNotificationStoryExtension",
                    ["group.com.ideashower.ReadItLaterPro"], "com.apple.usernotifications.content-extension"
                ),
                (
                    "ItemWidgets", "com.ideashower.ReadItLaterPro.Widget-Extension",
                    ["group.com.ideashower.ReadItLaterPro"], "com.apple.widgetkit-extension"
                ),
                (
                    "iMessageExtension", "com.ideashower.ReadItLaterPro.iMessageExtension",
                    ["group.com.ideashower.ReadItLaterPro"], "com.apple.message-payload-provider"
                ),
            ]
        ),
        (
            "09-code-payments__code-ios-app/Code.xcodeproj",
            [
                ("Flipcash", "com.flipcash.app.ios", ["group.com.flipcash.shared"], nil),
                (
                    "NotificationService", "com.flipcash.app.ios.NotificationService", ["group.com.flipcash.shared"],
                    "com.apple.usernotifications.service"
                ),
                (
                    "NotificationContent", "com.flipcash.app.ios.NotificationContent", ["group.com.flipcash.shared"],
                    "com.apple.usernotifications.content-extension"
                ),
            ]
        ),
    ]

@Suite struct XcodeSettingsCorpusTests {
    @Test("corpus apps, clips and extensions give the bundle ids, App Groups and extension points of their files")
    func corpusTargets() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        let fileSystem = ConfinedFileSystem(
            LocalFileSystem(), root: ProjectRoot(realPath: try #require(LocalFileSystem().realPath(of: corpus))))
        for (project, expected) in expectations {
            let folder = Path.join(corpus, project)
            let projectFile = Path.join(folder, "project.pbxproj")
            let list = try PropertyListParser().parse(try fileSystem.contents(of: projectFile))
            var reader = XcodeSettingsReader(
                fileSystem: fileSystem, project: list, projectFile: projectFile, sourceRoot: Path.directory(of: folder))
            let projectObject = try #require(reader.objects.project)
            var seen: [String] = []
            for item in list.items(of: try #require(list.value(forKey: "targets", in: projectObject))) {
                let node = try #require(list.string(item).flatMap(reader.objects.object))
                let name = try #require(reader.objects.string("name", in: node))
                let type = reader.objects.string("productType", in: node) ?? ""
                guard
                    type.hasPrefix("com.apple.product-type.application")
                        || type.hasPrefix("com.apple.product-type.app-extension")
                else { continue }
                seen.append(name)
                let target = reader.read(
                    target: node, name: name, type: XcodeTargetReader.type(of: node, reader.objects))
                guard let facts = expected.first(where: { $0.name == name }) else {
                    Issue.record("\(project): \(name) is not in the expectations")
                    continue
                }
                #expect(target.configuration == "Release", "\(project) \(name)")
                #expect(target.bundleID?.value == facts.bundleID, "\(project) \(name)")
                #expect(target.appGroups.map(\.value) == facts.groups, "\(project) \(name)")
                #expect(target.extensionPoint?.value == facts.point, "\(project) \(name)")
                #expect(target.problems.isEmpty, "\(project) \(name): \(target.problems)")
                // Every group is located at its own line of the entitlements file, which the target read.
                for group in target.appGroups {
                    #expect(target.files.contains(group.location.file))
                    let lines = try fileSystem.contents(of: group.location.file).split(
                        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                    #expect(
                        String(decoding: lines[group.location.line - 1], as: UTF8.self).contains(
                            group.written ?? group.value ?? ""))
                }
            }
            #expect(seen.sorted() == expected.map(\.name).sorted(), "\(project)")
        }
    }

    @Test("the pocket-casts app's bundle id is located in the xcconfig file that sets it")
    func xcconfigLocation() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        let folder = Path.join(corpus, "06-Automattic__pocket-casts-ios/podcasts.xcodeproj")
        let projectFile = Path.join(folder, "project.pbxproj")
        let list = try PropertyListParser().parse(try LocalFileSystem().contents(of: projectFile))
        var reader = XcodeSettingsReader(
            fileSystem: LocalFileSystem(), project: list, projectFile: projectFile,
            sourceRoot: Path.directory(of: folder))
        // BDBD53EB17019B2A0048C8C5 is the `podcasts` target.
        let target = reader.read(
            target: try #require(reader.objects.object("BDBD53EB17019B2A0048C8C5")), name: "podcasts", type: .app)
        #expect(
            target.bundleID?.location
                == SourceLocation(
                    file: Path.join(corpus, "06-Automattic__pocket-casts-ios/config/PocketCasts.release.xcconfig"),
                    line: 3, column: 1))
        // The Pods xcconfig files are not in the repository, as before `pod install`; an app's size
        // settings are not checked, so that is no warning, but the configurations say so.
        #expect(target.warnings.isEmpty)
        #expect(
            target.settings.resolved.values.allSatisfy { $0.missingFiles.contains { $0.contains("Pods-podcasts") } })
    }
}
