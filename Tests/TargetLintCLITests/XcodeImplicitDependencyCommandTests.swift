import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// The commands over ``XcodeImplicitDependencyFixture``: a product linked from the build products
/// folder without a target dependency is the target that builds it, in whichever project of the
/// workspace, as Xcode's implicit dependencies build it.
@Suite struct XcodeImplicitDependencyCommandTests {
    /// Runs `arguments` over `files`, held in memory.
    static func run(
        _ arguments: [String], files: [String: String] = XcodeImplicitDependencyFixture.files
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    /// The workspace with a third project, `Legacy`, that builds `Storage.framework` too, with the
    /// SDK `sdk`.
    static func withLegacyStorage(sdk: String) -> [String: String] {
        var files = XcodeImplicitDependencyFixture.files
        files["App.xcworkspace/contents.xcworkspacedata"] = XcodeImplicitDependencyFixture.workspace
            .replacingOccurrences(
                of: "</Workspace>",
                with: "   <FileRef\n      location = \"group:Legacy/Legacy.xcodeproj\">\n   </FileRef>\n</Workspace>")
        files["Legacy/Legacy.xcodeproj/project.pbxproj"] = XcodeImplicitDependencyFixture.modules.replacingOccurrences(
            of: "SDKROOT = iphoneos;", with: "SDKROOT = \(sdk);")
        return files
    }

    @Test("why follows the widget's link to another project's product to the feature behind it, each step located")
    func why() {
        let (status, output) = Self.run(["why", "WidgetExt", "ProfileFeature", "App.xcworkspace"])
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                1 shortest path from WidgetExt to ProfileFeature, 2 steps:

                WidgetExt → Storage Kit → ProfileFeature
                  WidgetExt → Storage Kit       App.xcodeproj/project.pbxproj:46:5
                  Storage Kit → ProfileFeature  Modules/Modules.xcodeproj/project.pbxproj:60:5

                """)
    }

    @Test("lint finds the feature module the widget links through the other project's product")
    func lint() {
        let (status, output) = Self.run(["lint", "App.xcworkspace"])
        #expect(status == .findings)
        #expect(
            output.standardOutput.contains(
                "App.xcodeproj/project.pbxproj:46:5: error: app extension 'WidgetExt' links feature module 'ProfileFeature' via WidgetExt → Storage Kit → ProfileFeature [no-feature-in-extension]\n"
            ))
    }

    @Test("tree shows the targets that build the linked products, in the other project and in the widget's own")
    func tree() {
        let (status, output) = Self.run(["tree", "App", "App.xcworkspace"])
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                App (app)
                └── WidgetExt (app extension) embedded
                    ├── Storage Kit (framework, core)
                    │   └── ProfileFeature (framework, feature)
                    └── Networking (framework, core)

                """)
    }

