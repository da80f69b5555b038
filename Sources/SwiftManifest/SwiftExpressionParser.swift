import SourceText

/// Reads expressions of a Swift manifest from a ``SwiftTokenizer``, with an explicit stack of open
/// brackets instead of recursion, so that no input can overflow the call stack.
///
/// It follows what declarative manifests are made of (see ``SwiftExpression``); the arguments that
/// do not shape the graph (settings, resources, platforms: the ``SwiftManifestVocabulary``'s) are
/// skipped bracket by bracket without being read.
package struct SwiftExpressionParser {
    /// Where the tokens come from.
    package var tokenizer: SwiftTokenizer
    /// The limits of one read.
    package let options: SwiftManifestOptions
    /// The words of the manifest's language that matter to the reading.
    package let vocabulary: SwiftManifestVocabulary
    /// Tokens read ahead of the current one.
    private var lookahead: [SwiftToken] = []
    /// The end of the last token consumed, to tell `a!` from `a !b`.
    private(set) var previousEnd = 0
    /// Expressions made so far, against ``SwiftManifestOptions/maximumNodeCount``.
    private var nodeCount = 0

    /// Creates a parser over `bytes`.
    package init(
        bytes: UnsafeBufferPointer<UInt8>, start: Int, options: SwiftManifestOptions,
        vocabulary: SwiftManifestVocabulary
    ) {
        tokenizer = SwiftTokenizer(bytes: bytes, start: start)
        self.options = options
        self.vocabulary = vocabulary
    }

    // MARK: Tokens

    /// The token `offset` places ahead, without consuming it.
    mutating func peek(_ offset: Int = 0) throws(SyntaxError) -> SwiftToken {
        while lookahead.count <= offset { lookahead.append(try tokenizer.next()) }
        return lookahead[offset]
    }

    /// Consumes and returns the current token.
    @discardableResult
    mutating func advance() throws(SyntaxError) -> SwiftToken {
        let token = try peek()
        lookahead.removeFirst()
        previousEnd = token.end
        return token
    }

    /// The token's text.
    func text(_ token: SwiftToken) -> String { tokenizer.text(of: token) }

    /// True when `token` is punctuation or an operator spelled `text`, or a name spelled `text`.
    func token(_ token: SwiftToken, is text: StaticString) -> Bool {
        token.kind != .string && token.kind != .end && tokenizer.token(token, is: text)
    }

    /// The token as messages name it: `'x'`, `the string "..."` or the end of the file.
    func describe(_ token: SwiftToken) -> String {
        switch token.kind {
        case .end: "the end of the file"
        case .string: "a string"
        default: "'\(text(token))'"
        }
    }

    // MARK: Expressions

    /// A bracket left open while an expression is read.
    enum Frame {
        /// `[`: the elements so far; `isDictionary` after a `key:`.
        case array(start: TextPosition, elements: [SwiftExpression], isDictionary: Bool)
        /// `(` of a call (or of a tuple, without a callee): the arguments so far and the label of the
        /// one being read.
        case arguments(
            callee: SwiftExpression?, start: TextPosition, arguments: [SwiftArgument], label: String?,
            skipping: Set<String>)
        /// Operands joined by binary operators; `unsupported` names the first operator other than `+`.
        case operation(terms: [SwiftExpression], unsupported: String?)
        /// `condition ? a : b`, before or after its `:`.
        case conditional(start: TextPosition, sawColon: Bool)
        /// `value as Type`: the type is read and dropped.
        case cast(SwiftExpression)
    }

    /// What the expression loop does next.
    enum Step {
        /// Reads an operand (after a label, when `labelAllowed`).
        case operand(labelAllowed: Bool)
        /// Reads what follows an operand: members, calls, subscripts.
        case postfix(SwiftExpression)
        /// Reads a binary operator after an operand, if one follows.
        case binary(SwiftExpression)
        /// Joins a finished operand to the innermost open frame.
        case reduce(SwiftExpression)
        /// The whole expression is read.
        case done(SwiftExpression)
    }

    /// Reads one expression.
    /// - Throws: at a token that cannot start or continue an expression, at a bracket that is not
    ///   closed or closed by the wrong one, and at nesting past the limits.
    mutating func parseExpression() throws(SyntaxError) -> SwiftExpression {
        var stack: [Frame] = []
        var step = Step.operand(labelAllowed: false)
        while true {
            switch step {
            case .operand(let labelAllowed):
                if labelAllowed, case .arguments(let callee, let start, let arguments, _, let skipping) = stack.last {
                    let first = try peek()
                    if first.kind == .identifier, token(try peek(1), is: ":") {
                        let label = text(first)
                        try advance()
                        try advance()
                        stack[stack.count - 1] = .arguments(
                            callee: callee, start: start, arguments: arguments, label: label, skipping: skipping)
                        if skipping.contains(label) {
                            step = .reduce(try skipArgument(opening: start))
                            continue
                        }
                        // `init(rawValue:)`, `f(a:b:)`: a function's name with its labels, no values.
                        let next = try peek()
                        let afterNext = try peek(1)
                        if token(next, is: ")") || (next.kind == .identifier && token(afterNext, is: ":")) {
                            while try peek().kind == .identifier, try token(peek(1), is: ":") {
                                try advance()
                                try advance()
                            }
                            step = .reduce(try node(.opaque("a function's name"), at: first.position))
                            continue
                        }
                    }
                }
                step = try operand(stack: &stack)
            case .postfix(let operand):
                step = try postfix(operand, stack: &stack)
            case .binary(let operand):
                step = try binary(operand, stack: &stack)
            case .reduce(let operand):
                step = try reduce(operand, stack: &stack)
            case .done(let expression):
                return expression
            }
        }
    }

    /// Reads an operand, or opens the bracket it starts with.
    private mutating func operand(stack: inout [Frame]) throws(SyntaxError) -> Step {
        let token = try peek()
        let position = token.position
        switch token.kind {
        case .string:
            try advance()
            return .postfix(
                try node(
                    .string(SwiftStringLiteral.decode(tokenizer.cursor.bytes, start: token.start, end: token.end)),
                    at: position))
        case .identifier:
            try advance()
            let next = try peek()
            if (self.token(token, is: "try") || self.token(token, is: "await")) && !next.startsLine {
                return .operand(labelAllowed: false)
            }
            return .postfix(try node(.name(text(token)), at: position))
        case .number:
            try advance()
            return .postfix(try node(.opaque("a number"), at: position))
        case .pound:
            try advance()
            if self.token(token, is: "#if") {
                try skipConditionalBlock(from: token)
                return .postfix(try node(.opaque("'#if'"), at: position))
            }
            return .postfix(try node(.opaque("'\(text(token))'"), at: position))
        case .operator:
            // A prefix operator: the operand it applies to is read, and the whole is opaque.
            try advance()
            try push(.operation(terms: [], unsupported: "'\(text(token))'"), onto: &stack, at: position)
            return .operand(labelAllowed: false)
        case .punctuation:
            if self.token(token, is: ".") {
                try advance()
                let name = try peek()
                guard name.kind == .identifier else {
                    throw SyntaxError("expected a name after '.', found \(describe(name))", at: name.position)
                }
                try advance()
                return .postfix(try node(.implicitMember(text(name)), at: position))
            }
            if self.token(token, is: "[") {
                try advance()
                if self.token(try peek(), is: "]") {
                    try advance()
                    return .postfix(try node(.array([]), at: position))
                }
                if self.token(try peek(), is: ":"), self.token(try peek(1), is: "]") {
                    try advance()
                    try advance()
                    return .postfix(try node(.opaque("a dictionary"), at: position))
                }
                try push(.array(start: position, elements: [], isDictionary: false), onto: &stack, at: position)
                return .operand(labelAllowed: false)
            }
            if self.token(token, is: "(") {
                try advance()
                if self.token(try peek(), is: ")") {
                    try advance()
                    return .postfix(try node(.opaque("an empty tuple"), at: position))
                }
                try push(
                    .arguments(callee: nil, start: position, arguments: [], label: nil, skipping: []), onto: &stack,
                    at: position)
                return .operand(labelAllowed: true)
            }
            if self.token(token, is: "{") {
                return .postfix(try closure())
            }
            if self.token(token, is: "\\") {
                try advance()
                return .postfix(try node(.opaque("a key path"), at: position))
            }
            throw SyntaxError("expected an expression, found \(describe(token))", at: position)
        case .end:
            if let error = unterminated(stack) { throw error }
            throw SyntaxError("expected an expression, found the end of the file", at: position)
        }
    }

    /// Reads members, calls, trailing closures, subscripts and `!` or `?` after an operand.
    private mutating func postfix(_ operand: SwiftExpression, stack: inout [Frame]) throws(SyntaxError) -> Step {
        var operand = operand
        while true {
            let token = try peek()
            if self.token(token, is: ".") {
                let name = try peek(1)
                guard name.kind == .identifier || name.kind == .number else {
                    throw SyntaxError("expected a name after '.', found \(describe(name))", at: name.position)
                }
                try advance()
                try advance()
                operand =
                    name.kind == .number
                    ? try node(.opaque("a tuple element"), at: operand.position, parts: [operand])
                    : try node(.member(operand, text(name)), at: operand.position, parts: [operand])
            } else if token.startsLine {
                return .binary(operand)
            } else if self.token(token, is: "(") {
                try advance()
                if self.token(try peek(), is: ")") {
                    try advance()
                    operand = try node(
                        .call(operand, [], hasTrailingClosure: false), at: operand.position, parts: [operand])
                    continue
                }
                try push(
                    .arguments(
                        callee: operand, start: token.position, arguments: [], label: nil,
                        skipping: skippedLabels(callee: operand)),
                    onto: &stack, at: token.position)
                return .operand(labelAllowed: true)
            } else if self.token(token, is: "{") {
                let body = SwiftArgument(label: nil, value: try closure())
                if case .call(let callee, let arguments, _) = operand.kind {
                    operand = try node(
                        .call(callee, arguments + [body], hasTrailingClosure: true), at: operand.position,
                        parts: [operand, body.value])
                } else {
                    operand = try node(
                        .call(operand, [body], hasTrailingClosure: true), at: operand.position,
                        parts: [operand, body.value])
                }
            } else if self.token(token, is: "[") {
                try skipBalanced()
                operand = try node(.opaque("a subscript"), at: operand.position, parts: [operand])
            } else if token.kind == .operator && token.start == previousEnd
                && (self.token(token, is: "!") || self.token(token, is: "?"))
            {
                try advance()
            } else if token.kind == .pound && self.token(token, is: "#if") {
                try advance()
                try skipConditionalBlock(from: token)
                operand = try node(.opaque("'#if'"), at: operand.position, parts: [operand])
            } else {
                return .binary(operand)
            }
        }
    }
}

