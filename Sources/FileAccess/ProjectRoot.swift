/// The folder a project's files must stay in: nothing outside it is read.
///
/// By default it is the nearest folder holding `.git` at or above the manifest's folder, or, outside
/// a repository, the manifest's own folder. `--root DIR` names one on purpose.
public struct ProjectRoot: Sendable, Hashable {
    /// The root's real path: absolute, symbolic links resolved.
    public let path: String

    /// A root at a real path.
    public init(realPath: String) {
        path = realPath
    }

    /// The root of the project the manifest at `manifestPath` belongs to; nil when the manifest's
    /// folder does not exist. The repository is looked for along the path as written, so a link in
    /// it that leads elsewhere (`ci -> /tmp/other`) cannot make the other folder the root.
    public static func enclosing(manifest manifestPath: String, in fileSystem: any FileSystem) -> ProjectRoot? {
        let folder = Path.directory(of: manifestPath)
        guard let realFolder = fileSystem.realPath(of: folder) else { return nil }
        var candidate = folder
        for _ in 0..<4096 {
            if fileSystem.kind(of: Path.join(candidate, ".git")) != nil,
                let real = fileSystem.realPath(of: candidate)
            {
                return ProjectRoot(realPath: real)
            }
            guard let real = fileSystem.realPath(of: candidate), real != "/" else { break }
            candidate = candidate == "/" ? "/" : Path.join(candidate, "..")
        }
        return ProjectRoot(realPath: realFolder)
    }

    /// The root named by `folder` (`--root`); nil when it is not a folder.
    public static func named(_ folder: String, in fileSystem: any FileSystem) -> ProjectRoot? {
        guard fileSystem.kind(of: folder) == .directory, let real = fileSystem.realPath(of: folder) else { return nil }
        return ProjectRoot(realPath: real)
    }

    /// Whether a real path is the root or lies below it.
    public func contains(realPath: String) -> Bool {
        if path == "/" { return realPath.hasPrefix("/") }
        guard realPath.hasPrefix(path) else { return false }
        let rest = realPath.utf8.dropFirst(path.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// Whether a real path lies in the root's `.git` folder.
    private func isRepositoryData(_ realPath: String) -> Bool {
        let git = path == "/" ? "/.git" : path + "/.git"
        return realPath == git || realPath.hasPrefix(git + "/")
    }

    /// Whether `path` leads outside the root, once every symbolic link in it is followed. A path
    /// that does not exist is judged by its deepest existing folder and the rest of it written out,
    /// so `missing/../../x` cannot slip past.
    /// The repository's own `.git` folder is outside too: it can hold credentials (a CI checkout
    /// keeps its token in `.git/config`), and nothing a manifest names lives there. Something that
    /// is there but whose real path cannot be told, such as a link to a deleted file's descriptor,
    /// is outside as well.
    public func excludes(_ path: String, in fileSystem: any FileSystem) -> Bool {
        if let real = fileSystem.realPath(of: path) { return !contains(realPath: real) || isRepositoryData(real) }
        if fileSystem.kind(of: path) != nil { return true }
        var existing = path
        var rest: [String] = []
        for _ in 0..<4096 {
            let parent = Path.directory(of: existing)
            rest.append(Path.lastComponent(of: existing))
            if let real = fileSystem.realPath(of: parent) {
                let written = rest.reversed().joined(separator: "/")
                return !contains(realPath: Path.normalize(real + "/" + written))
            }
            guard parent != existing, parent != ".", parent != "/" else { break }
            existing = parent
        }
        // Nothing on the way exists: judge the path as written, from the working folder.
        return path.hasPrefix("/") || Path.normalize(path).hasPrefix("..")
    }
}
