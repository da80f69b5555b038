/// Reads the tokens of a `#if` condition into a ``CompilationCondition``, operator precedence and
/// parentheses resolved with explicit stacks (`!` binds tighter than `&&`, `&&` than `||`), so no
/// condition, however deeply it nests, recurses.
struct CompilationConditionReader {
    /// The most tokens a condition is read to.
    static let maximumTokens = 512

    /// What waits on the operator stack.
    private enum Operator: Equatable {
        case not
        case and
        case or
        case parenthesis

        var precedence: Int {
            switch self {
            case .not: 3
            case .and: 2
            case .or: 1
            case .parenthesis: 0
            }
        }
    }

    private var terms: [CompilationCondition.Term] = []
    /// The terms of the operands read and not yet taken by an operator.
    private var operands: [Int] = []
    private var operators: [Operator] = []
    /// A test's name, `os`, waiting for its `(`; then the argument read so far and the parentheses
    /// open in it.
    private var pendingName: String?
    private var argument: (name: String, text: String, parentheses: Int)?
    /// Whether an operand has just been read, so that what follows must be a binary operator or `)`.
    private var afterOperand = false
    private var failed = false

    /// Whether what has been read is a whole condition, so that a new line ends it.
    var isComplete: Bool {
        failed || ((afterOperand || pendingName != nil) && argument == nil && !operators.contains(.parenthesis))
    }

    /// Marks the condition unreadable.
    mutating func fail() {
        failed = true
    }

    /// Reads one token.
    mutating func read(_ token: SwiftToken, text: String) {
        guard !failed else { return }
        if var open = argument {
            if text == "(" { open.parentheses += 1 }
            if text == ")" { open.parentheses -= 1 }
            if open.parentheses == 0 {
                argument = nil
                push(.test(open.name, argument: open.text))
            } else {
                open.text += text
                argument = open
            }
            return
        }
        if let name = pendingName {
            pendingName = nil
            if text == "(" {
                argument = (name, "", 1)
                return
            }
            push(Self.leaf(name))
        }
        switch token.kind {
        case .identifier where !afterOperand:
            pendingName = text
        case .punctuation where text == "(" && !afterOperand:
            operators.append(.parenthesis)
        case .punctuation where text == ")" && afterOperand:
            while let top = operators.last, top != .parenthesis { apply(operators.removeLast()) }
            guard operators.popLast() == .parenthesis else { return fail() }
            applyPrefixes()
        case .operator:
            readOperators(text)
        default:
            fail()
        }
    }

    /// A run of operator characters: `!`, `!!`, `&&`, `||`, `&&!`.
    private mutating func readOperators(_ text: String) {
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("&&") || rest.hasPrefix("||") {
                guard afterOperand else { return fail() }
                let binary: Operator = rest.hasPrefix("&&") ? .and : .or
                while let top = operators.last, top != .parenthesis, top.precedence >= binary.precedence {
                    apply(operators.removeLast())
                }
                operators.append(binary)
                afterOperand = false
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("!") && !afterOperand {
                operators.append(.not)
                rest = rest.dropFirst()
            } else {
                return fail()
            }
        }
    }

    /// The term of a name read alone: a flag, or `true` or `false`.
    private static func leaf(_ name: String) -> CompilationCondition.Term {
        switch name {
        case "true": .literal(true)
        case "false": .literal(false)
        default: .flag(name)
        }
    }

    private mutating func push(_ term: CompilationCondition.Term) {
        terms.append(term)
        operands.append(terms.count - 1)
        afterOperand = true
        applyPrefixes()
    }

    /// Applies the `!`s waiting just before an operand read.
    private mutating func applyPrefixes() {
        while operators.last == .not { apply(operators.removeLast()) }
    }

    private mutating func apply(_ operator: Operator) {
        switch `operator` {
        case .not:
            guard let operand = operands.popLast() else { return fail() }
            terms.append(.not(operand))
        case .and, .or:
            guard let right = operands.popLast(), let left = operands.popLast() else { return fail() }
            terms.append(`operator` == .and ? .and(left, right) : .or(left, right))
        case .parenthesis:
            return fail()
        }
        operands.append(terms.count - 1)
    }

    /// The condition read, unreadable when it is not whole.
    mutating func condition(text: String) -> CompilationCondition {
        if let name = pendingName {
            pendingName = nil
            push(Self.leaf(name))
        }
        while !failed, let top = operators.popLast() { apply(top) }
        guard !failed, argument == nil, operands.count == 1 else {
            return CompilationCondition(terms: [.unreadable], text: text)
        }
        return CompilationCondition(terms: terms, text: text)
    }
}
