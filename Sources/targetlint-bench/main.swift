// Times the stages of `targetlint lint` in process: read, parse, load (schema + includes), lint
// (graph + rules), report (the text output); load, lint and report each include the stages before them.
// A property list (`project.pbxproj`, `.plist`, `.entitlements`) is timed as read and plist (the parse).
// A Swift source file is timed as read and outline (the scan the rules that read code make of it).
// An `.xcodeproj` or `.xcworkspace` is timed as read and plist (of its project file), then load (the
// whole import: projects, settings files, local packages), lint and report.
// usage: targetlint-bench PATH... [--iterations N] [--root DIR]
import FileAccess
import GraphModel
import ProjectLoader
import PropertyList
import Reporters
import Rules
import SourceText
import YAML

var paths: [String] = []
var iterations = 20
var root: ProjectRoot?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--iterations", let value = arguments.popFirst().flatMap(Int.init) {
        iterations = value
    } else if argument == "--root", let folder = arguments.popFirst() {
        root = ProjectRoot.named(folder, in: LocalFileSystem())
    } else {
        paths.append(argument)
    }
}
if paths.isEmpty || paths.contains(where: { $0.hasPrefix("-") }) {
    print("usage: targetlint-bench PATH... [--iterations N] [--root DIR]")
    exit(2)
}

/// The median and the fastest of `iterations` runs of `body`, in milliseconds.
func measure(iterations: Int, _ body: () throws -> Void) rethrows -> (median: Double, fastest: Double) {
    var samples: [Duration] = []
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        try body()
        samples.append(ContinuousClock.now - start)
    }
    samples.sort()
    func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
    return (milliseconds(samples[samples.count / 2]), milliseconds(samples[0]))
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

let fileSystem = LocalFileSystem()
print("stage    median ms  fastest ms  (\(iterations) iterations)")
for path in paths {
    let isXcode = path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace")
    let file = path.hasSuffix(".xcodeproj") ? path + "/project.pbxproj" : path
    let bytes: [UInt8]
    do {
        bytes = isXcode && !path.hasSuffix(".xcodeproj") ? [] : try fileSystem.contents(of: file)
    } catch {
        print("targetlint-bench: \(error)")
        exit(2)
    }
    print("\(path): \(bytes.count) bytes")
    let isPropertyList = [".pbxproj", ".plist", ".entitlements"].contains { path.hasSuffix($0) }
    let propertyListStages: [(String, () throws -> Void)] = [
        ("read", { _ = try fileSystem.contents(of: file) }),
        ("plist", { _ = try PropertyListParser().parse(bytes) }),
    ]
    let swiftStages: [(String, () throws -> Void)] = [
        ("read", { _ = try fileSystem.contents(of: file) }),
        ("outline", { _ = bytes.withUnsafeBufferPointer { SwiftSourceOutline(scanning: $0) } }),
    ]
    let loader = ManifestLoader(fileSystem: fileSystem, root: root)
    let xcodeStages: [(String, () throws -> Void)] =
        (path.hasSuffix(".xcodeproj") ? propertyListStages : []) + [
            ("load", { _ = try loader.load(path: path) }),
            ("lint", { _ = try Linter(fileSystem: fileSystem).lint(try loader.load(path: path)) }),
            (
                "report",
                { _ = TextReporter().render(try Linter(fileSystem: fileSystem).lint(try loader.load(path: path))) }
            ),
        ]
    let manifestStages: [(String, () throws -> Void)] = [
        ("read", { _ = try fileSystem.contents(of: path) }),
        // Lenient about repeated keys, as XcodeGen specs are read; the cost is the same either way.
        ("parse", { _ = try YAMLParser(options: .init(duplicateKeys: .keepLast)).parse(bytes) }),
        ("load", { _ = try ManifestLoader(fileSystem: fileSystem).load(path: path) }),
        (
            "lint",
            { _ = try Linter(fileSystem: fileSystem).lint(try ManifestLoader(fileSystem: fileSystem).load(path: path)) }
        ),
        (
            "report",
            {
                let report = try Linter(fileSystem: fileSystem).lint(
                    try ManifestLoader(fileSystem: fileSystem).load(path: path))
                _ = TextReporter().render(report)
            }
        ),
    ]
    let stages =
        isXcode
        ? xcodeStages : isPropertyList ? propertyListStages : path.hasSuffix(".swift") ? swiftStages : manifestStages
    for (name, body) in stages {
        let (median, fastest) = try measure(iterations: iterations, body)
        print("  \(name.padding(7))  \(format(median).leftPadded(9))  \(format(fastest).leftPadded(10))")
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
