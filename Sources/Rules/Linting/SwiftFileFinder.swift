import FileAccess
import ProjectModel
import SourceText

/// Finds the string literals in Swift sources with `SwiftTokenizer`, the Swift lexer the package
/// reader uses: comments, raw strings, multi-line strings and interpolations are understood well
/// enough that a literal is never mistaken for code or the other way round.
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

    /// The string literals in one Swift file's bytes, read with the Swift lexer the package reader
    /// uses; past what it does not follow (a conflict marker, a character out of place), it goes on
    /// from the next line.
    /// - Complexity: O(n).
    public static func literals(in bytes: [UInt8], file: String) -> [Literal] {
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = SwiftTokenizer(bytes: buffer)
            var literals: [Literal] = []
            while true {
                let found: SwiftToken?
                do throws(SyntaxError) {
                    found = try tokenizer.nextString()
                } catch {
                    tokenizer.skipLine()
                    continue
                }
                guard let token = found else { break }
                literals.append(
                    Literal(
                        text: text(of: token, in: buffer),
                        location: SourceLocation(file: file, position: token.position),
                        isInterpolated: token.isInterpolated, label: label(before: token.start, in: buffer)))
            }
            return literals
        }
    }

    /// A string token's text between its delimiters: its quotes, one or three, inside as many `#`
    /// as open it.
    private static func text(of token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var hashes = 0
        while bytes[token.start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let opening = token.start + hashes
        let quotes =
            opening + 2 < token.end && bytes[opening + 1] == UInt8(ascii: "\"")
                && bytes[opening + 2] == UInt8(ascii: "\"") ? 3 : 1
        let start = opening + quotes
        let end = max(start, token.end - quotes - hashes)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The argument label written just before `offset` on its line: an identifier, then `:`, then
    /// blanks.
    /// - Complexity: O(the label's length and the blanks before `offset`).
    private static func label(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > 0, bytes[end - 1] == UInt8(ascii: ":") else { return nil }
        end -= 1
        var start = end
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < end else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// ASCII letters, digits and `_`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
