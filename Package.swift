// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "targetlint",
    products: [
        .executable(name: "targetlint", targets: ["targetlint"]),
        .library(name: "ManifestParser", targets: ["ManifestParser"]),
        .library(name: "GraphModel", targets: ["GraphModel"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "GraphViews", targets: ["GraphViews"]),
        // The command line as a library, so tools (and the fuzzer under Fuzz/) run it in memory.
        .library(name: "TargetLintCLI", targets: ["TargetLintCLI"]),
    ],
    targets: [
        // Values and graph algorithms; depends on nothing of ours.
        .target(name: "GraphModel"),
        // The YAML subset, the manifest schema and the file system access they need.
        .target(name: "ManifestParser"),
        // Builds the graph from a manifest, runs the rules, renders reports.
        .target(name: "Rules", dependencies: ["ManifestParser", "GraphModel"]),
        // What architects read: dependency trees, why-paths, graph exports and statistics.
        .target(name: "GraphViews", dependencies: ["Rules", "ManifestParser", "GraphModel"]),
        // Argument parsing and commands, testable without a process.
        .target(name: "TargetLintCLI", dependencies: ["GraphViews", "Rules", "ManifestParser", "GraphModel"]),
        .executableTarget(name: "targetlint", dependencies: ["TargetLintCLI"]),
        .executableTarget(
            name: "targetlint-bench",
            dependencies: ["TargetLintCLI", "Rules", "ManifestParser", "GraphModel"]
        ),
        // Helpers the test targets share, such as a seeded random generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GraphModelTests", dependencies: ["GraphModel", "TestSupport"]),
        .testTarget(name: "ManifestParserTests", dependencies: ["ManifestParser", "TestSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules", "ManifestParser", "GraphModel", "TestSupport"]),
        .testTarget(name: "GraphViewsTests", dependencies: ["GraphViews", "Rules", "ManifestParser"]),
        .testTarget(
            name: "TargetLintCLITests", dependencies: ["TargetLintCLI", "Rules", "ManifestParser", "TestSupport"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
