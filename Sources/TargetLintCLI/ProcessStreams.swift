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
    /// Writes the output to the process's standard output and error.
    /// - Returns: false when a write failed (a closed pipe, a full disk).
    public func writeToStandardStreams() -> Bool {
        Self.send(standardOutput, to: 1) && Self.send(standardError, to: 2)
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
        var status = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process(), output: &output)
        let fileErrors = output.writeFiles()
        if !fileErrors.isEmpty {
            output.standardError += fileErrors.joined()
            status = .invalidInput
        }
        if !output.writeToStandardStreams() { status = .internalFailure }
        exit(status.rawValue)
    }
}
