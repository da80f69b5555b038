import ProjectModel
import SourceText
import SwiftManifest

/// Reads the declarative form of `Package.swift` without running it: the `// swift-tools-version:`
/// line, `let` constants of strings and arrays, `let package = Package(...)` with its products,
/// targets and package dependencies, and `package.targets += [...]`-style changes after it.
///
/// Both branches of an `if` are read, as written, with a note at the `if`. What goes beyond
/// (functions, closures, loops, `#if`, interpolated names) is no error: it is an `unsupported`
/// warning at the construct, and the reader returns what it could read. A file
/// that is not Swift (an unterminated string, unbalanced brackets, no `Package(...)`) is a problem
/// at its position. The reader never recurses on what the file nests, never looks at a byte more
/// than a bounded number of times, and caps what it keeps by ``Options``.
package struct PackageManifestReader {
    /// Limits of one read.
    package typealias Options = SwiftManifestOptions

    /// The words of `Package.swift` that matter to the reading: the arguments of `Package(...)`
    /// and of the target factories that do not shape the graph, and the names that mean a closure
    /// or a loop may change it.
    static let vocabulary: SwiftManifestVocabulary = {
        let packageLabels: Set<String> = [
            "platforms", "defaultLocalization", "pkgConfig", "providers", "swiftLanguageVersions",
            "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard", "traits",
        ]
        let targetLabels: Set<String> = [
            "resources", "publicHeadersPath", "cSettings", "cxxSettings", "swiftSettings",
            "linkerSettings", "plugins", "packageAccess", "checksum", "url", "capability", "pkgConfig", "providers",
        ]
        // `.plugin` also makes products, whose labels (`name`, `targets`) are not in the set.
        var skipped = ["Package": packageLabels]
        for factory in PackageManifestBuilder.targetFactories.keys { skipped[factory] = targetLabels }
        return SwiftManifestVocabulary(
            skippedLabels: skipped,
            graphNames: ["dependencies", "products", "targets", "Target", "Product", "Package"])
    }()

    /// What a read gives.
    package struct Result: Sendable, Hashable {
        /// The manifest; nil when the file is not Swift the reader can follow, or declares no
        /// `Package(...)` it can read.
        package var manifest: PackageManifest?
        /// What makes the file unreadable, or an entry wrong (a target without a name), in order.
        package var problems: [InputProblem]
        /// Constructs the reader does not evaluate, each at its line and column; what they declare
        /// is missing from ``manifest`` or read as written.
        package var unsupported: [InputWarning]
        /// `if` statements whose every branch was read as written: what they declare is in
        /// ``manifest``, all of it, as SwiftPM could not know better (the condition is the
        /// environment's, say), so these do not call for an evaluation.
        package var notes: [InputWarning] = []
        /// What those branches add to the package's targets, products and dependencies after
        /// `Package(...)`, so that a reading which evaluates one branch can take in the others.
        package var conditional: PackageManifest?
    }

    /// Reads a `Package.swift`.
    /// - Parameters:
    ///   - bytes: the file, UTF-8, optionally with a byte order mark.
    ///   - file: its path, as locations and messages show it.
    /// - Complexity: O(n) in the length of the file, plus the entries its constants expand to.
    package static func read(_ bytes: [UInt8], file: String, options: Options = Options()) -> Result {
        var builder = PackageManifestBuilder(file: file, options: options)
        do throws(SyntaxError) {
            try SwiftStatementReader.read(bytes, vocabulary: Self.vocabulary, into: &builder) {
                buffer, start, builder in
                builder.toolsVersion = toolsVersion(buffer, from: start, file: file)
            }
        } catch {
            builder.problems.append(
                InputProblem(error.message, at: SourceLocation(file: file, position: error.position)))
            return Result(
                manifest: nil, problems: builder.problems, unsupported: builder.warnings, notes: builder.notes)
        }
        if builder.manifest == nil {
            builder.problems.append(
                InputProblem(
                    "\(builder.fileName) declares no 'Package(...)' that targetlint can read; expected "
                        + "'let package = Package(name: ...)'",
                    at: builder.packageWithoutCall ?? SourceLocation(file: file, line: 1, column: 1)))
        }
        return Result(
            manifest: builder.manifest, problems: builder.problems, unsupported: builder.warnings, notes: builder.notes,
            conditional: builder.conditional)
    }

    /// The version of a first line `// swift-tools-version:5.9` (or `// swift-tools-version: 6.0;
    /// experimental-features...`), located at the version.
    static func toolsVersion(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: String) -> Located<String>? {
        var lineEnd = start
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A && bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let line = Array(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
        let marker = Array("swift-tools-version:".utf8)
        guard line.starts(with: Array("//".utf8)) else { return nil }
        var index = 2
        while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
        guard line[index...].lazy.map({ $0 | 0x20 }).starts(with: marker) else { return nil }
        index += marker.count
        while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
        let versionStart = index
        while index < line.count && line[index] != 0x3B && line[index] != 0x20 && line[index] != 0x09 { index += 1 }
        guard index > versionStart else { return nil }
        var column = 1
        for byte in line[..<versionStart] where byte & 0xC0 != 0x80 { column += 1 }
        return Located(
            String(decoding: line[versionStart..<index], as: UTF8.self),
            at: SourceLocation(file: file, line: 1, column: column))
    }
}
