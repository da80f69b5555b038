import ManifestParser

/// What a command may know about the process it runs in.
public struct CommandEnvironment: Sendable {
    /// Where manifests and sources are read from.
    public var fileSystem: any FileSystem
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// Whether `NO_COLOR` is set.
    public var noColor: Bool
    /// The environment variables, which `${NAME}` in XcodeGen specs expands to.
    public var variables: [String: String]

    /// Creates an environment.
    public init(
        fileSystem: any FileSystem = LocalFileSystem(), outputIsTerminal: Bool = false, noColor: Bool = false,
        variables: [String: String] = [:]
    ) {
        self.fileSystem = fileSystem
        self.outputIsTerminal = outputIsTerminal
        self.noColor = noColor
        self.variables = variables
    }

    /// A loader reading manifests from this environment's files and variables.
    public var manifestLoader: ManifestLoader {
        ManifestLoader(fileSystem: fileSystem, environment: variables)
    }

    /// Whether output may be coloured: on a terminal, without `NO_COLOR`.
    public var usesColor: Bool { outputIsTerminal && !noColor }
}
