import Foundation
import Testing

@testable import FileAccess
@testable import TargetLintCLI

@Suite struct GraphCommandTests {
    @Test("tree prints the app's tree, embedded products included, as the golden file")
    func tree() throws {
        let (status, output) = run("tree", "Shop", "Samples/Shop")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "tree-shop.txt")
    }

    @Test("tree --reverse prints who depends on a module, as the golden file")
    func reverseTree() throws {
        let (status, output) = run("tree", "DesignSystem", "Samples/Shop", "--reverse")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "tree-reverse-designsystem.txt")
    }

    @Test("why prints each shortest path with the line of each step, as the golden file")
    func why() throws {
        let (status, output) = run("why", "ShopWidget", "CatalogFeature", "Samples/Violations")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "why-widget-catalog.txt")
    }

    @Test("why exits 1 when there is no path")
    func whyNone() {
        let (status, output) = run("why", "ShopClip", "CatalogFeature", "Samples/Violations")
        #expect(status == .findings)
        #expect(output.standardOutput == "ShopClip does not depend on CatalogFeature, directly or transitively\n")
    }

    @Test(
        "unknown targets and bad arguments exit 2",
        arguments: [
            (
                ["tree", "ShopClp", "Samples/Shop"],
                "error: no target 'ShopClp' in Samples/Shop/targetlint.yml; did you mean 'ShopClip'?"
            ),
            (["tree"], "error: missing TARGET"),
            (["tree", "Shop", "Samples/Shop", "--depth", "x"], "error: --depth needs a number of levels, got 'x'"),
            (["why", "Shop"], "error: expected FROM and TO (and a PATH), got 1 arguments"),
            (["why", "Shop", "Nope", "Samples/Shop"], "error: no target 'Nope' in Samples/Shop/targetlint.yml"),
            (["tree", "Shop", "Samples/Broken"], "Samples/Broken/targetlint.yml:"),
        ])
    func invalid(arguments: [String], message: String) {
        var output = CommandOutput()
        let environment = CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: packageRoot))
        let status = TargetLint.run(arguments: arguments, environment: environment, output: &output)
        #expect(status == .invalidInput)
        #expect(output.standardError.hasPrefix(message))
    }

    @Test(
        "graph renders DOT, Mermaid and JSON of the violations sample, findings in red, as golden files",
        arguments: [
            ("dot", "graph-violations.dot"), ("mermaid", "graph-violations.mmd"), ("json", "graph-violations.json"),
        ])
    func graph(format: String, golden: String) throws {
        let (status, output) = run("graph", "Samples/Violations", "--format", format)
        #expect(status == .success)
        try expectGolden(output.standardOutput, golden)
    }

    @Test("graph --focus keeps a target, what it depends on and what depends on it")
    func focus() throws {
        let (status, output) = run("graph", "Samples/Shop", "--format", "json", "--focus", "NetworkService")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "graph-shop-focus.json")
        #expect(!output.standardOutput.contains("\"ShopWidget\""))  // neither above nor below NetworkService
    }

    @Test(
        "Graphviz renders the samples' DOT without a warning",
        arguments: ["Samples/Shop", "Samples/Violations", "Samples/packages"])
    func graphviz(sample: String) throws {
        guard
            let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            print("skipped: Graphviz's dot is not installed (.ci/run installs it)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(run("graph", sample).output.standardOutput.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings == "")
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    @Test("stats prints counts, closures, chains and dependents, as the golden file")
    func stats() throws {
        let (status, output) = run("stats", "Samples/Shop")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "stats-shop.txt")
    }
}
