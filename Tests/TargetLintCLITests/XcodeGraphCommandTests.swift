import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// The commands over ``XcodeGraphFixture``: the graph Xcode builds for each target's platform, and
/// the package graph whole.
@Suite struct XcodeGraphCommandTests {
    /// Runs `arguments` over `files`, held in memory, with `variables` as the environment.
    static func run(
        _ arguments: [String], files: [String: String] = XcodeGraphFixture.files, variables: [String: String] = [:]
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        var environment = CommandEnvironment(fileSystem: InMemoryFileSystem(files))
        environment.variables = variables
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    /// The note the clip's package gets for its `if`, which `--verbose` prints.
    static let conditionNote =
        "Packages/Modules/Package.swift:15:1: note: Package.swift declares targets, products or dependencies "
        + "here under an 'if' whose condition targetlint does not evaluate; every branch is read as written"

    @Test("a bundle copied for Mac Catalyst only is not in the iOS extension's graph; one for iOS and Catalyst is")
    func platformFilters() {
        let (status, output) = Self.run(["why", "ShareExt", "MacSupport"])
        #expect(status == .findings)
        #expect(output.standardOutput == "ShareExt does not depend on MacSupport, directly or transitively\n")
        let (linked, path) = Self.run(["why", "ShareExt", "ReaderKit"])
        #expect(linked == .success)
        #expect(path.standardOutput.contains("ShareExt → ReaderKit  Reader.xcodeproj/project.pbxproj:102:5\n"))
    }

    @Test("an extension the app copies for Mac Catalyst only is not judged as an iOS product")
    func catalystOnlyExtension() {
        let project = XcodeGraphFixture.catalystExtensionProject
        #expect(project != XcodeGraphFixture.project)
        var files = XcodeGraphFixture.files
        files["Reader.xcodeproj/project.pbxproj"] = project
        let (_, catalystOnly) = Self.run(["lint"], files: files)
        #expect(!catalystOnly.standardOutput.contains("'MacSupport'"))
        // Copied for every platform, it is an iOS extension like any other.
        files["Reader.xcodeproj/project.pbxproj"] = project.replacingOccurrences(
            of: " platformFilter = maccatalyst;", with: "")
        let (_, everywhere) = Self.run(["lint"], files: files)
        #expect(
            everywhere.standardOutput.contains(
                "warning: app extension 'MacSupport' has size settings to change in Release: SWIFT_OPTIMIZATION_LEVEL"))
    }

