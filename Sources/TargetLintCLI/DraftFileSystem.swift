import FileAccess

/// A file system with one file replaced: another file's bytes in its place, or none, so that a
/// command reads a manifest before it is written, or finds a project as if a manifest were not there.
struct DraftFileSystem: FileSystem {
    let base: any FileSystem
    /// The file's real path.
    let path: String
    /// Its bytes; nil for no file there.
    let contents: [UInt8]?

    /// `base` with the file at `path` (which need not exist; its folder must) replaced.
    init(_ base: any FileSystem, replacing path: String, with contents: [UInt8]?) {
        self.base = base
        let folder = base.realPath(of: Path.directory(of: path)) ?? Path.directory(of: path)
        self.path = (folder == "/" ? "" : folder) + "/" + Path.lastComponent(of: path)
        self.contents = contents
    }

    /// Whether `path` names the replaced file.
    private func isDraft(_ path: String) -> Bool {
        let folder = base.realPath(of: Path.directory(of: path)) ?? Path.directory(of: path)
        return (folder == "/" ? "" : folder) + "/" + Path.lastComponent(of: path) == self.path
    }

    func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        guard isDraft(path) else { return try base.contents(of: path) }
        guard let contents else { throw FileSystemError(path: path, reason: "no such file or folder") }
        return contents
    }

    func kind(of path: String) -> FileKind? {
        guard isDraft(path) else { return base.kind(of: path) }
        return contents == nil ? nil : .file
    }

    func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry] {
        let entries = try base.entries(of: path)
        guard isDraft(Path.join(path, Path.lastComponent(of: self.path))) else { return entries }
        let name = Path.lastComponent(of: self.path)
        let others = entries.filter { $0.name != name }
        guard contents != nil else { return others }
        return (others + [DirectoryEntry(name: name, kind: .file)]).sorted { $0.name < $1.name }
    }

    func realPath(of path: String) -> String? {
        guard isDraft(path) else { return base.realPath(of: path) }
        return contents == nil ? nil : self.path
    }

    func size(of path: String) -> Int? {
        guard isDraft(path) else { return base.size(of: path) }
        return contents?.count
    }
}
