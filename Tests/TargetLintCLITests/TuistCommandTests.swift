import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// `targetlint` on the Tuist sample, a workspace of an app with an App Clip and a widget over
/// modules that a helper makes, evaluated by a stand-in `tuist` that prints recorded dumps.
@Suite struct TuistCommandTests {
    static let sample = "Samples/tuist"

    /// Runs `targetlint ARGUMENTS` in `folder` on the real disk, with `PATH` finding `tuist` (the
    /// stand-in, or nothing) and the cache in `cache`.
    func run(
        _ arguments: [String], in folder: String = packageRoot, tuist: StandInTuist?, cache: TemporaryFolder,
        variables: [String: String] = [:]
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        var environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder))
        environment.variables = [
            "PATH": tuist?.searchPath ?? cache.path, "HOME": cache.path, "XDG_CACHE_HOME": cache.path,
        ].merging(variables) { _, given in given }
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    /// Calls `body` with a stand-in `tuist`, a cache folder, and the path of a copy of the sample
    /// when `copy` names a folder in a temporary folder to put it in (the stand-in answers a
    /// project by its folder's name); removes them after.
    func withStandIn(
        copyingSampleTo copy: String? = nil, _ body: (StandInTuist, TemporaryFolder, String?) throws -> Void
    ) throws {
        let tuist = try StandInTuist()
        let cache = try TemporaryFolder()
        let checkout = try TemporaryFolder()
        defer {
            tuist.remove()
            cache.remove()
            checkout.remove()
        }
        var copied: String?
        if let copy {
            copied = checkout.file(copy)
            try FileManager.default.copyItem(atPath: packageRoot + "/" + Self.sample, toPath: checkout.file(copy))
        }
        try body(tuist, cache, copied)
    }

    @Test("the evaluated workspace lints as the golden text, each finding at the line Project.swift writes")
    func lint() throws {
        try withStandIn { tuist, cache, _ in
            let (status, output) = run(["lint", "--evaluate", Self.sample], tuist: tuist, cache: cache)
            #expect(status == .findings)
            try expectGolden(output.standardOutput, "tuist-lint.txt")
            #expect(
                output.standardOutput.contains(
                    "Samples/tuist/App/Project.swift:33:34: error: app clip 'BrewClip' links feature module 'FeatureMenu' via BrewClip → FeatureMenu [no-feature-in-extension]"
                ))
            let sample = packageRoot + "/" + Self.sample
            #expect(
                tuist.evaluated() == [
                    "workspace \(sample)", "project \(sample)/App", "project \(sample)/Modules/CoreNetworking",
                    "project \(sample)/Modules/DesignSystem", "project \(sample)/Modules/FeatureMenu",
                ])
        }
    }

    @Test("tree shows the clip and the widget embedded and a project dependency resolved to its target")
    func tree() throws {
        try withStandIn { tuist, cache, _ in
            let (status, output) = run(["tree", "Brew", "--evaluate", Self.sample], tuist: tuist, cache: cache)
            #expect(status == .success)
            try expectGolden(output.standardOutput, "tuist-tree.txt")
            #expect(output.standardOutput.contains("BrewClip"))
            #expect(output.standardOutput.contains("CoreNetworking"))
            #expect(output.standardOutput.contains("Alamofire"))
        }
    }

    @Test("a second run reads the answers from the cache; a changed helper is evaluated again")
    func caches() throws {
        try withStandIn(copyingSampleTo: "tuist") { tuist, cache, copy in
            let checkout = try #require(copy)
            let first = run(["lint", "--evaluate"], in: checkout, tuist: tuist, cache: cache)
            #expect(first.status == .findings)
            #expect(tuist.evaluated().count == 5)
            let second = run(["lint", "--evaluate"], in: checkout, tuist: tuist, cache: cache)
            #expect(second.output.standardOutput == first.output.standardOutput)
            #expect(tuist.evaluated().count == 5)
            let helper = checkout + "/Tuist/ProjectDescriptionHelpers/Project+Module.swift"
            try (String(contentsOfFile: helper, encoding: .utf8) + "// changed\n").write(
                toFile: helper, atomically: true, encoding: .utf8)
            _ = run(["lint", "--evaluate"], in: checkout, tuist: tuist, cache: cache)
            #expect(tuist.evaluated().count == 10)
        }
    }

    @Test("--evaluate without tuist on PATH is an error at the manifest's first line, exit 2")
    func tuistMissing() throws {
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let (status, output) = run(["lint", "--evaluate", Self.sample], tuist: nil, cache: cache)
        #expect(status == .invalidInput)
        #expect(
            output.standardError.hasPrefix(
                "Samples/tuist/Workspace.swift:1:1: error: Tuist could not evaluate Workspace.swift: 'tuist' is not on PATH; install Tuist"
            ))
    }

    @Test("Tuist failing is an error with its exit status and what it printed, no variable's value shown")
    func tuistFails() throws {
        try withStandIn { tuist, cache, _ in
            try tuist.fail(printing: "error: manifest compilation failed with token s3cr3t-t0ken\n")
            let (status, output) = run(
                ["lint", "--evaluate", Self.sample], tuist: tuist, cache: cache,
                variables: ["API_TOKEN": "s3cr3t-t0ken"])
            #expect(status == .invalidInput)
            #expect(
                output.standardError.contains(
                    "Samples/tuist/Workspace.swift:1:1: error: Tuist could not evaluate Workspace.swift: tuist dump workspace failed with exit status 1:\\u{A}error: manifest compilation failed with token ${API_TOKEN}"
                ))
            #expect(!output.standardError.contains("s3cr3t"))
        }
    }

    @Test(
        "without --evaluate, Tuist is never run, and a manifest a helper makes is an error at its line naming the flag")
    func withoutEvaluate() throws {
        try withStandIn { tuist, cache, _ in
            let (status, output) = run(["lint", Self.sample], tuist: tuist, cache: cache)
            #expect(status == .invalidInput)
            #expect(
                output.standardError.hasPrefix(
                    "Samples/tuist/Modules/CoreNetworking/Project.swift:4:15: error: Project.swift is made with code targetlint does not run: 'Project.module(...)' makes its project here; pass --evaluate to let Tuist evaluate it, which runs its code\n"
                ))
            #expect(output.standardError.components(separatedBy: "pass --evaluate").count - 1 == 3)
            #expect(tuist.evaluated().isEmpty)
        }
    }

    @Test("a Project.swift that writes every target out lints without Tuist, as the golden text")
    func literalProject() throws {
        let (status, output) = TargetLintCLITests.run("lint", "Tests/TargetLintCLITests/Fixtures/tuist-literal")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "tuist-literal-lint.txt")
        #expect(output.standardError == "")
    }

    @Test("a folder's Project.swift is read before the Xcode project Tuist generates beside it, and --verbose says so")
    func discovery() throws {
        try withStandIn(copyingSampleTo: "tuist") { tuist, cache, copy in
            let app = try #require(copy) + "/App"
            try FileManager.default.createDirectory(atPath: app + "/Brew.xcodeproj", withIntermediateDirectories: true)
            let (_, output) = run(["lint", "--evaluate", "--verbose"], in: app, tuist: tuist, cache: cache)
            #expect(
                output.standardError.hasPrefix(
                    "using Project.swift (Tuist project; no targetlint.yml or XcodeGen spec in its folder; Brew.xcodeproj beside it, which Tuist generates, is not read)"
                ))
        }
    }

    @Test("a targetlint.yml with 'source: Workspace.swift' refines the evaluated targets: a clip's size, a layer")
    func sourceRefines() throws {
        try withStandIn(copyingSampleTo: "tuist") { tuist, cache, copy in
            let checkout = try #require(copy)
            try """
            source: Workspace.swift
            targets:
              BrewClip:
                size: 16 MB
              FeatureMenu:
                layer: core
            """.write(toFile: checkout + "/targetlint.yml", atomically: true, encoding: .utf8)
            let (status, output) = run(["lint", "--evaluate"], in: checkout, tuist: tuist, cache: cache)
            #expect(status == .findings)
            #expect(output.standardOutput.contains("[size-budget]"))
            #expect(output.standardOutput.contains("targetlint.yml:4:11: error: app clip 'BrewClip'"))
            #expect(!output.standardOutput.contains("[no-feature-in-extension]"))
        }
    }

    @Test("the graph 'tuist graph --format json' writes lints as the evaluated manifests do, located in Project.swift")
    func graphJSON() throws {
        let (status, output) = TargetLintCLITests.run("lint", Self.sample + "/graph.json")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "tuist-lint.txt")
        #expect(output.standardError == "")
        let (_, tree) = TargetLintCLITests.run("tree", "Brew", Self.sample + "/graph.json")
        try expectGolden(tree.standardOutput, "tuist-tree.txt")
    }

    @Test("the graph '--format legacyJSON' writes gives the same graph, beside the manifests it was made from")
    func legacyGraph() throws {
        try withStandIn(copyingSampleTo: "Brew") { tuist, cache, copy in
            let checkout = try #require(copy)
            try FileManager.default.copyItem(
                atPath: packageRoot + "/Tests/TargetLintCLITests/Fixtures/tuist-graph-legacy.json",
                toPath: checkout + "/legacy.json")
            let (status, output) = run(["tree", "Brew", "legacy.json"], in: checkout, tuist: tuist, cache: cache)
            #expect(status == .success)
            try expectGolden(output.standardOutput, "tuist-tree.txt")
            let lint = run(["lint", "legacy.json"], in: checkout, tuist: tuist, cache: cache)
            #expect(
                lint.output.standardOutput.contains(
                    "App/Project.swift:33:34: error: app clip 'BrewClip' links feature module 'FeatureMenu'"))
            #expect(tuist.evaluated().isEmpty)
        }
    }
}
