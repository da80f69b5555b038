/// Turns byte offsets on a line into 1-based columns counted in Unicode scalars, as the readers
/// report positions. It remembers the last offset asked for, so a reader that asks left to right
/// along a line pays for the bytes between two questions, not for the whole line each time.
public struct ColumnCounter {
    @usableFromInline var lineStart = -1
    @usableFromInline var index = 0
    @usableFromInline var column = 1

    /// A counter that remembers no offset yet.
    @inlinable public init() {}

    /// The column of `offset` on the line that starts at `lineStart`.
    /// - Complexity: O(offset − the last offset asked for on the same line), else O(offset − lineStart).
    @inlinable
    public mutating func column(of offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var cursor = lineStart
        var column = 1
        if self.lineStart == lineStart && index <= offset {
            cursor = index
            column = self.column
        }
        while cursor < offset {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        self.lineStart = lineStart
        index = offset
        self.column = column
        return column
    }
}
