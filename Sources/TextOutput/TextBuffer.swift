/// UTF-8 text built as bytes. Appending copies bytes, where appending to a `String` re-checks its
/// storage and flags on every call; reports with millions of findings are built this way, a chunk
/// at a time that is then flushed to a ``ByteSink``. Shared by the modules of this package that
/// render text.
package struct TextBuffer {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// How much text a renderer gathers before it hands it to a sink: few enough writes to be fast,
    /// little enough memory to stay flat however long the output.
    package static let chunkSize = 64 << 10

    package private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer with room for `capacity` bytes.
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A buffer sized for rendering into a sink a chunk at a time.
    package static func forStreaming() -> TextBuffer {
        TextBuffer(capacity: chunkSize + chunkSize / 4)
    }

    /// The text so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of bytes so far.
    package var count: Int { bytes.count }

    /// Hands the text so far to `sink` and empties the buffer, keeping its storage.
    package mutating func flush(to sink: inout some ByteSink) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink.write($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Flushes to `sink` once the buffer holds a chunk.
    /// - Returns: false when the sink is closed, so that the renderer stops.
    package mutating func flushIfFull(to sink: inout some ByteSink) -> Bool {
        if bytes.count >= Self.chunkSize { flush(to: &sink) }
        return !sink.isClosed
    }

    /// The text `write` renders into a sink that collects it.
    package static func collect(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a string's UTF-8 bytes.
    package mutating func append(_ string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: string.utf8)
        }
    }

    /// Appends one byte; the caller keeps the text valid UTF-8.
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends bytes; the caller keeps the text valid UTF-8.
    package mutating func append(bytes newBytes: some Collection<UInt8>) {
        bytes.append(contentsOf: newBytes)
    }

    /// Appends a number in decimal.
    package mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = number.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// Appends `value` as 16 lowercase hexadecimal digits.
    package mutating func append(hex value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int(value >> UInt64(shift) & 0xF)])
        }
    }

    /// Appends `strings` with `separator` between them.
    package mutating func append(_ strings: [String], separator: String) {
        for (index, string) in strings.enumerated() {
            if index > 0 { append(separator) }
            append(string)
        }
    }

    /// Appends `strings` as a JSON array of string literals.
    package mutating func appendJSONArray(_ strings: [String]) {
        append("[")
        for (index, string) in strings.enumerated() {
            if index > 0 { append(", ") }
            appendJSONString(string)
        }
        append("]")
    }

    /// Appends `string` as a JSON string literal, quotes included. Runs of bytes that need no
    /// escape are copied at once.
    package mutating func appendJSONString(_ string: some StringProtocol) {
        bytes.append(UInt8(ascii: "\""))
        if string.utf8.withContiguousStorageIfAvailable({ appendJSONEscaped($0) }) == nil {
            Array(string.utf8).withUnsafeBufferPointer { appendJSONEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends what ``appendJSONString(_:)`` writes between the quotes: `string` escaped for a
    /// JSON string literal, for a literal written in pieces.
    package mutating func appendJSONEscaped(_ string: String) {
        var string = string
        string.withUTF8 { appendJSONEscaped($0) }
    }

    private mutating func appendJSONEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            default:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
}
