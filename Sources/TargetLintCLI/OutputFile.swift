import FileAccess

/// A file a command writes, with what to say once it is written or when it cannot be.
public struct OutputFile: Sendable, Hashable {
    /// The text of the file.
    public var contents: String
    /// What the file is, for the error when it cannot be written: "the baseline".
    public var role: String
    /// A line for standard error once the file is in place, such as "recorded 3 findings in b.json".
    public var confirmation: String
    /// The project root the file must be written inside, as every file targetlint reads is read
    /// inside it: the folder that would hold it is judged by its real path, links followed, so a
    /// link in the project (`ci -> /elsewhere`) cannot lead the write out. Nil for a file that
    /// belongs to no project.
    public var root: ProjectRoot?

    /// Creates a file to write.
    public init(contents: String, role: String, confirmation: String, root: ProjectRoot?) {
        self.contents = contents
        self.role = role
        self.confirmation = confirmation
        self.root = root
    }
}
