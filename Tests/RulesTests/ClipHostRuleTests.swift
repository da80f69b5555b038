import Foundation
import GraphModel
import Project
import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import Rules

@Suite struct ClipHostRuleTests {
    static let hosts = """
        targets:
          Shop:
            type: app
            dependencies: [ShopClip, ShopShare]
          Kiosk:
            type: app
            dependencies: [ShopClip]
          LostClip:
            type: app-clip
          ShopClip:
            type: app-clip
          ShopShare:
            type: app-extension
          LostWidget:
            type: app-extension
            dependencies: [ShopShare]
          Support:
            type: framework
            dependencies: [LostClip]
        """

    @Test("a clip needs exactly one host app, an extension at least one; only apps embed")
    func hosts() throws {
        let report = try lint(Self.hosts)
        #expect(
            report.findings("clip-host") == [
                "8:3: app clip 'LostClip' is embedded by no app; list it in its app's dependencies",
                "10:3: app clip 'ShopClip' is embedded by 2 apps, 'Kiosk', 'Shop'; an App Clip belongs to exactly one app",
                "14:3: app extension 'LostWidget' is embedded by no app; list it in its app's dependencies or remove it",
            ])
        #expect(
            report.diagnostics.filter { $0.rule == "clip-host" }.map(\.severity) == [.error, .error, .warning])
    }

    @Test("'ignore' and severity overrides apply to the host rule")
    func hostIgnoreAndSeverity() throws {
        let ignored = Self.hosts.replacingOccurrences(
            of: "  LostClip:\n    type: app-clip\n", with: "  LostClip:\n    type: app-clip\n    ignore: [clip-host]\n")
        #expect(try lint(ignored).findings("clip-host").count == 2)
        let warned = try lint("rules:\n  clip-host: warning\n" + Self.hosts)
        #expect(warned.diagnostics.filter { $0.rule == "clip-host" }.allSatisfy { $0.severity == .warning })
    }
}

@Suite("Watch apps as hosts")
struct WatchHostTests {
    @Test("a watch app embeds its WatchKit extension, which then has a host")
    func watchExtension() throws {
        let report = try lint(
            """
            targets:
              Watch:
                type: watch-app
                dependencies: [WatchExtension]
              WatchExtension:
                type: app-extension
                dependencies: [WatchKitHelpers]
              WatchKitHelpers:
                type: framework
            rules:
              size-build-settings: off
            """)
        #expect(report.findings("clip-host").isEmpty)
        let fileSystem = InMemoryFileSystem([
            "targetlint.yml":
                "targets:\n  W:\n    type: watch-app\n    dependencies: [E]\n  E:\n    type: app-extension\n"
        ])
        let graph = ProjectGraph(manifest: try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml"))
        #expect(graph.targetGraph.allEdges.map(\.kind) == [.embed])
        #expect(graph.hosts[1] == [0])
    }
}
