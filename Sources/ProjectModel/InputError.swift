import SourceText

/// Why the files targetlint was given cannot be used — a manifest, the files it names (includes,
/// specs, xcconfig files), a rule's options, a baseline — with every problem found, each located.
public struct InputError: Error, Sendable, Hashable {
    /// The problems, in the order of their locations.
    public var problems: [InputProblem]
    /// The files read as manifests (see ``Manifest/manifestFiles``): the only ones whose lines an
    /// error report may quote.
    public var manifestFiles: [String]

    /// Creates an error.
    public init(_ problems: [InputProblem], manifestFiles: [String] = []) {
        self.problems = problems
        self.manifestFiles = manifestFiles
    }
}

/// One problem in a file targetlint reads: a message and where it is.
public struct InputProblem: Sendable, Hashable, Comparable {
    /// The file.
    public var file: String
    /// The position in it, or nil when none applies (an unreadable file).
    public var position: TextPosition?
    /// What is wrong; lowercase, names quoted, no trailing period.
    public var message: String
    /// Whether the file was not read because the memory the process may have is too small for it:
    /// the machine's limit, not the project, is what stopped the run.
    public var exceedsMemoryLimit = false

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
    public static func leavesProject(_ what: String, _ path: String, at location: SourceLocation) -> InputProblem {
        InputProblem(
            "\(what) \(path) leaves the project; targetlint reads only files inside the project root (widen it with --root)",
            at: location)
    }

    /// `file:line:column`, or the file alone.
    public var locationDescription: String {
        guard let position else { return file }
        return "\(file):\(position.line):\(position.column)"
    }

    public static func < (lhs: InputProblem, rhs: InputProblem) -> Bool {
        let left = lhs.position ?? TextPosition(line: 0, column: 0)
        let right = rhs.position ?? TextPosition(line: 0, column: 0)
        return (lhs.file, left, lhs.message) < (rhs.file, right, rhs.message)
    }
}
