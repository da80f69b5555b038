import FileAccess
import Project
import ProjectModel
import SourceText
import Threads

/// The Swift files the targets of a graph compile, each read once however many targets compile it,
/// on every core, and kept as its outline (imports, `#if` clauses, extension-unsafe API uses): the
/// bytes of no more files than there are threads are held at once.
public struct SourceIndex: Sendable {
    /// One Swift file.
    public struct File: Sendable {
        /// Its path, as the target's sources lead to it.
        public let path: String
        /// What it imports and uses.
        public let outline: SwiftSourceOutline
    }

    /// Every file read, in the order targets first name them.
    public let files: [File]
    /// The files of each target whose sources are known, by node id: indices into ``files``.
    public let filesOfTarget: [Int: [Int]]
    /// The targets whose sources are not all read: some cannot be, lie past the finder's limit,
    /// or are Objective-C or C, whose imports are not read. What they do not import is not known.
    public let partlyRead: Set<Int>
    /// The source path being walked when a walk's limit on entries was reached, the first such in
    /// the targets' order; nil when none was.
    public let limitReachedAt: String?
    /// The most folder entries each walk reads.
    public let maximumEntries: Int
    /// How many walks the targets' folders are split among, each with its own limit.
    public static let walks = 8

    /// Reads the sources of `targets` (every declared target with `sources` when nil). The App
    /// Group identifiers the graph's targets declare are kept wherever a file spells them as a
    /// literal, with the literals that start with `group.`.
    /// - Parameters:
    ///   - threads: how many threads walk folders and read files; nil for one per core.
    ///   - maximumEntries: the most folder entries each of the ``walks`` reads.
    public init(
        graph: ProjectGraph, fileSystem: any FileSystem, targets: [Int]? = nil, threads: Int? = nil,
        maximumEntries: Int = SwiftFileFinder.defaultMaximumEntries
    ) {
        let threads = threads ?? ConcurrentJobs.coreCount
        var wanted: Set<String> = []
        for id in graph.declaredIDs {
            for group in graph.targets[id].appGroups {
                if let value = group.value, !value.hasPrefix("group.") { wanted.insert(value) }
            }
        }
        let wantedLiterals = wanted
        let withSources = (targets ?? Array(graph.declaredIDs)).filter { !graph.targets[$0].sources.isEmpty }
        // The targets' folders walked in a fixed number of parts, in order, whatever the number of
        // threads: which part a target is in decides what its walk finds once its limit is reached.
        let parts = min(Self.walks, withSources.count)
        let walked = ConcurrentJobs.map(count: parts, threads: threads) { part in
            var finder = SwiftFileFinder(fileSystem: fileSystem, maximumEntries: maximumEntries)
            let found = withSources[withSources.count * part / parts..<withSources.count * (part + 1) / parts].map {
                target in
                let limitBefore = finder.limitReachedAt
                let found = finder.sourceFiles(in: graph.targets[target].sources.map(\.value))
                let excluded = graph.targets[target].excludedSources
                let files =
                    excluded.isEmpty
                    ? found.swift
                    : found.swift.filter { file in
                        let path = Path.normalize(file)
                        return !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
                    }
                return (files, found.otherLanguages || finder.limitReachedAt != limitBefore)
            }
            return (found, finder.limitReachedAt, finder.readingFileSystem)
        }
        var paths: [String] = []
        var fileIDs: [String: Int] = [:]
        let found = walked.reduce(0) { $0 + $1.0.reduce(0) { $0 + $1.0.count } }
        paths.reserveCapacity(found)
        fileIDs.reserveCapacity(found)
        var filesOfTarget: [Int: [Int]] = [:]
        var partlyRead: Set<Int> = []
        var targetIndex = 0
        for (found, _, _) in walked {
            for (files, partly) in found {
                let target = withSources[targetIndex]
                targetIndex += 1
                if partly { partlyRead.insert(target) }
                filesOfTarget[target] = files.map { path in
                    if let id = fileIDs[path] { return id }
                    paths.append(path)
                    fileIDs[path] = paths.count - 1
                    return paths.count - 1
                }
            }
        }
        let limitReachedAt = walked.lazy.compactMap(\.1).first
        guard let reader = walked.first?.2 else {
            self.init(
                files: [], filesOfTarget: [:], partlyRead: [], limitReachedAt: nil, maximumEntries: maximumEntries)
            return
        }
        let allPaths = paths
        // A job per run of files, so that taking a job costs little beside reading them.
        let runs = min(allPaths.count, threads * 8)
        let outlines = ConcurrentJobs.map(count: runs, threads: threads) { run in
            allPaths[allPaths.count * run / runs..<allPaths.count * (run + 1) / runs].map { path in
                (try? reader.contents(of: path)).map { bytes in
                    bytes.withUnsafeBufferPointer { SwiftSourceOutline(scanning: $0, wantedLiterals: wantedLiterals) }
                }
            }
        }.joined()
        var files: [File] = []
        files.reserveCapacity(allPaths.count)
        var unreadable: Set<Int> = []
        for (id, outline) in outlines.enumerated() {
            if outline == nil { unreadable.insert(id) }
            files.append(File(path: allPaths[id], outline: outline ?? SwiftSourceOutline()))
        }
        if !unreadable.isEmpty {
            for (target, ids) in filesOfTarget where ids.contains(where: unreadable.contains) {
                partlyRead.insert(target)
            }
        }
        self.init(
            files: files, filesOfTarget: filesOfTarget, partlyRead: partlyRead, limitReachedAt: limitReachedAt,
            maximumEntries: maximumEntries)
    }

    private init(
        files: [File], filesOfTarget: [Int: [Int]], partlyRead: Set<Int>, limitReachedAt: String?, maximumEntries: Int
    ) {
        self.files = files
        self.filesOfTarget = filesOfTarget
        self.partlyRead = partlyRead
        self.limitReachedAt = limitReachedAt
        self.maximumEntries = maximumEntries
    }
}
