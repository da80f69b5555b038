import ProjectModel

/// Reads the file `tuist graph --format json` or `--format legacyJSON` writes (`graph.json`) into
/// the projects it holds, each with its absolute folder as Tuist recorded it.
///
/// `json` encodes XcodeGraph's `Graph`: `projects` is an array of folders and projects in turn (a
/// dictionary keyed by paths encodes so), each project's `targets` an object by name with the keys
/// of ProjectDescription's `Target`, and external packages' projects marked `"type": {"external":
/// ...}`. `legacyJSON` encodes `projects` as an object by folder, each with `isExternal` and a
/// list of targets. Targets are read in name order, as both formats list them in no order of
/// their own.
struct TuistGraphReader {
    /// One project of the graph.
    struct Project {
        /// Its folder, absolute, as the graph records it.
        var folder: String
        /// Whether it is an external package's, whose targets are package products to the others.
        var isExternal: Bool
        var dump: TuistProjectDump
    }

    /// The file, where problems are reported.
    let file: String
    private(set) var problems: [InputProblem] = []

    init(file: String) {
        self.file = file
    }

    /// The folder `tuist graph` ran in (the graph's `path`) and the projects; nil, with a problem,
    /// when `bytes` is not such a file.
    mutating func read(_ bytes: [UInt8]) -> (path: String, projects: [Project])? {
        var reader = TuistProjectDumpReader(manifest: file)
        reader.origin = "the Tuist graph holds"
        defer { problems += reader.problems }
        guard let root = reader.root(of: bytes) else { return nil }
        guard let path = root["path"]?.string, let projects = root["projects"] else {
            reader.fail("no 'path' and 'projects': expected what 'tuist graph --format json' writes")
            return nil
        }
        var read: [Project] = []
        var pairs: [(folder: String, project: ManifestValue)] = []
        if let list = projects.sequence {
            for index in stride(from: 0, to: list.count - 1, by: 2) {
                guard let folder = list[index].string else { continue }
                pairs.append((folder, list[index + 1]))
            }
        } else {
            pairs = (projects.mapping ?? []).map { ($0.key, $0.value) }
        }
        for (folder, project) in pairs {
            guard let name = project["name"]?.string else {
                reader.fail("a project without a 'name' at '\(folder)'")
                continue
            }
            let targetValues =
                project["targets"]?.sequence
                ?? (project["targets"]?.mapping ?? []).map(\.value)
            var dump = TuistProjectDump(name: name)
            dump.settings = TuistProjectDumpReader.settings(project["settings"])
            for value in targetValues {
                if let target = reader.target(value) { dump.targets.append(target) }
            }
            dump.targets.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            let isExternal = project["isExternal"]?.string == "true" || project["type"]?["external"] != nil
            read.append(Project(folder: folder, isExternal: isExternal, dump: dump))
        }
        read.sort { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }
        return (path, read)
    }
}
