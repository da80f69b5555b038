/// What a command prints and writes, kept in memory so commands run the same in tests and in the
/// process.
public struct CommandOutput: Sendable, Hashable {
    /// Text for standard output.
    public var standardOutput = ""
    /// Text for standard error.
    public var standardError = ""
    /// Files to write, by path, such as a baseline.
    public var files: [String: String] = [:]

    /// Creates empty output.
    public init() {}
}
