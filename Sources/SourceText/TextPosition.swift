/// A 1-based line and column inside one text; the column counts Unicode scalars.
///
/// Both are kept in 32 bits, which halves the size of every parsed node's position; no file
/// targetlint reads has more lines or longer lines than that (a larger value is kept as the
/// largest one).
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a position.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
