import Foundation
import Testing

@testable import TargetLintCLI

/// `Samples/imports`, whose code imports what its graph does not declare, through every command
/// that shows imports.
@Suite struct ImportsCommandTests {
    static let sample = "Samples/imports"

    @Test("lint reports each rule that reads code at its import, use or entry, as the golden text")
    func lint() throws {
        let (status, output) = run("lint", Self.sample)
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "imports-lint.txt")
    }

    @Test("every format carries the findings of the rules that read code")
    func formats() throws {
        for format in ["json", "sarif", "github", "junit", "checkstyle"] {
            let text = run("lint", Self.sample, "--format", format).output.standardOutput
            for rule in ["implicit-dependency", "unused-dependency", "extension-unsafe-api"] {
                #expect(text.contains(rule), "\(format) lacks \(rule)")
            }
            #expect(text.contains("Targets/ShopClip/ShopClipApp.swift"), "\(format)")
        }
    }

    @Test("a baseline silences the findings of the rules that read code, and a new import fails again")
    func baseline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: packageRoot + "/" + Self.sample, toPath: folder.file("imports"))
        let directory = URL(fileURLWithPath: folder.path)
        var recorded = run(in: directory, "lint", "imports", "--write-baseline", folder.file("imports/baseline.json"))
        #expect(recorded.status == .success)
        let written = recorded.output.writeFiles()
        #expect(written)
        #expect(run(in: directory, "lint", "imports", "--baseline", "imports/baseline.json").status == .success)
        let share = folder.file("imports/Targets/ShopShare/ShareViewController.swift")
        try (String(contentsOfFile: share, encoding: .utf8) + "import Networking\n").write(
            toFile: share, atomically: true, encoding: .utf8)
        let (status, output) = run(in: directory, "lint", "imports", "--baseline", "imports/baseline.json")
        #expect(status == .findings)
        #expect(
            output.standardOutput.contains(
                "imports/Targets/ShopShare/ShareViewController.swift:7:1: error: 'ShopShare' imports 'Networking', which it does not declare"
            ))
    }

    @Test("why says where FROM's code imports TO without declaring it, as the golden text")
    func why() throws {
        let reached = run("why", "ShopClip", "Networking", Self.sample)
        #expect(reached.status == .success)
        let unreached = run("why", "ShopShare", "CheckoutFeature", Self.sample)
        #expect(unreached.status == .findings)
        try expectGolden(
            reached.output.standardOutput + "---\n" + unreached.output.standardOutput, "imports-why.txt")
        // Declared, or not imported: nothing about imports.
        #expect(!run("why", "Shop", "CartCore", Self.sample).output.standardOutput.contains("code imports"))
    }

    @Test("graph --imports draws the undeclared imports apart, in every format, as the golden Mermaid")
    func graph() throws {
        let mermaid = run("graph", Self.sample, "--imports", "--format", "mermaid").output.standardOutput
        try expectGolden(mermaid, "imports-graph.mmd")
        let dot = run("graph", Self.sample, "--imports").output.standardOutput
        #expect(
            dot.contains(
                ##""ShopShare" -> "CheckoutFeature" [style=dashed, color="#7c3aed", fontcolor="#7c3aed", label="imports, undeclared"];"##
            ))
        let json = run("graph", Self.sample, "--imports", "--format", "json").output.standardOutput
        #expect(
            json.contains(
                #"{"from": "ShopClip", "to": "Networking", "kind": "import", "at": "Samples/imports/Targets/ShopClip/ShopClipApp.swift:2:1"}"#
            ))
        // Without the flag, no import is drawn.
        #expect(!run("graph", Self.sample).output.standardOutput.contains("imports, undeclared"))
    }
}
