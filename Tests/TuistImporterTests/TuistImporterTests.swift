import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import TuistImporter

/// Stands in for Tuist: answers each folder's dump from `answers`, by folder, and records what was
/// asked; a folder it has no answer for fails as Tuist does.
final class CannedTuist: TuistEvaluator, @unchecked Sendable {
    // `@unchecked Sendable`: the tests call it from one thread only.
    let answers: [String: String]
    private(set) var asked: [String] = []

    init(_ answers: [String: String]) {
        self.answers = answers
    }

    func dump(
        _ kind: TuistManifestKind, folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(TuistEvaluationError) -> [UInt8] {
        asked.append("\(kind.rawValue) \(folder)")
        guard let json = answers[folder] else { throw TuistEvaluationError("tuist dump failed with exit status 1") }
        return Array(json.utf8)
    }
}

/// One target of a dump: `name`, `product`, and the rest of its fields as JSON text.
func dumpTarget(_ name: String, _ product: String, _ rest: String = "") -> String {
    #"{"name": "\#(name)", "product": "\#(product)", "bundleId": "com.example.\#(name)", "destinations": ["iPhone", "iPad"]\#(rest.isEmpty ? "" : ", " + rest)}"#
}

/// A project's dump.
func dumpProject(_ name: String, _ targets: [String], settings: String? = nil) -> String {
    #"{"name": "\#(name)", "targets": [\#(targets.joined(separator: ", "))]\#(settings.map { #", "settings": \#($0)"# } ?? "")}"#
}

/// The result of importing `manifest` from `files`, evaluated by `tuist`.
func importTuist(_ manifest: String, _ files: [String: String], tuist: CannedTuist) -> ImportResult {
    TuistImporter(fileSystem: InMemoryFileSystem(files), evaluator: tuist).load(path: manifest)
}

@Suite struct TuistImporterTests {
    static let appManifest = """
        import ProjectDescription

        let project = Project(
            name: "App",
            targets: [
                .target(
                    name: "App",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "com.example.App",
                    dependencies: [
                        .target(name: "Core"),
                        .target(name: "Weak", status: .optional),
                        .target(name: "Generated", status: .none),
                        .macro(name: "Macros"),
                        .project(target: "Other", path: "../Other"),
                        .external(name: "Alamofire"),
                        .package(product: "Lottie"),
                        .package(product: "Lint", type: .plugin),
                        .sdk(name: "StoreKit", type: .framework),
                        .xcframework(path: "Vendor/X.xcframework"),
                        .target(name: "MacOnly", condition: .when([.macos])),
                    ]
                ),
            ]
        )
        """

