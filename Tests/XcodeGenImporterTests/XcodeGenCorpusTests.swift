import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import XcodeGenImporter

/// The folder of real XcodeGen specs next to this repository (`../shared/corpus`), when it is there.
private let corpus: String? = {
    let packageRoot = Path.directory(of: Path.directory(of: Path.directory(of: #filePath)))
    let folder = Path.join(packageRoot, "../shared/corpus")
    return LocalFileSystem().kind(of: folder) == .directory ? folder : nil
}()

/// Each corpus spec with the targets and target edges XcodeGen's resolution gives it, its App Clips
/// and app extensions, and what its other dependency entries name, each counted once as the graph
/// makes one node of each: package products, SDKs, externals (other projects' targets and prebuilt
/// binaries), and of the package products those of local packages.
private let expectations:
    [(
        spec: String, targets: Int, edges: Int, clipsAndExtensions: Int, packages: Int, sdks: Int, externals: Int,
        localPackages: Int
    )] = [
        // Checked by reading the spec: 1 clip, 2 iMessage extensions and 1 WatchKit extension; the
        // system and DriverKit extensions are not app extensions. 28 declared target edges. Swinject is
        // the one package; the externals are the cross-project target and two bundles.
        ("01-yonaskolb__XcodeGen/project.yml", 43, 28, 4, 1, 7, 3, 0),
        // Codability, SwiftRoaringDynamic and SwiftLocation remote; XcodeGen, FooDomain and FooUI local.
        // The build tool plugin's package is no dependency.
        ("02-yonaskolb__XcodeGen/project.yml", 3, 2, 0, 6, 0, 0, 3),
        ("03-yonaskolb__XcodeGen/project.yml", 4, 0, 0, 0, 0, 5, 0),
        ("04-yonaskolb__XcodeGen/include_test.yml", 2, 0, 0, 1, 0, 0, 0),
        ("05-yonaskolb__XcodeGen/settings_test.yml", 1, 0, 0, 0, 0, 0, 0),
        // parent1/ and parent2/ both include "same/same.yml": two files, so target2 is there too.
        ("06-yonaskolb__XcodeGen/paths_test.yml", 6, 2, 0, 0, 0, 1, 0),
        ("07-getsentry__sentry-cocoa/iOS-Swift.yml", 4, 1, 1, 0, 0, 2, 0),
        ("08-element-hq__element-ios/project.yml", 10, 9, 2, 8, 0, 0, 0),
        ("09-OneBusAway__onebusaway-ios/project.yml", 6, 7, 1, 11, 3, 0, 0),
        ("10-atelier-socle__AppRepositoryTemplate/project.yml", 10, 7, 3, 2, 16, 1, 0),
        ("11-scelis__XcodeGen-TestStickers/project.yml", 2, 1, 1, 0, 0, 0, 0),
        ("12-travelpayouts__white-label-app-ios/project.yml", 2, 1, 1, 0, 0, 0, 0),
        ("13-brewcoffee46__brewcoffee46/project.yml", 4, 3, 1, 7, 0, 0, 2),
        ("14-0xPotatoofdoom__claude-usage-macos-widget/project.yml", 2, 1, 1, 0, 0, 0, 0),
        ("15-0Myu0001__planote_ios/project.yml", 2, 1, 1, 3, 0, 0, 0),
        ("16-BrunoCerberus__Pulse/project.yml", 7, 5, 2, 9, 12, 0, 0),
        ("17-minvws__nl-covid19-coronacheck-app-ios/project.yml", 5, 3, 0, 8, 0, 0, 8),
        ("18-kiwix__kiwix-apple/project.yml", 5, 4, 0, 3, 7, 1, 0),
        ("19-AlbGarciam__TrackRoute/project.yml", 11, 13, 0, 3, 0, 1, 0),
        ("20-covid19cz__erouska-ios/project.yml", 2, 0, 0, 18, 0, 0, 0),
        ("21-toshi0383__Bitrise-iOS/project.yml", 4, 4, 0, 1, 0, 11, 0),
        ("22-0xvon__otoaka-ios/project.yml", 9, 18, 0, 3, 0, 2, 2),
        // Three Firebase products, and App from the local iOSPackage that 'localPackages' names.
        ("23-trszdev__comrade.dvr/project.yml", 1, 0, 0, 4, 0, 0, 1),
        ("24-0x0c__SenchaApp/project.yml", 2, 1, 0, 1, 0, 0, 0),
        ("25-0x0c__SpiceMethod/project.yml", 4, 2, 0, 2, 0, 0, 0),
        ("26-0x69k3ttl3k0rn__pixl-voucher-ios/project.yml", 1, 0, 0, 0, 0, 0, 0),
        ("27-karpov-sv__Tunnels/xcodegen.yml", 1, 0, 0, 0, 0, 0, 0),
        ("28-Fuyan777__CharaStadio/project.yml", 2, 1, 1, 0, 0, 0, 0),
        ("29-Wikia__ios-modular-example/project.yml", 2, 1, 0, 0, 0, 1, 0),
        ("30-bitwarden__authenticator-ios/project-bwa.yml", 4, 4, 0, 8, 0, 0, 1),
        ("31-0xpratzyy__telegraham/project.yml", 2, 1, 0, 5, 0, 0, 0),
        ("32-0xOpenBytes__OpenWeather/project.yml", 3, 1, 0, 9, 0, 0, 0),
        ("33-0xrichyrich__talaria/project.yml", 3, 2, 2, 3, 0, 0, 3),
    ]

@Suite struct XcodeGenCorpusTests {
    @Test("every corpus spec loads with the targets, edges, packages, SDKs and externals XcodeGen gives it")
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
            var externals: [DependencyDeclaration.Kind: Set<String>] = [:]
            var localPackages: Set<String> = []
            for dependency in manifest.targets.flatMap(\.dependencies) {
                // A package or framework entry that names a target links the target.
                let namesTarget = dependency.kind == .package || dependency.kind == .framework
                guard dependency.kind != .target, !(namesTarget && names.contains(dependency.name)) else { continue }
                let kind = dependency.kind == .framework ? .project : dependency.kind
                externals[kind, default: []].insert(dependency.name)
                if dependency.isLocalPackage { localPackages.insert(dependency.name) }
            }
            #expect(externals[.package, default: []].count == expected.packages, "\(expected.spec)")
            #expect(externals[.sdk, default: []].count == expected.sdks, "\(expected.spec)")
            #expect(externals[.project, default: []].count == expected.externals, "\(expected.spec)")
            #expect(localPackages.count == expected.localPackages, "\(expected.spec)")
            #expect(manifest.targets.count == expected.targets, "\(expected.spec)")
            #expect(edges == expected.edges, "\(expected.spec)")
            #expect(
                manifest.targets.filter(\.type.isClipOrExtension).count == expected.clipsAndExtensions,
                "\(expected.spec)")
        }
    }
}
