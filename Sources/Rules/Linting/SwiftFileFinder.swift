import FileAccess

/// Finds the Swift files that targets' source paths name: folders walked once each, links followed
/// only inside the project root, and no more than a bounded number of entries read.
public struct SwiftFileFinder: Sendable {
    /// The most folder entries a finder reads by default, across all its calls: a guard against
    /// source paths that name a whole disk.
    public static let defaultMaximumEntries = 200_000

    /// The most folder entries this finder reads.
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
    /// The real folders read so far below which an Objective-C, C or C++ source lies.
    private var foldersWithOtherLanguages: Set<String> = []
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

    /// Creates a finder. A ``ConfinedFileSystem`` keeps it inside its root: links that lead out
    /// are skipped.
    public init(fileSystem: any FileSystem, maximumEntries: Int = defaultMaximumEntries) {
        self.fileSystem = fileSystem
        self.maximumEntries = maximumEntries
        let confined = fileSystem as? ConfinedFileSystem
        root = confined?.root
        base = confined?.base ?? fileSystem
    }

    /// The `.swift` files in `paths`, each real file once, sorted within each folder, and whether
    /// the paths also hold sources of another language the compiler builds into the same module
    /// (Objective-C, C, C++), whose imports targetlint does not read.
    public mutating func sourceFiles(in paths: [String]) -> (swift: [String], otherLanguages: Bool) {
        var seen: Set<String> = []
        var files: [String] = []
        var otherLanguages = false
        for path in paths {
            guard let (real, kind) = realPathAndKind(of: path), root?.contains(realPath: real) ?? true else { continue }
            let found: [(real: String, shown: String)]
            switch kind {
            case .file:
                found = real.hasSuffix(".swift") || path.hasSuffix(".swift") ? [(real, path)] : []
                if found.isEmpty && Self.isOtherLanguageSource(path) { otherLanguages = true }
            case .directory:
                found = swiftFiles(inFolder: path, real: real)
                if foldersWithOtherLanguages.contains(real) { otherLanguages = true }
            }
            for file in found where seen.insert(file.real).inserted { files.append(file.shown) }
        }
        return (files, otherLanguages)
    }

    /// The file system files are read from once found; `Sendable`, for reading them on several threads.
    public var readingFileSystem: any FileSystem { base }

    /// Whether a file is an Objective-C, C or C++ source the compiler builds beside Swift.
    private static func isOtherLanguageSource(_ name: String) -> Bool {
        otherLanguageSuffixes.contains { name.hasSuffix($0) }
    }

    private static let otherLanguageSuffixes = [".m", ".mm", ".c", ".cc", ".cpp", ".cxx"]

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
                // A listed name holds no `/` and is never `.` or `..`: joined as it is, with
                // nothing to normalize.
                let entryPath = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
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
                case .file where Self.isOtherLanguageSource(entry.name): foldersWithOtherLanguages.insert(real)
                case .directory: folders.append((entryPath, entryReal))
                default: break
                }
            }
            pending += folders.reversed()
        }
        filesBelow[real] = files
        return files
    }
}
