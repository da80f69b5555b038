import Rules

/// Which findings of a report share a cause, so that the text report prints each such group
/// together, under one line naming the edge.
///
/// It holds two 32-bit numbers per finding with a cause and one per distinct cause, never a copy
/// of a diagnostic: a report of 1.6 million findings costs it a few megabytes beside the report's
/// hundreds.
struct CauseGroups {
    /// Per diagnostic, the index of its group, or -1 when it shares its cause with no other.
    private var groups: [Int32]
    /// Per group, where its members start in `members`; one more entry marks the end.
    private var starts: [Int32]
    /// The diagnostics' indices, group after group, each group's in report order.
    private var members: [Int32]

    /// Where a diagnostic goes in the text.
    enum Placement {
        /// It shares its cause with no other finding (or has none), and prints where it sorts.
        case alone
        /// It is the first of its group in report order: the group prints here, these members.
        case leads(ArraySlice<Int32>)
        /// It printed with its group, earlier.
        case printed
    }

    /// Groups the diagnostics of a report by cause.
    /// - Complexity: O(n) expected, hashing each distinct shared cause once by identity and each
    ///   distinct edge once by value.
    init(_ diagnostics: [Diagnostic]) {
        var groups = [Int32](repeating: -1, count: diagnostics.count)
        var counts: [Int32] = []
        var byIdentity: [ObjectIdentifier: Int32] = [:]
        var byEdge: [CausingEdge: Int32] = [:]
        var last: (identity: ObjectIdentifier, group: Int32)?
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                guard let shared = diagnostics[index].sharedCause else { continue }
                let identity = ObjectIdentifier(shared)
                let group: Int32
                if let last, last.identity == identity {
                    group = last.group
                } else if let known = byIdentity[identity] {
                    group = known
                } else {
                    // Rules share causes among their own findings; the same edge from another rule
                    // is a different object, matched by value.
                    let next = Int32(truncatingIfNeeded: counts.count)
                    group = byEdge[shared.edge, default: next]
                    if group == next {
                        byEdge[shared.edge] = next
                        counts.append(0)
                    }
                    byIdentity[identity] = group
                }
                last = (identity, group)
                groups[index] = group
                counts[Int(group)] += 1
            }
        }
        // Groups of one are no groups: renumber the rest densely.
        var renumbered = [Int32](repeating: -1, count: counts.count)
        var starts: [Int32] = [0]
        for (group, count) in counts.enumerated() where count > 1 {
            renumbered[group] = Int32(truncatingIfNeeded: starts.count - 1)
            starts.append(starts[starts.count - 1] + count)
        }
        var members = [Int32](repeating: 0, count: Int(starts[starts.count - 1]))
        var filled = Array(starts.dropLast())
        for index in groups.indices where groups[index] >= 0 {
            let group = renumbered[Int(groups[index])]
            groups[index] = group
            guard group >= 0 else { continue }
            members[Int(filled[Int(group)])] = Int32(truncatingIfNeeded: index)
            filled[Int(group)] += 1
        }
        self.groups = groups
        self.starts = starts
        self.members = members
    }

    /// Where the diagnostic at `index` of the report goes.
    func placement(of index: Int) -> Placement {
        let group = Int(groups[index])
        guard group >= 0 else { return .alone }
        let start = Int(starts[group])
        guard members[start] == index else { return .printed }
        return .leads(members[start..<Int(starts[group + 1])])
    }

    /// The report's indices in the order the text prints them: each diagnostic where it sorts, but a
    /// group's members all where its first one sorts, the first of them with the group's size.
    func printOrder() -> PrintOrder {
        PrintOrder(groups: self)
    }

    /// The indices ``printOrder()`` gives, one at a time.
    struct PrintOrder: Sequence, IteratorProtocol {
        let groups: CauseGroups
        /// The next index of the report to place.
        private var index = 0
        /// The members of the group being printed not yet given.
        private var pending: ArraySlice<Int32> = []

        init(groups: CauseGroups) {
            self.groups = groups
        }

        mutating func next() -> (index: Int, groupSize: Int?)? {
            if let member = pending.popFirst() { return (Int(member), nil) }
            while index < groups.groups.count {
                defer { index += 1 }
                switch groups.placement(of: index) {
                case .alone: return (index, nil)
                case .leads(let members):
                    pending = members.dropFirst()
                    return (index, members.count)
                case .printed: continue
                }
            }
            return nil
        }
    }
}
