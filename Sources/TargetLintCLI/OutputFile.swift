/// A file a command writes, with what to say once it is written or when it cannot be.
public struct OutputFile: Sendable, Hashable {
    /// The text of the file.
    public var contents: String
    /// What the file is, for the error when it cannot be written: "the baseline".
    public var role: String
    /// A line for standard error once the file is in place, such as "recorded 3 findings in b.json".
    public var confirmation: String

    /// Creates a file to write.
    public init(contents: String, role: String, confirmation: String) {
        self.contents = contents
        self.role = role
        self.confirmation = confirmation
    }
}
