import Testing

/// Custom rules over package products, SDKs and externals: plain patterns and `{name, type}` entries.
@Suite struct CustomRuleSelectorTests {
    /// A manifest with `rules.custom` set to `custom` (indented as list entries under it); lines 1
    /// to 3 come before it.
    static func manifest(_ custom: String) -> String {
        """
        rules:
          app-group-consistency: off
          custom:
        \(custom)
        targets:
          App:
            type: app
            dependencies: [Widget, Clip]
          Widget:
            type: app-extension
            extension-point: widget
            dependencies: [DesignSystem, {package: Lottie}, {sdk: WidgetKit}]
          Clip:
            type: app-clip
            dependencies: [DesignSystem, {sdk: AdSupport}, {framework: Vendor/AnalyticsBridge.xcframework}]
          DesignSystem:
            type: framework
            dependencies: [AnalyticsKit, FirebaseBridge, {package: FirebaseAnalytics}]
          AnalyticsKit:
            type: framework
          FirebaseBridge:
            type: framework
        """
    }

    /// The targets and modules the rule `r` reports, as `Target → Module`.
    static func offences(_ rule: String) throws -> [String] {
        try lint(manifest(rule)).diagnostics.filter { $0.rule == "r" }.map {
            "\($0.target) → \($0.path?.last ?? "")"
        }
    }

    @Test(
        "a plain pattern matches targets, package products, SDKs and externals alike",
        arguments: [
            ("\"Analytics*\"", ["Widget → AnalyticsKit", "Clip → AnalyticsKit"]),
            ("\"*Analytics\"", ["Widget → FirebaseAnalytics", "Clip → FirebaseAnalytics"]),
            (
                "\"Firebase*\"",
                [
                    "Widget → FirebaseBridge", "Widget → FirebaseAnalytics", "Clip → FirebaseBridge",
                    "Clip → FirebaseAnalytics",
                ]
            ),
            ("AdSupport", ["Clip → AdSupport"]),
            ("AdSupport.framework", ["Clip → AdSupport"]),
            ("{type: sdk, name: \"Widget*.framework\"}", ["Widget → WidgetKit"]),
            ("\"Vendor/*\"", ["Clip → Vendor/AnalyticsBridge.xcframework"]),
        ])
    func plainPatterns(pattern: String, expected: [String]) throws {
        let offences = try Self.offences("    - {id: r, from: {type: [app-extension, app-clip]}, forbid: [\(pattern)]}")
        #expect(offences == expected)
    }

    @Test(
        "a {name, type} entry narrows by type; either key alone selects by it",
        arguments: [
            ("{type: package, name: \"Firebase*\"}", ["Widget → FirebaseAnalytics", "Clip → FirebaseAnalytics"]),
            ("{type: framework, name: \"Firebase*\"}", ["Widget → FirebaseBridge", "Clip → FirebaseBridge"]),
            (
                "{type: [sdk, external]}",
                ["Widget → WidgetKit", "Clip → AdSupport", "Clip → Vendor/AnalyticsBridge.xcframework"]
            ),
            ("{type: package}", ["Widget → FirebaseAnalytics", "Widget → Lottie", "Clip → FirebaseAnalytics"]),
            ("{name: [Lottie, AdSupport]}", ["Widget → Lottie", "Clip → AdSupport"]),
        ])
    func typedEntries(entry: String, expected: [String]) throws {
        let offences = try Self.offences("    - {id: r, from: {type: [app-extension, app-clip]}, forbid: [\(entry)]}")
        #expect(offences == expected)
    }

