import FileAccess

/// Evaluates a Tuist manifest by asking Tuist, which is how the targets most Tuist projects make
/// through helper functions are read.
///
/// Evaluating `Project.swift` or `Workspace.swift` runs code from the branch being linted, which in
/// CI may be anyone's, so targetlint uses an evaluator only when the user turns it on (`--evaluate`).
public protocol TuistEvaluator: Sendable {
    /// The JSON that `tuist dump KIND --path FOLDER` prints for the manifest in `folder`.
    /// - Parameters:
    ///   - kind: which manifest: a project's or a workspace's.
    ///   - folder: the manifest's folder.
    ///   - manifest: the manifest's bytes, as targetlint read them (for caching).
    ///   - fileSystem: what `manifest` was read from, confined to the project root; the helpers the
    ///     manifest may use (`Tuist/ProjectDescriptionHelpers`) are read through it (for caching).
    /// - Throws: ``TuistEvaluationError`` saying why the manifest could not be evaluated.
    func dump(
        _ kind: TuistManifestKind, folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(TuistEvaluationError) -> [UInt8]
}

/// The manifests `tuist dump` evaluates.
public enum TuistManifestKind: String, Sendable, Hashable {
    /// `Project.swift`.
    case project
    /// `Workspace.swift`.
    case workspace

    /// The manifest's file name.
    public var fileName: String {
        switch self {
        case .project: "Project.swift"
        case .workspace: "Workspace.swift"
        }
    }
}

/// Why a ``TuistEvaluator`` could not evaluate a manifest.
public struct TuistEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; lowercase, no trailing period, and no environment variable's value.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
