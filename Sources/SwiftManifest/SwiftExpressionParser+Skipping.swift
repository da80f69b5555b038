import SourceText

extension SwiftExpressionParser {
    /// The labels whose values are skipped in a call to `callee`: the vocabulary's for the factory
    /// it calls.
    func skippedLabels(callee: SwiftExpression) -> Set<String> {
        guard let (name, isFactory) = callee.memberName, isFactory else { return [] }
        return vocabulary.skippedLabels[name] ?? []
    }

    /// Skips an argument's value up to the `,` or `)` that ends it, bracket by bracket.
    /// - Parameter opening: where the argument list opens, for the error at the end of the file.
    mutating func skipArgument(opening: TextPosition) throws(SyntaxError) -> SwiftExpression {
        let first = try peek()
        if token(first, is: ",") || token(first, is: ")") {
            throw SyntaxError("expected an expression, found \(describe(first))", at: first.position)
        }
        while true {
            let next = try peek()
            if next.kind == .end { throw SyntaxError("unterminated '('; expected ')'", at: opening) }
            if token(next, is: ",") || token(next, is: ")") { break }
            if token(next, is: "(") || token(next, is: "[") || token(next, is: "{") {
                try skipBalanced()
            } else if token(next, is: "]") || token(next, is: "}") {
                throw SyntaxError(
                    "expected ',' or ')' in the parentheses that open at \(opening), found \(describe(next))",
                    at: next.position)
            } else {
                try advance()
            }
        }
        return try node(.opaque("a skipped argument"), at: first.position)
    }

    /// Skips the bracket at the current token and everything up to the one that closes it, keeping
    /// the open brackets on a stack of their own.
    /// - Returns: the names met on the way, for callers that look for some.
    /// - Throws: at a closing bracket of the wrong kind, at the end of the file inside, and at nesting
    ///   deeper than the limit.
    @discardableResult
    mutating func skipBalanced(collectingNames names: Set<String> = []) throws(SyntaxError) -> Set<String> {
        var open: [SwiftToken] = []
        var found: Set<String> = []
        repeat {
            let token = try advance()
            switch token.kind {
            case .end:
                let innermost = open.last ?? token
                throw SyntaxError(
                    "unterminated '\(text(innermost))'; expected '\(Self.closer(of: text(innermost)))'",
                    at: innermost.position)
            case .identifier:
                if !names.isEmpty {
                    let name = text(token)
                    if names.contains(name) { found.insert(name) }
                }
            case .punctuation:
                let name = text(token)
                if name == "(" || name == "[" || name == "{" {
                    guard open.count < options.maximumDepth else {
                        throw SyntaxError(
                            "the brackets nest deeper than \(options.maximumDepth) levels", at: token.position)
                    }
                    open.append(token)
                } else if name == ")" || name == "]" || name == "}" {
                    guard let opener = open.last, Self.closer(of: text(opener)) == name else {
                        let expected = open.last.map {
                            "'\(Self.closer(of: text($0)))' to close the '\(text($0))' at \($0.position)"
                        }
                        throw SyntaxError(
                            "expected \(expected ?? "an opening bracket first"), found '\(name)'", at: token.position)
                    }
                    open.removeLast()
                }
            default: break
            }
        } while !open.isEmpty
        return found
    }

    /// The bracket that closes `opener`.
    static func closer(of opener: String) -> String {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }

    /// Skips what follows `#if` up to its `#endif`, the `#if` blocks inside included.
    mutating func skipConditionalBlock(from start: SwiftToken) throws(SyntaxError) {
        var depth = 1
        while depth > 0 {
            let token = try advance()
            if token.kind == .end {
                throw SyntaxError("unterminated '#if'; expected '#endif'", at: start.position)
            }
            guard token.kind == .pound else { continue }
            if self.token(token, is: "#if") { depth += 1 }
            if self.token(token, is: "#endif") { depth -= 1 }
        }
    }
}
