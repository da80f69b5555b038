/// A destination for rendered output, handed UTF-8 a chunk at a time as a renderer produces it.
///
/// Reporters and graph renderers write through a sink so that an output of any size passes through
/// a buffer of about 64 KiB instead of being held whole. `[UInt8]` is one, collecting the bytes in
/// memory; the command line streams standard output to its file descriptor.
public protocol ByteSink {
    /// Takes the next bytes of the output.
    mutating func write(_ bytes: UnsafeRawBufferPointer)

    /// Whether the destination takes nothing more, because its reader went away or a write failed:
    /// renderers stop at their next chunk instead of producing output nobody reads.
    var isClosed: Bool { get }
}

extension ByteSink {
    /// False: the sink takes every byte.
    public var isClosed: Bool { false }
}

extension Array: ByteSink where Element == UInt8 {
    /// Appends the bytes.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes)
    }
}
