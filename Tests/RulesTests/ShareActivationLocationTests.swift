import FileAccess
import ProjectLoader
import Rules
import Testing

/// Lints the XcodeGen spec `project.yml` among in-memory `files`; findings of `rule` as
/// `file:line:column: message`.
private func specFindings(_ files: [String: String], rule: String) throws -> [String] {
    let fileSystem = InMemoryFileSystem(files)
    let loaded = try ManifestLoader(fileSystem: fileSystem, environment: ["HOME": "/home"]).load(path: "project.yml")
    let report = try Linter(fileSystem: fileSystem).lint(loaded)
    return report.diagnostics.filter { $0.rule == rule }.map { "\($0.location): \($0.message)" }
}

@Suite struct ShareActivationLocationTests {
    static let message =
        "app extension 'ShopShare' activates for any content with NSExtensionActivationRule TRUEPREDICATE; list the content types it supports"

    @Test("an Info.plist from an included file is reported in that file, not in the spec that includes it")
    func infoFromInclude() throws {
        let files = [
            "project.yml": """
            name: Shop
            include: [share/share.yml]
            targets:
              ShopShare:
                type: app-extension
                platform: iOS
            """,
            "share/share.yml": """
            targets:
              ShopShare:
                info:
                  path: Share/Info.plist
                  properties:
                    NSExtension:
                      NSExtensionPointIdentifier: com.apple.share-services
                      NSExtensionAttributes:
                        NSExtensionActivationRule: TRUEPREDICATE
            """,
        ]
        #expect(try specFindings(files, rule: "share-activation-rule") == ["share/share.yml:9:40: \(Self.message)"])
    }

    @Test("an Info.plist from a target template in an included file is reported in the template's file")
    func infoFromIncludedTemplate() throws {
        let files = [
            "project.yml": """
            name: Shop
            include: [templates.yml]
            targets:
              ShopShare:
                type: app-extension
                platform: iOS
                templates: [ShareExtension]
            """,
            "templates.yml": """
            targetTemplates:
              ShareExtension:
                info:
                  path: Share/Info.plist
                  properties:
                    NSExtension:
                      NSExtensionPointIdentifier: com.apple.share-services
                      NSExtensionAttributes:
                        NSExtensionActivationRule: "TRUEPREDICATE"
            """,
        ]
        #expect(try specFindings(files, rule: "share-activation-rule") == ["templates.yml:9:40: \(Self.message)"])
    }
}
