import FileAccess
import ProjectModel
import SwiftPackageImporter

/// The local Swift packages of an import: each package's `Package.swift` read, the local packages
/// those depend on through `.package(path:)` read in turn, and their modules and products turned
/// into targets of the graph.
///
/// A package's module becomes a static library target (an executable or macro a tool, a binary
/// target a framework), located at its `name:` in `Package.swift`; test and plugin targets are left
/// out. A library product that holds only the module of its name is that module; any other product
/// (one named as a module but holding more modules included) becomes a `package` target that
/// depends on its modules. A dependency conditioned on platforms without iOS,
/// and a dependency on a macro, is a build edge, which link closures do not follow.
struct LocalPackageSet {
    /// One package read.
    struct Package {
        /// The package's folder.
        var folder: String
        /// What its manifest declares.
        var manifest: PackageManifest
        /// How other packages name it in `.product(name:package:)`.
        var identity: String
        /// The name used to qualify its targets' names when they are taken.
        var displayName: String
    }

    let fileSystem: any FileSystem
    /// Runs `swift package dump-package` for manifests the static reader cannot fully read, when the
    /// user allows it; nil to read every manifest statically only.
    var evaluator: (any PackageEvaluator)?
    private(set) var packages: [Package] = []
    /// The `Package.swift` files read.
    private(set) var files: [String] = []
    private(set) var problems: [InputProblem] = []
    private(set) var warnings: [InputWarning] = []
    /// What was read as written under a condition targetlint does not evaluate: `--verbose` prints
    /// these, since nothing in the project needs to change for them.
    private(set) var notes: [InputWarning] = []
    /// The bytes of memory the packages not yet read may take; nil for no limit.
    var memoryLeft: Int?
    /// How many bytes of memory reading a byte of `Package.swift` takes, about: measured at 2.5
    /// (9.5 MB of manifests of 2,000 packages).
    static let memoryPerByte = 8

    /// The node of each product, by product name, by package folder.
    var productNodes: [String: [String: String]] = [:]
    /// The graph name of each module, by module name, by package folder.
    var moduleNames: [String: [String: String]] = [:]

    init(fileSystem: any FileSystem, evaluator: (any PackageEvaluator)? = nil) {
        self.fileSystem = fileSystem
        self.evaluator = evaluator
    }

    /// Reads the packages in `folders` and every local package they depend on, each folder once.
    mutating func read(_ folders: [Located<String>]) {
        var queue = folders.map { Located(Path.normalize($0.value), at: $0.location) }
        var next = 0
        var seen: Set<String> = []
        while next < queue.count {
            let folder = queue[next]
            next += 1
            guard seen.insert(folder.value).inserted else { continue }
            // Past the memory limit nothing more is read: the problem already says so.
            if let memoryLeft, memoryLeft < 0 { return }
            guard packages.count < XcodeImporter.maximumPackageCount else {
                problems.append(
                    InputProblem(
                        "the import names more than \(XcodeImporter.maximumPackageCount) local packages",
                        at: folder.location))
                return
            }
            guard let package = readPackage(folder) else { continue }
            for dependency in package.manifest.dependencies {
                guard let path = dependency.path else { continue }
                queue.append(Located(Path.join(folder.value, path), at: dependency.location))
            }
            packages.append(package)
        }
    }

    /// Reads one package's manifest; nil when it cannot be read.
    private mutating func readPackage(_ folder: Located<String>) -> Package? {
        let file = Path.join(folder.value, "Package.swift")
        if fileSystem.refuses(file) {
            warnings.append(.outsideRoot("local package", folder.value, at: folder.location))
            return nil
        }
        guard let bytes = try? fileSystem.contents(of: file) else {
            warnings.append(
                InputWarning(
                    "local package \(folder.value) has no readable Package.swift, so its products are read as remote packages",
                    at: folder.location))
            return nil
        }
        if let left = memoryLeft {
            let needed = bytes.count * Self.memoryPerByte
            guard needed <= left else {
                var problem = InputProblem(
                    "the memory limit (ulimit -v or -d) is too small to read local package \(folder.value) as well: "
                        + "its Package.swift needs about \((needed + (1 << 20) - 1) >> 20) MiB more",
                    at: folder.location)
                problem.exceedsMemoryLimit = true
                problems.append(problem)
                memoryLeft = -1
                return nil
            }
            memoryLeft = left - needed
        }
        files.append(file)
        var read = PackageManifestReader.read(bytes, file: file)
        if let evaluator, let first = read.unsupported.first {
            do {
                let json = try evaluator.dumpPackage(folder: folder.value, manifest: bytes, fileSystem: fileSystem)
                let statically = read
                read = PackageDumpReader.read(json, file: file, locatedBy: read.manifest, unlocated: first.location)
                // SwiftPM ran one branch of each `if`; the others are read as the static reading reads them.
                if let conditional = statically.conditional, !statically.notes.isEmpty {
                    read.manifest = read.manifest?.takingIn(conditional)
                    read.notes = statically.notes
                }
            } catch {
                read.unsupported = [
                    InputWarning(
                        "swift package dump-package could not evaluate this manifest (\(error.message)), so it is read as written",
                        at: first.location)
                ]
            }
        }
        problems += read.problems
        warnings += read.unsupported
        notes += read.notes
        guard let manifest = read.manifest else { return nil }
        let folderName = Path.lastComponent(of: folder.value)
        return Package(
            folder: folder.value, manifest: manifest,
            identity: PackageManifest.PackageDependency.identity(path: folder.value),
            displayName: manifest.name?.value ?? folderName)
    }
}
