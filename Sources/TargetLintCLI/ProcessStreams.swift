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
        Self.send(standardOutput, to: output) && Self.send(standardError, to: error)
    }

    /// Writes `files` to disk, replacing what is there.
    /// - Returns: a message for each file that could not be written, as `error: cannot write ...`.
    public func writeFiles() -> [String] {
        files.sorted { $0.key < $1.key }.compactMap { path, contents in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { return "error: cannot write \(path): \(String(cString: strerror(errno)))\n" }
            defer { close(descriptor) }
            return Self.send(contents, to: descriptor)
                ? nil : "error: cannot write \(path): \(String(cString: strerror(errno)))\n"
        }
    }

    private static func send(_ text: String, to descriptor: Int32) -> Bool {
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
    /// is printed), 3 when the output cannot be.
    static func deliver(
        _ output: CommandOutput, status: ExitStatus, standardOutput: Int32 = 1, standardError: Int32 = 2
    ) -> ExitStatus {
        var output = output
        var status = status
        let fileErrors = output.writeFiles()
        if !fileErrors.isEmpty {
            output.standardError += fileErrors.joined()
            status = .invalidInput
        }
        if !output.writeToStandardStreams(output: standardOutput, error: standardError) { status = .internalFailure }
        return status
    }
}
