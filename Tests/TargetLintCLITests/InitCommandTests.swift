import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// `targetlint init`, on copies of the samples in temporary folders.
@Suite struct InitCommandTests {
    /// A copy of `Samples/NAME` in a fresh folder.
    private func copy(_ name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for item in try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Samples/" + name) {
            try FileManager.default.copyItem(
                atPath: packageRoot + "/Samples/\(name)/" + item, toPath: folder.file(item))
        }
        return folder
    }

    /// Runs init on `folder`, named by its absolute path so that its files are written there, and
    /// writes them.
    private func initialize(_ folder: TemporaryFolder, _ more: String...) -> ExitStatusAndOutput {
        var (status, output) = run(in: URL(fileURLWithPath: folder.path), ["init", folder.path] + more)
        let written = output.writeFiles()
        return (status, output, written)
    }

    typealias ExitStatusAndOutput = (status: TargetLintCLI.ExitStatus, output: CommandOutput, written: Bool)

    private func run(in directory: URL, _ arguments: [String]) -> (TargetLintCLI.ExitStatus, CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: directory.path))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    @Test("init wraps an Xcode project, guesses layers and allowlists, baselines today's findings; as the golden text")
    func xcodeProject() throws {
        let folder = try copy("xcodeproj")
        defer { folder.remove() }
        let result = initialize(folder)
        #expect(result.status == .success)
        #expect(result.written)
        let printed = result.output.standardOutput.replacingOccurrences(of: folder.path + "/", with: "")
        try expectGolden(printed, "init.txt")
        try expectGolden(
            try String(contentsOfFile: folder.file("targetlint.yml"), encoding: .utf8), "init-targetlint.yml")
        // The first lint passes, counting what the baseline holds; a new problem fails.
        let directory = URL(fileURLWithPath: folder.path)
        let (status, output) = run(in: directory, ["lint"])
        #expect(status == .success)
        #expect(
            output.standardOutput
                == "0 errors, 0 warnings in 8 targets; 3 known findings in the baseline, 0 fixed since\n")
        let manifest = folder.file("targetlint.yml")
        try
            (String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(
                of: "    widget: [BrewCore]", with: "    widget: []")).write(
                toFile: manifest, atomically: true, encoding: .utf8)
        let (failed, failure) = run(in: directory, ["lint"])
        #expect(failed == .findings)
        #expect(failure.standardOutput.contains("links core module 'BrewCore', which allowlist 'widget' does not name"))
    }

    @Test("init replaces neither a targetlint.yml nor a baseline unless --force")
    func refuses() throws {
        let folder = try copy("xcodeproj")
        defer { folder.remove() }
        try "# mine\n".write(toFile: folder.file(".targetlint-baseline.json"), atomically: true, encoding: .utf8)
        let refused = initialize(folder)
        #expect(refused.status == .invalidInput)
        #expect(
            refused.output.standardError
                == "\(folder.file(".targetlint-baseline.json")): error: \(folder.file(".targetlint-baseline.json")) is already there; targetlint init replaces it only with --force\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("targetlint.yml")))
        #expect(initialize(folder, "--force").status == .success)
        // With --force, the project is found as if its targetlint.yml were not there.
        let again = initialize(folder, "--force")
        #expect(again.status == .success)
        #expect(again.output.standardOutput.hasPrefix("\(folder.file("targetlint.yml")) reads Brew.xcodeproj:\n"))
    }

    @Test("a folder with only a Swift package: init wraps its Package.swift, which lint reads when named")
    func swiftPackage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [.library(name: "CartFeature", targets: ["CartFeature"])],
            targets: [
                .target(name: "CartFeature", dependencies: ["CartCore"]),
                .target(name: "CartCore", dependencies: ["CartFeature"]),
            ]
        )
        """.write(toFile: folder.file("Package.swift"), atomically: true, encoding: .utf8)
        let result = initialize(folder)
        #expect(result.status == .success)
        #expect(result.output.standardOutput.hasPrefix("\(folder.file("targetlint.yml")) reads Package.swift:\n"))
        #expect(result.output.standardOutput.contains("  dependency-cycle: 1\n"))
        let manifest = try String(contentsOfFile: folder.file("targetlint.yml"), encoding: .utf8)
        #expect(manifest.contains("source: Package.swift\n"))
        let directory = URL(fileURLWithPath: folder.path)
        #expect(run(in: directory, ["lint"]).0 == .success)
        let (status, output) = run(in: directory, ["lint", "Package.swift"])
        #expect(status == .findings)
        #expect(
            output.standardOutput.contains("dependency cycle: CartCore → CartFeature → CartCore [dependency-cycle]"))
    }

    @Test("modules in Features and Core folders are placed by name, the others listed as unplaced")
    func folders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = """
            name: Shop
            targets:
              Shop: {type: application, platform: iOS, dependencies: [{target: ShopClip}, {target: Checkout}]}
              ShopClip: {type: application.on-demand-install-capable, platform: iOS, dependencies: [{target: Money}, {target: Checkout}, {target: Analytics}]}
              Checkout: {type: framework, platform: iOS, sources: [Features/Checkout]}
              Money: {type: framework, platform: iOS, sources: [Core/Money]}
              Analytics: {type: framework, platform: iOS, sources: [Analytics]}
            """
        for path in ["Features/Checkout/A.swift", "Core/Money/A.swift", "Analytics/A.swift"] {
            try FileManager.default.createDirectory(
                atPath: folder.file(String(path.split(separator: "/").dropLast().joined(separator: "/"))),
                withIntermediateDirectories: true)
            try "".write(toFile: folder.file(path), atomically: true, encoding: .utf8)
        }
        try spec.write(toFile: folder.file("project.yml"), atomically: true, encoding: .utf8)
        let result = initialize(folder)
        #expect(result.status == .success)
        let manifest = try String(contentsOfFile: folder.file("targetlint.yml"), encoding: .utf8)
        #expect(manifest.contains("    feature:\n      - Checkout  # in a Features folder\n"))
        #expect(manifest.contains("    core:\n      - Money  # in a Core folder\n"))
        #expect(manifest.contains("# No layer, so no rule about layers holds them: Analytics\n"))
        #expect(manifest.contains("    app-clip: [Money]\n"))
        #expect(result.output.standardOutput.contains("  no-feature-in-extension: 1\n"))
        let (status, _) = run(in: URL(fileURLWithPath: folder.path), ["lint"])
        #expect(status == .success)
    }
}
