import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// A spec as teams write them, on a real disk: top-level `options:` repeated (the second one drops
/// the first's `deploymentTarget`), a generated file and folder marked `optional: true`, a folder
/// that is not there, and a folder named in another letter case than on disk.
private let spec = """
    name: Shop
    options:
      bundleIdPrefix: com.example
      deploymentTarget:
        iOS: "16.0"
    settings:
      base:
        SWIFT_VERSION: "5.9"
    options:
      createIntermediateGroups: true
    targets:
      Shop:
        type: application
        platform: iOS
        sources:
          - path: Shop/Sources
          - path: Shop/Generated/Localization.swift
            optional: true
          - Shop/Resources
        dependencies:
          - target: ShopKit
      ShopKit:
        type: framework
        platform: iOS
        sources:
          - shopkit/sources
          - path: generated/headers
            optional: true

    """

/// The two warnings of ``spec``, as the text format prints them.
private let warningLines = [
    "project.yml:9:1: warning: duplicate key 'options'; this value replaces the earlier one in the same map, which is ignored [manifest-warning]",
    "project.yml:19:9: warning: source path Shop/Resources of target 'Shop' does not exist; XcodeGen refuses it unless it is marked 'optional: true' [manifest-warning]",
]

/// `files` written under a fresh temporary folder, which is removed after `body` runs with it.
private func withProject(_ files: [String: String], _ body: (TemporaryFolder) throws -> Void) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files {
        let url = URL(fileURLWithPath: folder.file(path))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try body(folder)
}

/// Runs targetlint in `folder` on its real disk.
private func run(
    in folder: TemporaryFolder, _ arguments: String...
) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
    var output = CommandOutput()
    let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder.path))
    let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
    return (status, output)
}

@Suite struct ManifestWarningCommandTests {
    static let files = [
        "project.yml": spec, "Shop/Sources/App.swift": "import ShopKit\n", "ShopKit/Sources/Kit.swift": "",
        "targetlint.yml": "source: project.yml\n",
    ]

