import ManifestParser

/// Finds the string literals in Swift sources, byte by byte: comments, raw strings, multi-line
/// strings and interpolations are understood well enough that a literal is never mistaken for code
/// or the other way round.
public struct SwiftSourceScanner: Sendable {
    /// One string literal: its text as written between the quotes, and where its opening quote is.
    public struct Literal: Sendable, Hashable {
        /// The text between the quotes, escapes left as written.
        public var text: String
        /// The opening quote.
        public var location: SourceLocation
    }

    /// Folders nested deeper than this below a source path are not read (a guard against link loops).
    static let maximumFolderDepth = 64

    /// Where sources are read from.
    public let fileSystem: any FileSystem

    /// Creates a scanner.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The literals of every `.swift` file in `paths` (files, or folders read recursively, hidden
    /// entries skipped), in path order. Unreadable files are skipped.
    public func literals(in paths: [String]) -> [Literal] {
        swiftFiles(in: paths).flatMap { file in
            (try? fileSystem.contents(of: file)).map { Self.literals(in: $0, file: file) } ?? []
        }
    }

    /// The `.swift` files in `paths`, sorted within each folder.
    func swiftFiles(in paths: [String]) -> [String] {
        var files: [String] = []
        var pending: [(path: String, depth: Int)] = paths.reversed().map { ($0, 0) }
        while let (path, depth) = pending.popLast() {
            switch fileSystem.kind(of: path) {
            case .file:
                if path.hasSuffix(".swift") { files.append(path) }
            case .directory where depth < Self.maximumFolderDepth:
                let entries = (try? fileSystem.entries(of: path)) ?? []
                pending += entries.reversed().filter { !$0.hasPrefix(".") }.map { (Path.join(path, $0), depth + 1) }
            default:
                break
            }
        }
        return files
    }

    /// The string literals in one Swift file's bytes.
    /// - Complexity: O(n).
    public static func literals(in bytes: [UInt8], file: String) -> [Literal] {
        var cursor = SwiftCursor(bytes: bytes)
        var literals: [Literal] = []
        while let byte = cursor.peek() {
            if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "/") {
                cursor.skipLine()
            } else if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "*") {
                cursor.skipBlockComment()
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && cursor.isRawStringStart()) {
                let (line, column) = cursor.position()
                let text = cursor.readString()
                literals.append(Literal(text: text, location: SourceLocation(file: file, line: line, column: column)))
            } else {
                cursor.advance()
            }
        }
        return literals
    }
}

/// A position in Swift source bytes that tracks lines as it moves.
private struct SwiftCursor {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    func position() -> (line: Int, column: Int) {
        var column = 1
        for byte in bytes[lineStart..<index] where byte & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    mutating func skipLine() {
        while let byte = peek(), byte != UInt8(ascii: "\n") { advance() }
    }

    /// Skips a `/* */` comment; Swift's nest.
    mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
            } else if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    /// `#"`, `##"`, ... at the cursor.
    func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// Reads a string literal (raw, multi-line or plain) at the cursor and returns its text.
    mutating func readString() -> String {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        let start = index
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") && hashes == 0 {
                if peek(1) == UInt8(ascii: "(") {
                    advance()
                    skipInterpolation()
                    continue
                }
                advance()
                if peek() != nil { advance() }
                continue
            }
            if byte == UInt8(ascii: "\n") && !multiline { break }
            if byte == UInt8(ascii: "\"") && closes(quotes: quotes, hashes: hashes) {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                for _ in 0..<(quotes + hashes) { advance() }
                return text
            }
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in quotes..<(quotes + hashes) where peek(offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `(...)` of an interpolation, nested parentheses included.
    private mutating func skipInterpolation() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            }
            if byte == UInt8(ascii: "\n") { return }
            advance()
        }
    }
}