    @Test("a forbidden package is reported with its shortest path, at the entry where the path starts")
    func packageFinding() throws {
        let report = try lint(
            Self.manifest(
                """
                    - id: no-firebase-in-widgets
                      message: Widgets must not link Firebase
                      from: {extension-point: widget}
                      forbid: [{type: package, name: "Firebase*"}]
                """))
        #expect(
            report.findings("no-firebase-in-widgets") == [
                "15:20: Widgets must not link Firebase: app extension 'Widget' links 'FirebaseAnalytics' via Widget → DesignSystem → FirebaseAnalytics"
            ])
        let unexplained = try lint(
            Self.manifest(
                "    - {id: r, from: {extension-point: widget}, forbid: [{type: package, name: \"Firebase*\"}]}"))
        #expect(
            unexplained.findings("r") == [
                "12:20: app extension 'Widget' links 'FirebaseAnalytics', which 'forbid' entry '{type: package, name: Firebase*}' matches, via Widget → DesignSystem → FirebaseAnalytics"
            ])
    }

    @Test("allow checks package products and externals, and SDKs only when an entry selects type sdk")
    func allowAndSDKs() throws {
        let modules = "DesignSystem, \"Analytics*\", \"Firebase*\""
        #expect(
            try Self.offences("    - {id: r, from: {type: app-extension}, allow: [\(modules)]}") == ["Widget → Lottie"])
        #expect(
            try Self.offences("    - {id: r, from: {type: app-clip}, allow: [\(modules)]}") == [
                "Clip → Vendor/AnalyticsBridge.xcframework"
            ])
        #expect(
            try Self.offences(
                "    - {id: r, from: {type: app-clip}, allow: [\(modules), \"Vendor/*\", {type: sdk, name: StoreKit}]}")
                == ["Clip → AdSupport"])
        #expect(
            try Self.offences("    - {id: r, from: {type: app-extension}, allow: [\(modules), Lottie, {type: sdk}]}")
                == [])
    }

    @Test("transitive: false checks the direct package products, SDKs and externals")
    func direct() throws {
        #expect(
            try Self.offences(
                "    - {id: r, from: {type: app-clip}, transitive: false, forbid: [{type: [sdk, package, external]}]}")
                == ["Clip → AdSupport", "Clip → Vendor/AnalyticsBridge.xcframework"])
    }

    @Test(
        "mistakes in entries and in 'from' types are manifest errors at their position",
        arguments: [
            (
                "    - {id: x, from: {type: package}, forbid: [X]}",
                [
                    "4:28: type 'package' in 'from' of custom rule 'x' selects no target: 'from' chooses the declared targets the rule checks; name package products in 'forbid' or 'allow' instead, as in '{type: package, name: \"…\"}'"
                ]
            ),
            (
                "    - {id: x, from: {type: [app-extension, sdk]}, forbid: [X]}",
                [
                    "4:44: type 'sdk' in 'from' of custom rule 'x' selects no target: 'from' chooses the declared targets the rule checks; name SDKs in 'forbid' or 'allow' instead, as in '{type: sdk, name: \"…\"}'"
                ]
            ),
            (
                "    - {id: x, from: {type: app-clip}, forbid: [{typ: package, name: X}]}",
                ["4:49: unknown key 'typ' in an entry of 'forbid' of custom rule 'x'; did you mean 'type'?"]
            ),
            (
                "    - {id: x, from: {type: app-clip}, forbid: [{type: pakage, name: X}]}",
                [
                    "4:55: unknown type 'pakage' in an entry of 'forbid' of custom rule 'x'; expected package, sdk, external or a target type such as framework; did you mean 'package'?"
                ]
            ),
            (
                "    - {id: x, from: {type: app-clip}, allow: [{}]}",
                [
                    "4:47: an entry of 'allow' of custom rule 'x' is empty; give a name, a type or both, as in '{type: package, name: \"Analytics*\"}'"
                ]
            ),
            (
                "    - {id: x, from: {type: app-clip}, forbid: [[X]]}",
                ["4:48: expected a string for each entry of 'forbid' of custom rule 'x', found a list"]
            ),
        ])
    func invalid(custom: String, expected: [String]) {
        #expect(lintProblems(Self.manifest(custom)) == expected)
    }
}
