/// Finds what a target's source path names on disk, as a case-insensitive file system would.
///
/// A project written on macOS, whose default file system ignores case, may name `PipView.swift` for
/// a file called `PiPView.swift`, and Xcode finds it. On a case-sensitive file system (Linux CI)
/// the resolver finds it too: it walks the path a component at a time and, where a component is not
/// there as written, takes the one entry of its folder with the same name but for case. Each folder
/// is listed at most once per resolver, however many paths pass through it, and only when a path
/// through it is missing, so a load costs one listing per such folder.
struct SourcePathResolver {
    /// What a source path resolves to.
    enum Resolution: Equatable {
        /// It exists: as written, or at this path, which differs in letter case.
        case found(String)
        /// Nothing is there, in any case.
        case missing
        /// It, or the real path it resolves to, leads outside the project root.
        case leavesProject
    }

    let fileSystem: any FileSystem
    /// Each listed folder's entries, by their names folded to lowercase; nil for a folder that
    /// cannot be listed.
    private var listings: [String: [String: [String]]?] = [:]

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// How many folders were listed (or failed to list) so far.
    var listedFolderCount: Int { listings.count }

    /// What `path` (normalized, as ``Path/join(_:_:)`` gives it) names.
    /// - Complexity: one `stat` when the path exists as written; else one for each missing folder
    ///   above it and each component below its deepest existing folder, and one listing of each
    ///   folder on the way that was not listed before.
    mutating func resolve(_ path: String) -> Resolution {
        // A confined file system says nothing is at a path outside its root.
        if fileSystem.kind(of: path) != nil { return .found(path) }
        if fileSystem.refuses(path) { return .leavesProject }
        // Only what lies below the deepest folder that exists as written is looked up: the folders
        // above it may be outside the project root, where nothing can be listed.
        var current = path
        var missing: [String] = []
        repeat {
            missing.append(Path.lastComponent(of: current))
            current = Path.directory(of: current)
        } while current != "." && current != "/" && Path.lastComponent(of: current) != ".."
            && fileSystem.kind(of: current) == nil
        for component in missing.reversed() {
            let written = Path.join(current, component)
            if component == ".." || fileSystem.kind(of: written) != nil {
                current = written
                continue
            }
            // Two entries that differ only in case (possible on Linux) leave the name ambiguous.
            guard let matches = listing(of: current)?[component.lowercased()], matches.count == 1 else {
                return .missing
            }
            current = Path.join(current, matches[0])
        }
        // A match may be a link that leads out.
        if fileSystem.refuses(current) { return .leavesProject }
        return fileSystem.kind(of: current) == nil ? .missing : .found(current)
    }

    /// The entries of `folder` by folded name, listed once.
    private mutating func listing(of folder: String) -> [String: [String]]? {
        if let known = listings[folder] { return known }
        var byName: [String: [String]]?
        if let entries = try? fileSystem.entries(of: folder) {
            var names: [String: [String]] = [:]
            for entry in entries { names[entry.name.lowercased(), default: []].append(entry.name) }
            byName = names
        }
        listings[folder] = byName
        return byName
    }
}
