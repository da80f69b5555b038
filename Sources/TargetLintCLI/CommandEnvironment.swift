import ManifestParser

/// What a command may know about the process it runs in.
public struct CommandEnvironment: Sendable {
    /// Where manifests and sources are read from.
    public var fileSystem: any FileSystem
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// Whether `NO_COLOR` is set.
    public var noColor: Bool

    /// Creates an environment.
    public init(fileSystem: any FileSystem = LocalFileSystem(), outputIsTerminal: Bool = false, noColor: Bool = false) {
        self.fileSystem = fileSystem
        self.outputIsTerminal = outputIsTerminal
        self.noColor = noColor
    }

    /// Whether output may be coloured: on a terminal, without `NO_COLOR`.
    public var usesColor: Bool { outputIsTerminal && !noColor }
}
