import Foundation
import Testing

@testable import TargetLintCLI

/// Projects checked out before their setup step, or naming files beside the repository: what a
/// team sees on its first run.
@Suite struct XcodeSetupCommandTests {
    /// CocoaPods' xcconfig file for `target` in a configuration, as `pod install` names it.
    static func pods(_ target: String) -> (String) -> String {
        { "Pods/Target Support Files/Pods-\(target)/Pods-\(target).\($0.lowercased()).xcconfig" }
    }

    /// A shop app with a share extension and an App Clip based on CocoaPods' xcconfig files, and a
    /// Safari extension of its Mac app, built for macOS only.
    static let podsProject = fixtureProjectFile(
        targets: [
            FixtureTarget(
                id: "TA", name: "Shop", type: "application", xcconfig: pods("Shop"), dependencies: ["TS", "TC"]),
            FixtureTarget(id: "TS", name: "ShopShare", type: "app-extension", xcconfig: pods("ShopShare")),
            FixtureTarget(
                id: "TC", name: "ShopClip", type: "application.on-demand-install-capable", xcconfig: pods("ShopClip")),
            FixtureTarget(
                id: "TM", name: "ShopMac", type: "application", settings: "SDKROOT = macosx;", dependencies: ["TX"]),
            FixtureTarget(id: "TX", name: "ShopSafari", type: "app-extension", settings: "SDKROOT = macosx;"),
        ],
        configurations: ["Debug", "Release", "Staging"])

