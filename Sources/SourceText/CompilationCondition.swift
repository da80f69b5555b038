/// What a condition is worth for one build: true, false, or not known to targetlint, in which case
/// both branches it guards are read as compiled.
public enum ConditionValue: UInt8, Sendable, Hashable {
    case no
    case yes
    case unknown

    /// `!value`.
    @inlinable public var negated: ConditionValue {
        switch self {
        case .no: .yes
        case .yes: .no
        case .unknown: .unknown
        }
    }

    /// `self && other`: false when either is false, however unknown the other.
    @inlinable public func and(_ other: ConditionValue) -> ConditionValue {
        if self == .no || other == .no { return .no }
        return self == .yes && other == .yes ? .yes : .unknown
    }

    /// `self || other`: true when either is true, however unknown the other.
    @inlinable public func or(_ other: ConditionValue) -> ConditionValue {
        if self == .yes || other == .yes { return .yes }
        return self == .no && other == .no ? .no : .unknown
    }
}

/// The condition of a `#if` or `#elseif`, as written: flags, `true` and `false`, platform tests
/// such as `os(iOS)` and `canImport(UIKit)`, joined by `!`, `&&`, `||` and parentheses.
///
/// Its terms are stored flat, each operator after its operands, so that it is read and evaluated
/// without recursion however deeply it nests.
public struct CompilationCondition: Sendable, Hashable {
    /// One term; operands are indices of earlier terms.
    public enum Term: Sendable, Hashable {
        /// A compilation condition flag, `DEBUG`.
        case flag(String)
        /// `true` or `false`.
        case literal(Bool)
        /// A platform test and its argument as written without blanks: `os` and `iOS`, `swift`
        /// and `>=5.9`, `canImport` and `UIKit`.
        case test(String, argument: String)
        case not(Int)
        case and(Int, Int)
        case or(Int, Int)
        /// What could not be read as a condition.
        case unreadable
    }

    /// The terms, the whole condition last.
    public var terms: [Term]
    /// The condition as written, for messages.
    public var text: String

    /// Creates a condition from terms already in order.
    public init(terms: [Term], text: String) {
        self.terms = terms.isEmpty ? [.unreadable] : terms
        self.text = text
    }

    /// The condition's value, given the value of each flag and platform test.
    /// - Complexity: O(terms).
    public func evaluate(_ leaf: (Term) -> ConditionValue) -> ConditionValue {
        var values: [ConditionValue] = []
        values.reserveCapacity(terms.count)
        for term in terms {
            switch term {
            case .not(let operand): values.append(values[operand].negated)
            case .and(let left, let right): values.append(values[left].and(values[right]))
            case .or(let left, let right): values.append(values[left].or(values[right]))
            case .literal(let value): values.append(value ? .yes : .no)
            case .unreadable: values.append(.unknown)
            case .flag, .test: values.append(leaf(term))
            }
        }
        return values[values.count - 1]
    }
}
