/// What a command prints and writes, kept in memory so commands run the same in tests and in the
/// process.
public struct CommandOutput: Sendable, Hashable {
    /// Text for standard output: a report or document, nothing else.
    public var standardOutput = ""
    /// Text for standard error.
    public var standardError = ""
    /// Files to write once the command has run, by path, such as a baseline.
    public var files: [String: OutputFile] = [:]

    /// Creates empty output.
    public init() {}
}
