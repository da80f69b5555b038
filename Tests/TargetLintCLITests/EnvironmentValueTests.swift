import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// An XcodeGen spec that puts an environment variable into a target's name, a bundle id, dependencies
/// and an include path, and an included file that is only found once the variable is expanded.
@Suite struct EnvironmentValueTests {
    static let secret = "hunter2-very-secret"
    static let written = "${SECRET_TOKEN}"

    static let files = [
        "project.yml": """
        name: Shop
        include:
          - ${SECRET_TOKEN}/extra.yml
        targets:
          App:
            type: application
            platform: iOS
            settings:
              PRODUCT_BUNDLE_IDENTIFIER: com.example.app
            dependencies:
              - target: ${SECRET_TOKEN}Widget
          ${SECRET_TOKEN}Widget:
            type: app-extension
            platform: iOS
            settings:
              PRODUCT_BUNDLE_IDENTIFIER: com.${SECRET_TOKEN}.widget
            info:
              properties:
                NSExtension:
                  NSExtensionPointIdentifier: com.apple.widgetkit-extension
            dependencies:
              - target: ${SECRET_TOKEN}Feature
              - target: ${SECRET_TOKEN}Featur

        """,
        "hunter2-very-secret/extra.yml": """
        targets:
          ${SECRET_TOKEN}Feature:
            type: framework
            platform: iOS
            dependencies:
              - target: ${SECRET_TOKEN}Feature
              - target: Core
          Core:
            type: framework
            platform: iOS

        """,
    ]

