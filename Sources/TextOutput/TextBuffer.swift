/// UTF-8 text built as bytes. Appending copies bytes, where appending to a `String` re-checks its
/// storage and flags on every call; reports with millions of findings are built this way, a chunk
/// at a time that is then flushed to a ``ByteSink``. Shared by the modules of this package that
/// render text.
package struct TextBuffer {
    /// Lowercase hexadecimal digits, for hashes and JSON's `\uXXXX` escapes.
    static let hexDigits = Array("0123456789abcdef".utf8)

    /// How much text a renderer gathers before it hands it to a sink: few enough writes to be fast,
    /// little enough memory to stay flat however long the output.
    package static let chunkSize = 64 << 10

    /// The text in its first ``count`` bytes; the rest, zeros, is room to append into, so that an
    /// append is one copy into place rather than an array append, which costs several times as
    /// much for the few bytes of a name.
    private var storage: [UInt8]

    /// The number of bytes so far.
    package private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes.
    package init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: max(capacity, 0))
    }

    /// A buffer sized for rendering into a sink a chunk at a time.
    package static func forStreaming() -> TextBuffer {
        TextBuffer(capacity: chunkSize + chunkSize / 4)
    }

    /// The text so far.
    package var text: String { String(decoding: storage[..<count], as: UTF8.self) }

    /// Hands the text so far to `sink` and empties the buffer, keeping its storage.
    package mutating func flush(to sink: inout some ByteSink) {
        guard count > 0 else { return }
        storage.withUnsafeBytes { sink.write(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        count = 0
    }

    /// Flushes to `sink` once the buffer holds a chunk.
    /// - Returns: false when the sink is closed, so that the renderer stops.
    package mutating func flushIfFull(to sink: inout some ByteSink) -> Bool {
        if count >= Self.chunkSize { flush(to: &sink) }
        return !sink.isClosed
    }

    /// The text `write` renders into a sink that collects it.
    package static func collect(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes room for `extra` more bytes, at least doubling the storage.
    private mutating func grow(toFit extra: Int) {
        let needed = count + extra
        var size = max(storage.count, 16)
        while size < needed { size = size > Int.max / 2 ? needed : size * 2 }
        storage.append(contentsOf: repeatElement(0, count: size - storage.count))
    }

    /// Appends the bytes `source` points to; the caller keeps the text valid UTF-8.
    @inline(__always)
    private mutating func append(raw source: UnsafeRawBufferPointer) {
        let length = source.count
        guard length > 0, let from = source.baseAddress else { return }
        if storage.count - count < length { grow(toFit: length) }
        let start = count
        storage.withUnsafeMutableBytes { target in
            target.baseAddress.map { ($0 + start).copyMemory(from: from, byteCount: length) }
        }
        count += length
    }

    /// Appends a string's UTF-8 bytes.
    package mutating func append(_ string: String) {
        string.withUTF8Bytes { append(raw: UnsafeRawBufferPointer($0)) }
    }

    /// Appends the bytes `range` of `other`, text that a buffer kept to copy again.
    package mutating func append(_ other: TextBuffer, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= other.count)
        other.storage.withUnsafeBytes { append(raw: UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Appends the pieces of `table` that `ids` name, `table[starts[id]..<ends[id]]`, each between
    /// `quote`s and with `separator` between them: a path of names kept escaped side by side in one
    /// buffer, copied with one check for room rather than one per piece.
    /// - Precondition: every piece named lies within `table`.
    package mutating func appendPieces(
        of table: TextBuffer, at ids: ArraySlice<Int32>, starts: [Int], ends: [Int], separator: String,
        quote: String
    ) {
        separator.withUTF8Bytes { separator in
            quote.withUTF8Bytes { quote in
                var total = ids.isEmpty ? 0 : (ids.count - 1) * separator.count + ids.count * 2 * quote.count
                for id in ids {
                    let (start, end) = (starts[Int(id)], ends[Int(id)])
                    precondition(start >= 0 && start <= end && end <= table.count, "piece out of range")
                    total += end - start
                }
                if storage.count - count < total { grow(toFit: total) }
                let origin = count
                storage.withUnsafeMutableBytes { target in
                    table.storage.withUnsafeBytes { source in
                        guard let base = target.baseAddress, let from = source.baseAddress else { return }
                        var offset = origin
                        func put(_ start: UnsafeRawPointer?, _ length: Int) {
                            guard length > 0, let start else { return }
                            (base + offset).copyMemory(from: start, byteCount: length)
                            offset += length
                        }
                        for index in ids.indices {
                            if index > ids.startIndex { put(separator.baseAddress, separator.count) }
                            put(quote.baseAddress, quote.count)
                            let id = Int(ids[index])
                            put(from + starts[id], ends[id] - starts[id])
                            put(quote.baseAddress, quote.count)
                        }
                    }
                }
                count += total
            }
        }
    }

    /// Empties the buffer, keeping its storage.
    package mutating func removeAll() {
        count = 0
    }

    /// Appends one byte; the caller keeps the text valid UTF-8.
    package mutating func append(byte: UInt8) {
        if count == storage.count { grow(toFit: 1) }
        storage[count] = byte
        count += 1
    }

    /// Appends the bytes of a buffer; the caller keeps the text valid UTF-8.
    package mutating func append(bytes newBytes: UnsafeBufferPointer<UInt8>) {
        append(raw: UnsafeRawBufferPointer(newBytes))
    }

    /// Appends bytes; the caller keeps the text valid UTF-8.
    package mutating func append(bytes newBytes: some Collection<UInt8>) {
        if newBytes.withContiguousStorageIfAvailable({ append(raw: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in newBytes { append(byte: byte) }
        }
    }

    /// Appends a number in decimal: its digits written last first into room on the stack (at most
    /// 20 and a sign), then copied at once.
    package mutating func append(_ number: Int) {
        var room: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &room) { digits in
            var start = digits.count
            var magnitude = number.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(raw: UnsafeRawBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `value` as 16 lowercase hexadecimal digits.
    package mutating func append(hex value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            append(byte: Self.hexDigits[Int(value >> UInt64(shift) & 0xF)])
        }
    }

    /// Appends `strings` with `separator` between them.
    package mutating func append(_ strings: [String], separator: String) {
        for (index, string) in strings.enumerated() {
            if index > 0 { append(separator) }
            append(string)
        }
    }
}
