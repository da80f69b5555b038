import SourceText

/// A place in a manifest or source file: a path and a 1-based line and column.
///
/// Columns count Unicode scalars, so a caret printed under the column lines up in a terminal for
/// every script the manifest may use.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path of the file, as it is shown to the user.
    public var file: String
    /// The line and column, without the file (kept in 32 bits each, see ``TextPosition``).
    public var position: TextPosition
    /// The 1-based line.
    public var line: Int {
        get { position.line }
        set { position.line = newValue }
    }
    /// The 1-based column.
    public var column: Int {
        get { position.column }
        set { position.column = newValue }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: TextPosition(line: line, column: column))
    }

    /// Creates a location in `file` at a position inside it.
    public init(file: String, position: TextPosition) {
        self.file = file
        self.position = position
    }

    /// `file:line:column`, the form compilers, editors and CI annotations link.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
