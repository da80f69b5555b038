import ManifestParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandEnvironment {
    /// The environment of this process: the disk, whether standard output is a terminal, `NO_COLOR`.
    public static func process() -> CommandEnvironment {
        CommandEnvironment(
            fileSystem: LocalFileSystem(), outputIsTerminal: isatty(1) == 1, noColor: getenv("NO_COLOR") != nil,
            variables: variables())
    }

    /// The process's environment variables.
    private static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}

extension CommandOutput {
    /// Writes the output to standard output and error (or the descriptors given).
    /// - Returns: false when a write failed (a closed descriptor, a full disk).
    public func writeToStandardStreams(output: Int32 = 1, error: Int32 = 2) -> Bool {
        writeAll(standardOutput, to: output) && writeAll(standardError, to: error)
    }

    /// Writes `files` in path order, each replacing what is at its path as a whole (see
    /// ``AtomicFileWriter``), and adds to standard error each file's confirmation once it is written,
    /// or `path: error: cannot write ROLE: reason` when it cannot be.
    /// - Returns: false when a file could not be written.
    public mutating func writeFiles() -> Bool {
        var succeeded = true
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            do {
                try AtomicFileWriter().write(file.contents, to: path)
                standardError += file.confirmation + "\n"
            } catch {
                standardError += "\(path): error: cannot write \(file.role): \(error.reason)\n"
                succeeded = false
            }
        }
        return succeeded
    }

}

extension TargetLint {
    /// Runs the process's command line, writes its files and output, and exits with its status: 2
    /// when a file cannot be written, 3 when the output cannot.
    public static func runProcess() -> Never {
        var output = CommandOutput()
        let status = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process(), output: &output)
        exit(deliver(output, status: status).rawValue)
    }

    /// Writes a command's files, then its output to `standardOutput` and `standardError`, and
    /// returns the status to exit with: the command's, 2 when a file cannot be written (its error
    /// is printed instead of its confirmation), 3 when the output cannot be.
    static func deliver(
        _ output: CommandOutput, status: ExitStatus, standardOutput: Int32 = 1, standardError: Int32 = 2
    ) -> ExitStatus {
        var output = output
        var status = status
        if !output.writeFiles() { status = .invalidInput }
        if !output.writeToStandardStreams(output: standardOutput, error: standardError) { status = .internalFailure }
        return status
    }
}

/// Writes all of `text` to `descriptor`, resuming after interruptions and partial writes.
/// - Returns: false when a write fails; `errno` says why.
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
