import TextOutput

/// Columns of text padded to line up, numbers on the right, for terminal reports.
struct TextTable {
    var headers: [String]
    var rows: [[String]] = []
    /// Indices of the columns aligned right.
    var rightAligned: Set<Int> = []

    /// The table, indented by two spaces, one line per row after the header; control characters in
    /// cells are written visibly.
    func render() -> String {
        let rows = rows.map { $0.map(ControlCharacters.escaping) }
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var text = "  " + padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }
        return line(headers) + rows.map(line).joined()
    }
}
