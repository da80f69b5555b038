import FileAccess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandEnvironment {
    /// The environment of this process: the disk, whether standard output is a terminal, `NO_COLOR`,
    /// and that the process exits once the command returns (``exitsAfterCommand``), so that commands
    /// leave their large values unfreed. A tool that runs several commands in one process makes its
    /// own environment instead.
    public static func process() -> CommandEnvironment {
        CommandEnvironment(
            fileSystem: LocalFileSystem(), outputIsTerminal: isatty(1) == 1, noColor: getenv("NO_COLOR") != nil,
            variables: variables(), exitsAfterCommand: true)
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
    /// Writes `files` in path order, each replacing what is at its path as a whole (see
    /// ``AtomicFileWriter``), and adds to standard error each file's confirmation once it is written,
    /// or `path: error: cannot write ROLE: reason` when it cannot be. A file whose folder leads out
    /// of its ``OutputFile/root`` is not written.
    /// - Returns: false when a file could not be written.
    public mutating func writeFiles() -> Bool {
        var succeeded = true
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            do throws(AtomicFileWriter.Failure) {
                if let root = file.root, root.excludes(Path.directory(of: path), in: LocalFileSystem()) {
                    throw AtomicFileWriter.Failure(reason: Self.leavesProjectReason)
                }
                try AtomicFileWriter().write(file.contents, to: path)
                printError(file.confirmation)
            } catch {
                printError("\(path): error: cannot write \(file.role): \(error.reason)")
                succeeded = false
            }
        }
        return succeeded
    }

    /// Why a file whose folder leads out of the project root is not written.
    static let leavesProjectReason =
        "it leaves the project; targetlint writes only inside the project root (widen it with --root)"
}

extension TargetLint {
    /// Runs the process's command line, writing to its standard output and error, and returns the
    /// status for `main` to exit with. The allocator is left as the process set it.
    public static func runProcess() -> ExitStatus {
        run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: .process(), standardOutput: 1,
            standardError: 2)
    }

    /// Runs a command line as the process does: standard output streams to `standardOutput` while
    /// the command runs, then the command's files are written, then standard error.
    ///
    /// A reader that goes away (`targetlint lint | head -1`) ends the output quietly: SIGPIPE is
    /// ignored, rendering stops at the first failed write, and the status is the command's. Any
    /// other failed write to standard output is one line on standard error and exit 3.
    static func run(
        arguments: [String], environment: CommandEnvironment, standardOutput: Int32, standardError: Int32
    ) -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        var output = CommandOutput(streamingTo: standardOutput)
        let status = run(arguments: arguments, environment: environment, output: &output)
        return deliver(output, status: status, standardError: standardError)
    }

    /// Writes a command's files, the rest of its standard output, then its standard error, and
    /// returns the status to exit with: the command's; 2 when a file cannot be written (its error is
    /// printed); 3 when standard output fails other than by its reader going away (which is
    /// printed), or standard error fails.
    static func deliver(_ output: CommandOutput, status: ExitStatus, standardError: Int32 = 2) -> ExitStatus {
        var output = output
        var status = status
        if !output.writeFiles() { status = .invalidInput }
        output.standardOutputStream.flush()
        if let failure = output.standardOutputStream.failure, failure != EPIPE {
            output.printError("error: cannot write to standard output: \(String(cString: strerror(failure)))")
            status = .internalFailure
        }
        var errorText = output.standardError
        let failure = errorText.withUTF8 { StandardOutput.send(UnsafeRawBufferPointer($0), to: standardError) }
        if let failure, failure != EPIPE { status = .internalFailure }
        return status
    }
}

/// Writes all of `text` to `descriptor`, resuming after interruptions and partial writes.
/// - Returns: false when a write fails; `errno` says why.
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    guard let failure = text.withUTF8({ StandardOutput.send(UnsafeRawBufferPointer($0), to: descriptor) }) else {
        return true
    }
    errno = failure
    return false
}