    @Test("tree shows the watch app embedded, and the packages of the synchronized folder and the folder reference")
    func tree() {
        let (status, output) = Self.run(["tree", "Reader"])
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                Reader (app)
                ├── ShareExt (app extension) embedded
                │   └── ReaderKit (framework, core)
                ├── ReaderWatch (watch app) embedded
                ├── ReaderClip (app clip) embedded
                │   └── ClipKit (package, core)
                │       └── ClipUI (static library, core)
                │           └── Extra (static library, core)
                │               └── FeatureX (static library, feature)
                ├── Waitlist/Waitlist (package, core)
                │   ├── Waitlist (static library, core)
                │   └── WaitlistMocks (static library, core)
                │       └── Waitlist (static library, core)
                └── AnalyticsKit (static library, core)
                    └── AnalyticsCore (static library, core)

                """)
        #expect(output.standardError == "")
    }

    @Test("lint follows the clip into the module its package declares under an 'if', and finds no cycle in Waitlist")
    func lint() {
        let (status, output) = Self.run(["lint"])
        #expect(status == .findings)
        #expect(
            output.standardOutput.hasPrefix(
                "Packages/Modules/Package.swift:18:63: note: 2 findings caused by Extra → FeatureX\n"
                    + "Packages/Modules/Package.swift:18:63: error: 'Extra' in layer 'core' depends on 'FeatureX' in "
                    + "the higher layer 'feature' [layer-direction]\n"
                    + "Reader.xcodeproj/project.pbxproj:202:5: error: app clip 'ReaderClip' links feature module "
                    + "'FeatureX' via ReaderClip → ClipKit → ClipUI → Extra → FeatureX [no-feature-in-extension]\n"))
        #expect(!output.standardOutput.contains("[dependency-cycle]"))
        #expect(!output.standardOutput.contains("MacSupport"))
        // Nothing in the project needs to change for the 'if': only --verbose says how it was read.
        #expect(!output.standardOutput.contains("'if'"))
        let (_, verbose) = Self.run(["lint", "--verbose"])
        #expect(verbose.standardError.contains(Self.conditionNote + "\n"))
    }

    /// The checkout with a loop in the clip's package that the static reader cannot follow, so
    /// that `--evaluate-packages` asks SwiftPM.
    static let loopedFiles = {
        var files = XcodeGraphFixture.files
        files["Packages/Modules/Package.swift"] =
            XcodeGraphFixture.modules
            + "for name in [\"Fonts\", \"Colors\"] {\n"
            + "    package.targets.append(.target(name: name, dependencies: [\"FeatureX\"]))\n}\n"
        return files
    }()

    /// What SwiftPM answers for the looped package: without the variable set, it evaluates the
    /// branch whose 'Extra' depends on nothing; `Fonts` and `Colors` depend on `FeatureX`, as the
    /// loop says, unless `loopDependencies` says otherwise.
    static func loopedDump(loopDependencies: String = #"[{"byName": ["FeatureX", null]}]"#) -> String {
        """
        {"name": "Modules", "toolsVersion": {"_version": "5.9.0"}, "dependencies": [],
         "products": [{"name": "ClipKit", "targets": ["ClipUI"], "type": {"library": ["automatic"]}}],
         "targets": [
           {"name": "ClipUI", "type": "regular", "dependencies": [{"byName": ["Extra", null]}]},
           {"name": "FeatureX", "type": "regular", "dependencies": []},
           {"name": "Extra", "type": "regular", "path": "Sources/ExtraStub", "dependencies": []},
           {"name": "Fonts", "type": "regular", "dependencies": \(loopDependencies)},
           {"name": "Colors", "type": "regular", "dependencies": \(loopDependencies)}]}
        """
    }

    /// The finding SwiftPM's answer for the looped package leads to.
    static let fontsFinding =
        "Packages/Modules/Package.swift:24:1: error: 'Fonts' in layer 'core' depends on 'FeatureX' in the "
        + "higher layer 'feature' [layer-direction]\n"

    @Test("with --evaluate-packages, a package SwiftPM evaluates keeps the static reading's positions and closure")
    func evaluated() throws {
        let swift = try StandInSwift()
        let cache = try TemporaryFolder()
        defer {
            swift.remove()
            cache.remove()
        }
        try swift.answer(Self.loopedDump())
        let files = Self.loopedFiles
        let variables = ["PATH": swift.searchPath, "HOME": cache.path, "XDG_CACHE_HOME": cache.file("cache")]
        let (_, statically) = Self.run(["lint"], files: files, variables: variables)
        let (status, evaluated) = Self.run(["lint", "--evaluate-packages"], files: files, variables: variables)
        #expect(status == .findings)
        // What both readings hold: the findings on the targets the loop does not make.
        let findings = { (output: CommandOutput) in
            output.standardOutput.split(separator: "\n").filter {
                !$0.contains("[manifest-warning]") && !$0.contains("Fonts") && !$0.contains("Colors")
                    && !$0.contains(" errors, ")
            }
        }
        #expect(findings(evaluated) == findings(statically))
        #expect(evaluated.standardOutput.contains("Packages/Modules/Package.swift:18:63: error: 'Extra' in layer"))
        #expect(!evaluated.standardOutput.contains("Package.swift:1:1"))
        #expect(!evaluated.standardOutput.contains("could not evaluate"))
        #expect(evaluated.standardOutput.contains(Self.fontsFinding))
        #expect(swift.evaluated() == ["Packages/Modules"])
        #expect(swift.versionsAsked() == 1)
        // Packages the static reader reads whole ask nothing of swift, not even its version.
        let (_, unevaluated) = Self.run(["lint", "--evaluate-packages"], variables: variables)
        #expect(unevaluated.standardOutput == Self.run(["lint"]).output.standardOutput)
        #expect(swift.versionsAsked() == 1)
    }
}
