import TestSupport
import Testing

@testable import XcodeProjectImporter

@Suite struct XcodeImporterTests {
    @Test("targets take their types from the product type; aggregate targets are tools")
    func targetTypes() throws {
        let project = projectFile(
            pbxProject(targets: ["T1", "T2", "T3", "T4", "T5"])
                + pbxTarget("T1", name: "App", type: "application")
                + pbxTarget("T2", name: "Clip", type: "application.on-demand-install-capable")
                + pbxTarget("T3", name: "Share", type: "app-extension")
                + pbxTarget("T4", name: "Kit", type: "framework")
                + "T5 = {isa = PBXAggregateTarget; name = Lint; dependencies = (); };\n")
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": project])
        #expect(manifest.targets.map(\.name) == ["App", "Clip", "Share", "Kit", "Lint"])
        #expect(manifest.targets.map(\.type) == [.app, .appClip, .appExtension, .framework, .tool])
        #expect(manifest.project == "App")
        let app = try target("App", in: manifest)
        #expect(app.location.description == "App.xcodeproj/project.pbxproj:7:136")
    }

    @Test("target dependencies link what the target links or embeds, and are built first otherwise")
    func targetDependencies() throws {
        let project = projectFile(
            pbxProject(targets: ["TA", "TE", "TK", "TG"])
                + pbxTarget(
                    "TA", name: "App", type: "application", dependencies: ["D1", "D2", "D3"],
                    phases: ["FW", "EMBED"])
                + pbxTarget("TE", name: "Widget", type: "app-extension", product: "WE")
                + pbxTarget("TK", name: "Kit", type: "framework", product: "WK")
                + pbxTarget("TG", name: "Generator", type: "tool", product: "WG")
                    + """
                    D1 = {isa = PBXTargetDependency; target = TE; };
                    D2 = {isa = PBXTargetDependency; targetProxy = X2; };
                    X2 = {isa = PBXContainerItemProxy; containerPortal = P; proxyType = 1; remoteGlobalIDString = TK; remoteInfo = Kit; };
                    D3 = {isa = PBXTargetDependency; target = TG; };
                    FW = {isa = PBXFrameworksBuildPhase; files = (B1, B2, B3); };
                    B1 = {isa = PBXBuildFile; fileRef = WK; };
                    B2 = {isa = PBXBuildFile; fileRef = SDK; };
                    B3 = {isa = PBXBuildFile; fileRef = LIBZ; };
                    EMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (B4); };
                    B4 = {isa = PBXBuildFile; fileRef = WE; };
                    WE = {isa = PBXFileReference; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
                    WK = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    WG = {isa = PBXFileReference; path = Generator; sourceTree = BUILT_PRODUCTS_DIR; };
                    SDK = {isa = PBXFileReference; name = StoreKit.framework; path = System/Library/Frameworks/StoreKit.framework; sourceTree = SDKROOT; };
                    LIBZ = {isa = PBXFileReference; name = libz.tbd; path = usr/lib/libz.tbd; sourceTree = SDKROOT; };
                    """)
        let manifest = try loadXcode(["App.xcodeproj/project.pbxproj": project])
        let app = try target("App", in: manifest)
        #expect(
            dependencyList(app) == [
                "target Widget", "target Kit", "target Generator (build)", "sdk StoreKit", "sdk libz",
            ])
        #expect(app.dependencies[0].location.description == "App.xcodeproj/project.pbxproj:7:137")
    }

    @Test("a product linked without a target dependency is a dependency all the same")
    func linkedProductWithoutDependency() throws {
        let project = projectFile(
            pbxProject(targets: ["TA", "TK"])
                + pbxTarget("TA", name: "App", type: "application", phases: ["FW"])
                + pbxTarget("TK", name: "Kit", type: "framework", product: "WK")
                    + """
                    FW = {isa = PBXFrameworksBuildPhase; files = (B1, B2); };
                    B1 = {isa = PBXBuildFile; fileRef = WK; };
                    B2 = {isa = PBXBuildFile; fileRef = VENDOR; };
                    WK = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    VENDOR = {isa = PBXFileReference; path = Vendor/Analytics.xcframework; sourceTree = "<group>"; };
                    """)
        let app = try target("App", in: loadXcode(["App.xcodeproj/project.pbxproj": project]))
        #expect(dependencyList(app) == ["target Kit", "framework Analytics.xcframework"])
    }

    @Test("package products: remote ones are package nodes, plugins are no dependency")
    func remotePackageProducts() throws {
        let project = projectFile(
            pbxProject(targets: ["TA"], packages: ["R"])
                + pbxTarget("TA", name: "App", type: "application", packages: ["PP", "PL"])
                    + """
                    PP = {isa = XCSwiftPackageProductDependency; package = R; productName = Lottie; };
                    PL = {isa = XCSwiftPackageProductDependency; package = R; productName = "plugin:LintPlugin"; };
                    R = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/airbnb/lottie-ios.git"; };
                    """)
        let app = try target("App", in: loadXcode(["App.xcodeproj/project.pbxproj": project]))
        #expect(dependencyList(app) == ["package Lottie"])
        #expect(app.dependencies[0].isLocalPackage == false)
    }

    /// A local package with a product that holds a feature module.
    static let packageManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Modules",
            products: [
                .library(name: "ClipKit", targets: ["ClipUI"]),
                .library(name: "Core", targets: ["Core"]),
            ],
            targets: [
                .target(name: "ClipUI", dependencies: ["CartFeature", .product(name: "Lottie", package: "lottie-ios")]),
                .target(name: "CartFeature", dependencies: ["Core"]),
                .target(name: "Core"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
            ]
        )
        """

    @Test("local packages, named or found as folders, add their modules and products to the graph")
    func localPackages() throws {
        for style in ["reference", "folder"] {
            let reference =
                style == "reference"
                ? "L = {isa = XCLocalSwiftPackageReference; relativePath = Modules; };\n"
                : "L = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Modules; sourceTree = \"<group>\"; };\n"
            let package = style == "reference" ? "package = L; " : ""
            let project = projectFile(
                pbxProject(targets: ["TC"], packages: style == "reference" ? ["L"] : [])
                    .replacing("children = ()", with: "children = (L)")
                    + pbxTarget("TC", name: "Clip", type: "application.on-demand-install-capable", packages: ["PP"])
                    + "PP = {isa = XCSwiftPackageProductDependency; \(package)productName = ClipKit; };\n" + reference)
            let manifest = try loadXcode([
                "App.xcodeproj/project.pbxproj": project, "Modules/Package.swift": Self.packageManifest,
            ])
            #expect(manifest.targets.map(\.name) == ["Clip", "ClipUI", "CartFeature", "Core", "ClipKit"], "\(style)")
            #expect(dependencyList(try target("Clip", in: manifest)) == ["package ClipKit"], "\(style)")
            #expect(try target("ClipKit", in: manifest).type == .package)
            #expect(dependencyList(try target("ClipKit", in: manifest)) == ["target ClipUI"])
            #expect(dependencyList(try target("ClipUI", in: manifest)) == ["target CartFeature", "package Lottie"])
            let cartLocation = try target("CartFeature", in: manifest).location.description
            #expect(cartLocation == "Modules/Package.swift:12:23")
            #expect(manifest.files.contains("Modules/Package.swift"))
        }
    }

    @Test("a dependency on another project's target is an external node, or that target in a workspace")
    func crossProjectDependencies() throws {
        let app = projectFile(
            pbxProject(targets: ["TA"]).replacing("children = ()", with: "children = (O)")
                + pbxTarget("TA", name: "App", type: "application", dependencies: ["D"])
                    + """
                    D = {isa = PBXTargetDependency; name = Kit; targetProxy = X; };
                    X = {isa = PBXContainerItemProxy; containerPortal = O; proxyType = 1; remoteGlobalIDString = TK; remoteInfo = Kit; };
                    O = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Kit/Kit.xcodeproj; sourceTree = "<group>"; };
                    """)
        let kit = projectFile(
            pbxProject(targets: ["TK", "TA"]) + pbxTarget("TK", name: "Kit", type: "framework")
                + pbxTarget("TA", name: "App", type: "application"))
        let alone = try loadXcode(["App.xcodeproj/project.pbxproj": app])
        let aloneDependencies = dependencyList(try target("App", in: alone))
        #expect(aloneDependencies == ["project Kit/Kit (build)"])

        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
            </Workspace>
            """
        let both = try loadXcode(
            [
                "App.xcodeproj/project.pbxproj": app, "Kit/Kit.xcodeproj/project.pbxproj": kit,
                "App.xcworkspace/contents.xcworkspacedata": workspace,
            ], path: "App.xcworkspace")
        #expect(both.targets.map(\.name) == ["App", "Kit", "Kit/App"])
        let bothDependencies = dependencyList(try target("App", in: both))
        #expect(bothDependencies == ["target Kit (build)"])
        #expect(both.project == "App")
    }

    @Test("a workspace naming a project that is not there warns and reads the rest; CocoaPods' is a note")
    func workspaceWithMissingProject() throws {
        let workspace = """
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:Vendor/Maps.xcodeproj"></FileRef>
            </Workspace>
            """
        let manifest = try loadXcode(
            [
                "App.xcodeproj/project.pbxproj": projectFile(
                    pbxProject(targets: ["TA"]) + pbxTarget("TA", name: "App", type: "application")),
                "App.xcworkspace/contents.xcworkspacedata": workspace,
            ], path: "App.xcworkspace")
        #expect(manifest.targets.map(\.name) == ["App"])
        #expect(
            manifest.warnings.map { "\($0.location): \($0.message)" } == [
                "App.xcworkspace/contents.xcworkspacedata:4:13: the workspace names Vendor/Maps.xcodeproj, which does not exist; what links its products is read as linking external ones"
            ])
        // 'pod install' makes it; the warning about CocoaPods' xcconfig files says to run it.
        #expect(
            manifest.notes.map { "\($0.location): \($0.message)" } == [
                "App.xcworkspace/contents.xcworkspacedata:3:13: the workspace names Pods/Pods.xcodeproj, which 'pod install' makes; what links its products is read as linking external ones"
            ])
    }

    @Test("a project file that is no project, or has an unresolved merge, is exit 2 at its place")
    func brokenProjects() {
        let cases: [(String, String)] = [
            (
                "( a, b )",
                "App.xcodeproj/project.pbxproj: the project file is not a dictionary, so it is no Xcode project"
            ),
            (
                "{ rootObject = P; }",
                "App.xcodeproj/project.pbxproj: the project file has no 'objects' dictionary, so it is no Xcode project"
            ),
            (
                "{ objects = { }; rootObject = P; }",
                "App.xcodeproj/project.pbxproj:1:31: 'rootObject' names P, which is not an object of the file"
            ),
            (
                "{\n<<<<<<< HEAD\n objects = {};\n=======\n>>>>>>> branch\n}",
                "App.xcodeproj/project.pbxproj:2:1: the file has an unresolved git merge: a conflict marker '<<<<<<<' starts this line; resolve the conflict first"
            ),
        ]
        for (text, expected) in cases {
            let problems = manifestProblems(["App.xcodeproj/project.pbxproj": text], root: "App.xcodeproj")
            #expect(problems.map { "\($0.locationDescription): \($0.message)" } == [expected])
        }
    }

    @Test("two projects' targets of one name: the later one is qualified by its project")
    func nameCollisions() {
        var names = XcodeTargetNames()
        #expect(names.claim("Tests", container: "App") == "Tests")
        #expect(names.claim("Tests", container: "Kit") == "Kit/Tests")
        #expect(names.claim("Tests", container: "Kit") == "Kit/Tests-2")
    }
}
