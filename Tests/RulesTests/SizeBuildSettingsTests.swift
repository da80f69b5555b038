import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import Rules

/// The `size-build-settings` findings of an XcodeGen spec at `project.yml`, beside `files`, as
/// `line:column: message`.
private func specFindings(_ spec: String, files: [String: String] = [:]) throws -> [String] {
    var all = files
    all["project.yml"] = spec
    let fileSystem = InMemoryFileSystem(all)
    let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "project.yml")
    return try Linter(fileSystem: fileSystem).lint(manifest).findings("size-build-settings")
}

/// A spec with three configurations, two of them of type release, a host app and `clip` as the
/// App Clip's extra lines.
private func stagedSpec(options: String = "", clip: String = "") -> String {
    """
    name: Calendar
    \(options)configs:
      Debug: debug
      Staging Release: release
      Production Release: release
    targets:
      Calendar:
        type: application
        platform: iOS
        dependencies: [{target: Clip}, {target: Widget}]
      Clip:
        type: application.on-demand-install-capable
        platform: iOS
    \(clip)  Widget:
        type: app-extension
        platform: iOS
        settings:
          base:
            DEAD_CODE_STRIPPING: YES
            ASSETCATALOG_COMPILER_OPTIMIZATION: space
            SWIFT_OPTIMIZATION_LEVEL: -Osize
    """
}

