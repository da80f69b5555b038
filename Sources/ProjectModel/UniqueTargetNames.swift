/// The names an import's targets take in the graph when several projects are read together: each
/// target's own name, or, when an earlier project took it, `Container/Name`, so that two projects
/// of a workspace may each have a `Tests` target.
public struct UniqueTargetNames: Sendable {
    private var taken: Set<String> = []

    /// No name taken.
    public init() {}

    /// Takes `name` for a target of `container`, or `container/name` when `name` is taken (with a
    /// number after it while that is taken too).
    public mutating func claim(_ name: String, container: String) -> String {
        if taken.insert(name).inserted { return name }
        let qualified = "\(container)/\(name)"
        if taken.insert(qualified).inserted { return qualified }
        var number = 2
        while !taken.insert("\(qualified)-\(number)").inserted { number += 1 }
        return "\(qualified)-\(number)"
    }
}
