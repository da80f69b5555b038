import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel

@Suite struct SettingsAndSizeTests {
    /// The settings of target `T` declared with `body` under `settings:`.
    private func settings(_ body: String) throws -> BuildSettings {
        try target("T", in: try loadManifest(manifest(target: "type: app-clip\nsettings:\n" + body))).settings
    }

    @Test("a flat map of settings, lists joined by spaces")
    func flatSettings() throws {
        let settings = try settings("  DEAD_CODE_STRIPPING: YES\n  OTHER_LDFLAGS: [-ObjC, -lz]")
        #expect(settings.flat.mapValues(\.value) == ["DEAD_CODE_STRIPPING": "YES", "OTHER_LDFLAGS": "-ObjC -lz"])
        #expect(settings.base.isEmpty && settings.configs.isEmpty)
        #expect(
            settings.flat["DEAD_CODE_STRIPPING"]?.location
                == SourceLocation(file: "targetlint.yml", line: 5, column: 28))
        #expect(settings.location == SourceLocation(file: "targetlint.yml", line: 4, column: 5))
    }

    @Test("XcodeGen's base and configs layout, configuration names lowercased")
    func structuredSettings() throws {
        let body = """
              base:
                SWIFT_OPTIMIZATION_LEVEL: -Onone
              configs:
                Release:
                  SWIFT_OPTIMIZATION_LEVEL: -Osize
            """
        let settings = try settings(body)
        #expect(settings.flat.isEmpty)
        #expect(settings.base.mapValues(\.value) == ["SWIFT_OPTIMIZATION_LEVEL": "-Onone"])
        #expect(
            settings.configs.mapValues { $0.mapValues(\.value) } == ["release": ["SWIFT_OPTIMIZATION_LEVEL": "-Osize"]])
    }

    @Test("two spellings of one configuration are one configuration, the later value winning")
    func configurationSpellings() throws {
        let body = """
              configs:
                Release:
                  A: first
                  B: kept
                release:
                  A: second
            """
        let settings = try settings(body)
        #expect(settings.configs.mapValues { $0.mapValues(\.value) } == ["release": ["A": "second", "B": "kept"]])
    }

    @Test("a value resolves from configs, then base, then flat, configuration names in any case")
    func resolution() {
        let file = "targetlint.yml"
        func value(_ text: String, line: Int) -> Located<String> {
            Located(text, at: SourceLocation(file: file, line: line, column: 1))
        }
        let settings = BuildSettings(
            flat: ["A": value("flat", line: 1), "B": value("flat", line: 2), "C": value("flat", line: 3)],
            base: ["A": value("base", line: 4), "B": value("base", line: 5)],
            configs: ["release": ["A": value("release", line: 6)]])
        #expect(settings.value(of: "A", in: "Release")?.value == value("release", line: 6))
        #expect(settings.value(of: "A", in: "RELEASE")?.source == .config("RELEASE"))
        #expect(settings.value(of: "A", in: "Debug")?.value == value("base", line: 4))
        #expect(settings.value(of: "A", in: "Debug")?.source == .base)
        #expect(settings.value(of: "B", in: "Release")?.source == .base)
        #expect(settings.value(of: "C", in: "Release")?.value == value("flat", line: 3))
        #expect(settings.value(of: "C", in: "Release")?.source == .flat)
        #expect(settings.value(of: "D", in: "Release") == nil)
    }

    @Test(
        "bad settings are errors at the offending node",
        arguments: [
            ("  - A: B", ["5:7: expected a map for 'settings' of target 'T', found a list"]),
            (
                "  base: {A: B}\n  DEAD_CODE_STRIPPING: YES",
                ["6:7: setting 'DEAD_CODE_STRIPPING' sits beside 'base'/'configs' in target 'T'; move it under 'base:'"]
            ),
            ("  base: [A]", ["5:13: expected a map for 'settings.base' of target 'T', found a list"]),
            (
                "  configs: {Release: [A]}",
                ["5:26: expected a map for configuration 'Release' of target 'T', found a list"]
            ),
            ("  configs: Release", ["5:16: expected a map for 'settings.configs' of target 'T', found a string"]),
            (
                "  A: {B: C}",
                ["5:10: expected a string or a list for setting 'A' in 'settings' of target 'T', found a map"]
            ),
            (
                "  base: {A: [x, {y: z}]}",
                ["5:21: expected a string for each entry of 'A' in 'settings.base' of target 'T', found a map"]
            ),
        ])
    func badSettings(body: String, problems: [String]) {
        #expect(loadProblems(manifest(target: "type: app-clip\nsettings:\n" + body)) == problems)
    }

    @Test(
        "sizes read in decimal and binary units, with or without a space",
        arguments: [
            ("600 KB", 600_000), ("1.4 MB", 1_400_000), ("15MB", 15_000_000), ("512 B", 512), ("0.5 KB", 500),
            ("2 GB", 2_000_000_000), ("1 KiB", 1024), ("1.5 MiB", 1_572_864), ("1 GiB", 1_073_741_824),
            ("3 kb", 3000), ("0.001 MB", 1000), (".5 MB", 500_000), ("2 mIb", 2_097_152), ("7 \u{212A}B", 7000),
        ] as [(String, Int64)])
    func sizes(text: String, bytes: Int64) throws {
        #expect(ByteCount(parsing: text)?.bytes == bytes)
        let declared = try target("T", in: try loadManifest(manifest(target: "type: framework\nsize: \(text)")))
        #expect(
            declared.size
                == Located(ByteCount(bytes: bytes), at: SourceLocation(file: "targetlint.yml", line: 4, column: 11)))
    }

    @Test(
        "a size without a known unit is an error at the value",
        arguments: [
            "600", "MB", "1.4 mega", "-1 MB", "1,5 MB", "1.4 MB extra", "1 bytes", "1e3 KB", "ten KB", "1 K@",
            "1 M\u{301}B",
        ])
    func badSizes(text: String) {
        #expect(ByteCount(parsing: text) == nil)
        #expect(
            loadProblems(manifest(target: "type: framework\nsize: \(text)"))
                == [
                    "4:11: expected a size with a unit for 'size' of target 'T', such as '600 KB' or '1.4 MB', found '\(text)'"
                ])
    }

    @Test(
        "a size over 1000 GB is an error at the value naming the largest size, not a crash",
        arguments: [
            "99999999999 GB", "9999999999999 GiB", "9300000000 GB", "8589934592 GiB", "1000000000 GB",
            "99999999999999999999", "99999999999999999999 B", "1000.000000001 GB", "932 GiB",
        ])
    func hugeSizes(text: String) {
        let problem =
            text.hasSuffix("B")
            ? "4:11: expected a size of at most 1000 GB for 'size' of target 'T', found '\(text)'"
            : "4:11: expected a size with a unit for 'size' of target 'T', such as '600 KB' or '1.4 MB', found '\(text)'"
        #expect(loadProblems(manifest(target: "type: framework\nsize: \(text)")) == [problem])
    }

    @Test("1000 GB is the largest size a manifest may write; larger numbers parse to the largest count")
    func largestSize() throws {
        let declared = try target("T", in: try loadManifest(manifest(target: "type: framework\nsize: 1000 GB")))
        #expect(declared.size?.value == ByteCount.largestAccepted)
        #expect(ByteCount(parsing: "931 GiB")?.bytes == 999_653_638_144)
        #expect(ByteCount(parsing: "9223372036 GB")?.bytes == 9_223_372_036_000_000_000)
        #expect(ByteCount(parsing: "9300000000 GB") == ByteCount.max)
        #expect(ByteCount(parsing: "99999999999999999999999 B") == ByteCount.max)
    }

    @Test("sums of sizes saturate instead of overflowing")
    func saturatingSums() {
        let half = ByteCount(bytes: Int64.max / 2 + 1)
        #expect(half + half == ByteCount.max)
        #expect(ByteCount.max + ByteCount(bytes: 1) == ByteCount.max)
        #expect(ByteCount(bytes: 2) + ByteCount(bytes: 3) == ByteCount(bytes: 5))
        #expect(ByteCount(bytes: .min) + ByteCount(bytes: -1) == ByteCount(bytes: .min))
    }

    @Test("sizes print in decimal units with one decimal where it helps")
    func sizeDescriptions() {
        #expect(ByteCount(bytes: 600_000).description == "600 KB")
        #expect(ByteCount(bytes: 1_400_000).description == "1.4 MB")
        #expect(ByteCount(bytes: 15_000_000).description == "15 MB")
        #expect(ByteCount(bytes: 999).description == "999 B")
        #expect(ByteCount(bytes: 2_500_000_000).description == "2.5 GB")
        #expect(ByteCount(bytes: 1_999_950_000).description == "2 GB")
        #expect(ByteCount.max.description == "9223372036.9 GB")
        #expect(ByteCount(bytes: -5).description == "-5 B")
    }
}
