import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// Names holding a character of every class no output writes raw, through every format of `lint`
/// and `graph`, `tree` and `stats`.
@Suite struct EscapingCommandTests {
    /// A manifest whose names hold, through YAML escapes, a C0 control (ESC), DEL, C1 controls
    /// (U+0085, U+009B), bidirectional controls (U+202E, U+2066, U+2069, U+200E, U+200F, U+061C) and
    /// the line and paragraph separators (U+2028, U+2029).
    static let manifest = #"""
        layers:
          order: [feature, "co\Lre"]
        targets:
          "Shop\u202Etxt":
            type: app
            dependencies: ["Kit\Lsep\x85\x7F\u2066", "Esc\e[2J", "Del\x7F", "Nel\x85Csi\x9B", "\u2066Iso\u2069", "Mark\u200E\u200F\u061C", "Para\P"]
          "Kit\Lsep\x85\x7F\u2066":
            type: framework
            layer: "co\Lre"

        """#

    /// The scalars no output may hold raw: the classes above, and every control but the line feed
    /// (and, in XML, where U+FFFD stands for them, the C0 controls).
    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func run(_ arguments: [String]) -> (TargetLintCLI.ExitStatus, CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest]))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    @Test(
        "every lint format escapes control, bidirectional and separator characters in names, as its golden file",
        arguments: [
            (
                "text", "escaping.txt",
                [#"Shop\u{202E}txt"#, #"Esc\u{1B}[2J"#, #"Nel\u{85}Csi\u{9B}"#, #"Para\u{2029}"#]
            ),
            ("github", "escaping.github.txt", [#"Shop\u{202E}txt"#, #"Del\u{7F}"#, #"\u{2066}Iso\u{2069}"#]),
            ("json", "escaping.json", [#"Shop\u202etxt"#, #"Esc\u001b[2J"#, #"Del\u007f"#, #"Nel\u0085Csi\u009b"#]),
            ("sarif", "escaping.sarif", [#"Shop\u202etxt"#, #"\u2066Iso\u2069"#, #"Mark\u200e\u200f\u061c"#]),
            ("junit", "escaping.junit.xml", ["Shop&#x202E;txt", "Esc\u{FFFD}[2J", "Del&#x7F;", "Nel&#x85;Csi&#x9B;"]),
            (
                "checkstyle", "escaping.checkstyle.xml",
                ["&#x2066;Iso&#x2069;", "Mark&#x200E;&#x200F;&#x61C;", "Para&#x2029;"]
            ),
        ])
    func lint(format: String, golden: String, spellings: [String]) throws {
        let (status, output) = Self.run(["lint", "--format", format])
        #expect(status == .findings)
        #expect(output.standardError == "")
        #expect(!output.standardOutput.unicodeScalars.contains(where: Self.isRaw))
        for spelling in spellings { #expect(output.standardOutput.contains(spelling), "\(spelling)") }
        try expectGolden(output.standardOutput, golden)
    }

    @Test(
        "every graph format escapes control, bidirectional and separator characters in names, as its golden file",
        arguments: [
            (
                "json", "graph-escaping.json",
                [#""Shop\u202etxt""#, #""co\u2028re""#, #""Kit\u2028sep\u0085\u007f\u2066""#]
            ),
            ("dot", "graph-escaping.dot", [#""Kit\\u{2028}sep\\u{85}\\u{7F}\\u{2066}""#, #""Shop\\u{202E}txt""#]),
            ("mermaid", "graph-escaping.mmd", [#"Shop\u{202E}txt"#, #"Kit\u{2028}sep\u{85}\u{7F}\u{2066}"#]),
        ])
    func graph(format: String, golden: String, spellings: [String]) throws {
        let (status, output) = Self.run(["graph", "--format", format])
        #expect(status == .success)
        #expect(!output.standardOutput.unicodeScalars.contains(where: Self.isRaw))
        for spelling in spellings { #expect(output.standardOutput.contains(spelling), "\(spelling)") }
        try expectGolden(output.standardOutput, golden)
    }

    @Test("trees and statistics write the separators visibly, as the other control characters")
    func views() {
        let (_, tree) = Self.run(["tree", "Shop\u{202E}txt"])
        #expect(!tree.standardOutput.unicodeScalars.contains(where: Self.isRaw))
        #expect(tree.standardOutput.hasPrefix(#"Shop\u{202E}txt (app)"#))
        #expect(tree.standardOutput.contains(#"── Kit\u{2028}sep\u{85}\u{7F}\u{2066} (framework, co\u{2028}re)"#))
        let (_, stats) = Self.run(["stats"])
        #expect(!stats.standardOutput.unicodeScalars.contains(where: Self.isRaw))
        #expect(stats.standardOutput.contains(#"co\u{2028}re"#))
    }
}

/// Names from a project file, a `Package.swift` and an entitlements file, escaped as the names of a
/// manifest are.
@Suite struct XcodeNameEscapingTests {
    static var files: [String: String] {
        let entitlements = { (group: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "\t<key>com.apple.security.application-groups</key>\n\t<array>\n\t\t<string>\(group)</string>\n"
                + "\t</array>\n</dict>\n</plist>\n"
        }
        let targets = [
            FixtureTarget(
                id: "TA", name: "\"Shop\u{202E}txt\u{2028}\"", type: "application",
                settings: "CODE_SIGN_ENTITLEMENTS = Shop.entitlements;", dependencies: ["TW"]),
            FixtureTarget(
                id: "TW", name: "\"Widget\u{7F}\"", type: "app-extension",
                settings: "CODE_SIGN_ENTITLEMENTS = Widget.entitlements;"),
        ]
        let project = fixtureProjectFile(targets: targets).replacingOccurrences(
            of: "projectDirPath = \"\"; ", with: "packageReferences = (R1, ); projectDirPath = \"\"; "
        ).replacingOccurrences(
            of: "\t\tG0 = ",
            with: "\t\tR1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };\n\t\tG0 = ")
        return [
            "Shop.xcodeproj/project.pbxproj": project,
            "Shop.entitlements": entitlements("group.com.example.shop"),
            "Widget.entitlements": entitlements("group.com.example.\u{2066}widget\u{2069}"),
            "Packages/Kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", targets: [.target(name: "Kit\\u{85}\\u{9B}")])

            """,
        ]
    }

    @Test(
        "every document format escapes names from a project file, a Package.swift and entitlements",
        arguments: [
            (["lint", "--format", "json"], [#"'Shop\u202etxt\u2028'"#, #"'group.com.example.\u2066widget\u2069'"#]),
            (["lint", "--format", "sarif"], [#"'Widget\u007f'"#, #"'group.com.example.\u2066widget\u2069'"#]),
            (["lint", "--format", "junit"], ["Shop&#x202E;txt&#x2028;", "Widget&#x7F;", "&#x2066;widget&#x2069;"]),
            (["lint", "--format", "checkstyle"], ["Shop&#x202E;txt&#x2028;", "&#x2066;widget&#x2069;"]),
            (["graph", "--format", "json"], [#""Kit\u0085\u009b""#, #""Shop\u202etxt\u2028""#]),
            (["graph", "--format", "dot"], [#""Kit\\u{85}\\u{9B}""#, #""Shop\\u{202E}txt\\u{2028}""#]),
        ])
    func documents(arguments: [String], spellings: [String]) {
        var output = CommandOutput()
        _ = TargetLint.run(
            arguments: arguments, environment: CommandEnvironment(fileSystem: InMemoryFileSystem(Self.files)),
            output: &output)
        #expect(output.standardError == "")
        #expect(!output.standardOutput.unicodeScalars.contains(where: EscapingCommandTests.isRaw))
        for spelling in spellings { #expect(output.standardOutput.contains(spelling), "\(spelling)") }
    }
}
