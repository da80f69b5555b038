import ManifestImporter
import ProjectModel

extension LoadSession {
    /// Applies what a wrapper's `targets:` entries say to the targets its spec defines.
    ///
    /// An entry names a target of the spec, or a multi-platform target as the spec writes it
    /// (`App` for `App_iOS` and `App_tvOS`), which refines every target it becomes; an entry naming
    /// one of those platform targets is applied after it, so its values win. An entry naming
    /// neither is a problem at its name with a suggestion.
    /// - Parameter splits: the names of the targets each multi-platform target of the spec became.
    /// - Complexity: O(t + r × s) for t targets and r entries naming up to s targets each, plus a
    ///   suggestion for each unknown name.
    mutating func refine(
        _ targets: inout [TargetDeclaration], with refinements: [TargetRefinement], splits: [String: [String]],
        spec: String
    ) {
        guard !refinements.isEmpty else { return }
        var indices: [String: Int] = [:]
        indices.reserveCapacity(targets.count)
        for (index, target) in targets.enumerated() where indices[target.name] == nil {
            indices[target.name] = index
        }
        var broad: [(TargetRefinement, [Int])] = []
        var exact: [(TargetRefinement, [Int])] = []
        var suggestions = SuggestionCache()
        for refinement in refinements {
            if let index = indices[refinement.name] {
                exact.append((refinement, [index]))
            } else if let names = splits[refinement.name] {
                broad.append((refinement, names.compactMap { indices[$0] }))
            } else {
                let suggestion = suggestions.didYouMean(
                    refinement.name, among: targets.map(\.name) + splits.keys.sorted())
                problems.append(
                    InputProblem(
                        "no target '\(refinement.name)' in \(spec) to refine\(suggestion)", at: refinement.location))
            }
        }
        // An entry that refines several platform targets reports a key that does not fit their type once.
        var found: [InputProblem] = []
        for (refinement, indices) in broad + exact {
            for index in indices { refinement.apply(to: &targets[index], problems: &found) }
        }
        var seen: Set<InputProblem> = []
        problems += found.filter { seen.insert($0).inserted }
    }
}
