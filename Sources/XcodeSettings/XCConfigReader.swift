import FileAccess
import ProjectModel
import SourceText

/// Reads the build settings of an xcconfig file: `KEY = value` lines, `//` comments, and
/// `#include "path"` (or `#include? "path"`, which may be missing) resolved against the file's folder
/// and read in place. A file met again on its own include chain is skipped.
///
/// A file that is not text (not UTF-8, or holding NUL or another control character but tab, line
/// feed and carriage return) is not read: it is a problem at its first such byte. A file that is
/// there but cannot be read (a pipe, a device, one the user may not read) is a problem too, at the
/// include that names it, or, for the file itself, at the configuration that names it.
///
/// Paths find files as macOS's default file system does, without regard to letter case:
/// `Version.public.xcconfig` finds `Version.Public.xcconfig`. An include outside the project root
/// is not read: it is reported, unless it is optional, when it is only noted.
package struct XCConfigReader {
    /// One `KEY = value` line; the key may carry conditions, as in `KEY[sdk=iphoneos*]`.
    package struct Entry {
        package var key: String
        package var value: String
        package var location: SourceLocation
    }

    /// Includes nested deeper than this are not followed.
    package static let maximumIncludeDepth = 16

    package let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// What reading an xcconfig file and its includes gives.
    package struct Result {
        /// The entries, in the order they apply.
        package var entries: [Entry] = []
        /// The files read: the file itself, then its includes in the order read, each once.
        package var files: [String] = []
        /// The files that do not exist (the file itself first, when it does not).
        package var missing: [String] = []
        /// Includes that lead outside the project root, resolved, at their lines.
        package var outside: [Located<String>] = []
        /// Optional includes (`#include?`) that lead outside the project root, likewise.
        package var skipped: [Located<String>] = []
        /// The files that are not text, each at its first byte that is not, and read no further; the
        /// includes that name a file that is there but cannot be read, at their lines.
        package var problems: [InputProblem] = []
        /// Why the file itself, which is there, cannot be read; nil when it was read or is missing.
        package var unreadable: FileSystemError?
        /// How many lines were read, includes counted each time they are read.
        package var linesRead = 0

        /// Nothing read.
        package init() {}
    }

    /// The entries of `path` and its includes in the order they apply, the files that do not exist
    /// (`path` itself first, when it does not), and how many lines were read; nil when more than
    /// `maximumLines` would be, as a file included many times over can make them.
    package func read(_ original: String, maximumLines: Int = .max) -> Result? {
        var result = Result()
        var resolver = SourcePathResolver(fileSystem: fileSystem)
        let path: String
        let bytes: [UInt8]
        switch Self.contents(of: original, resolver: &resolver) {
        case .read(let found, let read): (path, bytes) = (found, read)
        case .missing:
            result.missing = [original]
            return result
        case .unreadable(let error):
            result.unreadable = error
            return result
        }
        result.files.append(path)
        guard let lines = Self.lines(of: path, bytes, problems: &result.problems) else { return result }
        var stack: [(file: String, lines: [Substring], next: Int)] = [(path, lines, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].lines.count else {
                stack.removeLast()
                continue
            }
            result.linesRead += 1
            guard result.linesRead <= maximumLines else { return nil }
            let file = stack[top].file
            let number = stack[top].next + 1
            var line = stack[top].lines[stack[top].next]
            stack[top].next += 1
            if let comment = Self.commentStart(in: line) { line = line[..<comment] }
            let trimmed = Self.trim(line)
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                guard let included = Self.quoted(trimmed) else { continue }
                let written = Path.join(Path.directory(of: file), included)
                guard stack.count < Self.maximumIncludeDepth else { continue }
                if fileSystem.refuses(written) {
                    let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
                    let include = Located(written, at: SourceLocation(file: file, line: number, column: column))
                    if optional { result.skipped.append(include) } else { result.outside.append(include) }
                    continue
                }
                let includePath: String
                let bytes: [UInt8]
                switch Self.contents(of: written, resolver: &resolver) {
                case .read(let found, let read): (includePath, bytes) = (found, read)
                case .missing:
                    if !optional { result.missing.append(written) }
                    continue
                case .unreadable(let error):
                    let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
                    result.problems.append(
                        InputProblem(
                            "xcconfig include '\(written)' cannot be read: \(error.reason)",
                            at: SourceLocation(file: file, line: number, column: column)))
                    continue
                }
                guard !stack.contains(where: { $0.file == includePath }) else { continue }
                let isNew = !result.files.contains(includePath)
                if isNew { result.files.append(includePath) }
                var problems: [InputProblem] = []
                guard let lines = Self.lines(of: includePath, bytes, problems: &problems) else {
                    if isNew { result.problems += problems }
                    continue
                }
                stack.append((includePath, lines, 0))
                continue
            }
            // The `=` of a condition (`KEY[sdk=iphoneos*]`) is part of the key.
            let keyEnd = trimmed.firstIndex(of: "]") ?? trimmed.startIndex
            guard let equals = trimmed[keyEnd...].firstIndex(of: "=") else { continue }
            let key = Self.trim(trimmed[..<equals])
            var value = Self.trim(trimmed[trimmed.index(after: equals)...])
            if value.hasSuffix(";") { value = Self.trim(value.dropLast()) }
            guard !key.isEmpty else { continue }
            let column =
                line.distance(from: line.startIndex, to: line.firstIndex { $0 != " " && $0 != "\t" } ?? line.startIndex)
                + 1
            result.entries.append(
                Entry(
                    key: String(key), value: String(value),
                    location: SourceLocation(file: file, line: number, column: column)))
        }
        return result
    }

    /// What reading a path gives.
    private enum Contents {
        /// The path found, as written or but for letter case, and its bytes.
        case read(String, [UInt8])
        /// Nothing inside the project root is there.
        case missing
        /// Something is there that cannot be read: a folder, a pipe, a device, a file the user may
        /// not read.
        case unreadable(FileSystemError)
    }

    /// The path `path` names, as written or but for letter case, and its contents.
    private static func contents(of path: String, resolver: inout SourcePathResolver) -> Contents {
        let fileSystem = resolver.fileSystem
        do {
            return .read(path, try fileSystem.contents(of: path))
        } catch {
            if fileSystem.kind(of: path) != nil { return .unreadable(error) }
        }
        guard case .found(let found) = resolver.resolve(path), found != path else { return .missing }
        do {
            return .read(found, try fileSystem.contents(of: found))
        } catch {
            return .unreadable(error)
        }
    }

    /// The lines of the xcconfig file `file`; nil, with a problem at its first byte that is not
    /// text, when it is not text.
    private static func lines(of file: String, _ bytes: [UInt8], problems: inout [InputProblem]) -> [Substring]? {
        do {
            try EncodingValidator.validate(bytes)
        } catch {
            problems.append(InputProblem(error.message, at: SourceLocation(file: file, position: error.position)))
            return nil
        }
        return String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// Where the line's `//` comment starts, if it has one.
    private static func commentStart(in line: Substring) -> Substring.Index? {
        let utf8 = line.utf8
        var previous = utf8.startIndex
        for index in utf8.indices.dropFirst() {
            if utf8[index] == UInt8(ascii: "/") && utf8[previous] == UInt8(ascii: "/") { return previous }
            previous = index
        }
        return nil
    }

    private static func trim(_ text: Substring) -> Substring {
        var text = text.drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    private static func quoted(_ text: Substring) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }
}
