import Testing

@Suite("Custom rules")
struct CustomRuleTests {
    /// A manifest with `rules.custom` set to `custom` (indented as list entries under it).
    static func manifest(_ custom: String, ignore: String = "") -> String {
        """
        layers:
          order: [feature, core]
          match:
            feature: ["*Feature"]
            core: ["*"]
        rules:
          size-build-settings: off
          app-group-consistency: off
          custom:
        \(custom)
        targets:
          App:
            type: app
            dependencies: [Clip, Widget, CheckoutFeature]
          Clip:
            type: app-clip
            dependencies: [DesignSystem, NetworkKit, Storage]
          Widget:
            type: app-extension
            extension-point: widget
            dependencies: [DesignSystem]\(ignore)
          DesignSystem:
            type: framework
            dependencies: [AnalyticsKit]
          AnalyticsKit:
            type: framework
          NetworkKit:
            type: framework
          Storage:
            type: framework
          CheckoutFeature:
            type: framework
            dependencies: [DesignSystem]
        """
    }

    @Test("forbid finds a module anywhere in the link closure, with its path and the user's message")
    func forbidTransitive() throws {
        let report = try lint(
            Self.manifest(
                """
                    - id: no-analytics-in-widgets
                      message: Widgets must not link the analytics SDK
                      from: {extension-point: widget}
                      forbid: ["Analytics*"]
                """))
        #expect(
            report.findings("no-analytics-in-widgets") == [
                "24:20: Widgets must not link the analytics SDK: app extension 'Widget' links 'AnalyticsKit' via Widget → DesignSystem → AnalyticsKit"
            ])
        #expect(
            report.diagnostics.first { $0.rule == "no-analytics-in-widgets" }?.path == [
                "Widget", "DesignSystem", "AnalyticsKit",
            ])
        #expect(report.errorCount == 1)
    }

    @Test("allow forbids every other module; transitive false checks direct dependencies only")
    func allowDirect() throws {
        let rule = """
                - id: clip-modules
                  severity: warning
                  from: {type: app-clip}
                  allow: [DesignSystem, "Net*"]
                  transitive: false
            """
        let report = try lint(Self.manifest(rule))
        #expect(
            report.findings("clip-modules") == [
                "21:46: app clip 'Clip' links 'Storage', which no 'allow' pattern matches, via Clip → Storage"
            ])
        #expect(report.warningCount == 1 && report.errorCount == 0)
        let transitive = try lint(
            Self.manifest(rule.replacingOccurrences(of: "transitive: false", with: "transitive: true")))
        #expect(transitive.findings("clip-modules").count == 2)  // Storage, and AnalyticsKit through DesignSystem
    }

    @Test(
        "selector keys all have to match; a list matches any entry",
        arguments: [
            ("{name: \"*Feature\"}", ["CheckoutFeature"]),
            ("{layer: feature}", ["CheckoutFeature"]),
            ("{layer: core}", ["DesignSystem"]),
            ("{type: [app-clip, app-extension]}", ["Clip", "Widget"]),
            ("{type: framework, name: \"Design*\"}", ["DesignSystem"]),
            ("{type: app-clip, extension-point: widget}", []),
        ])
    func selectors(selector: String, expected: [String]) throws {
        let report = try lint(
            Self.manifest(
                """
                    - id: no-analytics
                      from: \(selector)
                      forbid: [AnalyticsKit]
                """))
        #expect(report.diagnostics.filter { $0.rule == "no-analytics" }.map(\.target) == expected)
    }

    @Test("a custom rule selects a custom extension point by its identifier")
    func customExtensionPoint() throws {
        let manifest = Self.manifest(
            """
                - id: no-design-in-points
                  from: {extension-point: [com.acme.point, share]}
                  forbid: [DesignSystem]
            """
        ).replacingOccurrences(of: "extension-point: widget", with: "extension-point: com.acme.point")
        let findings = try lint(manifest).findings("no-design-in-points")
        #expect(
            findings == [
                "23:20: app extension 'Widget' links 'DesignSystem', which 'forbid' pattern 'DesignSystem' matches, via Widget → DesignSystem"
            ])
    }

    @Test("a custom rule can be switched off, and ignored per target by its id")
    func offAndIgnore() throws {
        let rule = """
                - id: no-analytics
                  severity: off
                  from: {type: app-extension}
                  forbid: [AnalyticsKit]
            """
        #expect(try lint(Self.manifest(rule)).diagnostics.isEmpty)
        let on = rule.replacingOccurrences(of: "severity: off", with: "severity: error")
        #expect(try lint(Self.manifest(on)).findings("no-analytics").count == 1)
        let ignored = try lint(Self.manifest(on, ignore: "\n    ignore: [no-analytics]"))
        #expect(ignored.diagnostics.isEmpty)
    }

    @Test(
        "invalid custom rules are manifest errors at their position",
        arguments: [
            ("    - from: {type: app-clip}\n      forbid: [X]", ["10:7: a custom rule needs an 'id'"]),
            (
                "    - id: No_Caps\n      from: {type: app-clip}\n      forbid: [X]",
                [
                    "10:11: 'No_Caps' is not a valid rule id; use lowercase letters, digits and dashes, as in 'no-analytics-in-widgets'"
                ]
            ),
            (
                "    - id: x\n      from: {type: app-clip}\n      forbid: [X]\n      allow: [Y]",
                ["13:7: custom rule 'x' has both 'forbid' and 'allow'; give one"]
            ),
            (
                "    - id: x\n      from: {type: app-clip}",
                ["10:7: custom rule 'x' needs 'forbid' or 'allow', the module name patterns it checks"]
            ),
            (
                "    - id: x\n      forbid: [X]",
                ["10:7: custom rule 'x' needs 'from', the targets it applies to, e.g. 'from: {type: app-clip}'"]
            ),
            (
                "    - id: x\n      from: {kind: app-clip}\n      forbid: [X]",
                ["11:14: unknown key 'kind' in 'from' of custom rule 'x'"]
            ),
            (
                "    - id: x\n      from: {type: app-clp}\n      forbid: [X]",
                ["11:20: unknown target type 'app-clp'; did you mean 'app-clip'?"]
            ),
            (
                "    - id: x\n      from: {layer: featur}\n      forbid: [X]",
                ["11:21: unknown layer 'featur'; 'layers.order' has feature, core; did you mean 'feature'?"]
            ),
            (
                "    - id: x\n      from: {}\n      forbid: [X]",
                ["11:13: 'from' of custom rule 'x' selects nothing; give a name, type, extension-point or layer"]
            ),
            (
                "    - id: x\n      severity: fatal\n      from: {type: app-clip}\n      forbid: [X]",
                ["11:17: unknown severity 'fatal' for custom rule 'x'; expected error, warning or off"]
            ),
            (
                "    - id: x\n      forbd: [X]\n      from: {type: app-clip}\n      forbid: [X]",
                ["11:7: unknown key 'forbd' in a custom rule; did you mean 'forbid'?"]
            ),
            (
                "    - id: x\n      from: {type: app-clip}\n      forbid: [X]\n    - id: x\n      from: {type: app-clip}\n      forbid: [Y]",
                ["13:11: custom rule 'x' is defined twice; first at line 10"]
            ),
            (
                "    - id: dependency-cycle\n      from: {type: app-clip}\n      forbid: [X]",
                ["10:11: custom rule 'dependency-cycle' takes the id of a built-in rule; choose another id"]
            ),
            ("    {id: x}", ["10:5: expected a list of rules for 'rules.custom', found a map"]),
            (
                "    - id: x\n      from: {extension-point: [widgt, com.acme.point]}\n      forbid: [X]",
                [
                    "11:32: unknown extension point 'widgt' for 'extension-point' in 'from' of custom rule 'x'; expected a short name or an identifier with a dot, such as com.apple.widgetkit-extension; did you mean 'widget'?"
                ]
            ),
        ])
    func invalid(custom: String, expected: [String]) {
        #expect(lintProblems(Self.manifest(custom)) == expected)
    }
}
