import FileAccess
import Project
import ProjectLoader
import ProjectModel
import Testing

@testable import Rules

/// `closure-changed` and the snapshot file it reads: what a change to a clip's closure reports, and
/// where.
@Suite struct ClosureChangedTests {
    static let manifest = """
        targets:
          Shop:
            type: app
            dependencies: [ShopClip, ShopWidget]
          ShopClip:
            type: app-clip
            size: 900 KB
            dependencies: [CartCore, {sdk: StoreKit.framework}]
          ShopWidget:
            type: app-extension
            extension-point: widget
            dependencies: [DesignSystem]
          CartCore:
            type: framework
            size: 1.2 MB
            dependencies: [Networking, {package: Lottie, size: 1.4 MB}]
          Networking:
            type: framework
            dependencies: [Logging]
          Logging:
            type: framework
          DesignSystem:
            type: framework
        """

    /// The snapshot `targetlint snapshot` writes for a manifest.
    private func snapshot(of manifest: String) throws -> String {
        let loaded = try ManifestLoader(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest]))
            .load(path: "targetlint.yml")
        return ClosureSnapshot.text(of: ProjectGraph(manifest: loaded))
    }

    @Test("the snapshot lists each product's closure sorted by name, one line per node, sizes as comments")
    func writes() throws {
        let text = try snapshot(of: Self.manifest)
        #expect(text.hasPrefix("# The link closure of each App Clip, app extension and watch app"))
        #expect(text.contains("`targetlint snapshot` to accept the change"))
        let body = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(
            body == [
                "app-clip ShopClip  # 3.5 MB estimated",
                "  framework CartCore  # 1.2 MB",
                "  framework Logging",
                "  package Lottie  # 1.4 MB",
                "  framework Networking",
                "  sdk StoreKit",
                "app-extension ShopWidget",
                "  framework DesignSystem",
            ])
    }

    @Test("a project that matches its snapshot has no finding, and one with no snapshot is not checked")
    func matches() throws {
        let text = try snapshot(of: Self.manifest)
        #expect(try lint(Self.manifest, files: ["targetlint.lock": text]).findings("closure-changed") == [])
        #expect(try lint(Self.manifest).findings("closure-changed") == [])
    }

    @Test("a module added reports each node it brings, at the entry that adds the edge, with the path")
    func added() throws {
        let before = try snapshot(of: Self.manifest)
        let changed =
            Self.manifest.replacingOccurrences(
                of: "dependencies: [Logging]", with: "dependencies: [Logging, Analytics]")
            + "\n  Analytics:\n    type: framework\n    dependencies: [Tracking]\n  Tracking:\n    type: framework\n"
        #expect(
            try lint(changed, files: ["targetlint.lock": before]).findings("closure-changed") == [
                "19:29: app clip 'ShopClip' now links framework 'Analytics', which targetlint.lock does not record, via ShopClip → CartCore → Networking → Analytics; run `targetlint snapshot` to accept it",
                "19:29: app clip 'ShopClip' now links framework 'Tracking', which targetlint.lock does not record, via ShopClip → CartCore → Networking → Analytics → Tracking; run `targetlint snapshot` to accept it",
            ])
        let report = try lint(changed, files: ["targetlint.lock": before])
        let cause = try #require(report.diagnostics.first { $0.rule == "closure-changed" }?.cause)
        #expect(cause.from == "Networking" && cause.to == "Analytics")
    }

    @Test("a module removed is reported at its line in the snapshot")
    func removed() throws {
        let before = try snapshot(of: Self.manifest)
        let changed = Self.manifest.replacingOccurrences(of: "[Networking, {package", with: "[{package")
        let report = try lint(changed, files: ["targetlint.lock": before])
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let logging = try #require(lines.firstIndex { $0 == "  framework Logging" }) + 1
        let networking = try #require(lines.firstIndex { $0 == "  framework Networking" }) + 1
        #expect(
            report.diagnostics.filter { $0.rule == "closure-changed" }.map { "\($0.location)" } == [
                "targetlint.lock:\(logging):3", "targetlint.lock:\(networking):3",
            ])
        #expect(
            report.findings("closure-changed").first?.hasSuffix(
                "app clip 'ShopClip' no longer links framework 'Logging', which targetlint.lock records; run `targetlint snapshot` to accept it"
            ) == true)
    }

    @Test("a product the snapshot lacks, or one the project no longer declares, is a finding")
    func products() throws {
        let snapshot = """
            app-clip ShopClip
              framework CartCore
              framework Logging
              package Lottie
              framework Networking
              sdk StoreKit
            app-extension OldWidget
              framework DesignSystem
            """
        #expect(
            try lint(Self.manifest, files: ["targetlint.lock": snapshot]).findings("closure-changed") == [
                "7:1: targetlint.lock records app extension 'OldWidget', which the project no longer declares; run `targetlint snapshot` to accept it",
                "9:3: app extension 'ShopWidget' is not in targetlint.lock; run `targetlint snapshot` to record its closure",
            ])
    }

    @Test("a snapshot the manifest names is read there, and its absence is an error at the setting, never created")
    func named() throws {
        let manifest = "snapshot: Config/closures.lock\n" + Self.manifest
        let text = try snapshot(of: Self.manifest)
        #expect(try lint(manifest, files: ["Config/closures.lock": text]).findings("closure-changed") == [])
        // A snapshot beside the manifest is not the one it names.
        #expect(
            try lint(manifest, files: ["targetlint.lock": text]).findings("closure-changed") == [
                "1:11: the closure snapshot Config/closures.lock does not exist; run `targetlint snapshot` and commit the file it writes"
            ])
    }

    @Test("a snapshot that is not one is an error at each bad line, and one outside the project is refused")
    func malformed() throws {
        let text = """
            # a comment
            app-clip ShopClip
                framework CartCore
              module CartCore
              sdk StoreKit  # trailing comment
              sdk StoreKit
            \tframework Logging
              CartCore
            framework Networking
              sdk StoreKit
            app-clip
              framework Unread
            app-clip ShopClip
              sdk Unread
            """
        #expect(
            lintProblems(Self.manifest, files: ["targetlint.lock": text]) == [
                "3:1: a line is indented 4 spaces; a product starts its line, and each node it links is indented two spaces",
                "4:3: 'module' is not the type of a node; expected one of app, app-clip, app-extension, framework, static-framework, static-library, dynamic-library, bundle, unit-tests, ui-tests, watch-app, tool, package, sdk, external",
                "6:3: sdk 'StoreKit' is recorded twice under 'ShopClip'",
                "7:1: a line is indented with a tab; indent a node with two spaces",
                "8:3: 'CartCore' is one word; a line is a type (such as framework), a space and a name",
                // The nodes under a product line that is not read are not read either.
                "9:1: 'framework' is not the type of a product; expected one of app-clip, app-extension, watch-app",
                "11:1: 'app-clip' is one word; a line is a type (such as app-clip), a space and a name",
                "13:1: app-clip 'ShopClip' is recorded twice",
            ])
        #expect(
            lintProblems("snapshot: \"\"\n" + Self.manifest) == [
                "1:11: 'snapshot' names no file; write the path of the closure snapshot, such as targetlint.lock"
            ])
        #expect(
            lintProblems("snapshot: ../outside.lock\n" + Self.manifest) == [
                "1:11: snapshot ../outside.lock leaves the project; targetlint reads only files inside the project root (widen it with --root)"
            ])
    }

    @Test("a snapshot checked out with CRLF line endings or a byte order mark reads the same")
    func lineEndings() throws {
        let text = try snapshot(of: Self.manifest)
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try lint(Self.manifest, files: ["targetlint.lock": crlf]).findings("closure-changed") == [])
        #expect(
            try lint(Self.manifest, files: ["targetlint.lock": "\u{FEFF}" + text]).findings("closure-changed") == [])
    }

    @Test("names with characters no output writes as they are, or a '#', round-trip through the file")
    func escapedNames() throws {
        let manifest = """
            targets:
              "Shop\\u202EClip":
                type: app-clip
                dependencies: ["Kit #2", "Bad\\u001BKit", " Padded "]
              "Kit #2":
                type: framework
              "Bad\\u001BKit":
                type: framework
              " Padded ":
                type: framework
            """
        let text = try snapshot(of: manifest)
        #expect(text.contains("app-clip Shop\\u{202E}Clip\n"))
        #expect(text.contains("  framework Kit \\u{23}2\n"))
        #expect(text.contains("  framework Bad\\u{1B}Kit\n"))
        #expect(text.contains("  framework \\u{20}Padded\\u{20}\n"))
        #expect(try lint(manifest, files: ["targetlint.lock": text]).findings("closure-changed") == [])
    }
}