    @Test("a spec's warnings are findings in the text format, counted in the summary, and the same through 'source:'")
    func text() throws {
        try withProject(Self.files) { folder in
            let direct = run(in: folder, "lint", "project.yml")
            #expect(direct.status == .success)
            #expect(direct.output.standardError == "")
            #expect(
                direct.output.standardOutput
                    == (warningLines + ["0 errors, 2 warnings in 2 targets", ""]).joined(
                        separator: "\n"))
            let wrapped = run(in: folder, "lint", "targetlint.yml")
            #expect(wrapped.status == direct.status)
            #expect(wrapped.output == direct.output)
        }
    }

    @Test("--strict fails on them; rules can make them errors or turn them off")
    func severity() throws {
        try withProject(Self.files) { folder in
            #expect(run(in: folder, "lint", "project.yml", "--strict").status == .findings)
            try "source: project.yml\nrules: {manifest-warning: error}\n".write(
                toFile: folder.file("targetlint.yml"), atomically: true, encoding: .utf8)
            let errors = run(in: folder, "lint", "targetlint.yml")
            #expect(errors.status == .findings)
            #expect(errors.output.standardOutput.hasSuffix("2 errors, 0 warnings in 2 targets\n"))
            try "source: project.yml\nrules: {manifest-warning: off}\n".write(
                toFile: folder.file("targetlint.yml"), atomically: true, encoding: .utf8)
            let off = run(in: folder, "lint", "targetlint.yml", "--strict")
            #expect(off.status == .success)
            #expect(off.output.standardOutput == "0 errors, 0 warnings in 2 targets\n")
        }
    }

    @Test("every format reports them, the project-wide one with an empty target")
    func formats() throws {
        try withProject(Self.files) { folder in
            func lint(_ format: String) -> String {
                run(in: folder, "lint", "project.yml", "--format", format).output.standardOutput
            }
            let json = lint("json")
            #expect(
                json.contains(
                    #"{"rule": "manifest-warning", "severity": "warning", "target": "", "message": "duplicate key 'options'; this value replaces the earlier one in the same map, which is ignored", "file": "project.yml", "line": 9, "column": 1}"#
                ))
            #expect(
                json.contains(
                    #""rule": "manifest-warning", "severity": "warning", "target": "Shop", "message": "source path Shop/Resources"#
                ))
            #expect(json.contains(#""summary": {"errors": 0, "warnings": 2, "targets": 2}"#))
            let sarif = lint("sarif")
            #expect(
                sarif.components(separatedBy: #"{"ruleId": "manifest-warning", "ruleIndex": 17, "level": "warning""#)
                    .count == 3)
            #expect(sarif.contains(#""region": {"startLine": 19, "startColumn": 9}"#))
            #expect(sarif.contains(#""properties": {"target": ""}"#))
            let junit = lint("junit")
            #expect(junit.contains(#"<testsuite name="manifest-warning" tests="2" failures="2" errors="0">"#))
            #expect(junit.contains("project.yml:9:1: warning: duplicate key &apos;options&apos;"))
            let checkstyle = lint("checkstyle")
            #expect(
                checkstyle.contains(
                    #"<error line="19" column="9" severity="warning" message="source path Shop/Resources of target &apos;Shop&apos; does not exist; XcodeGen refuses it unless it is marked &apos;optional: true&apos;" source="targetlint.manifest-warning"/>"#
                ))
            let github = lint("github")
            #expect(
                github.hasPrefix(
                    "::warning file=project.yml,line=9,col=1,title=manifest-warning::duplicate key 'options'; this value replaces the earlier one in the same map, which is ignored\n"
                ))
            #expect(github.hasSuffix("0 errors, 2 warnings in 2 targets\n"))
        }
    }

    @Test("--write-baseline records them and --baseline silences them, even under --strict")
    func baseline() throws {
        try withProject(Self.files) { folder in
            // Files are written from the process's folder, so the baseline's path is absolute.
            var recorded = run(in: folder, "lint", "project.yml", "--write-baseline", folder.file("baseline.json"))
            #expect(recorded.status == .success)
            let written = recorded.output.writeFiles()
            #expect(written)
            let text = try String(contentsOfFile: folder.file("baseline.json"), encoding: .utf8)
            #expect(text.contains("\"manifest-warning\": {\n      \"\": {\n"))
            #expect(text.contains("\n      \"Shop\": {\n"))
            let (status, output) = run(in: folder, "lint", "project.yml", "--baseline", "baseline.json", "--strict")
            #expect(status == .success)
            #expect(
                output.standardOutput
                    == "0 errors, 0 warnings in 2 targets; 2 known findings in the baseline, 0 fixed since\n")
            // Lines that move keep the findings known.
            try ("# moved\n\n" + spec).write(toFile: folder.file("project.yml"), atomically: true, encoding: .utf8)
            #expect(
                run(in: folder, "lint", "project.yml", "--baseline", "baseline.json", "--strict").status == .success)
        }
    }

    @Test("a target's ignore list silences the warnings about it, in a targetlint manifest")
    func ignoredByTarget() throws {
        let manifest = """
            targets:
              Shop:
                type: app
                sources: [Shop/Generated]
                ignore: {manifest-warning: written by a build step}
              Kit:
                type: framework
                sources: [Kit/Sources]

            """
        try withProject(["targetlint.yml": manifest]) { folder in
            let (status, output) = run(in: folder, "lint", "--strict")
            #expect(status == .findings)
            #expect(
                output.standardOutput == """
                    targetlint.yml:8:15: warning: source path Kit/Sources of target 'Kit' does not exist, so app-group-constant cannot scan it [manifest-warning]
                    0 errors, 1 warning in 2 targets

                    """)
        }
    }

    @Test("a source path written in another letter case than on disk is scanned from the real file")
    func letterCase() throws {
        let project = """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [shop/sources/pipview.swift, SHOP/Widgets]
                entitlements:
                  path: Shop/Shop.entitlements
                  properties:
                    com.apple.security.application-groups: [group.com.example.shop]

            """
        let files = [
            "project.yml": project, "Shop/Sources/PiPView.swift": "let suite = \"group.com.example.shop\"\n",
            "Shop/Widgets/Clock.swift": "let other = \"group.com.example.shop\"\n",
        ]
        try withProject(files) { folder in
            let (status, output) = run(in: folder, "lint", "project.yml")
            // Two spellings of a granted group, with no constants module named: warnings.
            #expect(status == .success)
            let lines = output.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(lines.allSatisfy { !$0.contains("[manifest-warning]") })
            let locations = lines.dropLast().map { String($0.prefix { $0 != " " }) }
            // A case-insensitive disk (macOS) finds the path as written; a case-sensitive one
            // (Linux) is walked to the real names.
            let caseSensitive = LocalFileSystem(workingDirectory: folder.path).kind(of: "shop") == nil
            let expected = ["Shop/Sources/PiPView.swift:1:13:", "Shop/Widgets/Clock.swift:1:13:"]
            if caseSensitive {
                #expect(locations == expected)
            } else {
                #expect(locations.map { $0.lowercased() } == expected.map { $0.lowercased() })
            }
        }
    }
}

@Suite struct ManifestWarningSummaryTests {
    @Test(
        "tree, why, graph and stats count the warnings in one line; --verbose lists them, after the files read",
        arguments: [["tree", "Shop"], ["why", "Shop", "ShopKit"], ["graph"], ["stats"]])
    func summary(command: [String]) throws {
        try withProject(ManifestWarningCommandTests.files) { folder in
            let arguments = command + ["project.yml"]
            let plain = run(in: folder, arguments)
            #expect(plain.status == .success)
            #expect(plain.output.standardError == "2 manifest warnings; targetlint lint lists them\n")
            let verbose = run(in: folder, arguments + ["--verbose"])
            #expect(verbose.output.standardOutput == plain.output.standardOutput)
            #expect(
                verbose.output.standardError
                    == (["using project.yml (named on the command line)", "read project.yml"] + warningLines + [""])
                    .joined(separator: "\n"))
        }
    }

    @Test("one warning is counted in the singular; none prints nothing")
    func singular() throws {
        var files = ManifestWarningCommandTests.files
        files["Shop/Resources/Main.storyboard"] = ""
        try withProject(files) { folder in
            #expect(
                run(in: folder, ["stats", "project.yml"]).output.standardError
                    == "1 manifest warning; targetlint lint lists it\n")
        }
        files["project.yml"] = spec.replacingOccurrences(of: "options:\n  createIntermediateGroups: true\n", with: "")
        try withProject(files) { folder in
            #expect(run(in: folder, ["stats", "project.yml"]).output.standardError == "")
        }
    }
}

/// Runs targetlint in `folder` on its real disk, with the arguments as a list.
private func run(
    in folder: TemporaryFolder, _ arguments: [String]
) -> (status: TargetLintCLI.ExitStatus, output: CommandOutput) {
    var output = CommandOutput()
    let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder.path))
    let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
    return (status, output)
}
