import Rules
import TextOutput

/// What a command prints and writes. Standard output goes out as it is produced: collected in
/// memory by default, so that commands run the same in tests, or streamed to a file descriptor in
/// the process. Standard error and files are kept until the command ends.
public struct CommandOutput: Sendable, Hashable {
    /// Where standard output goes.
    var standardOutputStream: StandardOutput
    /// Text for standard error, one message a line.
    public private(set) var standardError = ""
    /// Files to write once the command has run, by path, such as a baseline.
    public var files: [String: OutputFile] = [:]

    /// Creates output that collects standard output in memory.
    public init() {
        standardOutputStream = StandardOutput()
    }

    /// Creates output that streams standard output to `descriptor` in chunks of about 64 KiB.
    init(streamingTo descriptor: Int32) {
        standardOutputStream = StandardOutput(streamingTo: descriptor)
    }

    /// The text for standard output: everything written, when it is collected in memory; what is
    /// not sent yet, when it is streamed.
    public var standardOutput: String {
        String(decoding: standardOutputStream.pending, as: UTF8.self)
    }

    /// Writes `text` to standard output.
    public mutating func append(_ text: String) {
        standardOutputStream.write(text)
    }

    /// Adds `message` and a line break to standard error, with control characters written visibly
    /// (see ``ControlCharacters``), so that a name in the message cannot forge another line or
    /// reach the terminal as an escape sequence.
    mutating func printError(_ message: String) {
        standardError += ControlCharacters.escaping(message)
        standardError += "\n"
    }
}
