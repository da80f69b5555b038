/// The read position in a property list's bytes, with the line it is on, shared by the OpenStep and
/// XML readers.
///
/// Every line break the readers pass goes through ``consumeBreak()``, so ``line`` and ``lineStart``
/// always describe the cursor's line and a position costs only the bytes since the last one asked for
/// on the same line.
package struct ByteCursor {
    package let bytes: UnsafeBufferPointer<UInt8>
    package var index: Int
    /// The 1-based line of ``index``.
    package var line = 1
    /// The offset where the cursor's line starts.
    package var lineStart: Int
    /// Columns of positions on the cursor's line.
    private var columns = ColumnCounter()

    package init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.index = start
        self.lineStart = start
    }

    // MARK: Bytes

    /// The byte at `offset`, or 0 past the end.
    @inline(__always) package func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    @inline(__always) package var current: UInt8 { byte(at: index) }
    @inline(__always) package var isAtEnd: Bool { index >= bytes.count }

    /// True when the bytes at the cursor spell `text`.
    package func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard count <= bytes.count - index else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The text of `bytes[start..<end]`, with invalid UTF-8 repaired to U+FFFD.
    package func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    // MARK: Lines

    /// Consumes one line break (LF, CRLF or CR) at the cursor.
    @inline(__always) package mutating func consumeBreak() {
        if bytes[index] == 0x0D && byte(at: index + 1) == 0x0A { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    /// Moves past the byte at the cursor, counting it when it breaks a line.
    @inline(__always) package mutating func advance() {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
            consumeBreak()
        } else {
            index += 1
        }
    }

    // MARK: Positions

    /// The position of the cursor.
    @inline(__always) package mutating func position() -> TextPosition {
        position(of: index)
    }

    /// The position of `offset`, which must be on the cursor's line; the column counts Unicode scalars.
    package mutating func position(of offset: Int) -> TextPosition {
        TextPosition(line: line, column: columns.column(of: offset, lineStart: lineStart, in: bytes))
    }

    /// A place the cursor passed, whose position is worked out only when a message needs it.
    package struct Mark {
        package var index: Int
        package var line: Int
        package var lineStart: Int
    }

    /// The cursor's place, to be told as a position later.
    package var mark: Mark { Mark(index: index, line: line, lineStart: lineStart) }

    /// The position of a place the cursor passed; the column counts Unicode scalars.
    package func position(of mark: Mark) -> TextPosition {
        var column = 1
        for offset in mark.lineStart..<mark.index where bytes[offset] & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: mark.line, column: column)
    }

    /// An error at the cursor.
    package mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(message, at: position())
    }

    // MARK: Merge conflicts

    /// The git conflict marker (`<<<<<<<`, `|||||||`, `=======` or `>>>>>>>`) that starts the cursor's
    /// line when the cursor is at its start, or nil.
    package func mergeMarker() -> String? {
        guard index == lineStart else { return nil }
        let first = current
        guard first == 0x3C || first == 0x3D || first == 0x3E || first == 0x7C else { return nil }
        for offset in 1..<7 where byte(at: index + offset) != first { return nil }
        let after = byte(at: index + 7)
        guard after == 0 || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D else { return nil }
        return String(repeating: Character(Unicode.Scalar(first)), count: 7)
    }

    /// The error for a conflict marker at the cursor.
    package mutating func mergeError(_ marker: String) -> SyntaxError {
        error(
            "the file has an unresolved git merge: a conflict marker '\(marker)' starts this line; "
                + "resolve the conflict first")
    }
}
