import FileAccess

/// Evaluates a package manifest by asking SwiftPM, for manifests beyond what
/// ``PackageManifestReader`` reads without running them.
///
/// Evaluating `Package.swift` runs code from the branch being linted, which in CI may be anyone's,
/// so targetlint uses an evaluator only when the user turns it on.
public protocol PackageEvaluator: Sendable {
    /// The JSON that `swift package dump-package` prints for the package in `folder`.
    /// - Parameters:
    ///   - folder: the package's folder, which holds `Package.swift`.
    ///   - manifest: the bytes of its `Package.swift`, as targetlint read them (for caching).
    ///   - fileSystem: what `manifest` was read from, confined to the project root: the package's
    ///     other manifests (`Package@swift-6.swift`), which SwiftPM may read instead, are read
    ///     through it (for caching).
    /// - Throws: ``PackageEvaluationError`` saying why the package could not be evaluated.
    func dumpPackage(
        folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(PackageEvaluationError)
        -> [UInt8]
}

/// Why a ``PackageEvaluator`` could not evaluate a package.
public struct PackageEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; lowercase, no trailing period, and no environment variable's value.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
