import Foundation
import Rules
import Testing

@testable import Reporters

@Suite("SARIF reporter")
struct SARIFReporterTests {
    private func run(_ report: LintReport) throws -> [String: Any] {
        let sarif = SARIFReporter(toolVersion: "9.9.9").render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(log["version"] as? String == "2.1.0")
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    private func results(_ report: LintReport) throws -> [[String: Any]] {
        try #require(try run(report)["results"] as? [[String: Any]])
    }

    @Test("the driver describes every rule of the catalogue, then rules only findings name")
    func driverRules() throws {
        let run = try run(.awkward)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "targetlint")
        #expect(driver["version"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let catalogue = allRules.map { $0.description }
        #expect(rules.map { $0["id"] as? String } == catalogue.map(\.id) + ["custom-rule"])
        let first = try #require(rules.first)
        #expect((first["shortDescription"] as? [String: String])?["text"] == catalogue[0].summary)
        #expect((first["fullDescription"] as? [String: String])?["text"] == catalogue[0].rationale)
        #expect((first["defaultConfiguration"] as? [String: String])?["level"] == "error")
        #expect((first["help"] as? [String: String])?["markdown"]?.contains(catalogue[0].badExample) == true)
        #expect(rules.last?.count == 1)
    }

    @Test("every result's ruleIndex points at its rule")
    func ruleIndex() throws {
        let run = try run(.awkward)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test("a result carries level, message, location, fingerprint, target and path")
    func result() throws {
        let result = try #require(try results(.awkward).last)
        #expect(result["ruleId"] as? String == "no-feature-in-extension")
        #expect(result["level"] as? String == "error")
        #expect((result["message"] as? [String: String])?["text"] == LintReport.awkward.diagnostics[2].message)
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            location["artifactLocation"] as? [String: String] == [
                "uri": "dir/a%2Cb%3Ac%20d/Z%C3%BCrich.yml", "uriBaseId": "%SRCROOT%",
            ])
        #expect(location["region"] as? [String: Int] == ["startLine": 7, "startColumn": 3])
        let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["targetlint/v1"])
        #expect(fingerprint.count == 16)
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["target"] as? String == "Clip <&>")
        #expect(properties["path"] as? [String] == ["Clip <&>", "Feature, \"A\""])
    }

    @Test("relative paths lose a leading ./; absolute paths become file URIs without a base")
    func uris() throws {
        let uris = try results(.awkward).map {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: String])
        }
        #expect(uris[0] == ["uri": "dir/targetlint.yml", "uriBaseId": "%SRCROOT%"])
        #expect(uris[1] == ["uri": "file:///abs/targetlint.yml"])
    }

    @Test("an empty report renders empty results")
    func empty() throws {
        #expect(try results(LintReport(manifest: "m.yml", diagnostics: [], targetCount: 0)).isEmpty)
    }
}
