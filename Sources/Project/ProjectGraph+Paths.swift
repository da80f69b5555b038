import GraphModel
import ProjectModel

extension ProjectGraph {
    /// The shortest path from `root` to `member` in `closure` as names, and the location of the
    /// dependency entry in `root` where that path starts.
    public func pathFinding(from closure: Reachability, to member: Int) -> (path: [String], location: SourceLocation) {
        pathFinding(from: closure, along: closure.path(to: member) ?? [closure.root, member])
    }

    /// ``pathFinding(from:to:)`` for a path already found in `closure`, from its root to a member.
    public func pathFinding(from closure: Reachability, along path: [Int]) -> (path: [String], location: SourceLocation)
    {
        (names(path), location(of: path, in: closure))
    }

    /// Where a path found in `closure`, from its root to a member, starts: the dependency entry in
    /// the root that leads to the member, or the root's declaration when there is none.
    public func location(of path: [Int], in closure: Reachability) -> SourceLocation {
        path.last.flatMap(closure.firstEdge(toward:)).map { location(of: $0) }
            ?? targets[closure.root].location
    }
}
