import Foundation
import Testing

@testable import FileAccess
@testable import ManifestImporter
@testable import SwiftPackageImporter
@testable import TargetLintCLI

/// The `swift` program on this process's `PATH`, or nil.
private let swiftOnPath: String? = {
    let path = CommandEnvironment.process().variables["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/swift" }.first { access($0, X_OK) == 0 }
}()

/// Writes a package into `folder`: its manifest and one empty source file per target in `targets`.
private func writePackage(_ manifest: String, targets: [String], in folder: TemporaryFolder) throws {
    try manifest.write(toFile: folder.file("Package.swift"), atomically: true, encoding: .utf8)
    for target in targets {
        try FileManager.default.createDirectory(
            atPath: folder.file("Sources/\(target)"), withIntermediateDirectories: true)
        try "".write(toFile: folder.file("Sources/\(target)/\(target).swift"), atomically: true, encoding: .utf8)
    }
}

@Suite struct PackageManifestEvaluatorTests {
    @Test(
        "the cache folder follows XDG_CACHE_HOME, else the home folder, needs absolute paths, and is named by the variable"
    )
    func cacheFolder() {
        let folder = { (environment: [String: String]) in
            EvaluationCache.userCache(environment: environment).map { "\($0.folder) as \($0.displayName)" }
        }
        #if os(macOS)
            #expect(
                folder(["HOME": "/Users/a"])
                    == "/Users/a/Library/Caches/targetlint as ${HOME}/Library/Caches/targetlint")
        #else
            #expect(
                folder(["HOME": "/home/a", "XDG_CACHE_HOME": "/c"]) == "/c/targetlint as ${XDG_CACHE_HOME}/targetlint")
            #expect(
                folder(["HOME": "/home/a", "XDG_CACHE_HOME": "rel"])
                    == "/home/a/.cache/targetlint as ${HOME}/.cache/targetlint")
        #endif
        #expect(folder([:]) == nil)
    }

    @Test("the cache key is the FNV-1a hash of the toolchain, the real folder and each manifest, so any changes it")
    func cacheKey() {
        typealias File = SwiftPackageEvaluator.ManifestFile
        let manifests = [File(name: "Package.swift", bytes: Array("let a = 1".utf8))]
        let key = { (toolchain: String, folder: String, manifests: [File]) in
            SwiftPackageEvaluator.cacheKey(toolchain: Array(toolchain.utf8), realFolder: folder, manifests: manifests)
        }
        let base = key("Swift version 6.1", "/p", manifests)
        #expect(base.hasPrefix("dump-package-") && base.count == "dump-package-".count + 16)
        #expect(base == key("Swift version 6.1", "/p", manifests))
        #expect(base != key("Swift version 6.2", "/p", manifests))
        #expect(base != key("Swift version 6.1", "/q", manifests))
        #expect(base != key("Swift version 6.1", "/p/", manifests))
        #expect(base != key("Swift version 6.1", "/p", [File(name: "Package.swift", bytes: Array("let a = 2".utf8))]))
        #expect(base != key("Swift version 6.1", "/p", manifests + [File(name: "Package@swift-6.swift", bytes: [])]))
        #expect(
            key("v", "/p", manifests + [File(name: "Package@swift-6.swift", bytes: [])])
                != key("v", "/p", manifests + [File(name: "Package@swift-6.0.swift", bytes: [])]))
    }

    @Test("a manifest with a loop is evaluated by SwiftPM into the targets it makes, then served from the cache")
    func evaluatesAndCaches() throws {
        guard let swift = swiftOnPath else {
            print("skipping the dump-package evaluation: no 'swift' on PATH")
            return
        }
        let package = try TemporaryFolder()
        let cache = try TemporaryFolder()
        defer {
            package.remove()
            cache.remove()
        }
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Looped", products: [.library(name: "Kit", targets: ["A"])])
            for name in ["A", "B"] {
                package.targets.append(.target(name: name, dependencies: name == "A" ? ["B"] : []))
            }
            """
        try writePackage(manifest, targets: ["A", "B"], in: package)
        let bytes = Array(manifest.utf8)
        let statically = PackageManifestReader.read(bytes, file: "Package.swift")
        #expect(statically.unsupported.count == 1)
        let environment = CommandEnvironment.process().variables
        let cacheFolder = EvaluationCache(folder: cache.file("targetlint"), displayName: "cache")
        let evaluator = SwiftPackageEvaluator(
            swift: swift, timeout: .seconds(300), cache: cacheFolder, environment: environment)
        let json = try evaluator.dumpPackage(folder: package.path, manifest: bytes, fileSystem: LocalFileSystem())
        let result = PackageDumpReader.read(json, file: "Package.swift", locatedBy: statically.manifest)
        #expect(result.problems.isEmpty)
        #expect(
            result.manifest?.targets.map { "\($0.name.value): \($0.dependencies.map(\.name))" } == [
                "A: [\"B\"]", "B: []",
            ])
        #expect(try cache.names() == ["targetlint"])
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.file("targetlint"))
        #expect(kept.count == 1 && kept.allSatisfy { $0.hasPrefix("dump-package-") && $0.hasSuffix(".json") })
        // A second evaluation, by the same toolchain, reads the cache.
        let again = SwiftPackageEvaluator(
            swift: swift, timeout: .seconds(300), cache: cacheFolder, environment: environment)
        #expect(try again.dumpPackage(folder: package.path, manifest: bytes, fileSystem: LocalFileSystem()) == json)
        #expect(again.notes == [])
    }

    @Test("a manifest that fails says so with SwiftPM's words, environment values put back as ${NAME}")
    func failureIsRedacted() throws {
        guard let swift = swiftOnPath else {
            print("skipping the dump-package evaluation: no 'swift' on PATH")
            return
        }
        let package = try TemporaryFolder()
        defer { package.remove() }
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            import Foundation

            let secret = ProcessInfo.processInfo.environment["TARGETLINT_TEST_SECRET"] ?? ""
            if !secret.isEmpty { fatalError("failing on purpose with " + secret) }
            let package = Package(name: "Broken")
            """
        try writePackage(manifest, targets: [], in: package)
        var environment = CommandEnvironment.process().variables
        environment["TARGETLINT_TEST_SECRET"] = "hunter2-very-secret"
        let evaluator = SwiftPackageEvaluator(
            swift: swift, timeout: .seconds(300), cache: nil, environment: environment)
        do {
            _ = try evaluator.dumpPackage(
                folder: package.path, manifest: Array(manifest.utf8), fileSystem: LocalFileSystem())
            Issue.record("a broken manifest was evaluated")
        } catch {
            #expect(error.message.hasPrefix("swift package dump-package failed with exit status 1"))
            #expect(error.message.contains("failing on purpose with ${TARGETLINT_TEST_SECRET}"))
            #expect(!error.message.contains("hunter2-very-secret"))
        }
    }

    @Test("a program that runs past the time limit is killed with what it started")
    func timeout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.file("slow-swift")
        try "#!/bin/sh\nsleep 30 &\nwait\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let evaluator = SwiftPackageEvaluator(
            swift: script, timeout: .milliseconds(300), cache: nil, environment: [:])
        // Another test spawning at the moment the script is written holds it open for writing, and
        // running it then fails with "text file busy"; that passes in a moment.
        var message = ""
        var elapsed = Duration.zero
        for _ in 0..<50 {
            let clock = ContinuousClock()
            let start = clock.now
            do {
                _ = try evaluator.dumpPackage(folder: folder.path, manifest: [], fileSystem: LocalFileSystem())
            } catch {
                message = error.message
            }
            elapsed = clock.now - start
            guard message.hasSuffix("text file busy") else { break }
            usleep(50_000)
        }
        #expect(message == "swift package dump-package failed: it did not finish within 0.3 seconds")
        #expect(elapsed < .seconds(10))
    }

    @Test("a program that cannot be started is a failure naming it")
    func missingProgram() {
        let evaluator = SwiftPackageEvaluator(
            swift: "/nonexistent/swift", timeout: .seconds(5), cache: nil, environment: [:])
        #expect(throws: PackageEvaluationError.self) {
            _ = try evaluator.dumpPackage(folder: "/tmp", manifest: [], fileSystem: LocalFileSystem())
        }
    }
}
