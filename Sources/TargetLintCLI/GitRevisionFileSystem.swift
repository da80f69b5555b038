import FileAccess
import ProjectModel

/// The files of one commit of the git repository around a folder, as a file system: its tree as
/// `git ls-tree` lists it, each file's bytes through ``GitObjectReader``. Nothing is checked out or
/// written; paths are the work tree's (absolute, or relative to ``workingDirectory``), so that a
/// manifest, its findings and its project root read at the commit are named as they are now.
///
/// Only the tree's files are there: what lies outside the repository's top folder is not, and
/// symbolic links are followed inside the tree only. `.git` at the top is a folder with nothing
/// readable in it, so that the project root is found as it is in the work tree.
struct GitRevisionFileSystem: FileSystem {
    /// One file or link of the tree.
    struct Blob: Sendable {
        /// Whether it is a symbolic link, whose bytes are its target.
        var isLink: Bool
        var id: String
        var size: Int
    }

    /// The work tree's top folder, as a real path.
    let top: String
    /// The commit, as its full object name.
    let commit: String
    /// The folder relative paths start from, as a real path.
    let workingDirectory: String
    /// Every file and link by its path from the top.
    private let blobs: [String: Blob]
    /// Each folder's entries, by its path from the top ("" for the top).
    private let folders: [String: [DirectoryEntry]]
    private let reader: GitObjectReader
    /// The largest file read, as the local file system allows.
    let maximumFileSize = LocalFileSystem().maximumFileSize

