import FileAccess

/// The local packages in an Xcode 16 synchronized folder (`PBXFileSystemSynchronizedRootGroup`):
/// Xcode shows a folder of it that holds a `Package.swift` as a package, and builds its products for
/// the targets that name them, so the folder itself when it is a package, else each package folder
/// below it, not looking inside a package.
///
/// The search is breadth first, in name order, and bounded: ``maximumDepth`` levels below the
/// synchronized folder, at most ``maximumFolders`` folders listed, hidden folders and folders with
/// an extension (`Assets.xcassets`, `en.lproj`) passed over, symbolic links not followed.
enum XcodeSynchronizedPackages {
    /// How many levels below the synchronized folder a package may lie.
    static let maximumDepth = 4
    /// The most folders one synchronized folder has listed.
    static let maximumFolders = 500

    /// The package folders in the synchronized folder `root`, in breadth-first name order.
    static func folders(in root: String, fileSystem: any FileSystem) -> [String] {
        var packages: [String] = []
        var queue: [(path: String, depth: Int)] = [(root, 0)]
        var next = 0
        while next < queue.count && next < maximumFolders {
            let (folder, depth) = queue[next]
            next += 1
            guard let entries = try? fileSystem.entries(of: folder) else { continue }
            if entries.contains(where: { $0.name == "Package.swift" && $0.kind == .file }) {
                packages.append(folder)
                continue
            }
            guard depth < maximumDepth else { continue }
            for entry in entries.sorted(by: { $0.name < $1.name })
            where entry.kind == .directory && !entry.name.contains(".") {
                queue.append((Path.join(folder, entry.name), depth + 1))
            }
        }
        return packages
    }
}
