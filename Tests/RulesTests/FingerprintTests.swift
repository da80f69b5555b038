import ProjectModel
import Rules
import Testing

@Suite("Baseline fingerprints")
struct FingerprintTests {
    func diagnostic(
        rule: String = "no-feature-in-extension", target: String = "Clip", message: String, line: Int = 3,
        path: [String]? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, severity: .error, target: target, message: message,
            location: SourceLocation(file: "targetlint.yml", line: line, column: 5), path: path)
    }

    @Test("the fingerprint ignores the position and the path, and keeps the rule, target, module and message")
    func identity() {
        let base = diagnostic(
            message: "app clip 'Clip' links feature module 'F' via Clip → A → F", path: ["Clip", "A", "F"])
        let moved = diagnostic(
            message: "app clip 'Clip' links feature module 'F' via Clip → B → F", line: 90, path: ["Clip", "B", "F"])
        #expect(base.fingerprint == moved.fingerprint)
        #expect(base.fingerprint.count == 16)
        let other = diagnostic(
            message: "app clip 'Clip' links feature module 'G' via Clip → A → G", path: ["Clip", "A", "G"])
        #expect(base.fingerprint != other.fingerprint)
        #expect(base.fingerprint != diagnostic(target: "Widget", message: base.message, path: base.path).fingerprint)
        #expect(base.fingerprint != diagnostic(rule: "custom", message: base.message, path: base.path).fingerprint)
    }

    @Test("a count of files, an extension named, or a size does not change what a finding is about")
    func volatileParts() {
        let twice = diagnostic(
            rule: "implicit-dependency", target: "Lists",
            message: "'Lists' imports 'EmojiText', which it does not declare (imported in 2 files)")
        let thrice = diagnostic(
            rule: "implicit-dependency", target: "Lists",
            message: "'Lists' imports 'EmojiText', which it does not declare (imported in 3 files)", line: 9)
        #expect(twice.fingerprint == thrice.fingerprint)
        #expect(
            twice.fingerprint
                != diagnostic(
                    rule: "implicit-dependency", target: "Lists",
                    message: "'Lists' imports 'Nuke', which it does not declare"
                ).fingerprint)
        func use(_ extensionName: String, file: String = "Router.swift") -> Diagnostic {
            Diagnostic(
                rule: "extension-unsafe-api", severity: .error, target: "Router",
                message:
                    "'Router' uses 'UIApplication.shared', which is unavailable in app extensions, and app extension '\(extensionName)' links it via \(extensionName) → Router",
                location: SourceLocation(file: file, line: 4, column: 9), path: [extensionName, "Router"])
        }
        #expect(use("ShopShare").fingerprint == use("ShopWidget").fingerprint)
        #expect(use("ShopShare").fingerprint != use("ShopShare", file: "Other.swift").fingerprint)
        #expect(
            diagnostic(rule: "size-budget", target: "Clip", message: "app clip 'Clip' is an estimated 10.8 MB")
                .fingerprint
                == diagnostic(rule: "size-budget", target: "Clip", message: "app clip 'Clip' is an estimated 11 MB")
                .fingerprint)
    }

    @Test(
        "a reachability finding's fingerprint, hashed from its message's pieces, is the one of its spelled message",
        arguments: [
            ("CheckoutFeature", "CheckoutCore"), ("ViaFeature", "viaCore"), ("ServiaFeature", "Kit"),
            ("via", "Kit"), ("Feature", "via"),
        ])
    func piecesHashAsSpelled(feature: String, core: String) throws {
        // A module named `via` puts another " via " in the path: the message's last one is not
        // where the path starts.
        let report = try lint(
            """
            rules:
              allowed-core-modules:
                app-clip: [Core]
            targets:
              App:
                type: app
                dependencies: [Clip]
              Clip:
                type: app-clip
                dependencies: [\(feature)]
              \(feature):
                type: framework
                layer: feature
                dependencies: [Core, \(core)]
              \(core):
                type: framework
                layer: core
              Core:
                type: framework
                layer: core
            """)
        let reachability = report.diagnostics.filter { $0.path != nil }
        #expect(reachability.count >= 2)
        for finding in reachability {
            let spelled = Diagnostic(
                rule: finding.rule, severity: finding.severity, target: finding.target, message: finding.message,
                location: finding.location, path: finding.path)
            #expect(finding.fingerprint == spelled.fingerprint, "\(finding.message)")
        }
    }

    @Test("a baseline absorbs as many copies of a finding as it recorded")
    func multiplicity() {
        let literal = diagnostic(rule: "app-group-constant", message: "hard-coded App Group identifier 'group.x'")
        let recorded = LintReport(manifest: "targetlint.yml", diagnostics: [literal], targetCount: 1)
        let baseline = Baseline(recording: recorded)
        let now = LintReport(
            manifest: "targetlint.yml",
            diagnostics: [literal, diagnostic(rule: "app-group-constant", message: literal.message, line: 9)],
            targetCount: 1)
        let applied = baseline.apply(to: now)
        #expect(applied.diagnostics.map(\.location.line) == [9])
        #expect(applied.baseline == LintReport.BaselineCounts(known: 1, fixed: 0))
        #expect(
            baseline.apply(to: LintReport(manifest: "targetlint.yml", diagnostics: [], targetCount: 1)).baseline?.fixed
                == 1)
    }

    @Test("the file holds each fingerprint once with its count, in name order whatever order the findings came in")
    func fileText() {
        let findings = [
            diagnostic(rule: "app-group-constant", target: "Share", message: "hard-coded 'group.x'"),
            diagnostic(rule: "app-group-constant", target: "Share", message: "hard-coded 'group.x'", line: 9),
            diagnostic(target: "Widget", message: "app extension 'Widget' links feature module 'F' via Widget → F"),
            diagnostic(message: "app clip 'Clip' links feature module 'F' via Clip → F"),
        ]
        let texts = [findings, findings.reversed()].map {
            Baseline(recording: LintReport(manifest: "targetlint.yml", diagnostics: $0, targetCount: 3)).fileText()
        }
        let fingerprints = findings.map(\.fingerprint)
        #expect(
            texts[0] == """
                {
                  "version": 2,
                  "findings": {
                    "app-group-constant": {
                      "Share": {
                        "\(fingerprints[0])": 2
                      }
                    },
                    "no-feature-in-extension": {
                      "Clip": {
                        "\(fingerprints[3])": 1
                      },
                      "Widget": {
                        "\(fingerprints[2])": 1
                      }
                    }
                  }
                }

                """)
        #expect(texts[1] == texts[0])
        #expect(Baseline(entries: []).fileText() == "{\n  \"version\": 2,\n  \"findings\": {}\n}\n")
    }

    @Test("entries given in any order, repeated or with a count of 0, come out sorted, added up and without the 0")
    func normalizedEntries() {
        let entries = [
            Baseline.Entry(rule: "r", target: "B", fingerprint: "00000000000000ff"),
            Baseline.Entry(rule: "r", target: "A", fingerprint: "00000000000000ff", count: 2),
            Baseline.Entry(rule: "r", target: "B", fingerprint: "00000000000000ff", count: 3),
            Baseline.Entry(rule: "q", target: "Z", fingerprint: "0000000000000001", count: 0),
        ]
        #expect(
            Baseline(entries: entries).entries == [
                Baseline.Entry(rule: "r", target: "A", fingerprint: "00000000000000ff", count: 2),
                Baseline.Entry(rule: "r", target: "B", fingerprint: "00000000000000ff", count: 4),
            ])
    }
}