    /// Runs `arguments` over `files` with `SECRET_TOKEN` set.
    static func run(
        _ arguments: [String], files: [String: String] = files
    ) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
        var output = CommandOutput()
        let environment = CommandEnvironment(
            fileSystem: InMemoryFileSystem(files), variables: ["SECRET_TOKEN": secret, "HOME": "/home/me"])
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        return (status, output)
    }

    /// Everything a run printed or wrote.
    static func everything(_ output: CommandOutput) -> String {
        ([output.standardOutput, output.standardError] + output.files.keys.sorted()
            + output.files.values.map(\.contents).sorted())
            .joined(separator: "\n")
    }

    @Test(
        "lint shows each expanded value as the spec writes it, in every format",
        arguments: ["text", "json", "sarif", "github", "junit", "checkstyle"])
    func lintFormats(format: String) {
        let (status, output) = Self.run(["lint", "project.yml", "--format", format])
        #expect(status == .findings)
        #expect(!Self.everything(output).contains(Self.secret))
        #expect(output.standardOutput.contains("\(Self.written)Widget"))
        #expect(output.standardOutput.contains("com.\(Self.written).widget"))
    }

    @Test("the text report names the values, paths and included file as written, and still means the values")
    func lintText() {
        let (_, output) = Self.run(["lint", "project.yml"])
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "${SECRET_TOKEN}/extra.yml:6:9: error: dependency cycle: ${SECRET_TOKEN}Feature → ${SECRET_TOKEN}Feature [dependency-cycle]"
            ))
        #expect(
            lines.contains(
                "project.yml:22:9: error: app extension '${SECRET_TOKEN}Widget' links feature module '${SECRET_TOKEN}Feature' via ${SECRET_TOKEN}Widget → ${SECRET_TOKEN}Feature [no-feature-in-extension]"
            ))
        #expect(
            lines.contains(
                "project.yml:23:9: error: '${SECRET_TOKEN}Widget' depends on '${SECRET_TOKEN}Featur', which no target declares; did you mean '${SECRET_TOKEN}Feature'? [unknown-dependency]"
            ))
        #expect(
            lines.contains(
                "project.yml:16:34: error: app extension '${SECRET_TOKEN}Widget' has bundle id 'com.${SECRET_TOKEN}.widget', but its host 'App' has 'com.example.app'; expected 'com.example.app.' followed by a name [bundle-id-prefix]"
            ))
    }

    @Test(
        "tree, why, graph and stats show expanded values as written; the command line takes the values",
        arguments: [
            ["tree", "App", "project.yml"], ["tree", "hunter2-very-secretFeature", "project.yml", "--reverse"],
            ["why", "App", "hunter2-very-secretFeature", "project.yml"], ["graph", "project.yml"],
            ["graph", "project.yml", "--format", "mermaid"], ["graph", "project.yml", "--format", "json"],
            ["graph", "project.yml", "--focus", "App"], ["stats", "project.yml"],
        ])
    func graphViews(arguments: [String]) {
        let (status, output) = Self.run(arguments)
        #expect(status == .success)
        #expect(output.standardError == "")
        #expect(!output.standardOutput.contains(Self.secret))
        #expect(output.standardOutput.contains("\(Self.written)Feature"))
    }

    @Test("why names the included file of a step as written")
    func whySteps() {
        let (_, output) = Self.run(["why", "hunter2-very-secretWidget", "Core", "project.yml"])
        #expect(
            output.standardOutput == """
                1 shortest path from ${SECRET_TOKEN}Widget to Core, 2 steps:

                ${SECRET_TOKEN}Widget → ${SECRET_TOKEN}Feature → Core
                  ${SECRET_TOKEN}Widget → ${SECRET_TOKEN}Feature  project.yml:22:9
                  ${SECRET_TOKEN}Feature → Core                   ${SECRET_TOKEN}/extra.yml:7:9

                """)
    }

    @Test("graph still draws a finding's path through targets whose names hold a value")
    func graphViolations() {
        let (_, output) = Self.run(["graph", "project.yml"])
        #expect(
            output.standardOutput.contains(
                ##""${SECRET_TOKEN}Widget" -> "${SECRET_TOKEN}Feature" [color="#dc2626", penwidth=2];"##))
    }

    @Test("a baseline records findings as written, and matches them again on the next run")
    func baseline() throws {
        let (status, output) = Self.run(["lint", "project.yml", "--write-baseline", "baseline.json"])
        #expect(status == .success)
        let baseline = try #require(output.files["baseline.json"]).contents
        #expect(!baseline.contains(Self.secret))
        #expect(baseline.contains("\"${SECRET_TOKEN}Widget\": {"))
        var files = Self.files
        files["baseline.json"] = baseline
        let (again, next) = Self.run(["lint", "project.yml", "--baseline", "baseline.json"], files: files)
        #expect(again == .success)
        #expect(
            next.standardOutput
                == "0 errors, 0 warnings in 4 targets; 5 known findings in the baseline, 0 fixed since\n")
    }

    @Test("a manifest warning names a missing source path and its target as written, in lint and on standard error")
    func manifestWarning() {
        var files = Self.files
        let sources = "    sources:\n      - ${SECRET_TOKEN}/Sources\n"
        files["project.yml"] = files["project.yml"]?.replacingOccurrences(
            of: "    type: app-extension\n", with: "    type: app-extension\n" + sources)
        let warning =
            "project.yml:15:9: warning: source path ${SECRET_TOKEN}/Sources of target '${SECRET_TOKEN}Widget' does not exist; XcodeGen refuses it unless it is marked 'optional: true' [manifest-warning]"
        let (_, lint) = Self.run(["lint", "project.yml"], files: files)
        #expect(lint.standardOutput.split(separator: "\n").contains { $0 == warning })
        let (_, json) = Self.run(["lint", "project.yml", "--format", "json"], files: files)
        #expect(
            json.standardOutput.contains(
                #""rule": "manifest-warning", "severity": "warning", "target": "${SECRET_TOKEN}Widget""#))
        let (_, tree) = Self.run(["tree", "App", "project.yml", "--verbose"], files: files)
        #expect(tree.standardError.hasSuffix("\n" + warning + "\n"))
        for output in [lint, json, tree] { #expect(!Self.everything(output).contains(Self.secret)) }
    }

    @Test("errors name an include path as written, and a file reached through it by the path as written")
    func errors() {
        let missing = ["project.yml": "name: P\ninclude:\n  - ${SECRET_TOKEN}/.netrc\ntargets: {}\n"]
        let (status, output) = Self.run(["lint", "project.yml"], files: missing)
        #expect(status == .invalidInput)
        #expect(
            output.standardError
                == "project.yml:3:5: error: cannot read included file ${SECRET_TOKEN}/.netrc: no such file or folder\n  - ${SECRET_TOKEN}/.netrc\n    ^\n"
        )
        var broken = Self.files
        broken["hunter2-very-secret/extra.yml"] = "targets:\n  A: [\n"
        let (brokenStatus, brokenOutput) = Self.run(["tree", "App", "project.yml"], files: broken)
        #expect(brokenStatus == .invalidInput)
        #expect(
            brokenOutput.standardError.hasPrefix("${SECRET_TOKEN}/extra.yml:2:6: error: unterminated flow sequence"))
        #expect(!Self.everything(brokenOutput).contains(Self.secret))
        for format in ["sarif", "github", "json", "junit", "checkstyle"] {
            let (_, document) = Self.run(["lint", "project.yml", "--format", format], files: broken)
            #expect(document.standardOutput.contains("extra.yml"), "\(format)")
            #expect(!Self.everything(document).contains(Self.secret), "\(format)")
        }
    }

    @Test("--no-env leaves ${NAME} unexpanded in every command that reads a manifest")
    func noEnv() {
        let spec = [
            "project.yml": """
            name: P
            targets:
              ${SECRET_TOKEN}App:
                type: application
                platform: iOS
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.${SECRET_TOKEN}.app
                dependencies:
                  - target: ${SECRET_TOKEN}Missing

            """
        ]
        for arguments in [
            ["lint", "project.yml", "--format", "json"], ["tree", "${SECRET_TOKEN}App", "project.yml"],
            ["why", "${SECRET_TOKEN}App", "${SECRET_TOKEN}App", "project.yml"], ["graph", "project.yml"],
            ["stats", "project.yml"],
        ] {
            let (status, output) = Self.run(arguments + ["--no-env"], files: spec)
            #expect(status == (arguments[0] == "lint" ? .findings : .success), "\(arguments)")
            #expect(output.standardOutput.contains("${SECRET_TOKEN}App"), "\(arguments)")
            #expect(!Self.everything(output).contains(Self.secret), "\(arguments)")
        }
        // Without --no-env the name is the value, so the name as written is no target.
        let (status, output) = Self.run(["tree", "${SECRET_TOKEN}App", "project.yml"], files: spec)
        #expect(status == .invalidInput)
        #expect(output.standardError.hasPrefix("error: no target '${SECRET_TOKEN}App' in project.yml"))
    }
}
