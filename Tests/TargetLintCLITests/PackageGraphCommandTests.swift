import Foundation
import Project
import Reporters
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import TargetLintCLI

/// The commands over `Samples/packages`: an XcodeGen spec whose extensions link Swift packages, SDKs
/// and another project's target through a core module, with layers and custom rules beside it.
@Suite struct PackageGraphCommandTests {
    @Test("lint reports package products through the core module, by custom and layer rules, as the golden file")
    func lint() throws {
        let (status, output) = run("lint", "Samples/packages")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "packages-lint.txt")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "Samples/packages/project.yml:85:9: error: app extension 'NewsroomNotificationService' links 'FirebaseAnalytics', which 'forbid' entry '{type: package, name: Firebase*}' matches, via NewsroomNotificationService → CoreAnalytics → FirebaseAnalytics [no-firebase-in-notifications]"
            ))
        #expect(
            lines.contains(
                "Samples/packages/project.yml:69:9: error: Extensions must not link the analytics events: app extension 'NewsroomShare' links 'AnalyticsEvents' via NewsroomShare → CoreAnalytics → AnalyticsEvents [no-analytics-in-extensions]"
            ))
        // The local package is a feature module; the remote ones have no layer.
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "links feature module 'ReaderFeature' via NewsroomShare → ReaderFeature [no-feature-in-extension]")
            })
        #expect(lines.contains { $0.contains("links core module 'NewsKit'") && $0.hasSuffix("[allowed-core-modules]") })
        #expect(!lines.contains { $0.contains("'Lottie'") })  // linked by the app, not by an extension
        #expect(lines.last == "6 errors, 0 warnings in 4 targets")
    }

    @Test("a finding's path ends at the package, and JSON carries it with the rule and location")
    func lintJSON() throws {
        let (status, output) = run("lint", "Samples/packages", "--format", "json")
        #expect(status == .findings)
        guard case .object(let report) = try JSONValue(parsing: output.standardOutput),
            case .array(let diagnostics) = report["diagnostics"]
        else {
            Issue.record("no diagnostics in \(output.standardOutput)")
            return
        }
        let findings = diagnostics.compactMap { value -> [String: JSONValue]? in
            guard case .object(let fields) = value, fields["rule"] == .string("no-firebase-in-notifications") else {
                return nil
            }
            return fields
        }
        guard let fields = findings.first else {
            Issue.record("no finding of no-firebase-in-notifications")
            return
        }
        #expect(fields["file"] == .string("Samples/packages/project.yml"))
        #expect(fields["line"] == .number(85))
        #expect(fields["column"] == .number(9))
        #expect(
            fields["path"]
                == .array([
                    .string("NewsroomNotificationService"), .string("CoreAnalytics"), .string("FirebaseAnalytics"),
                ]))
    }

    @Test("the spec alone lints with the default layers: the local feature package is still found")
    func specAlone() {
        let (status, output) = run("lint", "Samples/packages/project.yml")
        #expect(status == .findings)
        #expect(
            output.standardOutput == """
                Samples/packages/project.yml:70:9: error: app extension 'NewsroomShare' links feature module 'ReaderFeature' via NewsroomShare → ReaderFeature [no-feature-in-extension]
                1 error, 0 warnings in 4 targets

                """)
    }

    @Test(
        "tree shows package products, SDKs and externals with their types, and what is not linked, as the golden file")
    func tree() throws {
        let (status, output) = run("tree", "Newsroom", "Samples/packages")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "tree-packages.txt")
    }

    @Test("tree --reverse from a package product lists who links it, up to the apps")
    func reverseTree() {
        let (status, output) = run("tree", "FirebaseAnalytics", "Samples/packages", "--reverse")
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                FirebaseAnalytics (package)
                └── CoreAnalytics (framework, core)
                    ├── Newsroom (app)
                    ├── NewsroomShare (app extension)
                    │   └── Newsroom (app) embeds it
                    └── NewsroomNotificationService (app extension)
                        └── Newsroom (app) embeds it

                """)
    }

    @Test("why explains how an extension reaches a package product, each step at its line, as the golden file")
    func why() throws {
        let (status, output) = run("why", "NewsroomNotificationService", "FirebaseAnalytics", "Samples/packages")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "why-packages.txt")
    }

    @Test("why takes an SDK as entries write it, with its suffix")
    func whySDKSuffix() {
        let bare = run("why", "NewsroomNotificationService", "AdSupport", "Samples/packages")
        let suffixed = run("why", "NewsroomNotificationService", "AdSupport.framework", "Samples/packages")
        #expect(bare.status == .success)
        #expect(suffixed.status == .success)
        #expect(suffixed.output.standardOutput == bare.output.standardOutput)
    }

    @Test("why marks a dependency with link: false as not linked")
    func whyNotLinked() {
        let (status, output) = run("why", "NewsroomNotificationService", "Lottie", "Samples/packages")
        #expect(status == .success)
        #expect(
            output.standardOutput.hasSuffix(
                "NewsroomNotificationService → Lottie  Samples/packages/project.yml:89:9 (not linked)\n"))
    }

    @Test("graph --format json gives package, sdk and external nodes and build edges, as the golden file")
    func graphJSON() throws {
        let (status, output) = run("graph", "Samples/packages", "--format", "json")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "graph-packages.json")
        guard case .object(let graph) = try JSONValue(parsing: output.standardOutput),
            case .array(let nodes) = graph["nodes"], case .array(let edges) = graph["edges"]
        else {
            Issue.record("not a graph: \(output.standardOutput)")
            return
        }
        var types: [String: String] = [:]
        for case .object(let node) in nodes {
            if case .string(let name) = node["name"], case .string(let type) = node["type"] { types[name] = type }
        }
        #expect(types["FirebaseAnalytics"] == "package")
        #expect(types["AdSupport"] == "sdk")
        #expect(types["Payments/PaymentsKit"] == "external")
        #expect(types["Vendor/GoogleMobileAds.xcframework"] == "external")
        #expect(types["CoreAnalytics"] == "framework")
        #expect(types["SwiftLintPlugins"] == nil && types["SwiftLintBuildToolPlugin"] == nil)
        #expect(
            edges.contains(
                .object([
                    "from": .string("NewsroomNotificationService"), "to": .string("Lottie"), "kind": .string("build"),
                ])))
    }

    @Test("graph --focus on a package product keeps what links it")
    func focus() throws {
        let (status, output) = run("graph", "Samples/packages", "--format", "mermaid", "--focus", "AnalyticsEvents")
        #expect(status == .success)
        #expect(output.standardOutput.contains("[\"AnalyticsEvents\"]:::package"))
        #expect(output.standardOutput.contains("[\"NewsroomShare\"]:::small"))
        #expect(!output.standardOutput.contains("\"Lottie\""))
    }

    @Test("stats counts external nodes apart from targets, as the golden file")
    func stats() throws {
        let (status, output) = run("stats", "Samples/packages")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "stats-packages.txt")
        #expect(output.standardOutput.hasPrefix("4 targets, 13 external nodes\n"))
    }

    @Test("a 'from' type of package is an error that says where packages go, and exits 2")
    func fromPackage() {
        let manifest = """
            targets:
              Widget: {type: app-extension, extension-point: widget, dependencies: [{package: Lottie}]}
            rules:
              custom:
                - {id: no-lottie, from: {type: package}, forbid: [Lottie]}
            """
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest]))
        let status = TargetLint.run(arguments: ["lint", "targetlint.yml"], environment: environment, output: &output)
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "targetlint.yml:5:36: error: type 'package' in 'from' of custom rule 'no-lottie' selects no target: 'from' chooses the declared targets the rule checks; name package products in 'forbid' or 'allow' instead, as in '{type: package, name: \"…\"}'\n"
            ))
    }

    /// A manifest with a clip and extensions that link packages, SDKs and frameworks, directly,
    /// through modules and not at all, with every rule configured.
    static let everything = """
        rules:
          allowed-core-modules:
            app-clip: [Core, Lottie]
            widget: [Core]
          app-group-constant:
            module: Constants
          size-budget:
            app-clip: 2 MB
          custom:
            - {id: no-ads, from: {type: [app-clip, app-extension]}, forbid: [{type: sdk, name: AdSupport}, "Vendor/*"]}
            - {id: widget-only, from: {extension-point: widget}, allow: [Core, Constants, {type: sdk, name: WidgetKit}]}
            - {id: direct, from: {name: "*"}, transitive: false, forbid: [{type: [package, sdk, external]}]}
        targets:
          Shop:
            type: app
            bundle-id: com.example.shop
            app-groups: [group.com.example.shop]
            dependencies: [ShopClip, ShopWidget, Core, {package: Lottie}, {framework: Vendor/Ads.xcframework}]
          ShopClip:
            type: app-clip
            bundle-id: com.example.shop.Clip
            app-groups: [group.com.example.shop]
            size: 1 MB
            dependencies: [Core, Constants, {package: Lottie, size: 1.4 MB}, {sdk: HealthKit}, {framework: Vendor/Ads.xcframework}]
          ShopWidget:
            type: app-extension
            extension-point: widget
            bundle-id: com.example.shop.Widget
            dependencies: [Core, {sdk: WidgetKit}, {package: Charts}]
          Core:
            type: framework
            dependencies: [{package: Lottie}, {sdk: AdSupport}, {sdk: CoreData}, {package: FirebaseAnalytics, size: 3 MB}, Cycle]
          Cycle:
            type: framework
            dependencies: [Core, {package: Missing}]
          Constants:
            type: framework
        """

    @Test("every command and format runs over every node of projects with package products, SDKs and externals")
    func everyViewOfEveryNode() throws {
        let projects: [(files: [String: String], path: String)] = [
            (["targetlint.yml": Self.everything], "targetlint.yml"),
            (
                try [
                    "targetlint.yml": String(
                        contentsOfFile: packageRoot + "/Samples/packages/targetlint.yml", encoding: .utf8),
                    "project.yml": String(
                        contentsOfFile: packageRoot + "/Samples/packages/project.yml", encoding: .utf8),
                ], "targetlint.yml"
            ),
        ]
        for (files, path) in projects {
            let fileSystem = InMemoryFileSystem(files)
            let environment = CommandEnvironment(fileSystem: fileSystem)
            func command(_ arguments: [String]) -> TargetLintCLI.ExitStatus {
                var output = CommandOutput()
                let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
                #expect(output.standardError == "", "\(arguments)")
                return status
            }
            let graph = ProjectGraph(manifest: try ManifestLoader(fileSystem: fileSystem).load(path: path))
            #expect(graph.targets.count > graph.declaredCount)
            #expect(Set(graph.targets.map(\.type)).isSuperset(of: [.package, .sdk, .external]))
            for format in ReportFormat.allCases {
                #expect(command(["lint", path, "--format", format.rawValue]) == .findings)
            }
            #expect(command(["stats", path]) == .success)
            for format in ["dot", "mermaid", "json"] {
                #expect(command(["graph", path, "--format", format]) == .success)
            }
            for node in graph.targetNames {
                #expect(command(["tree", node, path]) == .success)
                #expect(command(["tree", node, path, "--reverse", "--all"]) == .success)
                #expect(command(["graph", path, "--format", "json", "--focus", node]) == .success)
                for source in graph.declaredNames {
                    #expect([.success, .findings].contains(command(["why", source, node, path])))
                }
            }
        }
    }
}
