import Testing

@testable import ManifestParser

/// The folder of real XcodeGen specs next to this repository (`../shared/corpus`), when it is there.
private let corpus: String? = {
    let packageRoot = Path.directory(of: Path.directory(of: Path.directory(of: #filePath)))
    let folder = Path.join(packageRoot, "../shared/corpus")
    return LocalFileSystem().kind(of: folder) == .directory ? folder : nil
}()

/// Each corpus spec with the targets and target edges XcodeGen's resolution gives it, and its App
/// Clips and app extensions.
private let expectations: [(spec: String, targets: Int, edges: Int, clipsAndExtensions: Int)] = [
    // Checked by reading the spec: 1 clip, 2 iMessage extensions and 1 WatchKit extension; the
    // system and DriverKit extensions are not app extensions. 28 declared target edges.
    ("01-yonaskolb__XcodeGen/project.yml", 43, 28, 4),
    ("02-yonaskolb__XcodeGen/project.yml", 3, 2, 0),
    ("03-yonaskolb__XcodeGen/project.yml", 4, 0, 0),
    ("04-yonaskolb__XcodeGen/include_test.yml", 2, 0, 0),
    ("05-yonaskolb__XcodeGen/settings_test.yml", 1, 0, 0),
    // parent1/ and parent2/ both include "same/same.yml": two files, so target2 is there too.
    ("06-yonaskolb__XcodeGen/paths_test.yml", 6, 2, 0),
    ("07-getsentry__sentry-cocoa/iOS-Swift.yml", 4, 1, 1),
    ("08-element-hq__element-ios/project.yml", 10, 9, 2),
    ("09-OneBusAway__onebusaway-ios/project.yml", 6, 7, 1),
    ("10-atelier-socle__AppRepositoryTemplate/project.yml", 10, 7, 3),
    ("11-scelis__XcodeGen-TestStickers/project.yml", 2, 1, 1),
    ("12-travelpayouts__white-label-app-ios/project.yml", 2, 1, 1),
    ("13-brewcoffee46__brewcoffee46/project.yml", 4, 3, 1),
    ("14-0xPotatoofdoom__claude-usage-macos-widget/project.yml", 2, 1, 1),
    ("15-0Myu0001__planote_ios/project.yml", 2, 1, 1),
    ("16-BrunoCerberus__Pulse/project.yml", 7, 5, 2),
    ("17-minvws__nl-covid19-coronacheck-app-ios/project.yml", 5, 3, 0),
    ("18-kiwix__kiwix-apple/project.yml", 5, 4, 0),
    ("19-AlbGarciam__TrackRoute/project.yml", 11, 13, 0),
    ("20-covid19cz__erouska-ios/project.yml", 2, 0, 0),
    ("21-toshi0383__Bitrise-iOS/project.yml", 4, 4, 0),
    ("22-0xvon__otoaka-ios/project.yml", 9, 18, 0),
    ("23-trszdev__comrade.dvr/project.yml", 1, 0, 0),
    ("24-0x0c__SenchaApp/project.yml", 2, 1, 0),
    ("25-0x0c__SpiceMethod/project.yml", 4, 2, 0),
    ("26-0x69k3ttl3k0rn__pixl-voucher-ios/project.yml", 1, 0, 0),
    ("27-karpov-sv__Tunnels/xcodegen.yml", 1, 0, 0),
    ("28-Fuyan777__CharaStadio/project.yml", 2, 1, 1),
    ("29-Wikia__ios-modular-example/project.yml", 2, 1, 0),
    ("30-bitwarden__authenticator-ios/project-bwa.yml", 4, 4, 0),
    ("31-0xpratzyy__telegraham/project.yml", 2, 1, 0),
    ("32-0xOpenBytes__OpenWeather/project.yml", 3, 1, 0),
    ("33-0xrichyrich__talaria/project.yml", 3, 2, 2),
]

@Suite struct XcodeGenCorpusTests {
    @Test("every corpus spec loads with the targets and edges XcodeGen gives it")
    func corpusSpecs() throws {
        guard let corpus else {
            print("skipping the XcodeGen corpus: ../shared/corpus is not next to this checkout")
            return
        }
        for expected in expectations {
            let path = Path.join(corpus, expected.spec)
            let manifest: Manifest
            do {
                // Some specs name files beside their folder, as they did inside their repository.
                manifest = try ManifestLoader(root: ProjectRoot.named(corpus, in: LocalFileSystem())).load(path: path)
            } catch {
                Issue.record("\(expected.spec): \(error.problems.map { "\($0.locationDescription): \($0.message)" })")
                continue
            }
            let names = Set(manifest.targets.map(\.name))
            let edges = manifest.targets.reduce(0) { count, target in
                count
                    + Set(
                        target.dependencies.filter { $0.kind != .sdk && $0.kind != .project && names.contains($0.name) }
                            .map(\.name)
                    ).count
            }
            #expect(manifest.targets.count == expected.targets, "\(expected.spec)")
            #expect(edges == expected.edges, "\(expected.spec)")
            #expect(
                manifest.targets.filter(\.type.isClipOrExtension).count == expected.clipsAndExtensions,
                "\(expected.spec)")
        }
    }
}
