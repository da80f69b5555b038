import FileAccess
import TuistImporter

extension ManifestLocator {
    /// How many folders below the one searched ``projects(below:)`` looks into.
    static let belowDepth = 3
    /// The most folders ``projects(below:)`` lists, so that a search from a large folder (a home
    /// folder, a monorepo) ends in time.
    static let belowFolderLimit = 2_000
    /// How many projects the error names; more are `and more`.
    static let belowListed = 3
    /// Folders never looked into for projects: hidden ones, and those holding built products or
    /// other people's projects (CocoaPods', Carthage's, npm's, SwiftPM's and Xcode's).
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build"]
    /// Folder suffixes of bundles, which hold no project of their own to name.
    static let bundleSuffixes = [
        ".xcodeproj", ".xcworkspace", ".xcassets", ".lproj", ".bundle", ".framework", ".xcframework", ".app",
        ".appex", ".playground", ".docc", ".swiftpm", ".xctemplate",
    ]

    /// What the folders below `folder` hold that a PATH could name, nearest first and by name within
    /// a level, up to ``belowDepth`` levels down: in each folder, its `targetlint.yml`, else its
    /// `project.yml` or `project.yaml`, else its `.xcworkspace`s, else its `.xcodeproj`s. Hidden
    /// folders, ``skippedFolders``, bundles and symbolic links are not looked into, and the search
    /// lists at most ``belowFolderLimit`` folders and stops at one more project than ``belowListed``.
    /// - Returns: the paths, joined to `folder` (without a leading `./`).
    func projects(below folder: String) -> [String] {
        var found: [String] = []
        // Breadth first, so that the nearest projects are found first.
        var queue: [(path: String, depth: Int)] = [(folder, 0)]
        var index = 0
        while index < queue.count {
            let (path, depth) = queue[index]
            index += 1
            guard let entries = try? fileSystem.entries(of: path) else { continue }
            if depth > 0 {
                found += projects(among: entries, in: path)
                if found.count > Self.belowListed { break }
            }
            guard depth < Self.belowDepth else { continue }
            for entry in entries where entry.kind == .directory && isSearched(entry.name) {
                guard queue.count < Self.belowFolderLimit else { break }
                queue.append((Path.join(path, entry.name), depth + 1))
            }
        }
        return found
    }

    /// Whether a folder of this name is looked into.
    private func isSearched(_ name: String) -> Bool {
        !name.hasPrefix(".") && !Self.skippedFolders.contains(name)
            && !Self.bundleSuffixes.contains { name.hasSuffix($0) }
    }

    /// What a folder holding `entries` holds that a PATH could name, in the order a search picks it.
    private func projects(among entries: [DirectoryEntry], in folder: String) -> [String] {
        for name in [Self.fileName] + Self.specNames + TuistImporter.manifestNames
        where entries.contains(where: { $0.name == name && $0.kind == .file }) {
            return [Path.join(folder, name)]
        }
        for suffix in [".xcworkspace", ".xcodeproj"] {
            let containers = entries.filter { $0.kind == .directory && $0.name.hasSuffix(suffix) }
            if !containers.isEmpty { return containers.map { Path.join(folder, $0.name) } }
        }
        return []
    }

    /// `found A; pass it as PATH`, `found A, B and C; pass one as PATH`, or, past ``belowListed``,
    /// `found A, B, C and more; pass one as PATH`; nil when `projects` is empty.
    static func suggestion(naming projects: [String]) -> String? {
        guard let first = projects.first else { return nil }
        if projects.count == 1 { return "found \(first); pass it as PATH" }
        let listed = projects.prefix(belowListed)
        let names =
            projects.count > belowListed
            ? listed.joined(separator: ", ") + " and more"
            : listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
        return "found \(names); pass one as PATH"
    }
}