@Suite struct SizeBuildSettingsTests {
    @Test(
        "a targetlint manifest: one finding per target, each value with its origin, unset ones against the build system's defaults"
    )
    func manifest() throws {
        let report = try lint(
            """
            rules:
              size-build-settings:
                configs: [Release, Beta]
            targets:
              ShopShare:
                type: app-extension
                settings:
                  base:
                    DEAD_CODE_STRIPPING: YES
                    STRIP_INSTALLED_PRODUCT: true
                    ASSETCATALOG_COMPILER_OPTIMIZATION: space
                    GCC_OPTIMIZATION_LEVEL: s
                    SWIFT_OPTIMIZATION_LEVEL: -Onone
                  configs:
                    release:
                      SWIFT_OPTIMIZATION_LEVEL: -Osize
                    Beta:
                      DEAD_CODE_STRIPPING: NO
            """)
        #expect(
            report.findings("size-build-settings") == [
                "5:3: app extension 'ShopShare' has size settings to change in Beta: DEAD_CODE_STRIPPING is 'NO' (settings.configs.Beta at targetlint.yml:18), expected 'YES'; SWIFT_OPTIMIZATION_LEVEL is '-Onone' (settings.base at targetlint.yml:13), expected '-Osize'"
            ])
        let bare = try lint("targets:\n  W:\n    type: app-extension\n")
        #expect(
            bare.findings("size-build-settings") == [
                "2:3: app extension 'W' has size settings to change in Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; ASSETCATALOG_COMPILER_OPTIMIZATION is unset (build system default: ''), expected 'space'; SWIFT_OPTIMIZATION_LEVEL is unset (build system default: '-O'), expected '-Osize'"
            ])
        let done = try lint(
            """
            targets:
              W:
                type: app-extension
                settings: {DEAD_CODE_STRIPPING: YES, ASSETCATALOG_COMPILER_OPTIMIZATION: space, SWIFT_OPTIMIZATION_LEVEL: -Osize}
            """)
        #expect(done.findings("size-build-settings").isEmpty)
    }

    @Test("XcodeGen's release preset gives -O to release configurations, and configurations sharing problems fold")
    func presets() throws {
        #expect(
            try specFindings(stagedSpec()) == [
                "11:3: app clip 'Clip' has size settings to change in Production Release, Staging Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; ASSETCATALOG_COMPILER_OPTIMIZATION is unset (build system default: ''), expected 'space'; SWIFT_OPTIMIZATION_LEVEL is '-O' (XcodeGen release preset), expected '-Osize'"
            ])
        // Without presets (or with them on targets only) the build system's default applies.
        for option in ["none", "targets"] {
            #expect(
                try specFindings(stagedSpec(options: "options: {settingPresets: \(option)}\n")) == [
                    "12:3: app clip 'Clip' has size settings to change in Production Release, Staging Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; ASSETCATALOG_COMPILER_OPTIMIZATION is unset (build system default: ''), expected 'space'; SWIFT_OPTIMIZATION_LEVEL is unset (build system default: '-O'), expected '-Osize'"
                ])
        }
    }

    @Test("configurations with different problems are listed apart, in the order they are checked")
    func unfolded() throws {
        let clip = """
                settings:
                  base: {DEAD_CODE_STRIPPING: YES, ASSETCATALOG_COMPILER_OPTIMIZATION: space, SWIFT_OPTIMIZATION_LEVEL: -Osize}
                  configs:
                    Staging: {SWIFT_OPTIMIZATION_LEVEL: -Onone, GCC_OPTIMIZATION_LEVEL: "0"}
                    Debug: {STRIP_INSTALLED_PRODUCT: NO}

            """
        let spec = stagedSpec(clip: clip)
        let rules = "rules: {size-build-settings: {configs: [Release, Debug]}}\n"
        let fileSystem = InMemoryFileSystem(["project.yml": spec, "targetlint.yml": "source: project.yml\n" + rules])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        #expect(
            try Linter(fileSystem: fileSystem).lint(manifest).findings("size-build-settings") == [
                "11:3: app clip 'Clip' has size settings to change in Staging Release: GCC_OPTIMIZATION_LEVEL is '0' (settings.configs.Staging at project.yml:17), expected 's'; SWIFT_OPTIMIZATION_LEVEL is '-Onone' (settings.configs.Staging at project.yml:17), expected '-Osize'; in Debug: STRIP_INSTALLED_PRODUCT is 'NO' (settings.configs.Debug at project.yml:18), expected 'YES'; GCC_OPTIMIZATION_LEVEL is '0' (XcodeGen debug preset), expected 's'",
                "19:3: app extension 'Widget' has size settings to change in Debug: GCC_OPTIMIZATION_LEVEL is '0' (XcodeGen debug preset), expected 's'",
            ])
    }

    @Test("xcconfig values are named by file and line, and a project xcconfig drops the preset it sets")
    func xcconfig() throws {
        let spec = stagedSpec(
            options: "configFiles: {Production Release: Project.xcconfig}\n",
            clip: "    configFiles: {Staging Release: Clip.xcconfig}\n")
        let files = [
            "Project.xcconfig": "SWIFT_OPTIMIZATION_LEVEL = -Osize\nDEAD_CODE_STRIPPING = YES\n",
            "Clip.xcconfig": "// Staging\nDEAD_CODE_STRIPPING = NO\nASSETCATALOG_COMPILER_OPTIMIZATION = space\n",
        ]
        #expect(
            try specFindings(spec, files: files) == [
                "12:3: app clip 'Clip' has size settings to change in Production Release: ASSETCATALOG_COMPILER_OPTIMIZATION is unset (build system default: ''), expected 'space'; in Staging Release: DEAD_CODE_STRIPPING is 'NO' (Clip.xcconfig:2), expected 'YES'; SWIFT_OPTIMIZATION_LEVEL is '-O' (XcodeGen release preset), expected '-Osize'"
            ])
    }

    @Test("'types' limits the targets checked and names its values with a suggestion")
    func types() throws {
        let rules = "rules: {size-build-settings: {types: [app-clip]}}\n"
        let files = ["targetlint.yml": "source: project.yml\n" + rules, "project.yml": stagedSpec()]
        let fileSystem = InMemoryFileSystem(files)
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        let findings = try Linter(fileSystem: fileSystem).lint(manifest).findings("size-build-settings")
        #expect(findings.count == 1)
        #expect(findings.first?.contains("app clip 'Clip'") == true)
        #expect(
            lintProblems("rules:\n  size-build-settings:\n    types: [app-clips]\ntargets: {}\n") == [
                "3:13: 'types' names 'app-clips'; expected app-clip or app-extension; did you mean 'app-clip'?"
            ])
    }

    @Test("a configuration the project lacks is said once, not once per setting")
    func missingConfiguration() throws {
        let rules = "rules: {size-build-settings: {configs: [Beta]}}\n"
        let fileSystem = InMemoryFileSystem([
            "targetlint.yml": "source: project.yml\n" + rules, "project.yml": stagedSpec(),
        ])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        #expect(
            try Linter(fileSystem: fileSystem).lint(manifest).findings("size-build-settings").first
                == "11:3: app clip 'Clip' has size settings to change the project has no configuration 'Beta'; it has Debug, Production Release, Staging Release"
        )
    }

    @Test("the fingerprint is the rule and the target's, whatever the list of problems says")
    func fingerprint() {
        let location = SourceLocation(file: "project.yml", line: 3, column: 3)
        let first = Diagnostic(
            rule: "size-build-settings", severity: .error, target: "Clip", message: "a; b", location: location)
        var fixedOne = first
        fixedOne.message = "b"
        fixedOne.location.line = 9
        #expect(first.fingerprint == fixedOne.fingerprint)
        var other = first
        other.target = "Widget"
        #expect(first.fingerprint != other.fingerprint)
    }

    @Test("a baseline with the earlier entries per setting and configuration for the target holds the one finding")
    func earlierBaseline() throws {
        let report = try lint("targets:\n  W:\n    type: app-extension\n  X:\n    type: app-extension\n")
        let rule = SizeBuildSettings.description.id
        // As the earlier version recorded them: one fingerprint per setting and configuration.
        let earlier = Baseline(entries: [
            .init(rule: rule, target: "W", fingerprint: "0123456789abcdef"),
            .init(rule: rule, target: "W", fingerprint: "fedcba9876543210", count: 2),
            .init(rule: rule, target: "Gone", fingerprint: "00000000000000aa"),
        ])
        let applied = earlier.apply(to: report)
        #expect(
            applied.findings(rule) == [
                "4:3: app extension 'X' has size settings to change in Release: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; ASSETCATALOG_COMPILER_OPTIMIZATION is unset (build system default: ''), expected 'space'; SWIFT_OPTIMIZATION_LEVEL is unset (build system default: '-O'), expected '-Osize'"
            ])
        #expect(applied.baseline == LintReport.BaselineCounts(known: 1, fixed: 1))
        // Recorded again, the baseline holds one entry per target, which matches exactly.
        let recorded = Baseline(recording: report)
        #expect(recorded.entries.filter { $0.rule == rule }.map(\.target) == ["W", "X"])
        #expect(recorded.apply(to: report).diagnostics.isEmpty)
    }
}