    static let appDump = dumpProject(
        "App",
        [
            dumpTarget(
                "App", "app",
                #"""
                "dependencies": [
                  {"target": {"name": "Core", "status": "required"}},
                  {"target": {"name": "Weak", "status": "optional"}},
                  {"target": {"name": "Generated", "status": "none"}},
                  {"macro": {"name": "Macros"}},
                  {"project": {"target": "Other", "path": {"pathString": "../Other", "type": "relativeToManifest"}, "status": "required"}},
                  {"external": {"name": "Alamofire"}},
                  {"package": {"product": "Lottie", "type": {"runtime": {}}}},
                  {"package": {"product": "Lint", "type": {"plugin": {}}}},
                  {"sdk": {"name": "StoreKit", "type": "framework", "status": "required"}},
                  {"xcframework": {"path": {"pathString": "Vendor/X.xcframework", "type": "relativeToManifest"}, "status": "required"}},
                  {"target": {"name": "MacOnly", "status": "required", "condition": {"platformFilters": [{"macos": {}}]}}}
                ]
                """#),
            dumpTarget("Core", "framework"), dumpTarget("Weak", "framework"), dumpTarget("Generated", "framework"),
            dumpTarget("Macros", "macro"), dumpTarget("MacOnly", "framework"),
        ])

    @Test("each kind of dependency Tuist prints becomes an entry of its kind, linked or built only, at its line")
    func dependencyKinds() throws {
        let tuist = CannedTuist(["App": Self.appDump])
        let result = importTuist("App/Project.swift", ["App/Project.swift": Self.appManifest], tuist: tuist)
        #expect(result.problems.isEmpty)
        let app = try #require(result.targets.first { $0.name == "App" })
        let entries = app.dependencies.map {
            "\($0.kind.rawValue) \($0.name) \($0.links ? "links" : "builds") \($0.location)"
        }
        #expect(
            entries == [
                "target Core links App/Project.swift:12:31",
                "target Weak links App/Project.swift:13:31",
                "target Generated builds App/Project.swift:14:31",
                "target Macros builds App/Project.swift:15:30",
                "project Other/Other links App/Project.swift:16:34",
                "package Alamofire links App/Project.swift:17:33",
                "package Lottie links App/Project.swift:18:35",
                "package Lint builds App/Project.swift:19:35",
                "sdk StoreKit links App/Project.swift:20:28",
                "framework Vendor/X.xcframework links App/Project.swift:21:36",
            ])
        #expect(app.location.description == "App/Project.swift:7:19")
        #expect(app.bundleID?.location.description == "App/Project.swift:10:23")
        #expect(tuist.asked == ["project App"])
    }

    /// A workspace of two projects that a helper makes, each with a `Tests` target, one
    /// depending on the other through `.project`.
    static let workspaceFiles = [
        "Workspace.swift": """
        import ProjectDescription

        let workspace = Workspace(name: "Shop", projects: ["Modules/*", "Missing"])
        """,
        "Tuist/ProjectDescriptionHelpers/Module.swift": """
        extension Project {
            public static func module(name: String, dependencies: [TargetDependency] = []) -> Project {
                Project(name: name, targets: [
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "b", dependencies: dependencies),
                    .target(name: "Tests", destinations: .iOS, product: .unitTests, bundleId: "t"),
                ])
            }
        }
        """,
        "Modules/Cart/Project.swift": """
        let project = Project.module(
            name: "Cart",
            dependencies: [.project(target: "Core", path: "../Core")]
        )
        """,
        "Modules/Core/Project.swift": "let project = Project.module(name: \"Core\")\n",
    ]

    static let workspaceAnswers = [
        ".":
            #"{"name": "Shop", "projects": [{"pathString": "Modules/*", "type": "relativeToManifest"}, {"pathString": "Missing", "type": "relativeToManifest"}]}"#,
        "Modules/Cart": dumpProject(
            "Cart",
            [
                dumpTarget(
                    "Cart", "framework",
                    #""dependencies": [{"project": {"target": "Core", "path": {"pathString": "../Core", "type": "relativeToManifest"}, "status": "required"}}]"#
                ),
                dumpTarget("Tests", "unit_tests"),
            ]),
        "Modules/Core": dumpProject("Core", [dumpTarget("Core", "framework"), dumpTarget("Tests", "unit_tests")]),
    ]

    @Test(
        "a workspace's pattern reads each project under it; names stay unique and a .project dependency is its target"
    )
    func workspace() throws {
        let tuist = CannedTuist(Self.workspaceAnswers)
        let result = importTuist("Workspace.swift", Self.workspaceFiles, tuist: tuist)
        #expect(result.problems.isEmpty)
        #expect(result.targets.map(\.name) == ["Cart", "Tests", "Core", "Core/Tests"])
        let cart = try #require(result.targets.first)
        #expect(
            cart.dependencies.map { "\($0.kind.rawValue) \($0.name) \($0.location)" } == [
                "target Core Modules/Cart/Project.swift:3:37"
            ])
        #expect(cart.location.description == "Modules/Cart/Project.swift:2:11")
        // The helper writes the tests' name, so that is where findings about them point.
        #expect(result.targets[1].location.description == "Tuist/ProjectDescriptionHelpers/Module.swift:5:27")
        #expect(
            result.warnings.map { "\($0.location): \($0.message)" } == [
                "Workspace.swift:3:65: the workspace lists 'Missing', where no Project.swift is; nothing is read from it"
            ])
        #expect(tuist.asked == ["workspace .", "project Modules/Cart", "project Modules/Core"])
    }

    @Test("a target whose name no manifest or helper writes points at the call that makes the project, with a note")
    func unlocatedTarget() throws {
        let tuist = CannedTuist(["App": dumpProject("App", [dumpTarget("AppTests", "unit_tests")])])
        let result = importTuist(
            "App/Project.swift", ["App/Project.swift": "let project = Project.app()\n"], tuist: tuist)
        #expect(result.targets.first?.location.description == "App/Project.swift:1:15")
        #expect(
            result.notes.map(\.message) == [
                "target 'AppTests' is made where targetlint cannot find its name written (a helper builds it); findings about it point here"
            ])
    }

    @Test("Tuist 3's platform, deployment target and SDK names with their extension are read as Tuist 4's")
    func tuist3() throws {
        let target = #"""
            {"name": "Clip", "product": "appClip", "bundleId": "c", "platform": "iOS",
             "deploymentTarget": {"iOS": {"targetVersion": "15.0", "devices": 3}},
             "dependencies": [{"sdk": {"name": "StoreKit.framework", "status": "required"}},
                              {"packagePlugin": {"product": "SwiftLintPlugin"}}]}
            """#
        let tuist = CannedTuist(["App": dumpProject("App", [target])])
        let result = importTuist("App/Project.swift", ["App/Project.swift": "\"Clip\""], tuist: tuist)
        let clip = try #require(result.targets.first)
        #expect(clip.type == .appClip)
        #expect(clip.platform == "iOS")
        #expect(clip.deploymentTarget?.value.description == "15.0")
        #expect(
            clip.dependencies.map { "\($0.kind.rawValue) \($0.name) \($0.links)" } == [
                "sdk StoreKit true", "package SwiftLintPlugin false",
            ])
    }

    @Test("entitlements and an Info.plist written in the manifest are read at their lines there, a file's in the file")
    func propertyLists() throws {
        let manifest = """
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", entitlements: "App.entitlements"),
                .target(
                    name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "a.w",
                    infoPlist: .extendingDefault(with: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]]),
                    entitlements: .dictionary(["com.apple.security.application-groups": ["group.a.widget"]])
                ),
            ])
            """
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>com.apple.security.application-groups</key>
            \t<array><string>group.a</string></array>
            </dict>
            </plist>
            """
        let dump = dumpProject(
            "App",
            [
                dumpTarget(
                    "App", "app",
                    #""entitlements": {"file": {"path": {"pathString": "App.entitlements", "type": "relativeToManifest"}}}"#
                ),
                dumpTarget(
                    "Widget", "app_extension",
                    #"""
                    "infoPlist": {"extendingDefault": {"with": {"NSExtension": {"dictionary": {"_0": {"NSExtensionPointIdentifier": {"string": {"_0": "com.apple.widgetkit-extension"}}}}}}}},
                    "entitlements": {"dictionary": {"_0": {"com.apple.security.application-groups": {"array": {"_0": [{"string": {"_0": "group.a.widget"}}]}}}}}
                    """#),
            ])
        let result = importTuist(
            "App/Project.swift", ["App/Project.swift": manifest, "App/App.entitlements": entitlements],
            tuist: CannedTuist(["App": dump]))
        #expect(result.problems.isEmpty)
        let app = try #require(result.targets.first)
        #expect(app.appGroups.map { "\($0.value ?? "?") \($0.location)" } == ["group.a App/App.entitlements:5:9"])
        let widget = try #require(result.targets.last)
        #expect(
            widget.extensionPoint.map { "\($0.value) \($0.location)" }
                == "com.apple.widgetkit-extension App/Project.swift:5:91")
        #expect(
            widget.appGroups.map { "\($0.value ?? "?") \($0.location)" } == ["group.a.widget App/Project.swift:6:78"])
        #expect(result.files.contains("App/App.entitlements"))
    }

    @Test("what Tuist printed that is not a project's JSON is a problem at the manifest's first line")
    func malformedDump() {
        for (answer, message) in [
            ("Loading manifest...\nnot json", "tuist dump printed no JSON object"),
            ("{\"name\": \"App\"", "tuist dump printed what is not JSON"),
            ("{\"targets\": []}", "tuist dump printed JSON without a project 'name' and 'targets'"),
            (
                #"{"name": "A", "targets": [{"name": "T", "product": "app", "dependencies": [{"carrier": {}}]}]}"#,
                "tuist dump printed a dependency of 'T' of the unknown kind 'carrier'"
            ),
        ] {
            let result = importTuist("Project.swift", ["Project.swift": ""], tuist: CannedTuist([".": answer]))
            #expect(result.problems.first?.message.hasPrefix(message) == true, "\(result.problems)")
            #expect(result.problems.first?.locationDescription == "Project.swift:1:1")
        }
    }

    @Test("log lines Tuist prints before the JSON are passed over")
    func logLinesBeforeJSON() {
        let answer =
            "Loading and constructing the graph\nIt might take a while if the cache is empty\n"
            + dumpProject("App", [dumpTarget("App", "app")])
        let result = importTuist("Project.swift", ["Project.swift": ""], tuist: CannedTuist([".": answer]))
        #expect(result.problems.isEmpty)
        #expect(result.targets.map(\.name) == ["App"])
    }

    @Test("warnings Tuist prints after the JSON are passed over, as older Tuist prints them")
    func warningsAfterJSON() {
        // Pretty-printed, as Tuist prints it: the object ends at the first `}` alone on a line.
        let output =
            "{\n  \"name\": \"App\",\n  \"targets\": [" + dumpTarget("App", "app") + "]\n}\n"
            + "\nThe following warnings need attention:\n · a deprecated API {\n"
        let result = importTuist("Project.swift", ["Project.swift": ""], tuist: CannedTuist([".": output]))
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.targets.map(\.name) == ["App"])
    }

    @Test(
        "an app for the Apple Watch alone is a watch app that its app embeds; Tuist 3's bare entitlements path is a file"
    )
    func watchAppAndOldEntitlements() throws {
        let dump = dumpProject(
            "App",
            [
                dumpTarget("App", "app", #""dependencies": [{"target": {"name": "Watch"}}]"#),
                #"{"name": "Watch", "product": "app", "bundleId": "w", "destinations": ["appleWatch"], "entitlements": {"pathString": "W.entitlements", "type": "relativeToManifest"}}"#,
            ])
        let entitlements =
            "<plist><dict><key>com.apple.security.application-groups</key><array><string>group.w</string></array></dict></plist>"
        let result = importTuist(
            "Project.swift", ["Project.swift": "", "W.entitlements": entitlements], tuist: CannedTuist([".": dump]))
        let watch = try #require(result.targets.last)
        #expect(watch.type == .watchApp)
        #expect(watch.platform == "watchOS")
        #expect(watch.appGroups.map(\.value) == ["group.w"])
    }

    /// A graph as `tuist graph --format json` writes it, run in `/w/App`: projects as folders and
    /// projects in turn, targets by name, a configuration list of keys and values in turn, and an
    /// external package's project.
    static let graphJSON = #"""
        {"name": "App", "path": "/w/App", "projects": [
          "/w/App", {"name": "App", "path": "/w/App", "type": {"local": {}},
            "settings": {"base": {}, "configurations": [{"name": "Release", "variant": "release"}, {"settings": {"SWIFT_OPTIMIZATION_LEVEL": {"string": {"_0": "-Osize"}}}}]},
            "targets": {
              "Clip": {"name": "Clip", "product": "appClip", "bundleId": "c", "destinations": ["iPhone"],
                       "dependencies": [{"project": {"target": "Cart", "path": "/w/Modules", "status": "required"}},
                                        {"project": {"target": "Lottie", "path": "/w/Tuist/.build/checkouts/lottie", "status": "required"}}]},
              "App": {"name": "App", "product": "app", "bundleId": "a", "destinations": ["iPhone"],
                      "dependencies": [{"target": {"name": "Clip", "status": "required"}}]}}},
          "/w/Modules", {"name": "Modules", "path": "/w/Modules", "type": {"local": {}},
            "targets": {"Cart": {"name": "Cart", "product": "watch_2_app", "bundleId": "m", "destinations": ["appleWatch"], "dependencies": []}}},
          "/w/Tuist/.build/checkouts/lottie", {"name": "Lottie", "type": {"external": {"hash": "1"}},
            "targets": {"Lottie": {"name": "Lottie", "product": "framework", "bundleId": "l", "dependencies": []}}}
        ]}
        """#

    @Test("a json graph's projects are mapped under the graph's folder, an external project's targets are packages")
    func graph() throws {
        let files = [
            "App/graph.json": Self.graphJSON,
            "Modules/Project.swift": "",
            "App/Project.swift":
                "let project = Project(name: \"App\", targets: [.target(name: \"Clip\", bundleId: \"c\")])\n",
        ]
        let result = TuistImporter(fileSystem: InMemoryFileSystem(files)).load(path: "App/graph.json")
        #expect(result.problems.isEmpty, "\(result.problems)")
        // Targets in name order, as the graph lists them in none.
        #expect(
            result.targets.map { "\($0.name) \($0.type.rawValue) \($0.location)" } == [
                "App app App/Project.swift:1:29", "Clip app-clip App/Project.swift:1:60",
                "Cart watch-app Modules/Project.swift:1:1",
            ])
        let clip = try #require(result.targets.first { $0.name == "Clip" })
        #expect(clip.dependencies.map { "\($0.kind.rawValue) \($0.name)" } == ["target Cart", "package Lottie"])
        // The project's value, beneath the one Tuist writes into each target.
        let optimization = clip.settings.resolved["release"]?.projectValues["SWIFT_OPTIMIZATION_LEVEL"]
        #expect(optimization?.value.value == "-Osize")
        #expect(clip.settings.value(of: "SWIFT_OPTIMIZATION_LEVEL", in: "Release")?.value.value == "-O")
        let lone = TuistImporter(fileSystem: InMemoryFileSystem(["App/graph.json": Self.graphJSON])).load(
            path: "App/graph.json")
        #expect(
            lone.problems.first?.message.hasPrefix(
                "the graph's project 'App' has no Project.swift at App/Project.swift: the graph must lie in the folder")
                == true)
    }

    @Test("a legacyJSON graph's settings values, labelled 'value', and its external projects are read")
    func legacyGraph() throws {
        let legacy = #"""
            {"name": "App", "path": "/w", "projects": {
              "/w": {"name": "App", "path": "/w", "isExternal": false, "targets": [
                {"name": "App", "product": "app", "bundleId": "a",
                 "settings": {"configurations": [{"name": "Release", "variant": "release"}, {"settings": {"DEAD_CODE_STRIPPING": {"string": {"value": "NO"}}}}]},
                 "dependencies": [{"project": {"target": "Nuke", "path": "/w/Tuist/.build/checkouts/Nuke", "status": "required"}}]}]},
              "/w/Tuist/.build/checkouts/Nuke": {"name": "Nuke", "path": "/w/Tuist/.build/checkouts/Nuke", "isExternal": true, "targets": []}
            }}
            """#
        let result = TuistImporter(fileSystem: InMemoryFileSystem(["graph.json": legacy, "Project.swift": ""])).load(
            path: "graph.json")
        let app = try #require(result.targets.first)
        #expect(app.settings.value(of: "DEAD_CODE_STRIPPING", in: "Release")?.value.value == "NO")
        #expect(app.dependencies.map { "\($0.kind.rawValue) \($0.name)" } == ["package Nuke"])
    }

    @Test("a .json that is no graph is a problem at its first line saying what was expected")
    func notAGraph() {
        let result = TuistImporter(fileSystem: InMemoryFileSystem(["graph.json": #"{"projects": 1}"#])).load(
            path: "graph.json")
        #expect(
            result.problems.map { "\($0.locationDescription): \($0.message)" } == [
                "graph.json:1:1: the Tuist graph holds no 'path' and 'projects': expected what 'tuist graph --format json' writes"
            ])
    }

    @Test("a dump's default settings and configuration variants decide what Tuist writes beneath the settings")
    func dumpDefaultSettings() throws {
        let settings = #"""
            "settings": {"base": {}, "defaultSettings": {"essential": {"excluding": ["SWIFT_OPTIMIZATION_LEVEL"]}},
                         "configurations": [{"name": {"rawValue": "Production"}, "variant": "release", "settings": {}},
                                            {"name": {"rawValue": "Development"}, "variant": "debug", "settings": {}}]}
            """#
        let dump = dumpProject("App", [dumpTarget("Clip", "appClip", settings)])
        let result = importTuist("Project.swift", ["Project.swift": ""], tuist: CannedTuist([".": dump]))
        let clip = try #require(result.targets.first)
        #expect(clip.settings.resolved.keys.sorted() == ["development", "production"])
        #expect(clip.settings.value(of: "SWIFT_OPTIMIZATION_LEVEL", in: "Production") == nil)
        #expect(clip.settings.value(of: "SWIFT_COMPILATION_MODE", in: "Production") == nil)
        #expect(clip.settings.value(of: "GCC_OPTIMIZATION_LEVEL", in: "Development")?.value.value == "0")
        #expect(clip.settings.value(of: "GCC_OPTIMIZATION_LEVEL", in: "Production") == nil)
        // The size rule's `Release` stands for the release configurations, whatever their names.
        #expect(clip.settings.configurations(matching: "Release") == ["Production"])
    }

    @Test("a target's platform is iOS whenever it builds for iOS, whatever order Tuist's destinations come in")
    func platformOrder() {
        let dump = dumpProject(
            "App",
            [
                #"{"name": "A", "product": "app", "bundleId": "a", "destinations": ["mac", "macCatalyst", "iPad"]}"#,
                #"{"name": "B", "product": "app", "bundleId": "b", "destinations": ["macCatalyst"]}"#,
            ])
        let result = importTuist("Project.swift", ["Project.swift": ""], tuist: CannedTuist([".": dump]))
        #expect(result.targets.map { $0.platform ?? "-" } == ["iOS", "macCatalyst"])
    }

    @Test("a target's source globs become the folders they start from, for the App Group scan")
    func sources() throws {
        let target = dumpTarget(
            "Widget", "app_extension",
            #""sources": {"globs": [{"glob": {"pathString": "Widget/Sources/**", "type": "relativeToManifest"}, "excluding": []}]}"#
        )
        let result = importTuist(
            "App/Project.swift", ["App/Project.swift": #"sources: ["Widget/Sources/**"]"#],
            tuist: CannedTuist(["App": dumpProject("App", [target])]))
        let widget = try #require(result.targets.first)
        #expect(widget.sources.map { "\($0.value) \($0.location)" } == ["App/Widget/Sources App/Project.swift:1:11"])
    }

    @Test(
        "what Tuist compiles with every manifest, and so keys a kept answer: configuration, helpers, local plugins' helpers"
    )
    func evaluationInputs() {
        let files = [
            "Tuist.swift": #"let tuist = Tuist(project: .tuist(plugins: [.local(path: "Plugins/Templates")]))"#,
            "Tuist/ProjectDescriptionHelpers/Module.swift": "",
            "Plugins/Templates/ProjectDescriptionHelpers/Template.swift": "",
            "Plugins/Templates/Plugin.swift": "",
            "App/Project.swift": "",
        ]
        let folders = TuistFolders(manifest: "App/Project.swift", fileSystem: InMemoryFileSystem(files))
        #expect(folders.root == ".")
        #expect(
            folders.inputs == [
                "Tuist.swift", "Tuist/ProjectDescriptionHelpers/Module.swift",
                "Plugins/Templates/ProjectDescriptionHelpers/Template.swift",
            ])
    }
}
