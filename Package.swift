// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "targetlint",
    // The clock the benchmark times with, and the string and buffer initializers the parsers build
    // with, come with macOS 13.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "targetlint", targets: ["targetlint"]),
        .library(name: "ProjectModel", targets: ["ProjectModel"]),
        .library(name: "ProjectLoader", targets: ["ProjectLoader"]),
        .library(name: "GraphModel", targets: ["GraphModel"]),
        .library(name: "Project", targets: ["Project"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "Reporters", targets: ["Reporters"]),
        .library(name: "GraphViews", targets: ["GraphViews"]),
        // The command line as a library, so tools (and the fuzzer under Fuzz/) run it in memory.
        .library(name: "TargetLintCLI", targets: ["TargetLintCLI"]),
    ],
    targets: [
        // Beside the pipeline, depending on nothing of ours.
        // Text as bytes: positions, syntax errors, UTF-8 checks, the byte cursor and the Swift lexer.
        .target(name: "SourceText"),
        // The file system: local, confined to the project root, or in memory; paths.
        .target(name: "FileAccess"),
        // Values and graph algorithms.
        .target(name: "GraphModel"),
        // Threads, and jobs run on several.
        .target(name: "Threads"),
        // Bytes for people and tools: a buffer, escaping for each format, and sinks that stream it.
        .target(name: "TextOutput"),

        // The located model every importer fills and every consumer reads.
        .target(name: "ProjectModel", dependencies: ["SourceText", "FileAccess"]),

        // The two text formats the importers read.
        .target(name: "YAML", dependencies: ["ProjectModel", "SourceText", "Threads"]),
        .target(name: "PropertyList", dependencies: ["ProjectModel", "FileAccess", "SourceText"]),
        // Swift manifests read without running them: expressions, constants, statements.
        .target(name: "SwiftManifest", dependencies: ["ProjectModel", "SourceText"]),
        // xcconfig files, setting conditions and `$(VAR)` expansion, shared by the Xcode importers.
        .target(name: "XcodeSettings", dependencies: ["ProjectModel", "FileAccess", "SourceText"]),

        // One importer per input format.
        .target(
            name: "ManifestImporter", dependencies: ["YAML", "ProjectModel", "FileAccess", "SourceText", "Threads"]),
        .target(
            name: "XcodeGenImporter",
            dependencies: ["XcodeSettings", "YAML", "ProjectModel", "FileAccess"]),
        .target(
            name: "SwiftPackageImporter",
            dependencies: ["SwiftManifest", "YAML", "ProjectModel", "FileAccess", "SourceText"]),
        .target(
            name: "XcodeProjectImporter",
            dependencies: [
                "SwiftPackageImporter", "XcodeSettings", "PropertyList", "ProjectModel", "FileAccess", "SourceText",
            ]),
        .target(
            name: "TuistImporter",
            dependencies: [
                "SwiftManifest", "XcodeSettings", "PropertyList", "YAML", "ProjectModel", "FileAccess", "SourceText",
            ]),
        // Finds the manifest, chooses its importer, and checks the names of what it declares.
        .target(
            name: "ProjectLoader",
            dependencies: [
                "ManifestImporter", "XcodeGenImporter", "XcodeProjectImporter", "SwiftPackageImporter", "TuistImporter",
                "YAML", "ProjectModel", "FileAccess", "SourceText",
            ]),

        // The project's target graph: dense ids, link and embed edges, layers, hosts, closures, sizes.
        .target(name: "Project", dependencies: ["ProjectModel", "SourceText", "GraphModel"]),
        // Runs the rules over the graph, keeps baselines.
        .target(
            name: "Rules",
            dependencies: [
                "Project", "ProjectModel", "FileAccess", "SourceText", "GraphModel", "TextOutput", "Threads",
            ]),
        // The report formats: a lint report in, bytes out.
        .target(name: "Reporters", dependencies: ["Rules", "ProjectModel", "TextOutput"]),
        // What architects read: dependency trees, why-paths, graph exports and statistics.
        .target(name: "GraphViews", dependencies: ["Project", "Rules", "ProjectModel", "GraphModel", "TextOutput"]),
        // Argument parsing and commands, testable without a process.
        .target(
            name: "TargetLintCLI",
            dependencies: [
                "GraphViews", "Reporters", "Rules", "Project", "ProjectLoader", "SwiftPackageImporter", "TuistImporter",
                "YAML", "ProjectModel", "FileAccess", "TextOutput", "Threads",
            ]),
        .executableTarget(name: "targetlint", dependencies: ["TargetLintCLI"]),
        .executableTarget(
            name: "targetlint-bench",
            dependencies: [
                "Reporters", "Rules", "ProjectLoader", "YAML", "PropertyList", "FileAccess", "GraphModel", "SourceText",
            ]),
        // Helpers the test targets share: a seeded random generator, generated manifests, loading
        // manifests from memory.
        .target(
            name: "TestSupport", dependencies: ["ProjectLoader", "ProjectModel", "FileAccess"],
            path: "Tests/TestSupport"),
        // A test target per module, named after it; the importers' tests read through the loader.
        .testTarget(
            name: "SourceTextTests", dependencies: ["SourceText", "ProjectLoader", "ProjectModel", "TestSupport"]),
        .testTarget(
            name: "FileAccessTests", dependencies: ["FileAccess", "ProjectLoader", "ProjectModel", "TestSupport"]),
        .testTarget(name: "GraphModelTests", dependencies: ["GraphModel", "TestSupport"]),
        .testTarget(name: "ThreadsTests", dependencies: ["Threads"]),
        .testTarget(
            name: "ProjectModelTests", dependencies: ["ProjectModel", "ProjectLoader", "FileAccess", "TestSupport"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "ProjectModel", "SourceText", "TestSupport"]),
        .testTarget(
            name: "PropertyListTests", dependencies: ["PropertyList", "ProjectModel", "SourceText", "TestSupport"]),
        .testTarget(
            name: "ManifestImporterTests",
            dependencies: ["ManifestImporter", "ProjectLoader", "YAML", "ProjectModel", "FileAccess", "TestSupport"]),
        .testTarget(
            name: "XcodeGenImporterTests",
            dependencies: [
                "XcodeGenImporter", "XcodeSettings", "ProjectLoader", "YAML", "ProjectModel", "FileAccess",
                "TestSupport",
            ]),
        .testTarget(
            name: "SwiftPackageImporterTests",
            dependencies: ["SwiftPackageImporter", "ProjectModel", "FileAccess", "SourceText", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TuistImporterTests", dependencies: ["TuistImporter", "ProjectModel", "FileAccess", "SourceText"]),
        .testTarget(
            name: "XcodeProjectImporterTests",
            dependencies: [
                "XcodeProjectImporter", "XcodeSettings", "SwiftPackageImporter", "PropertyList", "ProjectLoader",
                "ProjectModel", "FileAccess", "SourceText", "TestSupport",
            ]),
        .testTarget(
            name: "ProjectLoaderTests", dependencies: ["ProjectLoader", "ProjectModel", "FileAccess", "TestSupport"]),
        .testTarget(
            name: "ProjectTests",
            dependencies: ["Project", "ProjectLoader", "ProjectModel", "FileAccess", "GraphModel", "TestSupport"]),
        .testTarget(
            name: "RulesTests",
            dependencies: [
                "Rules", "Project", "ProjectLoader", "ProjectModel", "FileAccess", "GraphModel", "SourceText",
                "TestSupport",
            ]),
        .testTarget(
            name: "ReportersTests",
            dependencies: ["Reporters", "Rules", "ProjectLoader", "ProjectModel", "TextOutput", "TestSupport"]),
        .testTarget(
            name: "GraphViewsTests",
            dependencies: [
                "GraphViews", "Project", "Rules", "ProjectLoader", "ProjectModel", "FileAccess", "TestSupport",
            ]),
        .testTarget(
            name: "TargetLintCLITests",
            dependencies: [
                "TargetLintCLI", "Reporters", "Rules", "Project", "ProjectLoader", "YAML", "ProjectModel", "FileAccess",
                "SourceText", "TextOutput", "TestSupport",
            ],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
