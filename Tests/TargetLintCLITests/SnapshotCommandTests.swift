import Foundation
import Testing

@testable import TargetLintCLI

/// `targetlint snapshot` and what `lint` does with the file it writes, on a copy of `Samples/Shop`.
@Suite struct SnapshotCommandTests {
    /// A copy of `Samples/Shop` as `shop` in a fresh folder, and that folder.
    private func shopCopy() throws -> (folder: TemporaryFolder, directory: URL) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Shop", toPath: folder.file("shop"))
        return (folder, URL(fileURLWithPath: folder.path))
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        try change(String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("snapshot writes the sample's committed file again, and says what it wrote on standard error")
    func rewritesSample() throws {
        let (folder, directory) = try shopCopy()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.file("shop/targetlint.lock"))
        // Absolute, as files are written from the process's folder.
        var (status, output) = run(in: directory, "snapshot", folder.file("shop"))
        #expect(status == .success)
        #expect(output.standardOutput == "")
        let written = output.writeFiles()
        #expect(written)
        #expect(
            output.standardError
                == "wrote \(folder.file("shop/targetlint.lock")): 4 products, 11 nodes in their closures\n")
        #expect(
            try String(contentsOfFile: folder.file("shop/targetlint.lock"), encoding: .utf8)
                == String(contentsOfFile: packageRoot + "/Samples/Shop/targetlint.lock", encoding: .utf8))
    }

    @Test("lint fails when a clip's closure grows or shrinks, as the golden text, until snapshot accepts it")
    func change() throws {
        let (folder, directory) = try shopCopy()
        defer { folder.remove() }
        try edit(folder.file("shop/Modules/modules.yml")) {
            $0.replacingOccurrences(
                of: "  NetworkService:\n    type: framework\n    dependencies: [SharedConstants]",
                with:
                    "  NetworkService:\n    type: framework\n    dependencies: [SharedConstants, {package: Lottie, size: 1.4 MB}]"
            )
        }
        try edit(folder.file("shop/targetlint.yml")) {
            $0.replacingOccurrences(
                of: "dependencies: [DesignSystem, Storage, SharedConstants]",
                with: "dependencies: [DesignSystem, SharedConstants]")
        }
        let (status, output) = run(in: directory, "lint", "shop")
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "snapshot-lint.txt")
        var accepted = run(in: directory, "snapshot", folder.file("shop"))
        #expect(accepted.status == .success)
        let written = accepted.output.writeFiles()
        #expect(written)
        #expect(run(in: directory, "lint", "shop").status == .success)
        let lock = try String(contentsOfFile: folder.file("shop/targetlint.lock"), encoding: .utf8)
        #expect(
            lock.contains(
                "app-clip ShopClip  # 4.8 MB estimated\n  framework DesignSystem  # 2.1 MB\n  package Lottie  # 1.4 MB\n"
            ))
        #expect(
            !lock.contains(
                "app-extension ShopShare  # 2.5 MB estimated\n  framework DesignSystem  # 2.1 MB\n  framework SharedConstants  # 20 KB\n  framework Storage"
            ))
    }

    @Test("a snapshot the manifest names and CI lacks fails lint, which never creates it")
    func missing() throws {
        let (folder, directory) = try shopCopy()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.file("shop/targetlint.lock"))
        var (status, output) = run(in: directory, "lint", "shop")
        #expect(status == .findings)
        #expect(
            output.standardOutput.hasPrefix(
                "shop/targetlint.yml:6:11: error: the closure snapshot shop/targetlint.lock does not exist; run `targetlint snapshot` and commit the file it writes [closure-changed]\n"
            ))
        let written = output.writeFiles()
        #expect(written)
        #expect(!FileManager.default.fileExists(atPath: folder.file("shop/targetlint.lock")))
    }

    @Test("a snapshot that is not one stops lint with its line, and snapshot replaces it")
    func malformed() throws {
        let (folder, directory) = try shopCopy()
        defer { folder.remove() }
        try "app-clip ShopClip\n  module DesignSystem\n".write(
            toFile: folder.file("shop/targetlint.lock"), atomically: true, encoding: .utf8)
        let (status, output) = run(in: directory, "lint", "shop")
        #expect(status == .invalidInput)
        #expect(output.standardError.hasPrefix("shop/targetlint.lock:2:3: error: 'module' is not the type of a node"))
        var replaced = run(in: directory, "snapshot", folder.file("shop"))
        #expect(replaced.status == .success)
        let written = replaced.output.writeFiles()
        #expect(written)
        #expect(run(in: directory, "lint", "shop").status == .success)
    }

    @Test("snapshot writes nothing outside the project root")
    func outsideRoot() throws {
        let (folder, directory) = try shopCopy()
        defer { folder.remove() }
        try edit(folder.file("shop/targetlint.yml")) {
            $0.replacingOccurrences(of: "snapshot: targetlint.lock", with: "snapshot: ../elsewhere.lock")
        }
        var (status, output) = run(in: directory, "snapshot", folder.file("shop"))
        #expect(status == .success)
        let written = output.writeFiles()
        #expect(!written)
        #expect(
            output.standardError
                == "\(folder.file("elsewhere.lock")): error: cannot write the snapshot: it leaves the project; targetlint writes only inside the project root (widen it with --root)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("elsewhere.lock")))
    }
}
