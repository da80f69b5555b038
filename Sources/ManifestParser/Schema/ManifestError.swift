/// Why a manifest cannot be used: every problem found, each with its location.
public struct ManifestError: Error, Sendable, Hashable {
    /// The problems, in the order of their locations.
    public var problems: [ManifestProblem]

    /// Creates an error.
    public init(_ problems: [ManifestProblem]) {
        self.problems = problems
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
