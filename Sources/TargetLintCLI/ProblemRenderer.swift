import ManifestParser
import Rules
import TextOutput

/// Renders manifest problems like a compiler: `file:line:column: error: message`, then the line and a
/// caret under the column. Lines are quoted only from the files read as manifests, so an error can
/// never print what another file holds. Control characters in the line are written visibly, as
/// everywhere on standard error, and the caret still points at the column.
enum ProblemRenderer {
    /// Prints the problems of `error` to standard error, each with its line and a caret where it
    /// has a position in a file read as a manifest.
    static func render(_ error: InputError, fileSystem: any FileSystem, to output: inout CommandOutput) {
        var texts: [String: [UInt8]] = [:]
        let quotable = Set(error.manifestFiles)
        for problem in error.problems {
            output.printError("\(problem.locationDescription): error: \(problem.message)")
            guard let position = problem.position, quotable.contains(problem.file) else { continue }
            if texts[problem.file] == nil { texts[problem.file] = (try? fileSystem.contents(of: problem.file)) ?? [] }
            guard let lineText = line(position.line, of: texts[problem.file] ?? []) else { continue }
            // The line is printed with its control characters escaped; the caret moves past each
            // escape's width.
            let indent = lineText.unicodeScalars.prefix(max(0, position.column - 1)).reduce(into: "") {
                indent, scalar in
                let width = ControlCharacters.isEscaped(scalar) ? ControlCharacters.escape(scalar).utf8.count : 1
                indent += String(repeating: " ", count: width)
            }
            output.printError(lineText)
            output.printError("\(indent)^")
        }
    }

    private static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard number >= 1 && number <= lines.count else { return nil }
        var line = lines[number - 1]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
