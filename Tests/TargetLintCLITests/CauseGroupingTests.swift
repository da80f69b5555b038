import Foundation
import Testing

@testable import TargetLintCLI

/// One bad edge, `ShareUI → CartFeature`, in a project shaped like a real one: a layer-direction
/// finding, no-feature-in-extension findings for two extensions and allowed-core-modules findings
/// for what the feature brings along, all caused by that edge.
@Suite struct CauseGroupingTests {
    static let project = "Tests/TargetLintCLITests/Fixtures/readme/cascade"

    @Test("the text groups the findings one edge causes under a note at that edge, as the golden text")
    func text() throws {
        let (status, output) = run("lint", Self.project)
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "cascade.txt")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasSuffix(":24:34: note: 7 findings caused by ShareUI → CartFeature") == true)
        // Every line but the summary stays `file:line:column: severity: message`.
        for line in lines.dropLast() {
            #expect(line.wholeMatch(of: /[^:]+:\d+:\d+: (error|warning|note): .+/) != nil, "\(line)")
        }
        #expect(lines.last == "8 errors, 0 warnings in 9 targets")
    }

    @Test("every finding the edge causes carries it in JSON, as the golden JSON")
    func json() throws {
        let (status, output) = run("lint", "--format", "json", Self.project)
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "cascade.json")
        let edge =
            "\"cause\": {\"from\": \"ShareUI\", \"to\": \"CartFeature\", \"file\": \"\(Self.project)/targetlint.yml\", \"line\": 24, \"column\": 34}"
        #expect(output.standardOutput.components(separatedBy: edge).count - 1 == 7)
    }

    @Test("SARIF names the edge as a related location, as the golden log, valid against the schema")
    func sarif() throws {
        let (status, output) = run("lint", "--format", "sarif", Self.project)
        #expect(status == .findings)
        try expectGolden(output.standardOutput, "cascade.sarif")
        #expect(sarifSchema.errors(in: try JSONValue(parsing: output.standardOutput)) == [])
        #expect(
            output.standardOutput.components(separatedBy: "caused by the dependency ShareUI → CartFeature").count - 1
                == 7)
    }

    @Test("grouping changes neither the counts nor the baseline: each finding is recorded on its own")
    func baselineCountsEachFinding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let baseline = folder.file("baseline.json")
        // The baseline lies outside the project, hence the wider root, to write it and to read it.
        let (status, recorded) = run("lint", Self.project, "--write-baseline", baseline, "--root", "/")
        var written = recorded
        #expect(status == .success)
        let wrote = written.writeFiles()
        #expect(wrote)
        #expect(written.standardError.hasPrefix("recorded 8 findings in "))
        let (again, output) = run("lint", Self.project, "--baseline", baseline, "--root", "/")
        #expect(again == .success)
        #expect(
            output.standardOutput
                == "0 errors, 0 warnings in 9 targets; 8 known findings in the baseline, 0 fixed since\n")
    }
}
