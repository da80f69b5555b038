import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import TuistImporter

/// The result of importing `manifest` from `files` as written, with no evaluator.
private func importWritten(_ manifest: String, _ files: [String: String]) -> ImportResult {
    TuistImporter(fileSystem: InMemoryFileSystem(files)).load(path: manifest)
}

@Suite struct TuistManifestReaderTests {
    @Test("literal Tuist 4 targets are read with every dependency form, each at the line that writes it")
    func tuist4() throws {
        let manifest = """
            import ProjectDescription

            let coreName = "Core"
            let project = Project(
                name: "Shop",
                settings: .settings(base: ["SWIFT_VERSION": "6.0"]),
                targets: [
                    .target(
                        name: "Shop",
                        destinations: [.iPhone, .iPad],
                        product: .app,
                        bundleId: "com.example.shop",
                        deploymentTargets: .iOS("17.0"),
                        sources: ["Sources/**"],
                        dependencies: [
                            .target(name: "ShopClip"),
                            .target(name: coreName),
                            .project(target: "Payments", path: "//Modules/Payments"),
                            .external(name: "Alamofire"),
                            .package(product: "Lint", type: .plugin),
                            .sdk(name: "StoreKit", type: .framework, status: .optional),
                            .target(name: "Generated", status: .none),
                            .xctest,
                        ],
                        settings: .settings(
                            base: ["OTHER_LDFLAGS": ["$(inherited)", "-ObjC"]],
                            configurations: [.release(name: "Release", settings: ["SWIFT_OPTIMIZATION_LEVEL": "-Osize"])]
                        )
                    ),
                    .target(name: "ShopClip", destinations: .iOS, product: .appClip, bundleId: "com.example.shop.Clip"),
                    .target(name: "Core", destinations: .iOS, product: .staticFramework, bundleId: "com.example.core"),
                    .target(name: "Generated", destinations: .iOS, product: .framework, bundleId: "com.example.g"),
                ]
            )
            """
        let result = importWritten("Project.swift", ["Project.swift": manifest])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(
            result.targets.map { "\($0.name) \($0.type.rawValue) \($0.location)" } == [
                "Shop app Project.swift:9:19", "ShopClip app-clip Project.swift:30:23",
                "Core static-framework Project.swift:31:23", "Generated framework Project.swift:32:23",
            ])
        let shop = try #require(result.targets.first)
        #expect(shop.bundleID?.value == "com.example.shop")
        #expect(shop.deploymentTarget?.value.description == "17.0")
        #expect(shop.platform == "iOS")
        #expect(
            shop.dependencies.map { "\($0.kind.rawValue) \($0.name) \($0.links ? "links" : "builds") \($0.location)" }
                == [
                    "target ShopClip links Project.swift:16:31",
                    "target Core links Project.swift:3:16",
                    "project Payments/Payments links Project.swift:18:34",
                    "package Alamofire links Project.swift:19:33",
                    "package Lint builds Project.swift:20:35",
                    "sdk StoreKit links Project.swift:21:28",
                    "target Generated builds Project.swift:22:31",
                    "sdk XCTest links Project.swift:23:17",
                ])
        #expect(shop.settings.value(of: "SWIFT_OPTIMIZATION_LEVEL", in: "Release")?.value.value == "-Osize")
        // The target names its configurations, so Release is the only one, over the project's base.
        #expect(shop.settings.value(of: "OTHER_LDFLAGS", in: "Release")?.value.value == "$(inherited) -ObjC")
        #expect(shop.settings.value(of: "SWIFT_VERSION", in: "Release")?.value.value == "6.0")
        #expect(shop.settings.value(of: "SWIFT_VERSION", in: "Debug") == nil)
    }

    @Test("Tuist 3's Target(...) with platform and deploymentTarget is read, SDK names with their extension")
    func tuist3() throws {
        let manifest = """
            let project = Project(name: "Old", targets: [
                Target(
                    name: "Widget", platform: .iOS, product: .appExtension, bundleId: "w",
                    deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone),
                    infoPlist: .extendingDefault(with: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]]),
                    entitlements: .dictionary(["com.apple.security.application-groups": .array([.string("group.old")])]),
                    dependencies: [.sdk(name: "WidgetKit.framework", status: .required)]
                ),
            ])
            """
        let result = importWritten("Project.swift", ["Project.swift": manifest])
        let widget = try #require(result.targets.first)
        #expect(widget.type == .appExtension)
        #expect(widget.deploymentTarget?.value.description == "15.0")
        #expect(
            widget.extensionPoint.map { "\($0.value) \($0.location)" }
                == "com.apple.widgetkit-extension Project.swift:5:91")
        #expect(widget.appGroups.map { "\($0.value ?? "?") \($0.location)" } == ["group.old Project.swift:6:93"])
        #expect(widget.dependencies.map(\.name) == ["WidgetKit"])
    }

    @Test(
        "what helpers, loops and constants of other files make is one problem at the first place, counting the others")
    func helperTargets() throws {
        let manifest = """
            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: Constants.bundleID),
                    .feature("Cart"),
                    makeTests(for: "App"),
                ] + modules.map { .module($0) }
            )
            """
        let result = importWritten("Project.swift", ["Project.swift": manifest])
        #expect(
            result.problems.map { "\($0.locationDescription): \($0.message)" } == [
                "Project.swift:4:75: Project.swift is made with code targetlint does not run: it gives the bundle id of 'App' here as 'Constants.bundleID'; 3 more places (lines 5, 6, 7); pass --evaluate to let Tuist evaluate it, which runs its code"
            ])
    }

    @Test("a project a helper makes whole is a problem at the call naming --evaluate, not an empty graph")
    func onlyHelpers() {
        let result = importWritten("Project.swift", ["Project.swift": "let project = Project.app(name: \"App\")\n"])
        #expect(
            result.problems.map { "\($0.locationDescription): \($0.message)" } == [
                "Project.swift:1:15: Project.swift is made with code targetlint does not run: 'Project.app(...)' makes its project here; pass --evaluate to let Tuist evaluate it, which runs its code"
            ])
    }

    @Test("a file that is not Swift is a problem at its position; one with no Project(...) says what it expected")
    func unreadable() {
        let broken = importWritten(
            "Project.swift", ["Project.swift": "let project = Project(name: \"A\", targets: [\n"])
        #expect(broken.problems.first?.locationDescription.hasPrefix("Project.swift:") == true)
        #expect(broken.problems.first?.message.contains("expected") == true)
        let none = importWritten("Project.swift", ["Project.swift": "import ProjectDescription\n"])
        #expect(
            none.problems.map(\.message) == [
                "Project.swift declares no 'Project(...)' that targetlint can read; expected 'let project = Project(name: ..., targets: [...])'"
            ])
    }

    @Test("a lone project reads the projects its .project dependencies name, as Tuist loads them")
    func followsProjects() throws {
        let files = [
            "App/Project.swift": """
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
                        dependencies: [.project(target: "Cart", path: "../Cart")]),
            ])
            """,
            "Cart/Project.swift": """
            let project = Project(name: "Cart", targets: [
                .target(name: "Cart", destinations: .iOS, product: .framework, bundleId: "c"),
            ])
            """,
        ]
        let result = importWritten("App/Project.swift", files)
        #expect(result.targets.map(\.name) == ["App", "Cart"])
        #expect(result.targets.first?.dependencies.map { "\($0.kind.rawValue) \($0.name)" } == ["target Cart"])
    }

    @Test(
        "configurations' xcconfig files are read beneath base and the configuration's values, the project's beneath the target's"
    )
    func xcconfigFiles() throws {
        let files = [
            "Project.swift": """
            let project = Project(
                name: "App",
                settings: .settings(configurations: [
                    .debug(name: .debug, xcconfig: "Configs/Debug.xcconfig"),
                    .release(name: .release, xcconfig: "Configs/Release.xcconfig"),
                ]),
                targets: [
                    .target(
                        name: "Clip", destinations: .iOS, product: .appClip, bundleId: "c",
                        settings: .settings(base: ["DEAD_CODE_STRIPPING": "YES"], release: ["SWIFT_OPTIMIZATION_LEVEL": "-Osize"])
                    ),
                ]
            )
            """,
            "Configs/Release.xcconfig": "SWIFT_OPTIMIZATION_LEVEL = -O\nSTRIP_INSTALLED_PRODUCT = YES\n",
        ]
        let result = importWritten("Project.swift", files)
        let clip = try #require(result.targets.first)
        let optimization = try #require(clip.settings.value(of: "SWIFT_OPTIMIZATION_LEVEL", in: "Release"))
        #expect(optimization.value.value == "-Osize")
        #expect(optimization.source == .config("Release"))
        let strip = try #require(clip.settings.value(of: "STRIP_INSTALLED_PRODUCT", in: "Release"))
        #expect("\(strip.value.value) \(strip.value.location)" == "YES Configs/Release.xcconfig:2:1")
        #expect(strip.source == .configFile("Configs/Release.xcconfig"))
        // Tuist writes its defaults into the target, over the project's xcconfig file.
        let mode = try #require(clip.settings.value(of: "SWIFT_COMPILATION_MODE", in: "Release"))
        #expect(mode.value.value == "wholemodule")
        #expect(mode.source == .generatorDefaults("Tuist's recommended settings (release)"))
        #expect(clip.settings.value(of: "DEAD_CODE_STRIPPING", in: "Debug")?.value.value == "YES")
        // The Debug file is missing: its configuration says so, and a warning, once.
        #expect(
            clip.settings.unsetReason(of: "SWIFT_COMPILATION_MODE", in: "Debug")?.contains("Configs/Debug.xcconfig")
                == true)
        #expect(
            result.warnings.map(\.message) == [
                "configuration 'Debug' names the xcconfig file 'Configs/Debug.xcconfig', which does not exist; what it sets is unknown"
            ])
    }

    @Test(
        "Tuist's default settings sit beneath a level's own: recommended, essential, none, excluding, and a target without settings takes the project's"
    )
    func defaultSettings() throws {
        let manifest = """
            let project = Project(
                name: "App",
                settings: .settings(defaultSettings: .essential(excluding: ["COPY_PHASE_STRIP"])),
                targets: [
                    .target(name: "Plain", destinations: .iOS, product: .appClip, bundleId: "p"),
                    .target(
                        name: "Own", destinations: .iOS, product: .appExtension, bundleId: "o",
                        settings: .settings(base: ["SWIFT_OPTIMIZATION_LEVEL": "-Osize"])
                    ),
                    .target(
                        name: "Bare", destinations: .iOS, product: .framework, bundleId: "b",
                        settings: .settings(defaultSettings: .none)
                    ),
                ]
            )
            """
        let result = importWritten("Project.swift", ["Project.swift": manifest])
        #expect(result.problems.isEmpty, "\(result.problems)")
        func value(_ key: String, of target: String, in configuration: String = "Release") -> String? {
            result.targets.first { $0.name == target }?.settings.value(of: key, in: configuration)?.value.value
        }
        // The project's essential set: no dead-code stripping, no COPY_PHASE_STRIP (excluded).
        #expect(value("DEAD_CODE_STRIPPING", of: "Plain") == nil)
        #expect(value("COPY_PHASE_STRIP", of: "Plain") == nil)
        #expect(value("GCC_OPTIMIZATION_LEVEL", of: "Plain", in: "Debug") == "0")
        // A target without settings takes the project's set; essential writes no compilation mode.
        #expect(value("SWIFT_OPTIMIZATION_LEVEL", of: "Plain") == "-O")
        #expect(value("SWIFT_COMPILATION_MODE", of: "Plain") == nil)
        // A target with settings takes its own set, recommended unless it says, under its values.
        #expect(value("SWIFT_OPTIMIZATION_LEVEL", of: "Own") == "-Osize")
        #expect(value("SWIFT_COMPILATION_MODE", of: "Own") == "wholemodule")
        #expect(value("SWIFT_OPTIMIZATION_LEVEL", of: "Bare") == nil)
    }

    @Test(
        "whether a clip or extension compiles an asset catalog comes from its resources: named, found below a pattern, or none"
    )
    func assetCatalogs() throws {
        let manifest = """
            let project = Project(name: "App", targets: [
                .target(name: "Named", destinations: .iOS, product: .appClip, bundleId: "n", resources: ["Clip/Assets.xcassets"]),
                .target(name: "Found", destinations: .iOS, product: .appExtension, bundleId: "f", resources: ["Widget/Resources/**"]),
                .target(name: "None", destinations: .iOS, product: .appExtension, bundleId: "o", resources: ["Share/Resources/**"]),
                .target(name: "Strings", destinations: .iOS, product: .appExtension, bundleId: "s", resources: ["Widget/**/*.strings"]),
                .target(name: "Bare", destinations: .iOS, product: .appExtension, bundleId: "b"),
                .target(name: "Computed", destinations: .iOS, product: .appExtension, bundleId: "c", resources: Resources.all),
            ])
            """
        let result = importWritten(
            "Project.swift",
            [
                "Project.swift": manifest, "Widget/Resources/Media/Icons.xcassets/Contents.json": "{}",
                "Share/Resources/Localizable.strings": "",
            ])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(
            result.targets.map { "\($0.name) \($0.compilesAssetCatalog.map(String.init) ?? "unknown")" } == [
                "Named true", "Found true", "None false", "Strings false", "Bare false", "Computed unknown",
            ])
    }

    @Test("sources written as paths from the root, in a list or a glob, start from the root's folder")
    func sourcesFromTheRoot() throws {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w",
                        sources: .paths([.relativeToRoot("Project/Widget/Sources/**")])),
                .target(name: "Share", destinations: .iOS, product: .appExtension, bundleId: "s",
                        sources: [.glob(.relativeToManifest("Share/**")), "Shared/**"]),
            ])
            """
        let result = importWritten(
            "Project/App/Project.swift",
            ["Project/App/Project.swift": manifest, "Tuist.swift": "import ProjectDescription\n"])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(
            result.targets.map { "\($0.name): \($0.sources.map(\.value).joined(separator: ", "))" } == [
                "Widget: Project/Widget/Sources", "Share: Project/App/Share, Project/App/Shared",
            ])
    }
}
