import Testing

@testable import FileAccess
@testable import TargetLintCLI

@Suite struct ExtensionPointCommandTests {
    @Test("a misspelled extension point exits 2 at its value, with the line, a caret and a suggestion")
    func misspelled() {
        let manifest = """
            targets:
              Shop:
                type: app
                dependencies: [ShopWidget]
              ShopWidget:
                type: app-extension
                extension-point: widgt

            """
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: ["lint"],
            environment: CommandEnvironment(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest])),
            output: &output)
        #expect(status == .invalidInput)
        #expect(output.standardOutput == "")
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first?.hasPrefix(
                "targetlint.yml:7:22: error: unknown extension point 'widgt' for 'extension-point' of target 'ShopWidget'; "
            ) == true)
        #expect(lines.first?.hasSuffix("; did you mean 'widget'?") == true)
        #expect(Array(lines.dropFirst()) == ["    extension-point: widgt", "                     ^", ""])
    }

    @Test(
        "short names and reverse-DNS identifiers, Apple's or custom, lint",
        arguments: ["broadcast-upload", "com.apple.widgetkit-extension", "com.acme.point"])
    func accepted(point: String) {
        let manifest =
            "targets:\n  Shop: {type: app, dependencies: [Ext]}\n  Ext: {type: app-extension, extension-point: \(point)}\n"
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: ["lint"],
            environment: CommandEnvironment(fileSystem: InMemoryFileSystem(["targetlint.yml": manifest])),
            output: &output)
        // Its findings (size settings unset, a warning for an extension) are not the point: the
        // manifest reads.
        #expect(status == .success)
        #expect(output.standardError == "")
        #expect(!output.standardOutput.contains("extension point"))
    }
}
