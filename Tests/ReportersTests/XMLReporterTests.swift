import ProjectModel
import Reporters
import Rules
import Testing

@Suite("JUnit and Checkstyle reporters")
struct XMLReporterTests {
    @Test("JUnit: a suite per catalogue rule, then other rules; a test case per finding or one passing case")
    func junitSuites() throws {
        let root = try XMLTree.parse(JUnitReporter().render(.awkward))
        #expect(root.name == "testsuites")
        let suites = root.all("testsuite")
        #expect(suites.map { $0.attributes["name"] } == allRules.map { $0.description.id } + ["custom-rule"])
        #expect(root.attributes["tests"] == "\(allRules.count + 1)")
        #expect(root.attributes["failures"] == "3")
        for suite in suites {
            let cases = suite.all("testcase")
            #expect(suite.attributes["tests"] == "\(cases.count)")
            #expect(suite.attributes["failures"] == "\(suite.all("failure").count)")
            #expect(cases.allSatisfy { $0.attributes["classname"] == "targetlint.\(suite.attributes["name"] ?? "")" })
        }
        let passing = try #require(suites.first { $0.attributes["name"] == "allowed-core-modules" })
        #expect(passing.all("testcase").map { $0.attributes["name"] } == ["no findings"])
        #expect(passing.all("failure").isEmpty)
    }

    @Test("JUnit: a failure carries the message, the rule as type, and file:line:column, all escaped")
    func junitFailure() throws {
        let root = try XMLTree.parse(JUnitReporter().render(.awkward))
        let suite = try #require(root.all("testsuite").first { $0.attributes["name"] == "no-feature-in-extension" })
        let testCase = try #require(suite.all("testcase").first)
        #expect(testCase.attributes["name"] == LintReport.awkwardMessageInXML)
        #expect(testCase.attributes["file"] == "dir/a,b:c d/Zürich.yml")
        #expect(testCase.attributes["line"] == "7")
        let failure = try #require(testCase.all("failure").first)
        #expect(failure.attributes["message"] == LintReport.awkwardMessageInXML)
        #expect(failure.attributes["type"] == "no-feature-in-extension")
        #expect(
            failure.text
                == "dir/a,b:c d/Zürich.yml:7:3: error: \(LintReport.awkwardMessageInXML)\npath: Clip <&> → Feature, \"A\""
        )
        let warning = try #require(root.all("failure").first { $0.attributes["type"] == "custom-rule" })
        #expect(warning.text == "./dir/targetlint.yml:1:1: warning: a custom finding")
    }

    @Test("JUnit: a clean report still has a passing test per rule")
    func junitClean() throws {
        let root = try XMLTree.parse(
            JUnitReporter().render(LintReport(manifest: "m.yml", diagnostics: [], targetCount: 1)))
        #expect(root.attributes["tests"] == "\(allRules.count)")
        #expect(root.attributes["failures"] == "0")
        #expect(root.all("failure").isEmpty)
    }

    @Test("Checkstyle: a file element per file, an error per finding, attributes escaped")
    func checkstyle() throws {
        let root = try XMLTree.parse(CheckstyleReporter().render(.awkward))
        #expect(root.name == "checkstyle")
        #expect(root.attributes["version"] == "4.3")
        let files = root.all("file")
        #expect(
            files.map { $0.attributes["name"] } == [
                "./dir/targetlint.yml", "/abs/targetlint.yml", "dir/a,b:c d/Zürich.yml",
            ])
        let errors = root.all("error")
        #expect(errors.map { $0.attributes["severity"] } == ["warning", "error", "error"])
        #expect(
            errors.map { $0.attributes["source"] } == [
                "targetlint.custom-rule", "targetlint.dependency-cycle", "targetlint.no-feature-in-extension",
            ])
        let last = try #require(errors.last)
        #expect(last.attributes["message"] == LintReport.awkwardMessageInXML)
        #expect(last.attributes["line"] == "7")
        #expect(last.attributes["column"] == "3")
    }

    @Test("Checkstyle: findings of one file stay in one element")
    func checkstyleGrouping() throws {
        let location = { (line: Int) in SourceLocation(file: "m.yml", line: line, column: 1) }
        let report = LintReport(
            manifest: "m.yml",
            diagnostics: [1, 2, 3].map {
                Diagnostic(rule: "r", severity: .error, target: "T", message: "m\($0)", location: location($0))
            },
            targetCount: 1)
        let files = try XMLTree.parse(CheckstyleReporter().render(report)).all("file")
        #expect(files.count == 1)
        #expect(files.first?.all("error").map { $0.attributes["message"] } == ["m1", "m2", "m3"])
    }

    @Test("Checkstyle: a clean report is an empty document element")
    func checkstyleClean() throws {
        let root = try XMLTree.parse(
            CheckstyleReporter().render(LintReport(manifest: "m.yml", diagnostics: [], targetCount: 0)))
        #expect(root.children.isEmpty)
    }
}
