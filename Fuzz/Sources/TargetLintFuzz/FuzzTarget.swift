// Reads one input in memory, as a targetlint.yml, an XcodeGen project.yml, an Xcode project file,
// a local package's Package.swift, a Tuist Project.swift read as written and a Swift source file an
// app, its clip and an extension's module compile, through the whole pipeline: the command line's lint (checking its exit contract), then every reporter, graph
// format, statistics, trees and why-paths on the same graph. Traps when the contract breaks: an exit
// status other than 0, 1 or 2, or an exit 2 whose message names no location. A few environment
// variables are set, so that XcodeGen's `${VAR}` expansion, and what output shows of it, is fuzzed.
import FileAccess
import GraphViews
import Project
import Reporters
import Rules
import TargetLintCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for name in ["targetlint.yml", "project.yml"] {
        var fileSystem = InMemoryFileSystem()
        fileSystem.files[name] = bytes
        fileSystem.files["Sources/App.swift"] = Array("let group = \"group.com.example\"\n".utf8)
        fileSystem.files["Configs/Release.xcconfig"] = Array(
            "#include \"Base.xcconfig\"\nSWIFT_OPTIMIZATION_LEVEL = -Osize\n".utf8)
        check(manifest: name, in: fileSystem)
    }
    var project = InMemoryFileSystem()
    project.files["App.xcodeproj/project.pbxproj"] = bytes
    project.files["Modules/Package.swift"] = Array(packageManifest.utf8)
    check(manifest: "App.xcodeproj", in: project)
    var tuist = InMemoryFileSystem()
    tuist.files["App/Project.swift"] = bytes
    tuist.files["App/App.entitlements"] = Array(entitlements.utf8)
    tuist.files["Modules/Project.swift"] = Array(tuistModules.utf8)
    check(manifest: "App/Project.swift", in: tuist)
    var package = InMemoryFileSystem()
    package.files["App.xcodeproj/project.pbxproj"] = Array(projectWithLocalPackage.utf8)
    package.files["Modules/Package.swift"] = bytes
    check(manifest: "App.xcodeproj", in: package)
    var sources = InMemoryFileSystem()
    sources.files["targetlint.yml"] = Array(sourcesManifest.utf8)
    sources.files["Shared/Shared.swift"] = bytes
    sources.files["Kit/Kit.swift"] = bytes
    check(manifest: "targetlint.yml", in: sources)
    return 0
}

/// A project whose app and clip compile one fuzzed Swift file and whose extension links a module
/// compiling it too, for fuzzing the rules that read code.
let sourcesManifest = """
    targets:
      App: {type: app, sources: [Shared], dependencies: [Clip, Share, Kit, CartFeature]}
      Clip: {type: app-clip, sources: [Shared], dependencies: [Kit]}
      Share: {type: app-extension, extension-point: share, dependencies: [Kit]}
      Kit: {type: framework, sources: [Kit], dependencies: [Networking]}
      Networking: {type: framework, sources: [Kit]}
      CartFeature: {type: framework}
    """

/// A project whose clip links a product of the local package in `Modules`, for fuzzing what is
/// made of a `Package.swift`.
let projectWithLocalPackage = """
    // !$*UTF8*$!
    { objects = {
    P = {isa = PBXProject; mainGroup = G; targets = (C, A); packageReferences = (L); };
    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
    A = {isa = PBXNativeTarget; name = App; dependencies = (D); productType = "com.apple.product-type.application"; };
    D = {isa = PBXTargetDependency; target = C; };
    C = {isa = PBXNativeTarget; name = Clip; packageProductDependencies = (K); productType = "com.apple.product-type.application.on-demand-install-capable"; };
    K = {isa = XCSwiftPackageProductDependency; package = L; productName = ClipKit; };
    L = {isa = XCLocalSwiftPackageReference; relativePath = Modules; };
    }; rootObject = P; }
    """

/// A Tuist project the fuzzed `Project.swift` may name with `.project(target:path:)`.
let tuistModules = """
    import ProjectDescription
    let project = Project(name: "Modules", targets: [
        .target(name: "CartFeature", destinations: .iOS, product: .framework, bundleId: "c"),
    ])
    """

/// An entitlements file the fuzzed `Project.swift` may name.
let entitlements = """
    <plist><dict><key>com.apple.security.application-groups</key><array><string>group.a</string></array></dict></plist>
    """

/// A package manifest for fuzzing project files that name local packages.
let packageManifest = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Modules", products: [.library(name: "ClipKit", targets: ["ClipUI"])],
        targets: [.target(name: "ClipUI", dependencies: ["CartFeature"]), .target(name: "CartFeature")])
    """

/// The environment `${VAR}` expands from: a short value, a path, and one long enough to be hidden
/// wherever it appears in output.
let variables = ["HOME": "/home/fuzz", "SECRET": "s3cr3t-token-value", "FLAG": "1", "EMPTY": ""]

/// Runs the pipeline on the manifest `path` of `fileSystem`.
func check(manifest path: String, in fileSystem: InMemoryFileSystem) {
    var output = CommandOutput()
    let environment = CommandEnvironment(fileSystem: fileSystem, variables: variables)
    let status = TargetLint.run(arguments: ["lint", path], environment: environment, output: &output)
    switch status {
    case .success, .findings:
        break
    case .invalidInput:
        precondition(namesLocation(output.standardError), "exit 2 without a location")
        return
    case .internalFailure:
        preconditionFailure("internal failure")
    }

    guard let manifest = try? environment.manifestLoader.load(path: path) else {
        preconditionFailure("lint passed but the manifest does not load")
    }
    let graph = ProjectGraph(manifest: manifest)
    guard let report = try? Linter(fileSystem: fileSystem).lint(graph) else {
        preconditionFailure("lint passed but the linter throws")
    }
    for format in ReportFormat.allCases { _ = format.render(report, colored: true, toolVersion: TargetLint.version) }
    let selection = GraphSelection(
        graph: graph, focus: graph.targets.isEmpty ? nil : 0, diagnostics: report.diagnostics)
    for format in GraphFormat.allCases { _ = format.render(selection) }
    _ = ProjectStatistics(graph: graph).render()
    if let last = graph.targets.indices.last {
        _ = DependencyTree(graph: graph, direction: .dependencies).render(root: 0, depth: 64)
        _ = DependencyTree(graph: graph, direction: .dependents).render(root: last, depth: 64)
        _ = WhyPaths(graph: graph).render(from: 0, to: last)
    }
}

/// Whether the first line is `file:line:column: error: …` with a line and column of at least 1, or
/// `file: error: …` for problems no line applies to (such as an unreadable include).
func namesLocation(_ standardError: String) -> Bool {
    guard let line = standardError.split(separator: "\n").first else { return false }
    let parts = line.split(separator: ": error: ", maxSplits: 1)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let location = parts[0].split(separator: ":", omittingEmptySubsequences: false)
    switch location.count {
    case 1: return true
    case 3: return (Int(location[1]) ?? 0) >= 1 && (Int(location[2]) ?? 0) >= 1
    default: return false
    }
}
