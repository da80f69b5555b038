/// A place in a manifest or source file: a path and a 1-based line and column.
///
/// Columns count Unicode scalars, so a caret printed under the column lines up in a terminal for
/// every script the manifest may use.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path of the file, as it is shown to the user.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Creates a location in `file` at a position inside it.
    public init(file: String, position: TextPosition) {
        self.init(file: file, line: position.line, column: position.column)
    }

    /// The line and column, without the file.
    public var position: TextPosition { TextPosition(line: line, column: column) }

    /// `file:line:column`, the form compilers, editors and CI annotations link.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
