import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel

@Suite struct DependencySchemaTests {
    /// The dependencies of target `T` whose body is `body`, as `kind name` strings.
    private func dependencies(_ body: String) throws -> [DependencyDeclaration] {
        try target("T", in: try loadManifest(manifest(target: "type: app-clip\n" + body))).dependencies
    }

    @Test("every entry form reads with its kind, name and position")
    func entryForms() throws {
        let body = """
            dependencies:
              - DesignSystem
              - target: NetworkService
              - sdk: StoreKit
              - sdk: StoreKit.framework
              - sdk: libz.tbd
              - package: Lottie
                size: 1.4 MB
              - framework: Vendor/Analytics.framework
                size: 300 KB
            """
        let entries = try dependencies(body)
        #expect(
            entries.map { "\($0.kind) \($0.name)" } == [
                "target DesignSystem", "target NetworkService", "sdk StoreKit", "sdk StoreKit", "sdk libz",
                "package Lottie", "framework Vendor/Analytics.framework",
            ])
        #expect(
            entries.map { "\($0.location.line):\($0.location.column)" } == [
                "5:9", "6:9", "7:9", "8:9", "9:9", "10:9", "12:9",
            ])
        #expect(entries.map { $0.size?.value.bytes } == [nil, nil, nil, nil, nil, 1_400_000, 300_000])
        #expect(entries[5].size?.location == SourceLocation(file: "targetlint.yml", line: 11, column: 15))
    }

    @Test("flow forms and 'sdks' add to the same list")
    func flowAndSDKs() throws {
        let entries = try dependencies("dependencies: [Core, {sdk: UIKit}]\nsdks: [WidgetKit.framework]")
        #expect(entries.map { "\($0.kind) \($0.name)" } == ["target Core", "sdk UIKit", "sdk WidgetKit"])
        #expect(entries.map(\.location.column) == [20, 26, 12])
    }

    @Test("an empty 'dependencies' is no dependency")
    func emptyDependencies() throws {
        #expect(try dependencies("dependencies:").isEmpty)
        #expect(try dependencies("dependencies: []").isEmpty)
    }

    @Test(
        "bad entries are errors at the entry",
        arguments: [
            ("dependencies: Core", ["4:19: expected a list for 'dependencies' of target 'T', found a string"]),
            ("dependencies: {target: Core}", ["4:19: expected a list for 'dependencies' of target 'T', found a map"]),
            ("dependencies: [[Core]]", ["4:20: expected a map for a dependency of target 'T', found a list"]),
            ("dependencies:\n  -\n  - Core", ["5:7: expected a string for a dependency of target 'T', found nothing"]),
            (
                "dependencies: [{tagret: Core}]",
                [
                    "4:20: a dependency needs one of 'target', 'sdk', 'package' or 'framework'",
                    "4:21: unknown key 'tagret' in a dependency of target 'T'; did you mean 'target'?",
                ]
            ),
            (
                "dependencies: [{target: Core, sdk: UIKit}]",
                ["4:35: a dependency names one of 'target', 'sdk', 'package' or 'framework', not several"]
            ),
            (
                "dependencies: [{sdk: }]",
                ["4:25: expected a string for 'sdk' of a dependency of target 'T', found nothing"]
            ),
            (
                "dependencies: [{target: Core, size: 1 MB}]",
                [
                    "4:35: 'size' applies to 'package' and 'framework' dependencies; set the size of target 'Core' on the target"
                ]
            ),
            (
                "dependencies: [{package: Lottie, size: huge}]",
                [
                    "4:44: expected a size with a unit for 'size' of dependency 'Lottie', such as '600 KB' or '1.4 MB', found 'huge'"
                ]
            ),
            ("sdks: {a: b}", ["4:11: expected a list of strings for 'sdks' of target 'T', found a map"]),
        ])
    func badEntries(body: String, problems: [String]) {
        #expect(loadProblems(manifest(target: "type: app-clip\n" + body)) == problems)
    }
}
