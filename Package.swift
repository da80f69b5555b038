// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "targetlint",
    // The clock the benchmark times with, and the string and buffer initializers the parsers build
    // with, come with macOS 13.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "targetlint", targets: ["targetlint"]),
        .library(name: "ManifestParser", targets: ["ManifestParser"]),
        .library(name: "GraphModel", targets: ["GraphModel"]),
        .library(name: "Threads", targets: ["Threads"]),
        .library(name: "Project", targets: ["Project"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "Reporters", targets: ["Reporters"]),
        .library(name: "GraphViews", targets: ["GraphViews"]),
        // The command line as a library, so tools (and the fuzzer under Fuzz/) run it in memory.
        .library(name: "TargetLintCLI", targets: ["TargetLintCLI"]),
    ],
    targets: [
        // Values and graph algorithms; depends on nothing of ours.
        .target(name: "GraphModel"),
        // Threads, and jobs run on several; depends on nothing of ours.
        .target(name: "Threads"),
        // The YAML subset, the manifest schema and the file system access they need.
        .target(name: "ManifestParser", dependencies: ["Threads"]),
        // The project's target graph: dense ids, link and embed edges, layers, hosts, closures, sizes.
        .target(name: "Project", dependencies: ["ManifestParser", "GraphModel"]),
        // Bytes for people and tools: a buffer, escaping for each format, and sinks that stream it.
        .target(name: "TextOutput"),
        // Runs the rules over the graph, keeps baselines.
        .target(
            name: "Rules", dependencies: ["Project", "ManifestParser", "GraphModel", "TextOutput", "Threads"],),
        // The report formats: a lint report in, bytes out.
        .target(
            name: "Reporters", dependencies: ["Rules", "ManifestParser", "TextOutput"]),
        // What architects read: dependency trees, why-paths, graph exports and statistics.
        .target(
            name: "GraphViews", dependencies: ["Project", "Rules", "ManifestParser", "GraphModel", "TextOutput"],),
        // Argument parsing and commands, testable without a process.
        .target(
            name: "TargetLintCLI",
            dependencies: [
                "GraphViews", "Reporters", "Rules", "Project", "ManifestParser", "GraphModel", "TextOutput", "Threads",
            ],),
        .executableTarget(name: "targetlint", dependencies: ["TargetLintCLI"]),
        .executableTarget(
            name: "targetlint-bench",
            dependencies: ["TargetLintCLI", "Reporters", "Rules", "Project", "ManifestParser", "GraphModel"]
        ),
        // Helpers the test targets share, such as a seeded random generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GraphModelTests", dependencies: ["GraphModel", "TestSupport"]),
        .testTarget(name: "ThreadsTests", dependencies: ["Threads"]),
        .testTarget(
            name: "ManifestParserTests", dependencies: ["ManifestParser", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "RulesTests", dependencies: ["Rules", "Project", "ManifestParser", "GraphModel", "TestSupport"]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Rules", "ManifestParser", "TextOutput"]),
        .testTarget(
            name: "GraphViewsTests", dependencies: ["GraphViews", "Project", "Rules", "ManifestParser", "TestSupport"]),
        .testTarget(
            name: "TargetLintCLITests",
            dependencies: [
                "TargetLintCLI", "Reporters", "Rules", "Project", "ManifestParser", "TextOutput", "TestSupport",
            ],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
