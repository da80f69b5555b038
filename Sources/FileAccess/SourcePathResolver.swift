/// Finds what a target's source path names on disk, as a case-insensitive file system would.
///
/// A project written on macOS, whose default file system ignores case, may name `PipView.swift` for
/// a file called `PiPView.swift`, and Xcode finds it. On a case-sensitive file system (Linux CI)
/// the resolver finds it too: it walks the path a component at a time and, where a component is not
/// there as written, takes the one entry of its folder with the same name but for case.
///
/// A project names thousands of files in a few hundred folders, so a path is looked up in its
/// folder's listing: each folder is resolved (and checked against the project root) once and listed
/// once, and a path whose listing entry is a plain file or folder costs no system call. Only symbolic
/// links, `.git` and folders that cannot be listed take the walk that asks the file system about
/// every component.
package struct SourcePathResolver {
    /// What a source path resolves to.
    package enum Resolution: Equatable {
        /// It exists: as written, or at this path, which differs in letter case.
        case found(String)
        /// Nothing is there, in any case.
        case missing
        /// It, or the real path it resolves to, leads outside the project root.
        case leavesProject
    }

    package let fileSystem: any FileSystem
    /// Each listed folder's entries; nil for a folder that cannot be listed.
    private var listings: [String: FolderListing?] = [:]
    /// What each folder that paths were resolved in resolved to.
    private var folders: [String: Resolution] = [:]

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// How many folders were listed (or failed to list) so far.
    var listedFolderCount: Int { listings.count }

    /// What `path` (normalized, as ``Path/join(_:_:)`` gives it) names.
    /// - Complexity: no system call for a plain file or folder in a folder met before. The first
    ///   path in a folder resolves the folder as ``resolveByWalking(_:)`` does and lists it once.
    package mutating func resolve(_ path: String) -> Resolution {
        let folder = Path.directory(of: path)
        let name = Path.lastComponent(of: path)
        guard folder != path, !name.isEmpty, name != ".", name != "..", name != ".git" else {
            return resolveByWalking(path)
        }
        let resolvedFolder: Resolution
        if let known = folders[folder] {
            resolvedFolder = known
        } else {
            resolvedFolder = resolveByWalking(folder)
            folders[folder] = resolvedFolder
        }
        switch resolvedFolder {
        case .missing: return .missing
        case .leavesProject: return .leavesProject
        case .found(let realFolder):
            guard let entries = listing(of: realFolder) else {
                return resolveByWalking(Path.join(realFolder, name))
            }
            // A plain entry lies where its folder does, inside the root; a link may lead anywhere.
            if let kind = entries.kind(of: name) {
                return kind == .file || kind == .directory
                    ? .found(Path.join(realFolder, name)) : resolveByWalking(path)
            }
            let matches = entries.names(matching: name)
            guard !matches.isEmpty else { return .missing }
            guard matches.count == 1, let kind = entries.kind(of: matches[0]), kind == .file || kind == .directory
            else {
                return resolveByWalking(path)
            }
            return .found(Path.join(realFolder, matches[0]))
        }
    }

    /// What `path` names, asking the file system about it and, where it is missing, each folder
    /// above it.
    /// - Complexity: one `stat` when the path exists as written; else one for each missing folder
    ///   above it and each component below its deepest existing folder, and one listing of each
    ///   folder on the way that was not listed before.
    private mutating func resolveByWalking(_ path: String) -> Resolution {
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
            guard let matches = listing(of: current)?.names(matching: component), matches.count == 1 else {
                return .missing
            }
            current = Path.join(current, matches[0])
        }
        // A match may be a link that leads out.
        if fileSystem.refuses(current) { return .leavesProject }
        return fileSystem.kind(of: current) == nil ? .missing : .found(current)
    }

    /// The entries of `folder`, listed once.
    private mutating func listing(of folder: String) -> FolderListing? {
        if let known = listings[folder] { return known }
        let listing = (try? fileSystem.entries(of: folder)).map(FolderListing.init)
        listings[folder] = listing
        return listing
    }
}
