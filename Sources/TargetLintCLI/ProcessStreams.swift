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
            fileSystem: LocalFileSystem(), outputIsTerminal: isatty(1) == 1, noColor: getenv("NO_COLOR") != nil)
    }
}

extension CommandOutput {
    /// Writes the output to the process's standard output and error.
    /// - Returns: false when a write failed (a closed pipe, a full disk).
    public func writeToStandardStreams() -> Bool {
        Self.send(standardOutput, to: 1) && Self.send(standardError, to: 2)
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
    /// Ends the process with `status`.
    public static func exitProcess(with status: ExitStatus) -> Never {
        exit(status.rawValue)
    }
}
