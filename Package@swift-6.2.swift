// swift-tools-version: 6.2
import PackageDescription

// The runtime libraries targetlint does not use, `_StringProcessing` (with `_RegexParser`) and
// `_Concurrency` (with libdispatch), stay out of its build: every module is compiled without
// importing them, so the executable does not load them, which on Linux saves each run 0.8 ms of a
// 300-target lint's 5 ms. Test targets keep them, for Swift Testing. From tools version 6.2 a
// package that passes compiler flags can still be a versioned dependency; Package.swift, for older
// tools, passes none.
let leanRuntime: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
    ])
]

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
        .target(name: "GraphModel", swiftSettings: leanRuntime),
        // Threads started away from the starter's core, and jobs run on several; depends on nothing of ours.
        .target(name: "Threads", swiftSettings: leanRuntime),
        // The YAML subset, the manifest schema and the file system access they need.
        .target(name: "ManifestParser", dependencies: ["Threads"], swiftSettings: leanRuntime),
        // The project's target graph: dense ids, link and embed edges, layers, hosts, closures, sizes.
        .target(name: "Project", dependencies: ["ManifestParser", "GraphModel"], swiftSettings: leanRuntime),
        // Bytes for people and tools: a buffer, escaping for each format, and sinks that stream it.
        .target(name: "TextOutput", swiftSettings: leanRuntime),
        // Runs the rules over the graph, keeps baselines.
        .target(
            name: "Rules", dependencies: ["Project", "ManifestParser", "GraphModel", "TextOutput", "Threads"],
            swiftSettings: leanRuntime),
        // The report formats: a lint report in, bytes out.
        .target(
            name: "Reporters", dependencies: ["Rules", "ManifestParser", "TextOutput"], swiftSettings: leanRuntime),
        // What architects read: dependency trees, why-paths, graph exports and statistics.
        .target(
            name: "GraphViews", dependencies: ["Project", "Rules", "ManifestParser", "GraphModel", "TextOutput"],
            swiftSettings: leanRuntime),
        // Argument parsing and commands, testable without a process.
        .target(
            name: "TargetLintCLI",
            dependencies: [
                "GraphViews", "Reporters", "Rules", "Project", "ManifestParser", "GraphModel", "TextOutput", "Threads",
            ],
            swiftSettings: leanRuntime),
        .executableTarget(name: "targetlint", dependencies: ["TargetLintCLI", "Threads"], swiftSettings: leanRuntime),
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
