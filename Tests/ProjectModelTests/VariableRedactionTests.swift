import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel

@Suite struct VariableRedactionTests {
    /// What loading a spec that uses `${TEAM}` and `${FLAG}` records.
    static var redaction: VariableRedaction {
        var redaction = VariableRedaction()
        redaction.record(value: "acme-team", of: "TEAM")
        redaction.record(expanded: "com.acme-team.app", written: "com.${TEAM}.app")
        redaction.record(value: "1", of: "FLAG")
        redaction.record(expanded: "App1", written: "App${FLAG}")
        return redaction
    }

    @Test(
        "expanded strings go back to how the spec writes them, and values to ${NAME}",
        arguments: [
            ("com.acme-team.app", "com.${TEAM}.app"),
            (
                "bundle id 'com.acme-team.app', expected 'com.acme-team.shop.'",
                "bundle id 'com.${TEAM}.app', expected 'com.${TEAM}.shop.'"
            ),
            ("acme-teamWidget → App1", "${TEAM}Widget → App${FLAG}"),
            ("1 shortest path, 16.0, 1", "${FLAG} shortest path, 16.0, ${FLAG}"),
            ("App12 and App1", "App12 and App${FLAG}"),
            ("nothing here", "nothing here"),
            ("com.${TEAM}.app", "com.${TEAM}.app"),
        ])
    func redact(text: String, expected: String) {
        #expect(Self.redaction.redact(text) == expected)
    }

    @Test("nothing expanded, nothing changed; empty values reveal nothing and are not recorded")
    func empty() {
        var redaction = VariableRedaction()
        #expect(redaction.isEmpty)
        #expect(redaction.redact("1 acme-team") == "1 acme-team")
        redaction.record(value: "", of: "EMPTY")
        #expect(redaction.isEmpty)
    }

    @Test("loading a spec records what ${NAME} expanded, and never the platform XcodeGen fills in")
    func recordedByLoading() throws {
        let spec = """
            name: P
            targets:
              ${TEAM}App:
                type: application
                platform: [iOS]
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.${TEAM}.${platform}

            """
        let manifest = try ManifestLoader(
            fileSystem: InMemoryFileSystem(["project.yml": spec]), environment: ["TEAM": "acme-team"]
        ).load(path: "project.yml")
        #expect(manifest.targets.map(\.name) == ["acme-teamApp_iOS"])
        #expect(manifest.targets[0].bundleID?.value == "com.acme-team.iOS")
        #expect(
            manifest.redaction.redact("acme-teamApp_iOS has com.acme-team.iOS") == "${TEAM}App_iOS has com.${TEAM}.iOS")
        let plain = try ManifestLoader(fileSystem: InMemoryFileSystem(["project.yml": spec])).load(path: "project.yml")
        #expect(plain.redaction.isEmpty)
    }
}
