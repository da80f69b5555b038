import FileAccess
import ProjectLoader

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
    /// Whether the process exits as soon as the command returns, as the `targetlint` executable
    /// does. Commands then leave the large values they built (a manifest, its graph, a report)
    /// unfreed: the system takes the memory back at exit, and freeing a 100,000-target lint's
    /// values one by one took up to a tenth of its time.
    public var exitsAfterCommand: Bool
    /// The bytes of memory the process may map (`ulimit -v` or `-d`), nil for no limit: a manifest
    /// this is too small for is an error before it is read, not a crash while it is.
    public var memoryLimit: Int?

    /// Creates an environment; the memory limit is this process's unless one is given.
    public init(
        fileSystem: any FileSystem = LocalFileSystem(), outputIsTerminal: Bool = false, noColor: Bool = false,
        variables: [String: String] = [:], exitsAfterCommand: Bool = false,
        memoryLimit: Int? = CommandEnvironment.processMemoryLimit
    ) {
        self.fileSystem = fileSystem
        self.outputIsTerminal = outputIsTerminal
        self.noColor = noColor
        self.variables = variables
        self.exitsAfterCommand = exitsAfterCommand
        self.memoryLimit = memoryLimit
    }

    /// Leaves `value` unfreed when the process exits after the command (see
    /// ``exitsAfterCommand``); does nothing otherwise.
    func keepUntilExit(_ value: some Sendable) {
        guard exitsAfterCommand else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// The memory this process may map: the smaller of `ulimit -v` and `ulimit -d`, nil for neither.
    public static var processMemoryLimit: Int? { MemoryLimit.ofThisProcess().bytes }

    /// A loader reading manifests from this environment's files and variables.
    public var manifestLoader: ManifestLoader {
        ManifestLoader(fileSystem: fileSystem, environment: variables)
    }

    /// Whether output may be coloured: on a terminal, without `NO_COLOR`.
    public var usesColor: Bool { outputIsTerminal && !noColor }
}

/// A value held by a reference that is never released, so that it is never freed.
private final class KeptUntilExit<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
