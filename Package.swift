// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "targetlint",
    products: [
        .executable(name: "targetlint", targets: ["targetlint"]),
        .library(name: "ManifestParser", targets: ["ManifestParser"]),
        .library(name: "GraphModel", targets: ["GraphModel"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "Reporters", targets: ["Reporters"]),
        .library(name: "GraphViews", targets: ["GraphViews"]),
        // The command line as a library, so tools (and the fuzzer under Fuzz/) run it in memory.
        .library(name: "TargetLintCLI", targets: ["TargetLintCLI"]),
    ],
    targets: [
        // Values and graph algorithms; depends on nothing of ours.
        .target(name: "GraphModel"),
        // The YAML subset, the manifest schema and the file system access they need.
        .target(name: "ManifestParser"),
        // Bytes for people and tools: a buffer, escaping for each format, and sinks that stream it.
        .target(name: "TextOutput"),
        // Builds the graph from a manifest, runs the rules, keeps baselines.
        .target(name: "Rules", dependencies: ["ManifestParser", "GraphModel", "TextOutput"]),
        // The report formats: a lint report in, bytes out.
        .target(name: "Reporters", dependencies: ["Rules", "ManifestParser", "TextOutput"]),
        // What architects read: dependency trees, why-paths, graph exports and statistics.
        .target(name: "GraphViews", dependencies: ["Rules", "ManifestParser", "GraphModel", "TextOutput"]),
        // Argument parsing and commands, testable without a process.
        .target(
            name: "TargetLintCLI",
            dependencies: ["GraphViews", "Reporters", "Rules", "ManifestParser", "GraphModel", "TextOutput"]),
        .executableTarget(name: "targetlint", dependencies: ["TargetLintCLI"]),
        .executableTarget(
            name: "targetlint-bench",
            dependencies: ["TargetLintCLI", "Reporters", "Rules", "ManifestParser", "GraphModel"]
        ),
        // Helpers the test targets share, such as a seeded random generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GraphModelTests", dependencies: ["GraphModel", "TestSupport"]),
        .testTarget(name: "ManifestParserTests", dependencies: ["ManifestParser", "TestSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules", "ManifestParser", "GraphModel", "TestSupport"]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Rules", "ManifestParser", "TextOutput"]),
        .testTarget(name: "GraphViewsTests", dependencies: ["GraphViews", "Rules", "ManifestParser"]),
        .testTarget(
            name: "TargetLintCLITests",
            dependencies: ["TargetLintCLI", "Reporters", "Rules", "ManifestParser", "TextOutput", "TestSupport"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
