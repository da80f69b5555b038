import FileAccess
import ProjectModel

/// Finds the string literals in Swift sources, byte by byte: comments, raw strings, multi-line
/// strings and interpolations are understood well enough that a literal is never mistaken for code
/// or the other way round.
public struct SwiftSourceScanner: Sendable {
    /// One string literal: its text as written between the quotes, and where its opening quote is.
    public struct Literal: Sendable, Hashable {
        /// The text between the quotes, escapes and interpolations left as written.
        public var text: String
        /// The opening quote.
        public var location: SourceLocation
        /// Whether the literal holds an interpolation (`\(…)`, or `\#(…)` in a raw string), so that
        /// its value is only known at run time.
        public var isInterpolated: Bool
        /// The argument label written just before it, `suiteName` in `UserDefaults(suiteName: "…")`;
        /// nil when it is no labelled argument.
        public var label: String?

        /// Creates a literal.
        public init(text: String, location: SourceLocation, isInterpolated: Bool = false, label: String? = nil) {
            self.text = text
            self.location = location
            self.isInterpolated = isInterpolated
            self.label = label
        }
    }

    /// The most folder entries a scanner reads by default, across all its calls: a guard against
    /// source paths that name a whole disk.
    public static let defaultMaximumEntries = 200_000

    /// The most folder entries this scanner reads.
    public let maximumEntries: Int

    /// Where sources are read from.
    public let fileSystem: any FileSystem
    /// The root no file or folder may lead outside of, when `fileSystem` is confined to one.
    private let root: ProjectRoot?
    /// Where entries are read once their real path is known to be inside `root`.
    private let base: any FileSystem
    /// Real folders read so far, with the `.swift` files found below each (real path and path as
    /// reached), so a folder named by several targets is walked once.
    private var filesBelow: [String: [(real: String, shown: String)]] = [:]
    /// Listings of the folders single files were looked up in, by folder as written: a project
    /// names thousands of files in a few hundred folders. Nil for a folder that cannot be listed or
    /// lies outside the root.
    private var lookupListings: [String: FolderLookup] = [:]
    /// Entries read to look files up, kept apart from the walks' ``maximumEntries``: past that many
    /// too, files are asked of the file system one by one.
    private var lookupEntriesRead = 0
    private var entriesRead = 0
    /// The source path being read when ``maximumEntries`` was reached.
    public private(set) var limitReachedAt: String?

    /// Creates a scanner. A ``ConfinedFileSystem`` keeps it inside its root: links that lead out
    /// are skipped.
    public init(fileSystem: any FileSystem, maximumEntries: Int = defaultMaximumEntries) {
        self.fileSystem = fileSystem
        self.maximumEntries = maximumEntries
        let confined = fileSystem as? ConfinedFileSystem
        root = confined?.root
        base = confined?.base ?? fileSystem
    }

    /// The literals of every `.swift` file in `paths` (files, or folders read recursively, hidden
    /// entries skipped), in path order. A file reached twice (through a link, or two paths) is read
    /// once; unreadable files are skipped.
    public mutating func literals(in paths: [String]) -> [Literal] {
        swiftFiles(in: paths).flatMap { file in
            (try? base.contents(of: file)).map { Self.literals(in: $0, file: file) } ?? []
        }
    }