    @Test(
        "before 'pod install': one warning for the project, each size finding naming its unread file once; a clip is an error, an extension a warning, a macOS extension nothing"
    )
    func cocoaPodsNotInstalled() throws {
        let fixture = try FixtureFolder(
            [
                "shop/Shop.xcodeproj/project.pbxproj": Self.podsProject,
                "shop/Podfile": "platform :ios, '16.0'\n\ntarget 'Shop' do\n  pod 'Alamofire'\nend\n",
            ], repositories: ["shop"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", "--format", "text", in: "shop")
        #expect(status == .findings)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        // Neither target copies an asset catalog, so neither is asked to optimise one.
        #expect(
            lines.filter { $0.contains("[size-build-settings]") || $0.contains("CocoaPods") } == [
                "Shop.xcodeproj/project.pbxproj:15:72: warning: CocoaPods is not installed: 9 configurations of 3 targets are based on xcconfig files under Pods/ that do not exist; run 'pod install' first to check the settings they set [manifest-warning]",
                "Shop.xcodeproj/project.pbxproj:18:107: warning: app extension 'ShopShare' has size settings to change in Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; SWIFT_OPTIMIZATION_LEVEL is unset (build system default: '-O'), expected '-Osize'; 'Pods/Target Support Files/Pods-ShopShare/Pods-ShopShare.release.xcconfig' could not be read, so what it sets is unknown [size-build-settings]",
                "Shop.xcodeproj/project.pbxproj:23:107: error: app clip 'ShopClip' has size settings to change in Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; SWIFT_OPTIMIZATION_LEVEL is unset (build system default: '-O'), expected '-Osize'; 'Pods/Target Support Files/Pods-ShopClip/Pods-ShopClip.release.xcconfig' could not be read, so what it sets is unknown [size-build-settings]",
            ])
        #expect(!output.standardOutput.contains("ShopSafari' has size settings"))
        #expect(output.standardError.isEmpty)
    }

    @Test("a submodule not checked out and files a script makes are one warning each, for the whole project")
    func submoduleAndGeneratedFiles() throws {
        let project = fixtureProjectFile(
            targets: [
                FixtureTarget(
                    id: "TA", name: "Notes", type: "application", xcconfig: { "Config/Generated/Notes-\($0).xcconfig" },
                    dependencies: ["TW"]),
                FixtureTarget(
                    id: "TW", name: "NotesWidget", type: "app-extension",
                    xcconfig: { "Config/Generated/NotesWidget-\($0).xcconfig" }),
            ],
            projectXCConfig: "Vendor/BuildConfig/Base.xcconfig")
        let fixture = try FixtureFolder(
            [
                "notes/Notes.xcodeproj/project.pbxproj": project,
                "notes/.gitmodules":
                    "[submodule \"Vendor/BuildConfig\"]\n\tpath = Vendor/BuildConfig\n\turl = https://example.com/build-config.git\n",
                "notes/Config/README.md": "Run Scripts/generate-config.sh first.\n",
            ], repositories: ["notes"], emptyFolders: ["notes/Vendor/BuildConfig"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "notes")
        #expect(status == .success)
        let warnings = output.standardOutput.split(separator: "\n").filter { $0.contains("[manifest-warning]") }
        #expect(
            warnings == [
                "Notes.xcodeproj/project.pbxproj:8:71: warning: submodule 'Vendor/BuildConfig' is not checked out: 4 configurations of 2 targets are based on an xcconfig file in it that does not exist; run 'git submodule update --init' first to check the settings it sets [manifest-warning]",
                "Notes.xcodeproj/project.pbxproj:13:72: warning: 4 configurations of 2 targets are based on xcconfig files that do not exist, which a script or setup step may make: 'Config/Generated/Notes-Debug.xcconfig', 'Config/Generated/Notes-Release.xcconfig', 'Config/Generated/NotesWidget-Debug.xcconfig' and 1 more; run it first to check the settings they set [manifest-warning]",
            ])
        #expect(output.standardOutput.hasSuffix("0 errors, 3 warnings in 2 targets\n"))
    }

    @Test("a workspace's projects in submodules not checked out are one warning; CocoaPods' is a --verbose note")
    func workspaceProjectsInSubmodules() throws {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Emulator.xcodeproj"></FileRef>
               <FileRef location = "group:Cores/CoreKit/CoreKit.xcodeproj"></FileRef>
               <FileRef location = "group:Cores/CoreKit/Plugins/Plugins.xcodeproj"></FileRef>
               <FileRef location = "group:Cores/NESCore/NESCore.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:Tools/Generated.xcodeproj"></FileRef>
            </Workspace>
            """
        let modules = ["Cores/CoreKit", "Cores/NESCore"].map { "[submodule \"\($0)\"]\n\tpath = \($0)\n" }.joined()
        let fixture = try FixtureFolder(
            [
                "emu/Emulator.xcworkspace/contents.xcworkspacedata": workspace,
                "emu/Emulator.xcodeproj/project.pbxproj": fixtureProjectFile(
                    targets: [FixtureTarget(id: "TA", name: "Emulator", type: "application")]),
                "emu/.gitmodules": modules,
            ], repositories: ["emu"], emptyFolders: ["emu/Cores/CoreKit", "emu/Cores/NESCore"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", "Emulator.xcworkspace", in: "emu")
        #expect(status == .success)
        #expect(
            output.standardOutput.split(separator: "\n").filter { $0.contains("[manifest-warning]") } == [
                "Emulator.xcworkspace/contents.xcworkspacedata:4:13: warning: 2 submodules are not checked out ('Cores/CoreKit', 'Cores/NESCore'): the workspace names 3 projects in them; run 'git submodule update --init' first to read their targets [manifest-warning]",
                "Emulator.xcworkspace/contents.xcworkspacedata:8:13: warning: the workspace names Tools/Generated.xcodeproj, which does not exist; what links its products is read as linking external ones [manifest-warning]",
            ])
        let (_, verbose) = fixture.run("lint", "Emulator.xcworkspace", "--verbose", in: "emu")
        #expect(
            verbose.standardError.contains(
                "Emulator.xcworkspace/contents.xcworkspacedata:7:13: note: the workspace names Pods/Pods.xcodeproj, which 'pod install' makes; what links its products is read as linking external ones\n"
            ))
    }

    @Test(
        "a workspace's absolute project is one warning at its reference, not exit 2; its test plan and documents are no input"
    )
    func workspaceOutsideRoot() throws {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:Shop.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Shop.xctestplan">
               </FileRef>
               <FileRef
                  location = "absolute:/Users/dev/Other/Other.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:../Docs/Architecture.md">
               </FileRef>
               <FileRef
                  location = "absolute:/Users/dev/Shared/Signing.xcconfig">
               </FileRef>
            </Workspace>

            """
        let project = fixtureProjectFile(targets: [FixtureTarget(id: "TA", name: "Shop", type: "application")])
        let fixture = try FixtureFolder(
            [
                "shop/Shop.xcworkspace/contents.xcworkspacedata": workspace,
                "shop/Shop.xcodeproj/project.pbxproj": project,
                "shop/Shop.xctestplan": "{\n  \"configurations\" : [],\n  \"version\" : 1\n}\n",
            ], repositories: ["shop"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", "Shop.xcworkspace", in: "shop")
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                Shop.xcworkspace/contents.xcworkspacedata:11:7: warning: workspace reference '/Users/dev/Other/Other.xcodeproj' lies outside the project root, so it is not read; --root widens the root to take it in [manifest-warning]
                0 errors, 1 warning in 1 target

                """)
        #expect(output.standardError.isEmpty)
    }

    /// An app whose clip's xcconfig includes a sibling repository's file and, in another letter
    /// case, a file of its own; the project's xcconfig optionally includes secrets beside the
    /// repository.
    static func includesFixture() throws -> FixtureFolder {
        let project = fixtureProjectFile(
            targets: [
                FixtureTarget(id: "TA", name: "Cafe", type: "application", dependencies: ["TC"]),
                FixtureTarget(
                    id: "TC", name: "CafeClip", type: "application.on-demand-install-capable",
                    xcconfig: { _ in "Config/Clip.xcconfig" }),
            ],
            projectSettings: "", projectXCConfig: "Project.xcconfig")
        return try FixtureFolder(
            [
                "work/cafe/Cafe.xcodeproj/project.pbxproj": project,
                "work/cafe/Project.xcconfig": "#include? \"../Secrets.xcconfig\"\n\nSDKROOT = iphoneos\n",
                "work/cafe/Config/Clip.xcconfig":
                    "#include \"../../shared/Base.xcconfig\"\n#include \"Version.public.xcconfig\"\n\n"
                    + "SWIFT_OPTIMIZATION_LEVEL = -Osize\n",
                "work/cafe/Config/Version.Public.xcconfig": "ASSETCATALOG_COMPILER_OPTIMIZATION = space\n",
                "work/shared/Base.xcconfig": "DEAD_CODE_STRIPPING = YES\n",
                "work/Secrets.xcconfig": "API_TOKEN = sk_live_do_not_print\n",
            ], repositories: ["work/cafe", "work/shared"])
    }

    @Test("an include outside the root that every configuration of two targets reads is reported once")
    func includesOutsideRootReportedOnce() throws {
        let project = fixtureProjectFile(
            targets: ["Cafe", "CafeWidget"].map { name in
                FixtureTarget(
                    id: "T" + name, name: name, type: name == "Cafe" ? "application" : "app-extension",
                    xcconfig: { configuration in "Config/\(name)-\(configuration).xcconfig" })
            })
        var files = ["work/cafe/Cafe.xcodeproj/project.pbxproj": project]
        // The app's files include the shared file directly, the widget's through another.
        for name in ["Cafe", "CafeWidget"] {
            for configuration in ["Debug", "Release"] {
                files["work/cafe/Config/\(name)-\(configuration).xcconfig"] =
                    name == "Cafe" ? "#include \"Common.xcconfig\"\n" : "#include \"Extension.xcconfig\"\n"
            }
        }
        files["work/cafe/Config/Extension.xcconfig"] = "#include \"Common.xcconfig\"\n"
        files["work/cafe/Config/Common.xcconfig"] =
            "#include? \"../../Developer.xcconfig\"\n#include \"../../Shared.xcconfig\"\n"
        let fixture = try FixtureFolder(files, repositories: ["work/cafe"])
        defer { fixture.remove() }
        let (_, verbose) = fixture.run("lint", "--verbose", in: "work/cafe")
        let note =
            "Config/Common.xcconfig:1:1: note: optional xcconfig include '../Developer.xcconfig' lies outside "
            + "the project root, so it is skipped\n"
        #expect(verbose.standardError.components(separatedBy: note).count == 2)
        let warning =
            "Config/Common.xcconfig:2:1: warning: xcconfig include '../Shared.xcconfig' lies outside the project "
            + "root, so it is not read; --root widens the root to take it in [manifest-warning]\n"
        #expect(verbose.standardOutput.components(separatedBy: warning).count == 2)
    }

    @Test(
        "an include into a sibling repository is a warning at its line and its file is unread; an optional one is skipped, which --verbose says; letter case is macOS's"
    )
    func includesOutsideRoot() throws {
        let fixture = try Self.includesFixture()
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "work/cafe")
        #expect(status == .findings)
        #expect(
            output.standardOutput == """
                Cafe.xcodeproj/project.pbxproj:15:107: warning: app clip 'CafeClip' declares no App Group, so its data cannot move to the full app [app-group-consistency]
                Cafe.xcodeproj/project.pbxproj:15:107: error: app clip 'CafeClip' has size settings to change in Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; '../shared/Base.xcconfig' could not be read, so what it sets is unknown [size-build-settings]
                Config/Clip.xcconfig:1:1: warning: xcconfig include '../shared/Base.xcconfig' lies outside the project root, so it is not read; --root widens the root to take it in [manifest-warning]
                1 error, 2 warnings in 2 targets

                """)
        #expect(output.standardError.isEmpty)
        let (_, verbose) = fixture.run("lint", "--verbose", in: "work/cafe")
        #expect(
            verbose.standardError.contains(
                "\nProject.xcconfig:1:1: note: optional xcconfig include '../Secrets.xcconfig' lies outside the project root, so it is skipped\n"
            ))
        #expect(verbose.standardError.contains("Config/Version.Public.xcconfig"))
        #expect(!(verbose.standardError + verbose.standardOutput).contains("sk_live"))
        // --root takes the sibling repository in: its file is read, and the clip is fine.
        let (widened, wide) = fixture.run("lint", "--root", "..", in: "work/cafe")
        #expect(widened == .success)
        #expect(
            wide.standardOutput == """
                Cafe.xcodeproj/project.pbxproj:15:107: warning: app clip 'CafeClip' declares no App Group, so its data cannot move to the full app [app-group-consistency]
                0 errors, 1 warning in 2 targets

                """)
    }

    @Test("a local package beside the repository is one warning at its path, and its product a remote package's")
    func packageOutsideRoot() throws {
        var project = fixtureProjectFile(targets: [FixtureTarget(id: "TA", name: "Cafe", type: "application")])
        project = project.replacingOccurrences(
            of: "projectDirPath = \"\"; ", with: "packageReferences = (R1, ); projectDirPath = \"\"; "
        ).replacingOccurrences(
            of: "name = Cafe; ", with: "name = Cafe; packageProductDependencies = (K1, ); "
        ).replacingOccurrences(
            of: "\t\tG0 = ",
            with: "\t\tR1 = {isa = XCLocalSwiftPackageReference; relativePath = ../DesignKit; };\n"
                + "\t\tK1 = {isa = XCSwiftPackageProductDependency; package = R1; productName = DesignKit; };\n\t\tG0 = "
        )
        let fixture = try FixtureFolder(
            [
                "work/cafe/Cafe.xcodeproj/project.pbxproj": project,
                "work/DesignKit/Package.swift":
                    "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"DesignKit\")\n",
            ], repositories: ["work/cafe"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "work/cafe")
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                Cafe.xcodeproj/project.pbxproj:14:60: warning: local package '../DesignKit' lies outside the project root, so it is not read; --root widens the root to take it in [manifest-warning]
                0 errors, 1 warning in 1 target

                """)
        let (_, tree) = fixture.run("tree", "Cafe", in: "work/cafe")
        #expect(tree.standardOutput == "Cafe (app)\n└── DesignKit (package)\n")
    }

    @Test("targetlint.yml's own paths outside the project root still stop the run")
    func manifestPathsStillRefused() throws {
        let fixture = try FixtureFolder(
            [
                "work/cafe/targetlint.yml": "include: [../shared/targets.yml]\ntargets:\n  Cafe: {type: app}\n",
                "work/shared/targets.yml": "targets:\n  Kit: {type: framework}\n",
            ], repositories: ["work/cafe"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "work/cafe")
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "targetlint.yml:1:11: error: include ../shared/targets.yml leaves the project; targetlint reads only files inside the project root (widen it with --root)"
            ))
    }
}
