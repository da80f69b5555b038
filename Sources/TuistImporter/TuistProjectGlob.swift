import FileAccess
import ProjectModel

/// The projects a workspace's `projects:` entry names: a folder, or a pattern of folders (`*` and
/// `?` within a name, `**` for any number of folders), each counted when it holds a
/// `Project.swift`, as Tuist counts them.
enum TuistProjectGlob {
    /// The most folders one pattern looks into.
    static let maximumFolders = 10_000

    /// The `Project.swift` files of the folders `pattern` matches, in path order.
    static func manifests(matching pattern: String, in fileSystem: any FileSystem) -> [String] {
        let manifestName = TuistManifestKind.project.fileName
        var components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if components.last == manifestName { components.removeLast() }
        guard components.contains(where: { $0.contains("*") || $0.contains("?") }) else {
            let manifest = Path.join(
                pattern.hasSuffix(manifestName) ? Path.directory(of: pattern) : pattern, manifestName)
            return fileSystem.kind(of: manifest) == .file ? [manifest] : []
        }
        // Folders paired with how many of the pattern's components they have matched.
        let start = pattern.hasPrefix("/") ? "/" : "."
        var queue: [(folder: String, matched: Int)] = [(start, 0)]
        var matches: [String] = []
        var index = 0
        while index < queue.count && queue.count <= maximumFolders {
            let (folder, matched) = queue[index]
            index += 1
            if matched == components.count {
                let manifest = Path.join(folder, manifestName)
                if fileSystem.kind(of: manifest) == .file && !matches.contains(manifest) { matches.append(manifest) }
                continue
            }
            let component = components[matched]
            if component == "**" {
                // `**` matches no folder, or one more and stays.
                queue.append((folder, matched + 1))
                for name in subfolders(of: folder, in: fileSystem) {
                    queue.append((Path.join(folder, name), matched))
                }
            } else if !component.contains("*") && !component.contains("?") {
                let next = Path.join(folder, component)
                if fileSystem.kind(of: next) == .directory { queue.append((next, matched + 1)) }
            } else {
                let glob = Glob(component)
                for name in subfolders(of: folder, in: fileSystem) where glob.matches(name) {
                    queue.append((Path.join(folder, name), matched + 1))
                }
            }
        }
        return matches.sorted()
    }

    /// The names of a folder's subfolders, hidden ones and bundles left out.
    private static func subfolders(of folder: String, in fileSystem: any FileSystem) -> [String] {
        guard let entries = try? fileSystem.entries(of: folder) else { return [] }
        return entries.filter {
            $0.kind == .directory && !$0.name.hasPrefix(".") && !$0.name.hasSuffix(".xcodeproj")
                && !$0.name.hasSuffix(".xcworkspace")
        }.map(\.name)
    }
}