/// The `size-build-settings` findings of a targetlint manifest as `severity line:column: target`.
private func severities(_ manifest: String) throws -> [String] {
    try lint(manifest).diagnostics.filter { $0.rule == "size-build-settings" }.map {
        "\($0.severity.rawValue) \($0.location.line):\($0.location.column): \($0.target)"
    }
}

@Suite struct SizeBuildSettingsScopeTests {
    static let clipAndExtension = """
        targets:
          Clip: {type: app-clip}
          Share: {type: app-extension}
        """

    @Test("a clip's findings are errors, an extension's warnings unless 'app-extension-severity: error'")
    func severity() throws {
        #expect(try severities(Self.clipAndExtension) == ["error 2:3: Clip", "warning 3:3: Share"])
        #expect(
            try severities("rules: {size-build-settings: {app-extension-severity: error}}\n" + Self.clipAndExtension)
                == ["error 3:3: Clip", "error 4:3: Share"])
        #expect(
            try severities("rules: {size-build-settings: {app-extension-severity: warning}}\n" + Self.clipAndExtension)
                == ["error 3:3: Clip", "warning 4:3: Share"])
        // The rule's severity is the most any finding gets.
        #expect(
            try severities(
                "rules: {size-build-settings: {severity: warning, app-extension-severity: error}}\n"
                    + Self.clipAndExtension) == ["warning 3:3: Clip", "warning 4:3: Share"])
        #expect(try severities("rules: {size-build-settings: off}\n" + Self.clipAndExtension).isEmpty)
    }

    @Test("'app-extension-severity' takes error or warning; off points at 'types'")
    func severityOption() {
        #expect(
            lintProblems("rules:\n  size-build-settings: {app-extension-severity: off}\ntargets: {}\n") == [
                "2:49: 'app-extension-severity' is 'off'; expected error or warning; 'types: [app-clip]' leaves extensions out"
            ])
        #expect(
            lintProblems("rules:\n  size-build-settings: {app-extension-severity: eror}\ntargets: {}\n") == [
                "2:49: 'app-extension-severity' is 'eror'; expected error or warning; did you mean 'error'?"
            ])
    }

    @Test(
        "targets built only for macOS, Mac Catalyst or tvOS are not judged; iOS, watchOS, visionOS and unknown ones are",
        arguments: [
            ("{SDKROOT: macosx}", false),
            ("{SDKROOT: appletvos}", false),
            (
                "{SDKROOT: /Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX14.2.sdk}",
                false
            ),
            ("{SDKROOT: iphoneos, SUPPORTS_MACCATALYST: YES, SUPPORTED_PLATFORMS: macosx}", false),
            ("{SDKROOT: auto, SUPPORTED_PLATFORMS: macosx}", false),
            ("{SDKROOT: macosx, SUPPORTED_PLATFORMS: iphoneos iphonesimulator}", true),
            ("{SDKROOT: iphoneos, SUPPORTS_MACCATALYST: YES}", true),
            ("{SDKROOT: auto, SUPPORTED_PLATFORMS: iphoneos iphonesimulator macosx}", true),
            ("{SDKROOT: watchos}", true),
            ("{SDKROOT: xros2.0}", true),
            ("{SDKROOT: auto}", true),
            ("{SDKROOT: $(PLATFORM_SDK)}", true),
            ("{}", true),
        ])
    func platforms(settings: String, judged: Bool) throws {
        let manifest = "targets:\n  Share:\n    type: app-extension\n    settings: \(settings)\n"
        #expect(try severities(manifest) == (judged ? ["warning 2:3: Share"] : []))
    }

    @Test("an XcodeGen target's platform, or its one kind of supported destination, says whether it is judged")
    func xcodeGenPlatforms() throws {
        var spec = "name: App\ntargets:\n"
        for platform in ["iOS", "macOS", "tvOS", "watchOS", "visionOS"] {
            spec += "  Ext\(platform):\n    type: app-extension\n    platform: \(platform)\n"
        }
        spec += "  ExtMacOnly:\n    type: app-extension\n    supportedDestinations: [macOS]\n"
        spec += "  ExtAll:\n    type: app-extension\n    supportedDestinations: [iOS, macOS]\n"
        #expect(
            try specFindings(spec).map { String($0.prefix { $0 != "'" }) + $0.split(separator: "'")[1] } == [
                "3:3: app extension ExtiOS", "12:3: app extension ExtwatchOS", "15:3: app extension ExtvisionOS",
                "21:3: app extension ExtAll",
            ])
    }

    @Test("the xcconfig files that could not be read are named once, after the settings")
    func unreadFiles() throws {
        let spec = """
            name: App
            configs: {Debug: debug, Release: release, Beta: release}
            targets:
              Share:
                type: app-extension
                platform: iOS
                configFiles: {Release: Missing/Release.xcconfig, Beta: Missing/Beta.xcconfig}
            """
        let fileSystem = InMemoryFileSystem([
            "project.yml": spec,
            "targetlint.yml": "source: project.yml\nrules: {size-build-settings: {configs: [Release, Beta]}}\n",
        ])
        let manifest = try ManifestLoader(fileSystem: fileSystem).load(path: "targetlint.yml")
        let findings = try Linter(fileSystem: fileSystem).lint(manifest).findings("size-build-settings")
        #expect(
            findings == [
                "4:3: app extension 'Share' has size settings to change in Release, Beta: DEAD_CODE_STRIPPING is unset (build system default: 'NO'), expected 'YES'; ASSETCATALOG_COMPILER_OPTIMIZATION is unset (build system default: ''), expected 'space'; SWIFT_OPTIMIZATION_LEVEL is '-O' (XcodeGen release preset), expected '-Osize'; 'Missing/Release.xcconfig', 'Missing/Beta.xcconfig' could not be read, so what they set is unknown"
            ])
    }
}