    /// The commit `revision` names in the repository around `folder` (a real path).
    /// - Throws: a problem that says why it cannot be read: no `git`, no repository, no such commit.
    init(revision: String, folder: String, environment: [String: String]) throws(InputError) {
        func run(_ arguments: [String]) throws(InputError) -> [UInt8] {
            let process = ChildProcess(
                arguments: ["git", "-C", folder] + arguments, environment: environment, timeout: .seconds(120),
                maximumOutput: 1 << 30)
            let outcome: ChildProcess.Outcome
            do {
                outcome = try process.run()
            } catch {
                throw InputError([InputProblem("cannot read the revision '\(revision)': \(error.reason)", file: folder)]
                )
            }
            guard outcome.status == 0 else {
                let said = String(decoding: outcome.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
                throw InputError([
                    InputProblem(
                        "cannot read the revision '\(revision)': git says \(said ?? "exit \(outcome.status)")",
                        file: folder)
                ])
            }
            return outcome.output
        }
        guard !revision.hasPrefix("-") else {
            throw InputError([InputProblem("'\(revision)' is not a revision: it starts with '-'", file: folder)])
        }
        let topLine = String(decoding: try run(["rev-parse", "--show-toplevel"]), as: UTF8.self)
        let top = LocalFileSystem().realPath(of: topLine.split(separator: "\n").first.map(String.init) ?? "") ?? folder
        let commitLine: String
        do throws(InputError) {
            commitLine = String(
                decoding: try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]), as: UTF8.self)
        } catch {
            throw InputError([
                InputProblem("'\(revision)' names no commit of the repository at \(top)", file: folder)
            ])
        }
        commit = commitLine.split(separator: "\n").first.map(String.init) ?? ""
        self.top = top
        self.workingDirectory = folder
        (blobs, folders) = Self.tree(try run(["ls-tree", "-r", "-z", "-l", "--full-tree", commit]))
        do throws(ChildProcess.Failure) {
            reader = try GitObjectReader(repository: top, environment: environment)
        } catch {
            throw InputError([InputProblem("cannot read the revision '\(revision)': \(error.reason)", file: folder)])
        }
    }

    /// The blobs and folders `git ls-tree -r -z -l` lists: `<mode> <type> <id> <size>\t<path>\0`.
    private static func tree(_ listing: [UInt8]) -> ([String: Blob], [String: [DirectoryEntry]]) {
        var blobs: [String: Blob] = [:]
        var children: [String: [String: DirectoryEntry.Kind]] = ["": [:]]
        for record in listing.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 4 else { continue }
            let mode = String(decoding: fields[0], as: UTF8.self)
            let kind: DirectoryEntry.Kind
            switch mode {
            case "100644", "100755":
                kind = .file
            case "120000":
                kind = .symbolicLink
            default:
                // A submodule's commit: another repository, not read.
                kind = .other
            }
            if kind != .other, let size = Int(String(decoding: fields[3], as: UTF8.self)) {
                blobs[path] = Blob(
                    isLink: kind == .symbolicLink, id: String(decoding: fields[2], as: UTF8.self), size: size)
            }
            // The path's folders, each an entry of the one above it.
            var child = path
            var childKind = kind
            while true {
                let parent = Path.directory(of: child) == "." ? "" : Path.directory(of: child)
                let existed = children[parent] != nil
                children[parent, default: [:]][Path.lastComponent(of: child)] = childKind
                if existed || parent.isEmpty { break }
                child = parent
                childKind = .directory
            }
        }
        let folders = children.mapValues { entries in
            entries.map { DirectoryEntry(name: $0.key, kind: $0.value) }
                .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        }
        return (blobs, folders)
    }

    // MARK: Paths

    /// The path from the top of what `path` names, links not followed; nil outside the tree.
    private func treePath(_ path: String) -> String? {
        let absolute = Path.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        if absolute == top { return "" }
        guard absolute.hasPrefix(top == "/" ? "/" : top + "/") else { return nil }
        return String(absolute.dropFirst(top == "/" ? 1 : top.count + 1))
    }

    /// Where a path leads once every symbolic link on the way is followed.
    private enum Resolution {
        /// To this path from the top, which the tree holds.
        case inside(String)
        /// Out of the tree, to this absolute path, which is not read.
        case outside(String)
    }

    /// `path` with every symbolic link on the way followed, inside the tree; nil when nothing is
    /// there or a link loops.
    private func resolve(_ path: String) -> Resolution? {
        let absolute = Path.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        guard var remaining = treePath(absolute)?.split(separator: "/").map(String.init) else {
            return .outside(absolute)
        }
        var current = ""
        var hops = 0
        while !remaining.isEmpty {
            let name = remaining.removeFirst()
            let next = current.isEmpty ? name : current + "/" + name
            if let blob = blobs[next], blob.isLink {
                hops += 1
                guard hops <= 40, blob.size <= 4096, let target = try? reader.blob(blob.id, size: blob.size) else {
                    return nil
                }
                let text = String(decoding: target, as: UTF8.self)
                let base = text.hasPrefix("/") ? text : (current.isEmpty ? top : top + "/" + current) + "/" + text
                let rest = remaining.isEmpty ? "" : "/" + remaining.joined(separator: "/")
                guard let inside = treePath(base) else { return .outside(Path.normalize(base) + rest) }
                remaining = inside.split(separator: "/").map(String.init) + remaining
                current = ""
                continue
            }
            guard blobs[next] != nil || folders[next] != nil else { return nil }
            current = next
        }
        return .inside(current)
    }

    /// The path from the top that `path` leads to inside the tree; nil when it leads nowhere or out.
    private func resolved(_ path: String) -> String? {
        guard case .inside(let resolved) = resolve(path) else { return nil }
        return resolved
    }

    // MARK: FileSystem

    func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        // Links resolved once, for the file and for what to say when there is none.
        let resolution = resolve(path)
        guard case .inside(let resolved) = resolution, let blob = blobs[resolved] else {
            switch resolution {
            case .outside:
                throw FileSystemError(
                    path: path, reason: "it leaves the repository, whose files alone are read at \(commit.prefix(12))",
                    leavesProject: true)
            case .inside(let resolved) where folders[resolved] != nil:
                throw FileSystemError(path: path, reason: "it is a folder, not a file")
            default:
                throw FileSystemError(path: path, reason: "no such file at \(commit.prefix(12))")
            }
        }
        guard blob.size <= maximumFileSize else {
            throw FileSystemError(
                path: path, reason: "it is larger than \(maximumFileSize >> 20) MiB, the most targetlint reads")
        }
        do {
            return try reader.blob(blob.id, size: blob.size)
        } catch {
            throw FileSystemError(path: path, reason: error.reason)
        }
    }

    func kind(of path: String) -> FileKind? {
        if treePath(path) == ".git" { return .directory }
        guard let resolved = resolved(path) else { return nil }
        if blobs[resolved] != nil { return .file }
        return folders[resolved] != nil ? .directory : nil
    }

    func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let resolved = resolved(path), let entries = folders[resolved] else {
            throw FileSystemError(path: path, reason: "no such folder at \(commit.prefix(12))")
        }
        return entries
    }

    /// The real path inside the tree, or, for a path that leads out of it, where it leads, so
    /// that a confined reader refuses it as leaving the project.
    func realPath(of path: String) -> String? {
        if treePath(path) == ".git" { return top == "/" ? "/.git" : top + "/.git" }
        switch resolve(path) {
        case .inside(let resolved): return resolved.isEmpty ? top : (top == "/" ? "/" : top + "/") + resolved
        case .outside(let absolute): return absolute
        case nil: return nil
        }
    }

    func size(of path: String) -> Int? {
        resolved(path).flatMap { blobs[$0]?.size }
    }
}
