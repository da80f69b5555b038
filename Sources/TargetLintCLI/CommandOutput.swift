/// What a command prints, kept in memory so commands run the same in tests and in the process.
public struct CommandOutput: Sendable, Hashable {
    /// Text for standard output.
    public var standardOutput = ""
    /// Text for standard error.
    public var standardError = ""

    /// Creates empty output.
    public init() {}
}
