import Testing

@testable import FileAccess
@testable import ProjectModel
@testable import Rules

@Suite struct RuleCatalogueTests {
    @Test("rule ids are unique")
    func uniqueIDs() {
        let ids = allRules.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
    }

    @Test("each rule's bad example triggers it where its markers say", arguments: allRules.map { $0.description.id })
    func badExampleFires(id: String) throws {
        let description = try #require(allRules.first { $0.description.id == id }).description
        let sources = Dictionary(uniqueKeysWithValues: description.badSources.map { ($0.path, $0.text) })
        let findings = try lint(description.badExample, files: sources).diagnostics.filter { $0.rule == id }
        #expect(!findings.isEmpty)
        #expect(
            findings.filter { $0.location.file == "targetlint.yml" }.map(\.location.position)
                == description.badExampleFindings)
        #expect(
            findings.filter { $0.location.file != "targetlint.yml" }.map(\.location.description)
                == description.badSourceFindings)
        #expect(!description.badExample.contains(RuleDescription.findingMarker))
        #expect(!description.badSources.contains { $0.text.contains(RuleDescription.findingMarker) })
    }

    @Test("each rule's good example does not trigger it", arguments: allRules.map { $0.description.id })
    func goodExampleIsClean(id: String) throws {
        let description = try #require(allRules.first { $0.description.id == id }).description
        let sources = Dictionary(uniqueKeysWithValues: description.goodSources.map { ($0.path, $0.text) })
        #expect(try lint(description.goodExample, files: sources).findings(id) == [])
    }

    @Test("the manifest's documentation tables every extension point's short name with its identifier")
    func docsListExtensionPoints() throws {
        let page = try String(decoding: LocalFileSystemReader.read(packageFile: "docs/manifest.md"), as: UTF8.self)
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.hasSuffix("` |") }
        for (name, identifier) in ExtensionPoint.shortNames {
            #expect(
                rows.contains { $0.hasSuffix("| `\(identifier)` |") && $0.contains("`\(name)`") },
                "docs/manifest.md does not list the extension point '\(name)'")
        }
    }

    @Test("the README documents every rule")
    func readmeListsRules() throws {
        let readme = try String(decoding: LocalFileSystemReader.read(packageFile: "README.md"), as: UTF8.self)
        for rule in allRules {
            #expect(readme.contains("`\(rule.description.id)`"), "README.md does not document \(rule.description.id)")
        }
    }
}

/// Reads files of this package by path from its root.
enum LocalFileSystemReader {
    static var packageRoot: String {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }

    static func read(packageFile: String) throws -> [UInt8] {
        try FileAccess.LocalFileSystem(workingDirectory: packageRoot).contents(of: packageFile)
    }
}
