import TextOutput

/// Columns of text padded to line up, numbers on the right, for terminal reports.
struct TextTable {
    var headers: [String]
    var rows: [[String]] = []
    /// Indices of the columns aligned right.
    var rightAligned: Set<Int> = []

    /// The widest a column is padded to: a longer cell pushes the rest of its own line right instead
    /// of widening the column, so that one long name cannot pad every other line of the table to its
    /// length.
    static let maximumAlignedWidth = 60

    /// The table, indented by two spaces, one line per row after the header; control characters in
    /// cells are written visibly. Columns line up for cells of up to ``maximumAlignedWidth``
    /// characters.
    func render() -> String {
        let rows = rows.map { $0.map(ControlCharacters.escaping) }
        // A cell's characters are counted up to one past the widest aligned, which is all the
        // padding needs to know: a long name is not counted through.
        let counts = rows.map { $0.map { $0.prefix(Self.maximumAlignedWidth + 1).count } }
        let widths = headers.indices.map { column in
            min(Self.maximumAlignedWidth, ([headers[column].count] + counts.map { $0[column] }).max() ?? 0)
        }
        func line(_ cells: [String], counts: [Int]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - counts[column]))
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var text = "  " + padded.joined(separator: "  ")
            while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
            return text + "\n"
        }
        return line(headers, counts: headers.map(\.count))
            + zip(rows, counts).map { line($0, counts: $1) }.joined()
    }
}
