import FileAccess

/// The walk over `include:` entries that every manifest format shares: depth first and in the order
/// written, without recursion. A file met again on its own chain of includers is a cycle, reported
/// with the chain; chains deeper than ``maximumDepth`` files are an error; a file included from
/// several places (a diamond, not a cycle) is read once.
package enum IncludeWalk {
    /// Includes nested deeper than this are an error (a cycle is reported as such before).
    package static let maximumDepth = 32

    /// Walks the includes below the root file.
    /// - Parameters:
    ///   - root: the root file's path and the id `read` knows it by.
    ///   - includes: the root file's include entries.
    ///   - resolve: the normalized path an entry names, given the path of the file that names it.
    ///   - location: where an entry is written.
    ///   - read: reads the file at a path, named by an entry of the file with the given id; returns
    ///     the new file's id and include entries, or nil when it cannot be read (it reports why).
    /// - Complexity: O(files × depth) for the chains, plus what `read` does.
    package static func walk<Include, Failure: Error>(
        root: (path: String, id: Int), includes: [Include], problems: inout [InputProblem],
        resolve: (Include, _ includer: String) -> String, location: (Include) -> SourceLocation,
        read: (_ path: String, _ include: Include, _ includer: Int) throws(Failure) -> (id: Int, includes: [Include])?
    ) throws(Failure) {
        let rootPath = Path.normalize(root.path)
        var pending: [(include: Include, includer: Int, chain: [String])] = includes.reversed().map {
            ($0, root.id, [rootPath])
        }
        var seen: Set<String> = [rootPath]
        while let (include, includer, chain) = pending.popLast() {
            let path = resolve(include, chain[chain.count - 1])
            if let start = chain.firstIndex(of: path) {
                let cycle = (chain[start...] + [path]).joined(separator: " → ")
                problems.append(InputProblem("include cycle: \(cycle)", at: location(include)))
                continue
            }
            guard seen.insert(path).inserted else { continue }
            if chain.count > maximumDepth {
                problems.append(
                    InputProblem("includes nest deeper than \(maximumDepth) files", at: location(include)))
                continue
            }
            guard let file = try read(path, include, includer) else { continue }
            pending += file.includes.reversed().map { ($0, file.id, chain + [path]) }
        }
    }
}
