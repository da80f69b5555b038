import Foundation
import Testing

@testable import ProjectModel
@testable import Reporters

/// Errors whose files and messages hold what each format must escape.
private let awkwardErrors = [
    InputProblem(
        "unterminated flow sequence, 100% sure\nsecond line \u{1B}[31m",
        at: SourceLocation(file: "dir/a,b:c d/Zürich.yml", line: 2, column: 6)),
    InputProblem("cannot read it: <permission> & \"denied\"", file: "/abs/x.xcconfig"),
]

@Suite("Reports of a lint that could not run")
struct FailureReportTests {
    @Test("GitHub: an error command per error, properties and messages escaped, no summary")
    func github() {
        #expect(
            GitHubReporter().renderFailure(awkwardErrors) == """
                ::error file=dir/a%2Cb%3Ac d/Zürich.yml,line=2,col=6::unterminated flow sequence, 100%25 sure%0Asecond line \\u{1B}[31m
                ::error file=/abs/x.xcconfig::cannot read it: <permission> & "denied"

                """)
    }

    @Test("SARIF: one unsuccessful invocation holding a located notification per error, no results")
    func sarif() throws {
        let text = SARIFReporter(toolVersion: "9.9.9", rules: []).renderFailure(awkwardErrors)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 0)
        let invocations = try #require(run["invocations"] as? [[String: Any]])
        #expect(invocations.count == 1)
        #expect(invocations[0]["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocations[0]["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { ($0["message"] as? [String: String])?["text"] } == awkwardErrors.map(\.message))
        #expect(notifications.allSatisfy { $0["level"] as? String == "error" })
        let locations = notifications.map {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        #expect(
            (locations[0]?["artifactLocation"] as? [String: String])
                == ["uri": "dir/a%2Cb%3Ac%20d/Z%C3%BCrich.yml", "uriBaseId": "%SRCROOT%"])
        #expect((locations[0]?["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 6])
        #expect((locations[1]?["artifactLocation"] as? [String: String]) == ["uri": "file:///abs/x.xcconfig"])
        #expect(locations[1]?["region"] == nil)
    }

    @Test("every document format stays well-formed for errors that need escaping, and for none")
    func documents() throws {
        for errors in [awkwardErrors, []] {
            for format in [ReportFormat.json, .sarif] {
                let text = format.renderFailure(errors, toolVersion: "1")
                #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
            }
            for format in [ReportFormat.junit, .checkstyle] {
                let tree = try XMLTree.parse(format.renderFailure(errors, toolVersion: "1"))
                #expect(tree.all("error").count == errors.count, "\(format)")
            }
            #expect(ReportFormat.text.renderFailure(errors, toolVersion: "1") == "")
        }
    }

    @Test("JSON: errors with file, and line and column where they have them")
    func json() throws {
        let text = JSONReporter().renderFailure(awkwardErrors)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors[0]["file"] as? String == "dir/a,b:c d/Zürich.yml")
        #expect(errors[0]["line"] as? Int == 2 && errors[0]["column"] as? Int == 6)
        #expect(errors[1]["line"] == nil)
    }
}
