import FileAccess
import ProjectModel
import Rules
import TextOutput

/// Renders manifest problems like a compiler: `file:line:column: error: message`, then the line and a
/// caret under the column. Lines are quoted only from the files read as manifests (YAML, Xcode
/// project files, `Package.swift`), and never from one of the system's own files, so an error can
/// never print what an xcconfig, a property list or `/proc/self/environ` holds. Control characters
/// in the line are written visibly, as everywhere on standard error, and the caret still points at
/// the column.
enum ProblemRenderer {
    /// The most characters of a line quoted under an error; a longer line (a long flow list, say)
    /// is cut to this many around the column, `…` marking what is left out, so that thousands of
    /// errors on one long line print in time and space linear in the file.
    static let quotedWidth = 160

    /// Prints the problems of `error` to standard error, each with its line and a caret where it
    /// has a position in a file read as a manifest.
    static func render(_ error: InputError, fileSystem: any FileSystem, to output: inout CommandOutput) {
        var files: [String: QuotedFile] = [:]
        // Problems come sorted, so those on one line follow each other: its scalars are split once.
        var lastLine: (file: String, number: Int, scalars: [Unicode.Scalar])?
        let manifests = Set(error.manifestFiles)
        var quotable: [String: Bool] = [:]
        for problem in error.problems {
            output.printError("\(problem.locationDescription): error: \(problem.message)")
            guard let position = problem.position else { continue }
            if quotable[problem.file] == nil {
                quotable[problem.file] = mayQuote(problem.file, manifests: manifests, fileSystem: fileSystem)
            }
            guard quotable[problem.file] == true else { continue }
            if lastLine?.file != problem.file || lastLine?.number != position.line {
                if files[problem.file] == nil {
                    files[problem.file] = QuotedFile((try? fileSystem.contents(of: problem.file)) ?? [])
                }
                lastLine = files[problem.file]?.line(position.line).map {
                    (problem.file, position.line, Array($0.unicodeScalars))
                }
            }
            guard let line = lastLine?.scalars else { continue }
            let (text, caretColumn) = window(of: line, at: max(0, position.column - 1))
            // The line is printed with each tab as four spaces (project files indent with tabs) and
            // its other control characters escaped; the caret moves past each one's width.
            let indent = text.prefix(caretColumn).reduce(into: "") { indent, scalar in
                let width =
                    scalar == "\t"
                    ? Self.tabWidth
                    : ControlCharacters.isEscaped(scalar) ? ControlCharacters.escape(scalar).utf8.count : 1
                indent += String(repeating: " ", count: width)
            }
            var quoted = String.UnicodeScalarView()
            for scalar in text {
                if scalar == "\t" {
                    quoted.append(contentsOf: repeatElement(" ", count: Self.tabWidth))
                } else {
                    quoted.append(scalar)
                }
            }
            output.printError(String(quoted))
            output.printError("\(indent)^")
        }
    }

    /// How many spaces a tab in a quoted line is written as.
    static let tabWidth = 4

    /// The folders whose files are the system's rather than the project's: what they hold (the
    /// environment, memory, devices) is never quoted, whatever reads it.
    static let systemFolders = ["/proc", "/sys", "/dev"]

    /// Whether an error may quote lines of `file`: a file read as a manifest (one of `manifests`)
    /// whose real path lies in none of the ``systemFolders``.
    static func mayQuote(_ file: String, manifests: Set<String>, fileSystem: any FileSystem) -> Bool {
        guard manifests.contains(file), let real = fileSystem.realPath(of: file) else { return false }
        return !systemFolders.contains { real == $0 || real.hasPrefix($0 + "/") }
    }

    /// At most ``quotedWidth`` scalars of `line` around `column` (0-based), with `…` where the line
    /// goes on, and the column of the caret within them.
    static func window(of scalars: [Unicode.Scalar], at column: Int) -> (text: [Unicode.Scalar], caret: Int) {
        guard scalars.count > quotedWidth else { return (scalars, min(column, scalars.count)) }
        let caret = min(column, scalars.count)
        let end = min(scalars.count, max(caret, quotedWidth / 2) + quotedWidth / 2)
        let start = max(0, end - quotedWidth)
        var text = Array(scalars[start..<end])
        var offset = caret - start
        if start > 0 {
            text.insert("…", at: 0)
            offset += 1
        }
        if end < scalars.count { text.append("…") }
        return (text, offset)
    }

    /// A manifest's bytes and where each of its lines starts, found once.
    struct QuotedFile {
        let bytes: [UInt8]
        let lineStarts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            lineStarts = starts
        }

        /// Line `number` (1-based) without its line end; nil past the last line.
        func line(_ number: Int) -> String? {
            guard number >= 1 && number <= lineStarts.count else { return nil }
            let start = lineStarts[number - 1]
            var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }
}