extension SwiftExpressionParser {
    /// Skips the closure at the current `{`, noting whether its body names the vocabulary's
    /// ``SwiftManifestVocabulary/graphNames``.
    mutating func closure() throws(SyntaxError) -> SwiftExpression {
        let position = try peek().position
        let found = try skipBalanced(collectingNames: vocabulary.graphNames)
        return try node(.closure(mentionsGraph: !found.isEmpty), at: position)
    }

    /// Opens a frame, unless that nests deeper than the limit.
    func push(_ frame: Frame, onto stack: inout [Frame], at position: TextPosition) throws(SyntaxError) {
        guard stack.count < options.maximumDepth else {
            throw SyntaxError("the expression nests deeper than \(options.maximumDepth) levels", at: position)
        }
        stack.append(frame)
    }

    /// Makes an expression of `parts`, counting it against the limits.
    mutating func node(
        _ kind: SwiftExpression.Kind, at position: TextPosition, parts: [SwiftExpression] = []
    ) throws(SyntaxError) -> SwiftExpression {
        let height = 1 + parts.reduce(0) { max($0, $1.height) }
        guard height <= options.maximumDepth else {
            throw SyntaxError("the expression nests deeper than \(options.maximumDepth) levels", at: position)
        }
        nodeCount += 1
        guard nodeCount <= options.maximumNodeCount else {
            throw SyntaxError(
                "the manifest holds more than \(options.maximumNodeCount) values, more than targetlint reads",
                at: position)
        }
        return SwiftExpression(kind, at: position, height: height)
    }
}
