import Rules
import TextOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output as a command writes it: collected in memory, or sent to a file descriptor in
/// chunks of about 64 KiB as it is produced. After the first failed write it takes nothing more and
/// keeps the reason, so renderers stop and the process can say what went wrong.
struct StandardOutput: ByteSink, Sendable, Hashable {
    /// How much is gathered before a write to the descriptor.
    static let chunkSize = 64 << 10

    /// The descriptor written to; nil to collect the bytes.
    let descriptor: Int32?
    /// Bytes not written yet: every byte, when collecting.
    private(set) var pending: [UInt8] = []
    /// The `errno` of the first write that failed.
    private(set) var failure: Int32?

    /// Output that collects its bytes in memory.
    init() {
        descriptor = nil
    }

    /// Output that streams to `descriptor`.
    init(streamingTo descriptor: Int32) {
        self.descriptor = descriptor
        pending.reserveCapacity(Self.chunkSize)
    }

    var isClosed: Bool { failure != nil }

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        guard let descriptor else {
            pending.append(contentsOf: bytes)
            return
        }
        if pending.isEmpty && bytes.count >= Self.chunkSize {
            failure = Self.send(bytes, to: descriptor)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunkSize { flush() }
    }

    /// Writes `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes what is pending to the descriptor, if there is one.
    mutating func flush() {
        guard let descriptor, failure == nil, !pending.isEmpty else { return }
        let failure = pending.withUnsafeBytes { Self.send($0, to: descriptor) }
        self.failure = failure
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after interruptions.
    /// - Returns: the `errno` of a failed write; nil when every byte was written.
    static func send(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}

/// POSIX `write`, which the methods above would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
