/// The process exit codes, decided here and nowhere else.
public enum ExitStatus: Int32, Sendable, Hashable {
    /// No error findings (warnings allowed unless `--strict`).
    case success = 0
    /// At least one error finding (or a warning with `--strict`).
    case findings = 1
    /// The manifest or the command line is invalid.
    case invalidInput = 2
    /// targetlint itself failed, or the machine cannot run it: output that could not be written, a
    /// memory limit too small for the input.
    case internalFailure = 3
}
