/// Something a manifest or spec says that targetlint reads, but probably not as its author meant:
/// a key an XcodeGen spec repeats (the last one is used), or a source path that does not exist.
///
/// Warnings do not stop a load; `lint` reports them as findings of the rule `manifest-warning`.
public struct InputWarning: Sendable, Hashable, Comparable {
    /// What was read and how; lowercase, names quoted, no trailing period, and no line numbers, so
    /// that the finding made of it keeps its fingerprint when lines move.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// The target it concerns, such as the one whose source path is missing; nil when it concerns
    /// the file as a whole, such as a repeated top-level key.
    public var target: String?

    /// Creates a warning.
    public init(_ message: String, at location: SourceLocation, target: String? = nil) {
        self.message = message
        self.location = location
        self.target = target
    }

    /// `file:line:column`.
    public var locationDescription: String { location.description }

    public static func < (lhs: InputWarning, rhs: InputWarning) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

extension InputWarning {
    /// A path outside the project root that an Xcode project, workspace, xcconfig file or package
    /// names, at the entry that names it: it is not read, and that is no error, since the project
    /// may rely on a folder beside it; `--root` takes the folder in.
    /// - Parameter what: what the path is, such as "xcconfig include" or "workspace reference".
    package static func outsideRoot(_ what: String, _ path: String, at location: SourceLocation) -> InputWarning {
        InputWarning(
            "\(what) '\(path)' lies outside the project root, so it is not read; --root widens the root to take it in",
            at: location)
    }
}
