/// How much a file may grow when it is expanded (aliases copied, XcodeGen's `${VAR}` and templates
/// filled in): 64 bytes for each byte of the file, plus 16 MiB. The same bound caps targetlint's
/// memory per input, so no small file can make it run out of memory or for hours.
public struct ExpansionLimit: Sendable, Hashable {
    /// Bytes allowed for each byte of input.
    public var bytesPerInputByte: Int
    /// Bytes allowed whatever the input's size.
    public var baseBytes: Int

    /// Creates a limit; the defaults are the documented one.
    public init(bytesPerInputByte: Int = 64, baseBytes: Int = 16 << 20) {
        self.bytesPerInputByte = bytesPerInputByte
        self.baseBytes = baseBytes
    }

    /// The bytes allowed for `inputSize` bytes of input; saturates instead of overflowing.
    public func bytes(forInput inputSize: Int) -> Int {
        let (scaled, overflow) = max(0, inputSize).multipliedReportingOverflow(by: max(0, bytesPerInputByte))
        let (total, carry) = scaled.addingReportingOverflow(max(0, baseBytes))
        return overflow || carry ? Int.max : total
    }

    /// `29 MiB (64 × its size + 16 MiB)`, as messages state the limit for `inputSize` bytes, in
    /// whole MiB rounded down (or bytes, for limits under 1 MiB).
    public func description(forInput inputSize: Int) -> String {
        "\(Self.text(bytes(forInput: inputSize))) (\(bytesPerInputByte) × its size + \(Self.text(baseBytes)))"
    }

    private static func text(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
