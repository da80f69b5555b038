/// Why a manifest cannot be used: every problem found, each with its location.
public struct ManifestError: Error, Sendable, Hashable {
    /// The problems, in the order of their locations.
    public var problems: [ManifestProblem]
    /// The files read as manifests (inside the project root): the only ones whose lines an error
    /// report may quote.
    public var manifestFiles: [String]

    /// Creates an error.
    public init(_ problems: [ManifestProblem], manifestFiles: [String] = []) {
        self.problems = problems
        self.manifestFiles = manifestFiles
    }
}

/// One problem in a manifest: a message and where it is.
public struct ManifestProblem: Sendable, Hashable, Comparable {
    /// The file.
    public var file: String
    /// The position in it, or nil when none applies (an unreadable file).
    public var position: TextPosition?
    /// What is wrong; lowercase, names quoted, no trailing period.
    public var message: String

    /// Creates a problem at a location.
    public init(_ message: String, at location: SourceLocation) {
        self.file = location.file
        self.position = location.position
        self.message = message
    }

    /// Creates a problem that concerns a whole file.
    public init(_ message: String, file: String) {
        self.file = file
        self.message = message
    }

    /// A path that leads outside the project root, at the entry that names it.
    /// - Parameter what: what the path is, such as "include" or "source path".
    public static func leavesProject(_ what: String, _ path: String, at location: SourceLocation) -> ManifestProblem {
        ManifestProblem(
            "\(what) \(path) leaves the project; targetlint reads only files inside the project root (widen it with --root)",
            at: location)
    }

    /// `file:line:column`, or the file alone.
    public var locationDescription: String {
        guard let position else { return file }
        return "\(file):\(position.line):\(position.column)"
    }

    public static func < (lhs: ManifestProblem, rhs: ManifestProblem) -> Bool {
        let left = lhs.position ?? TextPosition(line: 0, column: 0)
        let right = rhs.position ?? TextPosition(line: 0, column: 0)
        return (lhs.file, left, lhs.message) < (rhs.file, right, rhs.message)
    }
}
