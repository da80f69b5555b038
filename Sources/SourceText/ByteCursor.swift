/// The read position in a text's bytes, with the line it is on, shared by the property list readers,
/// the workspace reader and the Swift lexer.
///
/// Every line break the readers pass goes through ``consumeBreak()``, so ``line`` and ``lineStart``
/// always describe the cursor's line and a position costs only the bytes since the last one asked for
/// on the same line.
public struct ByteCursor {
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline package var index: Int
    /// The 1-based line of ``index``.
    @usableFromInline package var line = 1
    /// The offset where the cursor's line starts.
    @usableFromInline package var lineStart: Int
    /// Columns of positions on the cursor's line.
    @usableFromInline var columns = ColumnCounter()

    @inlinable public init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.index = start
        self.lineStart = start
    }

    // MARK: Bytes

    /// The byte at `offset`, or 0 past the end.
    @inlinable public func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    @inlinable public var current: UInt8 { byte(at: index) }
    @inlinable public var isAtEnd: Bool { index >= bytes.count }

    /// True when the bytes at the cursor spell `text`.
    @inlinable public func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard count <= bytes.count - index else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The text of `bytes[start..<end]`, with invalid UTF-8 repaired to U+FFFD.
    @inlinable public func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    // MARK: Lines

    /// Consumes one line break (LF, CRLF or CR) at the cursor.
    @inlinable public mutating func consumeBreak() {
        if bytes[index] == 0x0D && byte(at: index + 1) == 0x0A { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    /// Moves past the byte at the cursor, counting it when it breaks a line.
    @inlinable public mutating func advance() {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
            consumeBreak()
        } else {
            index += 1
        }
    }

    // MARK: Positions

    /// The position of the cursor.
    @inlinable public mutating func position() -> TextPosition {
        position(of: index)
    }

    /// The position of `offset`, which must be on the cursor's line; the column counts Unicode scalars.
    @inlinable public mutating func position(of offset: Int) -> TextPosition {
        TextPosition(line: line, column: columns.column(of: offset, lineStart: lineStart, in: bytes))
    }

    /// A place the cursor passed, whose position is worked out only when a message needs it.
    public struct Mark {
        @usableFromInline package var index: Int
        @usableFromInline package var line: Int
        @usableFromInline package var lineStart: Int

        @inlinable init(index: Int, line: Int, lineStart: Int) {
            self.index = index
            self.line = line
            self.lineStart = lineStart
        }
    }

    /// The cursor's place, to be told as a position later.
    @inlinable public var mark: Mark { Mark(index: index, line: line, lineStart: lineStart) }

    /// The position of a place the cursor passed; the column counts Unicode scalars.
    @inlinable public func position(of mark: Mark) -> TextPosition {
        var column = 1
        for offset in mark.lineStart..<mark.index where bytes[offset] & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: mark.line, column: column)
    }

    /// An error at the cursor.
    @inlinable public mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(message, at: position())
    }

    // MARK: Merge conflicts

    /// The git conflict marker (`<<<<<<<`, `|||||||`, `=======` or `>>>>>>>`) that starts the cursor's
    /// line when the cursor is at its start, or nil.
    @inlinable public func mergeMarker() -> String? {
        guard index == lineStart else { return nil }
        let first = current
        guard first == 0x3C || first == 0x3D || first == 0x3E || first == 0x7C else { return nil }
        for offset in 1..<7 where byte(at: index + offset) != first { return nil }
        let after = byte(at: index + 7)
        guard after == 0 || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D else { return nil }
        return String(repeating: Character(Unicode.Scalar(first)), count: 7)
    }

    /// The error for a conflict marker at the cursor.
    @inlinable public mutating func mergeError(_ marker: String) -> SyntaxError {
        error(
            "the file has an unresolved git merge: a conflict marker '\(marker)' starts this line; "
                + "resolve the conflict first")
    }
}
