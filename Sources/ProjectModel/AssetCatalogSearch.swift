import FileAccess

/// Whether folders a target builds whole hold an asset catalog: an Xcode target's synchronized
/// folders, the folders a Tuist target's resource patterns start from.
///
/// The folders are searched breadth first for a folder named `*.xcassets`, listing at most
/// ``maximumFolders`` folders, hidden ones passed over and symbolic links not followed; a search
/// cut short by that bound answers nil, unknown, unless it found one.
public enum AssetCatalogSearch {
    /// The most folders the folders of one target have listed.
    public static let maximumFolders = 500

    /// Whether the folders `roots` hold an asset catalog; nil when the search was cut short.
    public static func found(in roots: [String], fileSystem: any FileSystem) -> Bool? {
        var queue = roots
        var next = 0
        while next < queue.count {
            guard next < maximumFolders else { return nil }
            let folder = queue[next]
            next += 1
            guard let entries = try? fileSystem.entries(of: folder) else { continue }
            for entry in entries where entry.kind == .directory && !entry.name.hasPrefix(".") {
                if entry.name.hasSuffix(".xcassets") { return true }
                queue.append(Path.join(folder, entry.name))
            }
        }
        return false
    }
}
