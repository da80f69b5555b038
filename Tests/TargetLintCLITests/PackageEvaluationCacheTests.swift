import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// A package whose targets a loop declares, so that only SwiftPM can tell them.
private let loopedManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])])
    for name in ["Kit", "KitCore"] {
        package.targets.append(.target(name: name, dependencies: name == "Kit" ? ["KitCore"] : []))
    }

    """

/// The manifest tools from 6.0 on read instead of `loopedManifest`.
private let swift6Manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])])
    for name in ["Kit", "KitCore", "KitExtras"] {
        package.targets.append(.target(name: name, dependencies: name == "Kit" ? ["KitCore"] : []))
    }

    """

/// Writes `files` (path to text) into `folder`, making the folders they need.
private func write(_ files: [String: String], into folder: TemporaryFolder) throws {
    for (path, text) in files {
        let url = URL(fileURLWithPath: folder.file(path))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// The names in `folder` that hold a kept answer.
private func answers(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("dump-package-") }
        .sorted()
}

@Suite struct PackageEvaluationCacheTests {
    /// An evaluator running `swift`, keeping answers in `cache`'s `targetlint` folder.
    private func evaluator(_ swift: StandInSwift, cache: TemporaryFolder) -> SwiftPackageEvaluator {
        SwiftPackageEvaluator(
            swift: swift.program, timeout: .seconds(60),
            cache: EvaluationCache(folder: cache.file("targetlint"), displayName: "cache"), environment: [:])
    }

    @Test("an answer is kept until a manifest SwiftPM may choose, the toolchain or the folder's real path changes")
    func keyedByAllItDependsOn() throws {
        let swift = try StandInSwift()
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        defer {
            swift.remove()
            project.remove()
            cache.remove()
        }
        try write(
            ["Kit/Package.swift": loopedManifest, "Kit/Package@swift-6.swift": swift6Manifest], into: project)
        let fileSystem = LocalFileSystem(workingDirectory: project.path)
        let manifest = Array(loopedManifest.utf8)
        func dump(_ evaluator: SwiftPackageEvaluator, _ folder: String = "Kit") throws -> String {
            String(
                decoding: try evaluator.dumpPackage(folder: folder, manifest: manifest, fileSystem: fileSystem),
                as: UTF8.self)
        }
        let first = evaluator(swift, cache: cache)
        try swift.answer(#"{"name": "first"}"#)
        #expect(try dump(first) == #"{"name": "first"}"#)
        try swift.answer(#"{"name": "second"}"#)
        #expect(try dump(first) == #"{"name": "first"}"#, "kept")
        #expect(swift.evaluated() == ["Kit"])

        try (swift6Manifest + "// edited\n").write(
            toFile: project.file("Kit/Package@swift-6.swift"), atomically: true, encoding: .utf8)
        #expect(try dump(first) == #"{"name": "second"}"#, "a versioned manifest changed")
        try "// swift-tools-version: 5.9\n".write(
            toFile: project.file("Kit/Package@swift-5.9.swift"), atomically: true, encoding: .utf8)
        try swift.answer(#"{"name": "third"}"#)
        #expect(try dump(first) == #"{"name": "third"}"#, "a versioned manifest was added")
        #expect(swift.evaluated().count == 3)

        // Another process with the same toolchain finds the answers; one with another does not.
        #expect(try dump(evaluator(swift, cache: cache)) == #"{"name": "third"}"#)
        try swift.setVersion("Swift version 6.2 (swift-6.2-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n")
        try swift.answer(#"{"name": "fourth"}"#)
        let upgraded = evaluator(swift, cache: cache)
        #expect(try dump(upgraded) == #"{"name": "fourth"}"#, "the toolchain changed")
        #expect(swift.evaluated().count == 4)

        // The same files in another folder are another package; a link to the folder is the same one.
        try FileManager.default.copyItem(atPath: project.file("Kit"), toPath: project.file("Copy"))
        try FileManager.default.createSymbolicLink(atPath: project.file("Linked"), withDestinationPath: "Kit")
        try swift.answer(#"{"name": "fifth"}"#)
        #expect(try dump(upgraded, "Copy") == #"{"name": "fifth"}"#)
        #expect(try dump(upgraded, "Linked") == #"{"name": "fourth"}"#)
        #expect(swift.evaluated() == ["Kit", "Kit", "Kit", "Kit", "Copy"])
        // Each evaluator asked for the toolchain's version once.
        #expect(swift.versionsAsked() == 3)
        #expect(answers(in: cache.file("targetlint")).count == 5)
        #expect(first.notes == [] && upgraded.notes == [])
    }

    @Test("when a manifest or the toolchain cannot be told, the answer is not kept, and a note says why")
    func unsureIsNotCached() throws {
        let swift = try StandInSwift()
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        defer {
            swift.remove()
            project.remove()
            cache.remove()
        }
        try write(["Kit/Package.swift": loopedManifest], into: project)
        try FileManager.default.createDirectory(
            atPath: project.file("Kit/Package@swift-6.swift"), withIntermediateDirectories: false)
        let fileSystem = LocalFileSystem(workingDirectory: project.path)
        let unreadable = evaluator(swift, cache: cache)
        for _ in 0..<2 {
            _ = try unreadable.dumpPackage(folder: "Kit", manifest: Array(loopedManifest.utf8), fileSystem: fileSystem)
        }
        #expect(swift.evaluated() == ["Kit", "Kit"])
        #expect(
            unreadable.notes == [
                "the answer for the package 'Kit' is not cached: 'Package@swift-6.swift' cannot be read (it is a folder, not a file)"
            ])

        try FileManager.default.removeItem(atPath: project.file("Kit/Package@swift-6.swift"))
        try FileManager.default.removeItem(atPath: swift.folder.file("version"))
        let unknownToolchain = evaluator(swift, cache: cache)
        for _ in 0..<2 {
            _ = try unknownToolchain.dumpPackage(
                folder: "Kit", manifest: Array(loopedManifest.utf8), fileSystem: fileSystem)
        }
        #expect(swift.evaluated().count == 4)
        #expect(
            unknownToolchain.notes == [
                "the answer for the package 'Kit' is not cached: '\(swift.program) --version' did not answer"
            ])
        #expect(swift.versionsAsked() == 1, "asked once, however it answered")
        #expect(answers(in: cache.file("targetlint")) == [])
    }

    @Test("a cache folder or file is trusted only when it is the user's own, writable by no one else, and no link")
    func trust() {
        let user: uid_t = 501
        let distrust = { (mode: mode_t, owner: uid_t, kind: mode_t) in
            EvaluationCache.distrust(mode: mode, owner: owner, kind: kind, user: user)
        }
        #expect(distrust(S_IFDIR | 0o700, user, S_IFDIR) == nil)
        #expect(distrust(S_IFREG | 0o644, user, S_IFREG) == nil)
        #expect(distrust(S_IFDIR | 0o700, 0, S_IFDIR) == "it belongs to another user")
        #expect(distrust(S_IFREG | 0o600, 502, S_IFREG) == "it belongs to another user")
        #expect(distrust(S_IFDIR | 0o777, user, S_IFDIR) == "other users can write it")
        #expect(distrust(S_IFDIR | 0o770, user, S_IFDIR) == "other users can write it")
        #expect(distrust(S_IFREG | 0o602, user, S_IFREG) == "other users can write it")
        #expect(distrust(S_IFLNK | 0o777, user, S_IFREG) == "it is a symbolic link")
        #expect(distrust(S_IFREG | 0o600, user, S_IFDIR) == "it is not a folder")
        #expect(distrust(S_IFIFO | 0o600, user, S_IFREG) == "it is not a regular file")
    }

    /// Runs `targetlint lint ARGUMENTS --evaluate-packages` in `checkout`, on its real disk, with
    /// `swift` as the stand-in and the cache in `cache`.
    private func lint(
        in checkout: TemporaryFolder, swift: StandInSwift, cache: TemporaryFolder, _ arguments: String...
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        var environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: checkout.path))
        environment.variables = ["PATH": swift.searchPath, "HOME": cache.path, "XDG_CACHE_HOME": cache.path]
        let status = TargetLint.run(
            arguments: ["lint", "--evaluate-packages"] + arguments, environment: environment, output: &output)
        return (status, output)
    }

    /// The looped checkout, with a `Package@swift-6.swift` whose loop gives `Fonts` and `Colors`
    /// the dependencies `dependencies`.
    private func checkout(swift6Dependencies dependencies: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        var files = XcodeGraphCommandTests.loopedFiles
        files["Packages/Modules/Package@swift-6.swift"] =
            XcodeGraphFixture.modules.replacingOccurrences(
                of: "swift-tools-version: 5.9", with: "swift-tools-version: 6.0")
            + "for name in [\"Fonts\", \"Colors\"] {\n"
            + "    package.targets.append(.target(name: name, dependencies: \(dependencies)))\n}\n"
        try write(files, into: folder)
        return folder
    }

    @Test(
        "a checkout elsewhere with the same Package.swift and another Package@swift-6.swift does not answer for this one"
    )
    func otherCheckoutDoesNotAnswer() throws {
        let swift = try StandInSwift()
        let cache = try TemporaryFolder()
        let branch = try checkout(swift6Dependencies: "[]")
        let clean = try checkout(swift6Dependencies: #"["FeatureX"]"#)
        defer {
            for folder in [swift.folder, cache, branch, clean] { folder.remove() }
        }
        try swift.answer(XcodeGraphCommandTests.loopedDump(loopDependencies: "[]"))
        let (_, onBranch) = lint(in: branch, swift: swift, cache: cache)
        #expect(!onBranch.standardOutput.contains("'Fonts'"))
        try swift.answer(XcodeGraphCommandTests.loopedDump())
        let (status, onClean) = lint(in: clean, swift: swift, cache: cache)
        #expect(status == .findings)
        #expect(onClean.standardOutput.contains(XcodeGraphCommandTests.fontsFinding))
        #expect(swift.evaluated() == ["Packages/Modules", "Packages/Modules"])
        // The clean checkout's own answer is kept for it.
        #expect(lint(in: clean, swift: swift, cache: cache).output == onClean)
        #expect(swift.evaluated().count == 2)
    }

    @Test(
        "a cache folder others can write is neither read nor written, and --verbose says so without the variable's value"
    )
    func untrustedFolder() throws {
        let swift = try StandInSwift()
        let cache = try TemporaryFolder()
        let project = try checkout(swift6Dependencies: #"["FeatureX"]"#)
        defer {
            for folder in [swift.folder, cache, project] { folder.remove() }
        }
        try swift.answer(XcodeGraphCommandTests.loopedDump())
        let (_, first) = lint(in: project, swift: swift, cache: cache)
        let kept = cache.file("targetlint/\(try #require(answers(in: cache.file("targetlint")).first))")
        // The folder and the answers in it are the user's alone.
        let mode = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        }
        #expect(try mode(cache.file("targetlint")) == 0o700)
        #expect(try mode(kept) == 0o600)
        // Another user's answer, which would hide the finding.
        let poisoned = XcodeGraphCommandTests.loopedDump(loopDependencies: "[]")
        try poisoned.write(toFile: kept, atomically: false, encoding: .utf8)
        chmod(cache.file("targetlint"), 0o777)
        let (status, output) = lint(in: project, swift: swift, cache: cache, "--verbose")
        #expect(status == .findings)
        #expect(output.standardOutput == first.standardOutput)
        #expect(swift.evaluated().count == 2)
        #expect(
            output.standardError.contains(
                "\nnote: the cache folder '${XDG_CACHE_HOME}/targetlint' is neither read nor written: other users can write it\n"
            ))
        #expect(!output.standardError.contains(cache.path))
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == poisoned)
        #expect(answers(in: cache.file("targetlint")).count == 1)
        // Without --verbose, nothing is said.
        #expect(!lint(in: project, swift: swift, cache: cache).output.standardError.contains("note:"))
    }

    @Test("a cache file others can write, or a link, is neither read nor replaced, and --verbose names it")
    func untrustedFile() throws {
        let swift = try StandInSwift()
        let cache = try TemporaryFolder()
        let project = try checkout(swift6Dependencies: #"["FeatureX"]"#)
        defer {
            for folder in [swift.folder, cache, project] { folder.remove() }
        }
        try swift.answer(XcodeGraphCommandTests.loopedDump())
        let (_, first) = lint(in: project, swift: swift, cache: cache)
        let name = try #require(answers(in: cache.file("targetlint")).first)
        let kept = cache.file("targetlint/\(name)")
        let poisoned = XcodeGraphCommandTests.loopedDump(loopDependencies: "[]")
        try poisoned.write(toFile: kept, atomically: false, encoding: .utf8)
        chmod(kept, 0o666)
        let (_, writable) = lint(in: project, swift: swift, cache: cache, "--verbose")
        #expect(writable.standardOutput == first.standardOutput)
        #expect(
            writable.standardError.contains(
                "\nnote: the cache file '${XDG_CACHE_HOME}/targetlint/\(name)' is neither read nor written: other users can write it\n"
            ))
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == poisoned)

        try FileManager.default.removeItem(atPath: kept)
        try poisoned.write(toFile: cache.file("elsewhere.json"), atomically: false, encoding: .utf8)
        chmod(cache.file("elsewhere.json"), 0o600)
        try FileManager.default.createSymbolicLink(atPath: kept, withDestinationPath: cache.file("elsewhere.json"))
        let (_, linked) = lint(in: project, swift: swift, cache: cache, "--verbose")
        #expect(linked.standardOutput == first.standardOutput)
        #expect(
            linked.standardError.contains(
                "\nnote: the cache file '${XDG_CACHE_HOME}/targetlint/\(name)' is neither read nor written: it is a symbolic link\n"
            ))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: kept) == cache.file("elsewhere.json"))
        #expect(swift.evaluated().count == 3)
    }
}