    /// The `.swift` files in `paths`, each real file once, sorted within each folder.
    mutating func swiftFiles(in paths: [String]) -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for path in paths {
            guard let (real, kind) = realPathAndKind(of: path), root?.contains(realPath: real) ?? true else { continue }
            let found: [(real: String, shown: String)]
            switch kind {
            case .file: found = real.hasSuffix(".swift") || path.hasSuffix(".swift") ? [(real, path)] : []
            case .directory: found = swiftFiles(inFolder: path, real: real)
            }
            for file in found where seen.insert(file.real).inserted { files.append(file.shown) }
        }
        return files
    }

    /// What looking a folder up found.
    private enum FolderLookup {
        /// It is there, at this real path, with these entries.
        case listed(real: String, FolderListing)
        /// Nothing is there, so nothing is below it.
        case missing
        /// It lies outside the root, cannot be listed, or would pass ``maximumEntries``.
        case unknown
    }

    /// The real path of what `path` names and what it is: from its folder's listing when the entry
    /// is a plain file or folder, with no system call; else from the file system. Nil when nothing
    /// is there.
    private mutating func realPathAndKind(of path: String) -> (real: String, kind: FileKind)? {
        let name = Path.lastComponent(of: path)
        let folder = Path.directory(of: path)
        if folder != path, !name.isEmpty, name != "..", name != "." {
            switch lookup(folder) {
            case .missing: return nil
            case .unknown: break
            case .listed(let folderReal, let listing):
                let real = folderReal == "/" ? "/" + name : folderReal + "/" + name
                switch listing.kind(of: name) {
                case .file: return (real, .file)
                case .directory: return (real, .directory)
                // A file system that ignores case finds the name in another case; ask it.
                case nil where listing.names(matching: name).isEmpty: return nil
                default: break
                }
            }
        }
        guard let real = base.realPath(of: path), let kind = base.kind(of: path) else { return nil }
        return (real, kind)
    }

    /// What is at `folder`, with its listing, looked up once.
    private mutating func lookup(_ folder: String) -> FolderLookup {
        if let known = lookupListings[folder] { return known }
        var found = FolderLookup.unknown
        if let real = base.realPath(of: folder) {
            if root?.contains(realPath: real) ?? true, let entries = try? base.entries(of: folder),
                lookupEntriesRead + entries.count <= maximumEntries
            {
                lookupEntriesRead += entries.count
                found = .listed(real: real, FolderListing(entries))
            }
        } else if base.kind(of: folder) == nil {
            found = .missing
        }
        lookupListings[folder] = found
        return found
    }

    /// The `.swift` files below one folder: each real folder is listed once (so link loops end),
    /// links are followed only inside the root, and at most ``maximumEntries`` entries are read.
    private mutating func swiftFiles(inFolder path: String, real: String) -> [(real: String, shown: String)] {
        if let cached = filesBelow[real] { return cached }
        var files: [(real: String, shown: String)] = []
        var listed: Set<String> = []
        var pending: [(shown: String, real: String)] = [(path, real)]
        while let (folder, folderReal) = pending.popLast() {
            guard listed.insert(folderReal).inserted else { continue }
            let entries = (try? base.entries(of: folder)) ?? []
            var folders: [(shown: String, real: String)] = []
            for entry in entries where !entry.name.hasPrefix(".") {
                entriesRead += 1
                guard entriesRead <= maximumEntries else {
                    limitReachedAt = limitReachedAt ?? path
                    return files
                }
                let entryPath = Path.join(folder, entry.name)
                var kind = entry.kind
                var entryReal = folderReal == "/" ? "/" + entry.name : folderReal + "/" + entry.name
                if kind == .other { continue }
                if kind == .symbolicLink {
                    guard let resolved = base.realPath(of: entryPath), root?.contains(realPath: resolved) ?? true
                    else { continue }
                    entryReal = resolved
                    switch base.kind(of: entryPath) {
                    case .file: kind = .file
                    case .directory: kind = .directory
                    case nil: continue
                    }
                }
                switch kind {
                case .file where entry.name.hasSuffix(".swift"): files.append((entryReal, entryPath))
                case .directory: folders.append((entryPath, entryReal))
                default: break
                }
            }
            pending += folders.reversed()
        }
        filesBelow[real] = files
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
                let label = cursor.labelBefore()
                let (text, isInterpolated) = cursor.readString()
                literals.append(
                    Literal(
                        text: text, location: SourceLocation(file: file, line: line, column: column),
                        isInterpolated: isInterpolated, label: label))
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

    /// The argument label before the cursor: an identifier, then `:`, then blanks on the same line.
    /// - Complexity: O(the label's length and the blanks before the cursor).
    func labelBefore() -> String? {
        var end = index
        while end > lineStart, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > lineStart, bytes[end - 1] == UInt8(ascii: ":") else { return nil }
        end -= 1
        var start = end
        while start > lineStart, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// ASCII letters, digits and `_`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
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

    /// Reads a string literal (raw, multi-line or plain) at the cursor and returns its text and
    /// whether it holds an interpolation.
    mutating func readString() -> (text: String, isInterpolated: Bool) {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        let start = index
        var isInterpolated = false
        while let byte = peek() {
            // An escape is a backslash followed by as many `#` as opened the string: `\n`, `\#(x)`.
            if byte == UInt8(ascii: "\\") && isEscape(hashes: hashes) {
                for _ in 0...hashes { advance() }
                if peek() == UInt8(ascii: "(") {
                    isInterpolated = true
                    skipInterpolation()
                    continue
                }
                if peek() != nil { advance() }
                continue
            }
            if byte == UInt8(ascii: "\n") && !multiline { break }
            if byte == UInt8(ascii: "\"") && closes(quotes: quotes, hashes: hashes) {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                for _ in 0..<(quotes + hashes) { advance() }
                return (text, isInterpolated)
            }
            advance()
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), isInterpolated)
    }

    /// Whether the backslash at the cursor is followed by `hashes` `#`, which makes it an escape in
    /// a string opened with that many.
    private func isEscape(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
        return true
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