    @Test("a product that targets of two projects build for the widget's platform stays an external node")
    func ambiguous() {
        let files = Self.withLegacyStorage(sdk: "iphoneos")
        let (status, output) = Self.run(["tree", "WidgetExt", "App.xcworkspace"], files: files)
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                WidgetExt (app extension)
                ├── Storage.framework (external)
                └── Networking (framework, core)

                """)
        let (found, why) = Self.run(["why", "WidgetExt", "ProfileFeature", "App.xcworkspace"], files: files)
        #expect(found == .findings)
        #expect(why.standardOutput == "WidgetExt does not depend on ProfileFeature, directly or transitively\n")
    }

    @Test("of two targets that build the product, the one built for the widget's platform is the one linked")
    func platform() {
        let (status, output) = Self.run(
            ["why", "WidgetExt", "ProfileFeature", "App.xcworkspace"], files: Self.withLegacyStorage(sdk: "watchos"))
        #expect(status == .success)
        #expect(output.standardOutput.contains("WidgetExt → Storage Kit       App.xcodeproj/project.pbxproj:46:5\n"))
    }

    @Test("a link to the other project's product filtered to Mac Catalyst is no edge of the iOS widget")
    func platformFilter() {
        var files = XcodeImplicitDependencyFixture.files
        files["App.xcodeproj/project.pbxproj"] = XcodeImplicitDependencyFixture.app.replacingOccurrences(
            of: "fileRef = F10000000000000000000004 /* Storage.framework */; };",
            with: "fileRef = F10000000000000000000004 /* Storage.framework */; platformFilter = maccatalyst; };")
        #expect(files["App.xcodeproj/project.pbxproj"] != XcodeImplicitDependencyFixture.app)
        let (status, output) = Self.run(["why", "WidgetExt", "Storage Kit", "App.xcworkspace"], files: files)
        #expect(status == .findings)
        #expect(output.standardOutput == "WidgetExt does not depend on Storage Kit, directly or transitively\n")
    }

    @Test("a target dependency on the other project's target and the link to its product are one linked edge")
    func targetDependency() {
        // The widget depends on 'Storage Kit' through a proxy into the modules project, as Xcode
        // writes a dependency on another project's target, and links its product as before.
        let app = XcodeImplicitDependencyFixture.app
            .replacingOccurrences(
                of: "/* End PBXContainerItemProxy section */",
                with:
                    "\t\tC10000000000000000000002 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = F10000000000000000000006 /* Modules.xcodeproj */; proxyType = 1; remoteGlobalIDString = T20000000000000000000001; remoteInfo = \"Storage Kit\"; };\n/* End PBXContainerItemProxy section */"
            )
            .replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with:
                    "\t\tF10000000000000000000006 /* Modules.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = Modules/Modules.xcodeproj; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
            )
            .replacingOccurrences(
                of: "/* End PBXTargetDependency section */",
                with:
                    "\t\tD10000000000000000000002 /* PBXTargetDependency */ = {isa = PBXTargetDependency; name = \"Storage Kit\"; targetProxy = C10000000000000000000002 /* PBXContainerItemProxy */; };\n/* End PBXTargetDependency section */"
            )
            .replacingOccurrences(
                of: "\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = WidgetExt;",
                with:
                    "\t\t\tdependencies = (\n\t\t\t\tD10000000000000000000002 /* PBXTargetDependency */,\n\t\t\t);\n\t\t\tname = WidgetExt;"
            )
        var files = XcodeImplicitDependencyFixture.files
        files["App.xcodeproj/project.pbxproj"] = app
        let (status, output) = Self.run(["why", "WidgetExt", "ProfileFeature", "App.xcworkspace"], files: files)
        #expect(status == .success)
        // The edge is the target dependency's, now a link.
        #expect(output.standardOutput.contains("WidgetExt → Storage Kit       App.xcodeproj/project.pbxproj:99:5\n"))
        let (_, tree) = Self.run(["tree", "WidgetExt", "App.xcworkspace"], files: files)
        #expect(
            tree.standardOutput == """
                WidgetExt (app extension)
                ├── Storage Kit (framework, core)
                │   └── ProfileFeature (framework, feature)
                └── Networking (framework, core)

                """)
    }

    @Test(
        "a target its project names unfiltered through a reference of its own to its product is no Mac Catalyst target")
    func catalystOnly() {
        // 'MacSupport' as an extension the share extension copies for Mac Catalyst only, which the
        // app also copies, for every platform, through a reference of its own to the product.
        let copied =
            XcodeGraphFixture.catalystExtensionProject
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with:
                    "\t\tB0000000000000000000E009 /* MacSupport.bundle in Frameworks */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A008 /* MacSupport.bundle */; };\n/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with:
                    "\t\tF0000000000000000000A008 /* MacSupport.bundle */ = {isa = PBXFileReference; path = MacSupport.bundle; sourceTree = BUILT_PRODUCTS_DIR; };\n/* End PBXFileReference section */"
            )
            .replacingOccurrences(
                of: "\t\t\t\tB0000000000000000000E007 /* AnalyticsKit in Frameworks */,\n",
                with:
                    "\t\t\t\tB0000000000000000000E007 /* AnalyticsKit in Frameworks */,\n\t\t\t\tB0000000000000000000E009 /* MacSupport.bundle in Frameworks */,\n"
            )
        #expect(copied.contains("B0000000000000000000E009 /* MacSupport.bundle in Frameworks */,"))
        var files = XcodeGraphFixture.files
        files["Reader.xcodeproj/project.pbxproj"] = copied
        let (_, output) = XcodeGraphCommandTests.run(["lint"], files: files)
        #expect(
            output.standardOutput.contains(
                "warning: app extension 'MacSupport' has size settings to change in Release: SWIFT_OPTIMIZATION_LEVEL"))
    }
}
