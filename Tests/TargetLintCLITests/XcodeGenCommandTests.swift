import Testing

@testable import TargetLintCLI

@Suite struct XcodeGenCommandTests {
    @Test("an XcodeGen spec lints as it is, a template's dependency named in its finding, as the golden file")
    func lint() throws {
        let (status, output) = run("lint", "Samples/xcodegen/project.yml")
        #expect(status == .findings)
        #expect(output.standardOutput.contains("(from template 'SmallProduct') [no-feature-in-extension]"))
        try expectGolden(output.standardOutput, "xcodegen-lint.txt")
    }

    @Test("why on an XcodeGen spec names the file, line and template of each step, as the golden file")
    func why() throws {
        let (status, output) = run("why", "ShopWidget", "CheckoutFeature", "Samples/xcodegen/project.yml")
        #expect(status == .success)
        try expectGolden(output.standardOutput, "xcodegen-why.txt")
    }
}
