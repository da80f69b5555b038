import SourceText

extension SwiftExpressionParser {
    /// The assignment operators, which end an expression at the top of a statement.
    private static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??="]

    /// Reads a binary operator (`+`, another one, `? :`, `as`, `is`) after `operand`, if one follows.
    mutating func binary(_ operand: SwiftExpression, stack: inout [Frame]) throws(SyntaxError) -> Step {
        let token = try peek()
        if token.kind == .identifier && (self.token(token, is: "as") || self.token(token, is: "is")) {
            try advance()
            if self.token(token, is: "as") {
                let mark = try peek()
                if mark.start == previousEnd && (self.token(mark, is: "?") || self.token(mark, is: "!")) {
                    try advance()
                }
                try push(.cast(operand), onto: &stack, at: token.position)
            } else {
                try push(.operation(terms: [operand], unsupported: "'is'"), onto: &stack, at: token.position)
            }
            return .operand(labelAllowed: false)
        }
        guard token.kind == .operator else { return .reduce(operand) }
        let name = text(token)
        if stack.isEmpty && Self.assignments.contains(name) { return .reduce(operand) }
        try advance()
        if name == "?" {
            var condition = operand
            if case .operation(var terms, let unsupported) = stack.last {
                stack.removeLast()
                terms.append(operand)
                condition = try node(.opaque(unsupported ?? "a sum"), at: terms[0].position, parts: terms)
            }
            try push(.conditional(start: condition.position, sawColon: false), onto: &stack, at: token.position)
            return .operand(labelAllowed: false)
        }
        if case .operation = stack.last, case .operation(var terms, let unsupported) = stack.removeLast() {
            // Taken off the stack first, so that the terms grow in place rather than being copied.
            terms.append(operand)
            stack.append(.operation(terms: terms, unsupported: unsupported ?? (name == "+" ? nil : "'\(name)'")))
        } else {
            try push(
                .operation(terms: [operand], unsupported: name == "+" ? nil : "'\(name)'"), onto: &stack,
                at: token.position)
        }
        return .operand(labelAllowed: false)
    }

    /// Joins a finished operand to the innermost open frame: closes operations and conditionals,
    /// and reads the `,`, `:` or closing bracket that follows in an array or an argument list.
    /// - Returns: the next step, ``Step/done(_:)`` when the operand is the whole expression.
    ///
    /// Each frame is taken off the stack while it is changed and put back when it stays open, so
    /// that the elements, arguments and terms it collects grow in place rather than being copied
    /// on each one: reading a list of n elements takes O(n) time.
    mutating func reduce(_ operand: SwiftExpression, stack: inout [Frame]) throws(SyntaxError) -> Step {
        var operand = operand
        while !stack.isEmpty {
            switch stack.removeLast() {
            case .operation(var terms, let unsupported):
                terms.append(operand)
                let kind: SwiftExpression.Kind =
                    unsupported.map { .opaque("an expression with \($0)") } ?? .sum(terms)
                operand = try node(kind, at: terms[0].position, parts: terms)
            case .cast(let value):
                operand = value
            case .conditional(let start, let sawColon):
                if sawColon {
                    operand = try node(.opaque("a conditional expression '? :'"), at: start, parts: [operand])
                    continue
                }
                let colon = try peek()
                guard token(colon, is: ":") else {
                    throw SyntaxError(
                        "expected ':' of the conditional expression, found \(describe(colon))", at: colon.position)
                }
                try advance()
                stack.append(.conditional(start: start, sawColon: true))
                return .operand(labelAllowed: false)
            case .array(let start, var elements, let isDictionary):
                let next = try peek()
                elements.append(operand)
                if token(next, is: ":") {
                    try advance()
                    stack.append(.array(start: start, elements: elements, isDictionary: true))
                    return .operand(labelAllowed: false)
                }
                if token(next, is: ",") {
                    try advance()
                    if !token(try peek(), is: "]") {
                        stack.append(.array(start: start, elements: elements, isDictionary: isDictionary))
                        return .operand(labelAllowed: false)
                    }
                }
                let close = try peek()
                guard token(close, is: "]") else {
                    throw unexpected(close, in: .array(start: start, elements: [], isDictionary: isDictionary))
                }
                try advance()
                let kind: SwiftExpression.Kind = isDictionary ? .dictionary(elements) : .array(elements)
                return .postfix(try node(kind, at: start, parts: elements))
            case .arguments(let callee, let start, var arguments, let label, let skipping):
                arguments.append(SwiftArgument(label: label, value: operand))
                let next = try peek()
                if token(next, is: ",") {
                    try advance()
                    if !token(try peek(), is: ")") {
                        stack.append(
                            .arguments(
                                callee: callee, start: start, arguments: arguments, label: nil, skipping: skipping))
                        return .operand(labelAllowed: true)
                    }
                }
                let close = try peek()
                guard token(close, is: ")") else {
                    throw unexpected(
                        close, in: .arguments(callee: callee, start: start, arguments: [], label: nil, skipping: []))
                }
                try advance()
                let values = arguments.map(\.value)
                guard let callee else {
                    if arguments.count == 1 && arguments[0].label == nil { return .postfix(arguments[0].value) }
                    return .postfix(try node(.opaque("a tuple"), at: start, parts: values))
                }
                return .postfix(
                    try node(
                        .call(callee, arguments, hasTrailingClosure: false), at: callee.position,
                        parts: [callee] + values))
            }
        }
        return .done(operand)
    }

    /// The error for `token` where an open frame expects a separator or its closing bracket.
    func unexpected(_ token: SwiftToken, in frame: Frame) -> SyntaxError {
        guard token.kind != .end else { return unterminated(frame) }
        switch frame {
        case .array(let start, _, _):
            return SyntaxError(
                "expected ',' or ']' in the array that starts at \(start), found \(describe(token))",
                at: token.position)
        case .arguments(_, let start, _, _, _):
            return SyntaxError(
                "expected ',' or ')' in the parentheses that open at \(start), found \(describe(token))",
                at: token.position)
        default:
            return SyntaxError("unexpected \(describe(token))", at: token.position)
        }
    }

    /// The error for the end of the file inside `frame`, at its opening bracket.
    func unterminated(_ frame: Frame) -> SyntaxError {
        switch frame {
        case .array(let start, _, _): SyntaxError("unterminated '['; expected ']'", at: start)
        case .arguments(_, let start, _, _, _): SyntaxError("unterminated '('; expected ')'", at: start)
        case .conditional(let start, _): SyntaxError("unterminated conditional expression; expected ':'", at: start)
        case .operation(let terms, _):
            SyntaxError(
                "expected an operand, found the end of the file",
                at: terms.first?.position ?? TextPosition(line: 1, column: 1))
        case .cast(let value): SyntaxError("expected a type after 'as', found the end of the file", at: value.position)
        }
    }

    /// The error for the end of the file inside the frames of `stack`: at the innermost bracket.
    func unterminated(_ stack: [Frame]) -> SyntaxError? {
        let bracket = stack.last { frame in
            switch frame {
            case .array, .arguments: true
            default: false
            }
        }
        return (bracket ?? stack.last).map(unterminated)
    }
}
