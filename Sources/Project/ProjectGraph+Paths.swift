import GraphModel
import ManifestParser

extension ProjectGraph {
    /// The shortest path from `root` to `member` in `closure` as names, and the location of the
    /// dependency entry in `root` where that path starts.
    public func pathFinding(from closure: Reachability, to member: Int) -> (path: [String], location: SourceLocation) {
        let path = closure.path(to: member) ?? [closure.root, member]
        let location =
            closure.firstEdge(toward: member).map { declaration(of: $0).location } ?? targets[closure.root].location
        return (names(path), location)
    }
}
