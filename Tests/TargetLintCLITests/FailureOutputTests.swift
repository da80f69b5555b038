import Foundation
import Reporters
import Testing

@testable import TargetLintCLI

/// What `lint` prints under each format when the manifest is invalid: exit 2, the errors on standard
/// error as always, and on standard output the format's own account of them for a CI step to show.
@Suite struct FailureOutputTests {
    @Test(
        "an invalid manifest exits 2 with each format's account of the errors, as its golden file",
        arguments: [
            ("sarif", "broken.sarif"), ("github", "broken.github.txt"), ("json", "broken.json"),
            ("junit", "broken.junit.xml"), ("checkstyle", "broken.checkstyle.xml"),
        ])
    func golden(format: String, fixture: String) throws {
        let (status, output) = run("lint", "Samples/Broken", "--format", format)
        #expect(status == .invalidInput)
        try expectGolden(output.standardOutput, fixture)
        // The human errors, with their lines and carets, stay on standard error.
        try expectGolden(output.standardError, "broken.txt")
    }

    @Test("the text format prints the errors on standard error only")
    func text() {
        let (status, output) = run("lint", "Samples/Broken")
        #expect(status == .invalidInput)
        #expect(output.standardOutput == "")
    }

    @Test("the SARIF log of an invalid manifest is valid, unsuccessful, and locates each error")
    func sarif() throws {
        let text = run("lint", "Samples/Broken", "--format", "sarif").output.standardOutput
        let log = try JSONValue(parsing: text)
        #expect(sarifSchema.errors(in: log) == [])
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let runs = try #require(object?["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.isEmpty == true)
        let invocation = try #require((runs.first?["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 2)
        let first = try #require(notifications.first)
        #expect(first["level"] as? String == "error")
        #expect(
            (first["message"] as? [String: String])?["text"]
                == "unknown key 'dependncies' in target 'ShopClip'; did you mean 'dependencies'?")
        let location = try #require(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "Samples/Broken/targetlint.yml")
        #expect((location["region"] as? [String: Int]) == ["startLine": 5, "startColumn": 5])
    }

    @Test("an error about a whole file is located at the file alone, and the log stays valid")
    func wholeFile() throws {
        let (status, output) = run("lint", "Samples/NoSuchFolder", "--format", "sarif")
        #expect(status == .invalidInput)
        #expect(output.standardError == "Samples/NoSuchFolder: error: no such file or folder\n")
        #expect(sarifSchema.errors(in: try JSONValue(parsing: output.standardOutput)) == [])
        #expect(
            output.standardOutput.contains(
                #"{"level": "error", "message": {"text": "no such file or folder"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "Samples/NoSuchFolder", "uriBaseId": "%SRCROOT%"}}}]}"#
            ))
        let github = run("lint", "Samples/NoSuchFolder", "--format", "github").output.standardOutput
        #expect(github == "::error file=Samples/NoSuchFolder::no such file or folder\n")
    }

    @Test("a baseline that cannot be read is reported in the format too")
    func unreadableBaseline() {
        let (status, output) = run(
            "lint", "Samples/Shop", "--format", "github", "--baseline", "Samples/Shop/no-baseline.json")
        #expect(status == .invalidInput)
        #expect(
            output.standardOutput.hasPrefix("::error file=Samples/Shop/no-baseline.json::cannot read the baseline: "))
    }

    @Test("recording a baseline prints no document, nor does a command line that cannot be read")
    func noDocument() {
        let recording = run("lint", "Samples/Broken", "--format", "sarif", "--write-baseline", ".build/b.json")
        #expect(recording.status == .invalidInput)
        #expect(recording.output.standardOutput == "")
        #expect(recording.output.files.isEmpty)
        let usage = run("lint", "Samples/Broken", "Samples/Shop", "--format", "sarif")
        #expect(usage.status == .invalidInput)
        #expect(usage.output.standardOutput == "")
        #expect(usage.output.standardError.hasPrefix("error: expected one manifest path, got 2\n"))
    }
}
