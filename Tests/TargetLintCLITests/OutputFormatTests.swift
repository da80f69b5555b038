import Foundation
import Reporters
import Rules
import Testing

@testable import ProjectModel
@testable import TargetLintCLI

/// The official SARIF 2.1.0 schema, from the fixtures.
let sarifSchema: JSONSchemaValidator = {
    let url = URL(fileURLWithPath: packageRoot).appendingPathComponent(
        "Tests/TargetLintCLITests/Fixtures/sarif-schema-2.1.0.json")
    do {
        return JSONSchemaValidator(root: try JSONValue(parsing: try String(contentsOf: url, encoding: .utf8)))
    } catch {
        fatalError("cannot read \(url.path): \(error)")
    }
}()

@Suite struct OutputFormatTests {
    @Test(
        "each CI format renders the violations sample as its golden file",
        arguments: [
            ("sarif", "violations.sarif"), ("github", "violations.github.txt"), ("junit", "violations.junit.xml"),
            ("checkstyle", "violations.checkstyle.xml"),
        ])
    func golden(format: String, fixture: String) throws {
        let (status, output) = run("lint", "--format", format, "Samples/Violations")
        #expect(status == .findings)
        #expect(output.standardError == "")
        try expectGolden(output.standardOutput, fixture)
    }

    @Test("the violations sample's SARIF is valid against the SARIF 2.1.0 schema")
    func violationsSARIFIsValid() throws {
        let sarif = run("lint", "--format", "sarif", "Samples/Violations").output.standardOutput
        #expect(sarifSchema.errors(in: try JSONValue(parsing: sarif)) == [])
    }

    @Test("SARIF with escapes, absolute paths, rules outside the catalogue or no findings is valid")
    func unusualSARIFIsValid() throws {
        let location = { (file: String) in ProjectModel.SourceLocation(file: file, line: 3, column: 9) }
        let reports = [
            LintReport(
                manifest: "targetlint.yml",
                diagnostics: [
                    Diagnostic(
                        rule: "custom-rule", severity: .warning, target: "A \"quoted\" <name>",
                        message: "control \u{1} quote \" backslash \\ newline \n 100%",
                        location: location("./a b/#1.yml"),
                        path: ["A", "B"]),
                    Diagnostic(
                        rule: "dependency-cycle", severity: .error, target: "B", message: "m",
                        location: location("/abs/Zürich/targetlint.yml")),
                ],
                targetCount: 2),
            LintReport(manifest: "targetlint.yml", diagnostics: [], targetCount: 0),
        ]
        for report in reports {
            let sarif = ReportFormat.sarif.render(report, toolVersion: TargetLint.version)
            #expect(sarifSchema.errors(in: try JSONValue(parsing: sarif)) == [])
        }
    }

    @Test(
        "the schema check catches a broken SARIF log",
        arguments: [
            ("\"version\": \"2.1.0\",\n", "", "$: missing required property 'version'"),
            ("\"ruleIndex\": 3,", "\"ruleIndex\": \"3\",", "$.runs[0].results[0].ruleIndex: expected integer"),
            ("\"level\": \"warning\"", "\"level\": \"fatal\"", "$.runs[0].results[2].level: \"fatal\" is not one of"),
            (
                "\"startLine\": 5,", "\"startLine\": 0,",
                "$.runs[0].results[0].locations[0].physicalLocation.region.startLine: 0 is below the minimum 1"
            ),
            (
                "{\"ruleId\": \"unknown-dependency\"", "{\"unexpected\": 1, \"ruleId\": \"unknown-dependency\"",
                "$.runs[0].results[1]: property 'unexpected' is not allowed"
            ),
            (
                "\"uri\": \"Samples/Violations/targetlint.yml\"", "\"uri\": \"Samples/Violations/target lint.yml\"",
                "is not a URI reference"
            ),
            ("\"name\": \"targetlint\",", "", "$.runs[0].tool.driver: missing required property 'name'"),
        ])
    func brokenSARIF(original: String, replacement: String, expected: String) throws {
        let sarif = run("lint", "--format", "sarif", "Samples/Violations").output.standardOutput
        #expect(sarif.contains(original))
        let broken = sarif.replacingOccurrences(of: original, with: replacement)
        let errors = sarifSchema.errors(in: try JSONValue(parsing: broken))
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    }

    @Test("the schema check reports keywords it does not know instead of skipping them")
    func unsupportedKeyword() throws {
        let validator = JSONSchemaValidator(
            root: try JSONValue(parsing: #"{"type": "object", "patternProperties": {}}"#))
        #expect(validator.errors(in: .object([:])) == ["$: unsupported schema keyword 'patternProperties'"])
    }

    @Test("lint --help lists every format")
    func helpListsFormats() {
        let help = run("lint", "--help").output.standardOutput
        for format in ReportFormat.allCases {
            #expect(help.contains("  \(format.rawValue)  ") || help.contains("  \(format.rawValue) "))
        }
    }
}
