import ProjectModel
import YAML

/// What resolving one XcodeGen spec may spend on its tree: the nodes aliases copy into it, the values
/// `${VAR}` fills in, and the targets templates and platform lists copy, in one budget of
/// ``ExpansionLimit`` bytes for the bytes of every file read.
///
/// Each step works out what it will add before it builds anything and spends that first, so a spec
/// that expands too far fails before it takes the memory. Costs approximate the memory a tree takes:
/// the size of each node and pair, plus the bytes of its text.
struct SpecBudget {
    /// Thrown when a step would spend more than is left.
    struct Exceeded: Error {}

    let limit: ExpansionLimit
    /// The bytes of the files read so far, which the limit scales with.
    private(set) var inputBytes = 0
    /// What has been spent.
    private(set) var spent = 0

    init(limit: ExpansionLimit) {
        self.limit = limit
    }

    /// The bytes allowed for the files read so far.
    var total: Int { limit.bytes(forInput: inputBytes) }

    /// The bytes left to spend.
    var remaining: Int { max(0, total - spent) }

    /// Grows the budget by a file of `bytes` bytes.
    mutating func addInput(_ bytes: Int) {
        let (sum, overflow) = inputBytes.addingReportingOverflow(max(0, bytes))
        inputBytes = overflow ? Int.max : sum
    }

    /// Spends `bytes`, or throws when fewer are left.
    mutating func spend(_ bytes: Int) throws(Exceeded) {
        guard bytes <= remaining else { throw Exceeded() }
        spent += bytes
    }

    /// The problem that reports an exceeded budget, at the root spec.
    func problem(file: String) -> InputProblem {
        InputProblem(
            "the spec expands to more than \(limit.description(forInput: inputBytes)) through aliases, ${VAR}, templates and settings",
            file: file)
    }
}

extension SpecNode {
    /// What a node costs besides its text and children.
    static let nodeCost = MemoryLayout<SpecNode>.stride
    /// What a mapping pair costs besides its key's text and its value.
    static let pairCost = MemoryLayout<SpecPair>.stride - MemoryLayout<SpecNode>.stride

    /// What this tree costs, with `${NAME}` in its strings (and in its keys, with `keys`) replaced
    /// by `variables[NAME]`; stops counting past `limit`, so a result over `limit` means "too much".
    /// - Complexity: O(nodes and text counted), at most what `limit` allows; iterative.
    func cost(expanding variables: [String: String] = [:], keys: Bool = true, upTo limit: Int) -> Int {
        var total = 0
        var pending: [SpecNode] = [self]
        while let node = pending.popLast(), total <= limit {
            total += Self.nodeCost
            switch node.content {
            case .scalar(let text, let isNull):
                total += isNull ? text.utf8.count : Self.expandedLength(text, variables)
            case .sequence(let items):
                pending += items
            case .mapping(let pairs):
                for pair in pairs {
                    total += Self.pairCost + (keys ? Self.expandedLength(pair.key, variables) : pair.key.utf8.count)
                    pending.append(pair.value)
                }
            }
        }
        return total
    }

    /// What converting a parsed YAML node costs, aliases copied and `${NAME}` expanded in strings and
    /// keys; stops counting past `limit`.
    /// - Complexity: O(nodes and text counted), at most what `limit` allows; iterative.
    static func cost(of node: YAMLNode, expanding variables: [String: String], upTo limit: Int) -> Int {
        var total = 0
        var pending: [YAMLNode] = [node]
        while let node = pending.popLast(), total <= limit {
            total += nodeCost
            switch node.content {
            case .scalar(let scalar):
                total += node.isNull ? scalar.text.utf8.count : expandedLength(scalar.text, variables)
            case .sequence(let items):
                pending += items
            case .mapping(let pairs):
                for pair in pairs {
                    total += pairCost + expandedLength(pair.key, variables)
                    pending.append(pair.value)
                }
            }
        }
        return total
    }
}
