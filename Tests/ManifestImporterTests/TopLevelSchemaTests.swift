import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel

@Suite struct TopLevelSchemaTests {
    @Test("the project name and the root path are kept")
    func project() throws {
        let manifest = try loadManifest("project: Shop\ntargets:\n  Shop: {type: app}\n")
        #expect(manifest.project == "Shop")
        #expect(manifest.path == "targetlint.yml")
    }

    @Test("an unknown top-level key is an error with a suggestion")
    func unknownTopLevelKey() {
        #expect(
            loadProblems("project: Shop\ntarget:\n  Shop: {type: app}\n")
                == ["2:1: unknown key 'target' in the manifest; did you mean 'targets'?"])
        #expect(
            loadProblems("colour: red\ntargets: {}\n") == ["1:1: unknown key 'colour' in the manifest"])
    }

    @Test("top-level keys starting with x- are ignored, so anchors can live there")
    func extensionKeys() throws {
        let text = """
            x-settings: &settings
              DEAD_CODE_STRIPPING: YES
            targets:
              Clip:
                type: app-clip
                settings: *settings
            """
        let clip = try target("Clip", in: try loadManifest(text))
        #expect(clip.settings.flat["DEAD_CODE_STRIPPING"]?.value == "YES")
    }

    @Test("x- keys are not allowed inside a target")
    func extensionKeysOnlyAtTopLevel() {
        #expect(
            loadProblems(manifest(target: "type: app\nx-note: hi"))
                == ["4:5: unknown key 'x-note' in target 'T'"])
    }

    @Test("a manifest without 'targets' is an error naming the file")
    func missingTargets() {
        #expect(
            loadProblems("project: Shop\n") == [
                "targetlint.yml: the manifest declares no targets; add a 'targets:' map"
            ])
    }

    @Test("'targets' in an included file is enough")
    func targetsInInclude() throws {
        let manifest = try loadManifest([
            "targetlint.yml": "project: Shop\ninclude: [m.yml]\n", "m.yml": "targets:\n  A: {type: app}\n",
        ])
        #expect(manifest.targets.map(\.name) == ["A"])
    }

    @Test(
        "a root of the wrong shape is an error at its start",
        arguments: [
            ("", "1:1: the manifest is empty; expected a 'targets:' map"),
            ("# only a comment\n", "1:1: the manifest is empty; expected a 'targets:' map"),
            ("- a\n- b\n", "1:1: expected a map for the manifest, found a list"),
            ("\n\njust text\n", "3:1: expected a map for the manifest, found a string"),
            ("targets: [A, B]\n", "1:10: expected a map for 'targets', found a list"),
            ("project: [Shop]\ntargets: {}\n", "1:10: expected a string for 'project', found a list"),
        ])
    func badRoot(text: String, problem: String) {
        #expect(loadProblems(text) == [problem])
    }

    @Test("a rule set to a severity string")
    func ruleSeverityString() throws {
        let manifest = try loadManifest("targets: {}\nrules:\n  dependency-cycle: warning\n  unknown-dependency: off\n")
        #expect(manifest.rules.map(\.id.value) == ["dependency-cycle", "unknown-dependency"])
        #expect(manifest.rules.map(\.severity?.value) == [.warning, .off])
        #expect(manifest.rules[0].id.location == SourceLocation(file: "targetlint.yml", line: 3, column: 3))
        #expect(manifest.rules[0].severity?.location == SourceLocation(file: "targetlint.yml", line: 3, column: 21))
    }

    @Test("a rule set to a map keeps its options beside 'severity'")
    func ruleMap() throws {
        let text = """
            targets: {}
            rules:
              size-build-settings:
                severity: error
                configs: [Release, Beta]
              app-group-constant:
                module: SharedConstants
            """
        let rules = try loadManifest(text).rules
        #expect(rules.map(\.severity?.value) == [.error, nil])
        #expect(rules.map { $0.options.map(\.key) } == [["configs"], ["module"]])
        #expect(rules[0].file == "targetlint.yml")
    }

    @Test(
        "bad severities are errors at the value",
        arguments: [
            (
                "dependency-cycle: eror",
                "3:21: unknown severity 'eror' for rule 'dependency-cycle'; expected error, warning or off; did you mean 'error'?"
            ),
            (
                "dependency-cycle: fatal",
                "3:21: unknown severity 'fatal' for rule 'dependency-cycle'; expected error, warning or off"
            ),
            (
                "dependency-cycle: Error",
                "3:21: unknown severity 'Error' for rule 'dependency-cycle'; expected error, warning or off; did you mean 'error'?"
            ),
            (
                "dependency-cycle: {severity: high}",
                "3:32: unknown severity 'high' for rule 'dependency-cycle'; expected error, warning or off"
            ),
            (
                "dependency-cycle: {severity: [error]}",
                "3:32: expected a string for the severity of rule 'dependency-cycle', found a list"
            ),
            ("dependency-cycle:", "3:20: expected a string for the severity of rule 'dependency-cycle', found nothing"),
            (
                "dependency-cycle: [error]",
                "3:21: expected a severity (error, warning, off) or a map of options for rule 'dependency-cycle', found a list"
            ),
        ])
    func badSeverity(entry: String, problem: String) {
        #expect(loadProblems("targets: {}\nrules:\n  " + entry + "\n") == [problem])
    }

    @Test("'rules' must be a map")
    func rulesNotAMap() {
        #expect(
            loadProblems("targets: {}\nrules: [dependency-cycle]\n")
                == ["2:8: expected a map for 'rules', found a list"])
    }
}
