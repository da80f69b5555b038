import Foundation
import SourceText
import Testing

/// `docs/architecture.md` says which module may import which; the table must be what `Package.swift`
/// declares, and every `import` in `Sources/` must be one its module declares.
@Suite struct ArchitectureDocumentTests {
    /// Modules every target may import: the system's and the toolchain's.
    static let systemModules: Set<String> = ["Glibc", "Musl", "Darwin", "Foundation", "FoundationEssentials"]

    /// Each library and executable target of `Package.swift` with the targets it depends on.
    static func declaredModules() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        var modules: [String: Set<String>] = [:]
        // Each declaration runs from its `.target(` or `.executableTarget(` to the next declaration.
        let starts = manifest.matches(of: /\.(target|executableTarget|testTarget)\(/).map(\.range)
        for (index, start) in starts.enumerated() where !manifest[start].hasPrefix(".testTarget") {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
            let declaration = manifest[start.upperBound..<end]
            guard let name = declaration.firstMatch(of: /name: "([^"]+)"/)?.1, !declaration.contains("path: \"Tests")
            else { continue }
            let dependencies = declaration.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 ?? ""
            modules[String(name)] = Set(dependencies.matches(of: /"([^"]+)"/).map { String($0.1) })
        }
        return modules
    }

    /// Each module of the architecture document's table with what it says the module depends on.
    static func documentedModules() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: packageRoot + "/docs/architecture.md", encoding: .utf8)
        var modules: [String: Set<String>] = [:]
        for row in text.split(separator: "\n") {
            guard let match = row.wholeMatch(of: /\| `([A-Za-z-]+)` \| ([^|]+) \| [^|]+ \|/) else { continue }
            modules[String(match.1)] = Set(match.2.matches(of: /`([A-Za-z-]+)`/).map { String($0.1) })
        }
        return modules
    }

    @Test("the module table of docs/architecture.md is the dependencies Package.swift declares")
    func tableMatchesManifest() throws {
        let declared = try Self.declaredModules()
        let documented = try Self.documentedModules()
        #expect(declared.count >= 20)
        #expect(Set(documented.keys) == Set(declared.keys))
        for (module, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(documented[module] == dependencies, "\(module)")
        }
    }

    @Test("every import in Sources/ names a dependency its module declares, and each declared one is imported")
    func importsFollowTheManifest() throws {
        let declared = try Self.declaredModules()
        let sources = packageRoot + "/Sources"
        for module in try FileManager.default.contentsOfDirectory(atPath: sources).sorted() {
            let dependencies = try #require(declared[module], "\(module) is not a target of Package.swift")
            var imported: Set<String> = []
            let files = FileManager.default.enumerator(atPath: sources + "/" + module)?.compactMap { $0 as? String }
            for file in files ?? [] where file.hasSuffix(".swift") {
                // Read as targetlint reads a project's imports: never inside comments and strings,
                // which the rules' examples are full of.
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: sources + "/" + module + "/" + file)))
                let outline = bytes.withUnsafeBufferPointer { SwiftSourceOutline(scanning: $0) }
                for name in outline.imports.map(\.module) {
                    guard !Self.systemModules.contains(name) else { continue }
                    imported.insert(name)
                    #expect(
                        dependencies.contains(name), "\(module)/\(file) imports \(name), not a dependency of \(module)")
                }
            }
            #expect(imported == dependencies, "\(module) declares dependencies it never imports")
        }
    }
}
